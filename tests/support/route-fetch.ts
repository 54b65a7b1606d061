import { apiRoutes } from '@/app/(api)/route-index';
import { openApiPath } from '@/lib/api/openapi';
import type { RouteHandler } from '@/lib/api/route';
import { BASE } from './harness';

const table = apiRoutes.map(({ folder, module }) => {
  const names: string[] = [];
  const pattern = openApiPath(folder).replace(/\{([^}]+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return {
    regex: new RegExp(`^${pattern}$`),
    names,
    module: module as Record<string, RouteHandler | undefined>,
  };
});
// As Next.js does, a static segment wins over a parameter (`/publishers/ids` before
// `/publishers/{publisher_id}`): of two routes that match, the one with fewer parameters.
table.sort((a, b) => a.names.length - b.names.length);

/** A fetch that serves our API routes in-process, the way Next.js would route them. */
export const routeFetch: typeof fetch = async (input, init) => {
  const request = new Request(new URL(String(input), BASE), init);
  const path = new URL(request.url).pathname;
  for (const route of table) {
    const match = route.regex.exec(path);
    if (!match) continue;
    const handler = route.module[request.method];
    if (!handler) break;
    const params = Object.fromEntries(
      route.names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)]),
    );
    return handler(request, { params: Promise.resolve(params) });
  }
  return new Response('no such route in the test table', { status: 404 });
};
