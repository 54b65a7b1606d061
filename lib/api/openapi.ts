import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { METHODS, routeMetaOf, type Method, type RouteHandler, type RouteMeta } from './route';
import type { ApiVersion } from './envelopes';
import { WEBHOOK_EVENT_TYPES, WebhookEventOut, webhookEventData } from '@/lib/schemas/webhook-events';

export interface RouteEntry {
  /** The route's folder under app/(api), e.g. "user/publisher/[publisher_id]". */
  folder: string;
  module: Partial<Record<Method, RouteHandler>>;
}

/** "user/publisher/[publisher_id]" -> "/user/publisher/{publisher_id}". */
export function openApiPath(folder: string): string {
  return `/${folder.replace(/\[([^\]]+)\]/g, '{$1}')}`;
}

const v1Error = z
  .object({
    error: z.object({
      message: z.string(),
      type: z.string().meta({ description: 'The HTTP status, as a string' }),
      errors: z.array(z.object({ property: z.string(), code: z.string(), message: z.string() })).optional(),
      request_id: z.string().optional(),
    }),
  })
  .meta({ id: 'ErrorV1' });

const v2v3ErrorItem = z.object({ property: z.string(), type: z.string(), code: z.string(), message: z.string() });
const v2Error = z
  .object({ error: z.object({ errors: z.array(v2v3ErrorItem), code: z.string(), message: z.string(), request_id: z.string().optional() }) })
  .meta({ id: 'ErrorV2' });
const v3Error = z
  .object({ error: z.object({ errors: z.array(v2v3ErrorItem), code: z.string(), message: z.string(), request_id: z.string().optional() }) })
  .meta({ id: 'ErrorV3', description: 'Item codes are the UUID codes of the spec; properties are bracket paths like [campaigns][0][campaign_id]' });

const errorSchemas: Record<ApiVersion, z.ZodType> = { v1: v1Error, v2: v2Error, v3: v3Error };

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Missing or invalid information; each item names the property and its code',
  '401': 'Missing or invalid credentials',
  '403': 'The user may not do this',
  '404': 'No such resource, or one the user may not read',
  '405': 'The path does not support this method (see Allow)',
  '429': 'Rate limit exceeded; wait X-RateLimit-Retry-After seconds',
  '500': 'Unexpected error; quote the request_id',
};
/** Only writes that can carry an Idempotency-Key answer these. */
const WRITE_ERROR_STATUSES: Record<string, string> = {
  '409': 'A request with the same Idempotency-Key is still in progress; retry later for its outcome',
};
const isKeyedWrite = (method: Method, meta: RouteMeta) => (method === 'POST' || method === 'PUT' || method === 'PATCH') && meta.spec.auth !== 'none';

const idempotencyHeader = z.object({
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

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' as const } });
const headerComponents = {
  'X-RateLimit-Limit': integerHeader('Requests allowed per window'),
  'X-RateLimit-Remaining': integerHeader('Requests left in the window'),
  'X-RateLimit-Reset': integerHeader('Seconds until the window resets'),
  'X-RateLimit-Retry-After': integerHeader('Seconds to wait before retrying (0 when not limited)'),
  'X-Request-Id': { description: 'Identifies the request in logs', schema: { type: 'string' as const } },
};
/** Every response carries these; declared once as components and referenced. */
const rateLimitHeaders = Object.fromEntries(Object.keys(headerComponents).map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const contentTypes = (meta: RouteMeta) => {
  const types: string[] = ['application/json'];
  if (meta.formats.includes('xml')) types.push('text/xml');
  return types;
};

const csvBody = z.string().meta({ description: 'CSV (with the .csv suffix): a header row, then one row per item' });

/** v1/v2 bodies carry execution_time beside the payload; v3 passes the payload through. */
function successSchema(version: ApiVersion, schema: z.ZodType): z.ZodType {
  if (version === 'v3' || !(schema instanceof z.ZodObject)) return schema;
  return schema.extend({ execution_time: z.string().meta({ example: '0.01234 seconds' }) });
}

function operation(method: Method, folder: string, meta: RouteMeta): ZodOpenApiOperationObject {
  const { spec, version } = meta;
  const responses: Record<`${number}`, ZodOpenApiResponseObject> = {};
  for (const [status, schema] of Object.entries(spec.responses ?? {})) {
    responses[status as `${number}`] = {
      description: 'Success',
      headers: rateLimitHeaders,
      ...(spec.produces
        ? { content: { [spec.produces]: { schema: z.string().meta({ description: 'CSV: a header row, then one row per item' }) } } }
        : schema
        ? {
            content: {
              ...Object.fromEntries(contentTypes(meta).map((t) => [t, { schema: successSchema(version, schema) }])),
              ...(meta.formats.includes('csv') ? { 'application/octet-stream': { schema: csvBody } } : {}),
            },
          }
        : {}),
    };
  }
  const errorStatuses = [...Object.keys(ERROR_STATUSES), ...(isKeyedWrite(method, meta) ? Object.keys(WRITE_ERROR_STATUSES) : [])];
  for (const status of errorStatuses) {
    responses[status as `${number}`] = { $ref: `#/components/responses/${version}-${status}` } as unknown as ZodOpenApiResponseObject;
  }
  const pathParams = [...folder.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
  const params = spec.params ?? (pathParams.length ? z.object(Object.fromEntries(pathParams.map((p) => [p, z.string()]))) : undefined);
  const suffix = version === 'v1' && meta.formats.length > 1 ? ` Add .${meta.formats.filter((f) => f !== 'json').join(' or .')} to the path for other formats.` : '';
  return {
    operationId: `${method.toLowerCase()}${openApiPath(folder).replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: spec.summary,
    description: `API ${version}.${suffix}`,
    tags: [version],
    ...(spec.auth === 'none' ? { security: [] } : {}),
    requestParams: {
      ...(params ? { path: params as z.ZodObject } : {}),
      ...(spec.query ? { query: spec.query as z.ZodObject } : {}),
      ...(isKeyedWrite(method, meta) ? { header: idempotencyHeader } : {}),
    },
    ...(spec.body ? { requestBody: { required: true, content: { 'application/json': { schema: spec.body } } } } : {}),
    responses,
  };
}

const QUICK_START = `Partnerize-compatible API for networks, brands (advertisers), partners (publishers), campaigns and participation.

## Quick start

1. Get your keys: \`npm start\` prints the demo network's application key and each demo user's API key
   the first time it runs; the console shows them under Settings. \`npm run admin -- create-network\` makes more.
2. Authenticate every call with HTTP Basic: the **application key** as user name and your **user API key**
   as password, i.e. \`Authorization: Basic base64(application_key:user_api_key)\`.
3. First call:

\`\`\`sh
curl -u "$APPLICATION_KEY:$USER_API_KEY" http://localhost:3000/network
\`\`\`

Versions: v1 paths have no version segment and take an optional \`.json\`, \`.xml\` (or, where offered, \`.csv\`) suffix;
v2 and v3 live under \`/v2\` and \`/v3\`. Every response carries the X-RateLimit headers; over the limit you get 429.
Decisions the spec leaves open are in docs/api-decisions.md of the repository.`;

/** One shared response per version and error status, e.g. #/components/responses/v3-404. */
function errorResponses(): Record<string, ZodOpenApiResponseObject> {
  const out: Record<string, ZodOpenApiResponseObject> = {};
  for (const version of ['v1', 'v2', 'v3'] as const) {
    for (const [status, description] of Object.entries({ ...ERROR_STATUSES, ...WRITE_ERROR_STATUSES })) {
      out[`${version}-${status}`] = { description, headers: rateLimitHeaders, content: { 'application/json': { schema: errorSchemas[version] } } };
    }
  }
  return out;
}

// ---------------------------------------------------------------- webhooks (docs/webhooks.md)

/** OpenAPI 3.1 `webhooks`: one POST per event type, as our deliveries send it to a registered endpoint. */
function webhookOperations(): ZodOpenApiPathsObject {
  const headers = z.object({
    'Webhook-Signature': z.string().meta({ description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint secret>' }),
    'Webhook-Id': z.string().meta({ description: 'The event id: the same on every retry and redelivery, for deduplication' }),
  });
  const out: ZodOpenApiPathsObject = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    const name = type.replace(/(^|[._])([a-z])/g, (_m, _s, c: string) => c.toUpperCase());
    const body = WebhookEventOut.extend({ type: z.literal(type), data: webhookEventData[type] }).meta({ id: `${name}Event` });
    out[type] = {
      post: {
        operationId: `webhook${name}`,
        summary: `The ${type} event, sent to endpoints subscribed to it`,
        tags: ['webhooks'],
        security: [],
        requestParams: { header: headers },
        requestBody: { required: true, content: { 'application/json': { schema: body } } },
        responses: {
          '200': { description: 'Any 2xx: received. Anything else, or no answer within 10 s, is retried with exponential backoff' },
        },
      },
    };
  }
  return out;
}

export function buildOpenApiDocument(routes: RouteEntry[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const { folder, module } of routes) {
    const item: Record<string, ZodOpenApiOperationObject> = {};
    for (const method of METHODS) {
      const meta = routeMetaOf(module[method]);
      if (meta) item[method.toLowerCase()] = operation(method, folder, meta);
    }
    if (Object.keys(item).length) paths[openApiPath(folder)] = item;
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Affiliate Network API',
      version: '1.0.0',
      description: QUICK_START,
    },
    servers: [{ url: '/' }],
    security: [{ basicAuth: [] }],
    tags: [
      { name: 'v1', description: 'No version segment; optional .json/.xml/.csv suffix; execution_time on every body' },
      { name: 'v2', description: '/v2/...; JSON; execution_time on every body' },
      { name: 'v3', description: '/v3/...; JSON; {data, hypermedia}' },
      { name: 'webhooks', description: 'Signed events we POST to the endpoints staff register (docs/webhooks.md)' },
    ],
    components: {
      securitySchemes: { basicAuth: { type: 'http', scheme: 'basic', description: 'application_key:user_api_key' } },
      headers: headerComponents,
      responses: errorResponses(),
    },
    paths,
    webhooks: webhookOperations(),
  }, { reused: 'ref' });
}
