import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { networkUserInputOf } from '@/lib/api/inputs/network-user';
import { presentNetworkUser } from '@/lib/api/presenters/user';
import {
  CreatedNetworkUserResponse,
  CreateNetworkUserIn,
  NetworkUserListResponse,
  NetworkUsersQuery,
} from '@/lib/schemas/user';
import { createNetworkUser, listNetworkUsers } from '@/lib/services/users';

// Our operations (not in the Partnerize reference), network staff only:
// GET /v3/network/{networkId}/users: the network's users, with role filter, search and paging.
// POST /v3/network/{networkId}/users: add a staff or brand user; the API key is shown once.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "List the network's users, with role filter, search (q) and paging (our operation; staff only)",
    reference: 'ours',
    responses: { 200: NetworkUserListResponse },
    query: offsetQuery().extend(NetworkUsersQuery.shape),
    handler: async ({ db, principal, params, query, request }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { total, items } = await listNetworkUsers(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        query,
        page,
      );
      return {
        body: {
          data: items.map(presentNetworkUser),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
  POST: endpoint({
    summary:
      'Add a staff or brand user to the network (our operation; staff only); its API key is shown once',
    reference: 'ours',
    responses: { 201: CreatedNetworkUserResponse },
    body: CreateNetworkUserIn,
    handler: async ({ db, principal, params, body }) => {
      const created = await createNetworkUser(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        networkUserInputOf(body),
      );
      return {
        status: 201,
        body: { data: { ...presentNetworkUser(created), user_api_key: created.apiKey } },
      };
    },
  }),
});
