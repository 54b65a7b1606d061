import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import type { ApiVersion } from '../envelopes';
import type { Method, RouteMeta } from '../route';
import { rateLimitHeaders } from './headers';

/** The error bodies of each version, and the shared error responses every operation refers to. */

const v1Error = z
  .object({
    error: z.object({
      message: z.string(),
      type: z.string().meta({ description: 'The HTTP status, as a string' }),
      errors: z
        .array(z.object({ property: z.string(), code: z.string(), message: z.string() }))
        .optional(),
      request_id: z.string().optional(),
    }),
  })
  .meta({ id: 'ErrorV1' });

const v2v3ErrorItem = z.object({
  property: z.string(),
  type: z.string(),
  code: z.string(),
  message: z.string(),
});
/** The v2 and v3 error body (each its own component). */
const v2v3Error = () =>
  z.object({
    error: z.object({
      errors: z.array(v2v3ErrorItem),
      code: z.string(),
      message: z.string(),
      request_id: z.string().optional(),
    }),
  });
const v2Error = v2v3Error().meta({ id: 'ErrorV2' });
const v3Error = v2v3Error().meta({
  id: 'ErrorV3',
  description:
    'Item codes are the UUID codes of the spec; properties are bracket paths like [campaigns][0][campaign_id]',
});

export const errorSchemas: Record<ApiVersion, z.ZodType> = {
  v1: v1Error,
  v2: v2Error,
  v3: v3Error,
};

export const ERROR_STATUSES: Record<string, string> = {
  '400': 'Missing or invalid information; each item names the property and its code',
  '401': 'Missing or invalid credentials',
  '403': 'The user may not do this',
  '404': 'No such resource, or one the user may not read',
  '405': 'The path does not support this method (see Allow)',
  '429': 'Rate limit exceeded; wait X-RateLimit-Retry-After seconds',
  '500': 'Unexpected error; quote the request_id',
};
/** Only writes that can carry an Idempotency-Key answer these. */
export const WRITE_ERROR_STATUSES: Record<string, string> = {
  '409':
    'A request with the same Idempotency-Key is still in progress; retry later for its outcome',
};
/** Only operations that read a request body answer these. */
export const BODY_ERROR_STATUSES: Record<string, string> = {
  '413': 'The request body is over 8 MiB (counted as it arrives, with or without Content-Length)',
};
export const isKeyedWrite = (method: Method, meta: RouteMeta) =>
  (method === 'POST' || method === 'PUT' || method === 'PATCH') && meta.spec.auth !== 'none';

/** One shared response per version and error status, e.g. #/components/responses/v3-404. */
export function errorResponses(): Record<string, ZodOpenApiResponseObject> {
  const out: Record<string, ZodOpenApiResponseObject> = {};
  for (const version of ['v1', 'v2', 'v3'] as const) {
    for (const [status, description] of Object.entries({
      ...ERROR_STATUSES,
      ...WRITE_ERROR_STATUSES,
      ...BODY_ERROR_STATUSES,
    })) {
      out[`${version}-${status}`] = {
        description,
        headers: rateLimitHeaders,
        content: { 'application/json': { schema: errorSchemas[version] } },
      };
    }
  }
  return out;
}
