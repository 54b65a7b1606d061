import { apiRoutes } from '@/app/(api)/route-index';
import { routeTable } from '@/lib/api/http/route-table';
import { BASE } from './harness';

const match = routeTable(apiRoutes);

/** A fetch that serves our API routes in-process, the way Next.js would route them. */
export const routeFetch: typeof fetch = async (input, init) => {
  const request = new Request(new URL(String(input), BASE), init);
  const found = match(new URL(request.url).pathname, request.method);
  if (!found) return new Response('no such route in the test table', { status: 404 });
  return found.handler(request, { params: Promise.resolve(found.params) });
};
