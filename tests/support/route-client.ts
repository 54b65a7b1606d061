import { createApiClient } from '@/lib/client/api';
import { BASE } from './harness';
import { routeFetch } from './route-fetch';

/** openapi-fetch hands fetch one Request; a URL-and-init fetch such as routeFetch wants two. */
export function requestFetch(fetchUrl: typeof fetch) {
  return async (request: Request) =>
    fetchUrl(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.text() : undefined,
    });
}

/** The console's client (lib/client/api.ts) on the route handlers in-process, with Basic keys. */
export function routeClient(authorization: string) {
  return createApiClient({ baseUrl: BASE, authorization, fetch: requestFetch(routeFetch) });
}
