import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentNetworkUser } from '@/lib/api/presenters/user';
import { NetworkUserResponse, UpdateNetworkUserIn } from '@/lib/schemas/user';
import { getNetworkUser, updateNetworkUser } from '@/lib/services/users';

/** The network and the user the path names. */
const pathIds = (params: Record<string, string | string[] | undefined>) =>
  [pathId(params.networkId, 'Network'), pathId(params.userId, 'User')] as const;

// Our operations, network staff only:
// GET /v3/network/{networkId}/users/{userId}: one user of the network.
// PATCH /v3/network/{networkId}/users/{userId}: set its role (network or brand) or its name.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'One user of the network (our operation; staff only)',
    reference: 'ours',
    responses: { 200: NetworkUserResponse },
    handler: async ({ db, principal, params }) => {
      const record = await getNetworkUser(db, principal, ...pathIds(params));
      return { body: { data: presentNetworkUser(record) } };
    },
  }),
  PATCH: endpoint({
    summary:
      "Set a user's role (network or brand) or name (our operation; staff only, not one's own role)",
    reference: 'ours',
    responses: { 200: NetworkUserResponse },
    body: UpdateNetworkUserIn,
    handler: async ({ db, principal, params, body }) => {
      const record = await updateNetworkUser(db, principal, ...pathIds(params), body);
      return { body: { data: presentNetworkUser(record) } };
    },
  }),
});
