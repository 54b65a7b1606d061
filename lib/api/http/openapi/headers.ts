import { z } from 'zod';

/** Request and response headers the document declares. */

export const idempotencyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .meta({
      description:
        'Makes a retry safe: the first outcome (status and body) is kept 24 hours per user and replayed, with Idempotent-Replayed: true, ' +
        'to a retry with the same key and the same request. The same key with a different request: 400 (code idempotency_key_reused). ' +
        'Requests refused by validation or failing with a 5xx do not use up the key.',
      example: '4f1c2a9e-8d53-4e0b-9a6f-2b7c1d3e5f60',
    }),
});

const integerHeader = (description: string) => ({
  description,
  schema: { type: 'integer' as const },
});
export const headerComponents = {
  'X-RateLimit-Limit': integerHeader('Points (requests) allowed per window'),
  'X-RateLimit-Remaining': integerHeader('Points left in the window'),
  'X-RateLimit-Reset': integerHeader('Seconds until the window resets'),
  'X-RateLimit-Retry-After': integerHeader('Seconds to wait before retrying (0 when not limited)'),
  'X-RateLimit-Cost': integerHeader(
    'Points this request took from the window: 1, more for an analytics request that asks much (ours)',
  ),
  'X-Request-Id': {
    description: 'Identifies the request in logs',
    schema: { type: 'string' as const },
  },
};
/** Every response carries these; declared once as components and referenced. */
export const rateLimitHeaders = Object.fromEntries(
  Object.keys(headerComponents).map((name) => [name, { $ref: `#/components/headers/${name}` }]),
);
