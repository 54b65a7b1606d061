import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import { METHODS, routeMetaOf, type Method, type RouteHandler } from '../route';
import { errorResponses } from './errors';
import { headerComponents } from './headers';
import { openApiPath, operation } from './operation';
import { webhookOperations } from './webhooks';

/**
 * The OpenAPI 3.1 document (GET /openapi.json), built from what the route files declare:
 * operation.ts turns one endpoint() into an operation, errors.ts and headers.ts hold what
 * every operation shares, webhooks.ts describes the events we send.
 */

export { openApiPath };

export interface RouteEntry {
  /** The route's folder under app/(api), e.g. "user/publisher/[publisher_id]". */
  folder: string;
  module: Partial<Record<Method, RouteHandler>>;
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
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Affiliate Network API',
        version: '1.0.0',
        description: QUICK_START,
      },
      servers: [{ url: '/' }],
      security: [{ basicAuth: [] }],
      tags: [
        {
          name: 'v1',
          description:
            'No version segment; optional .json/.xml/.csv suffix; execution_time on every body',
        },
        { name: 'v2', description: '/v2/...; JSON; execution_time on every body' },
        { name: 'v3', description: '/v3/...; JSON; {data, hypermedia}' },
        {
          name: 'webhooks',
          description: 'Signed events we POST to the endpoints staff register (docs/webhooks.md)',
        },
      ],
      components: {
        securitySchemes: {
          basicAuth: { type: 'http', scheme: 'basic', description: 'application_key:user_api_key' },
        },
        headers: headerComponents,
        responses: errorResponses(),
      },
      paths,
      webhooks: webhookOperations(),
    },
    { reused: 'ref' },
  );
}
