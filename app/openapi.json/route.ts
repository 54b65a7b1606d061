import { apiRoutes } from '../(api)/route-index';
import { buildOpenApiDocument } from '@/lib/api/http/openapi';

let document: string | undefined;

// GET /openapi.json: the OpenAPI 3.1 document, built from the route files' own schemas.
export function GET() {
  document ??= JSON.stringify(buildOpenApiDocument(apiRoutes));
  return new Response(document, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
