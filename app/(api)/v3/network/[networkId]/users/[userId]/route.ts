import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentNetworkUser } from '@/lib/api/presenters/user';
import { NetworkUserResponse, UpdateNetworkUserIn } from '@/lib/schemas/user';
import { getNetworkUser, updateNetworkUser } from '@/lib/services/network-users';

// Our operations, network staff only:
// GET /v3/network/{networkId}/users/{userId}: one user of the network.
// PATCH /v3/network/{networkId}/users/{userId}: set its role (network or brand) or its name.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'One user of the network (our operation; staff only)',
    responses: { 200: NetworkUserResponse },
    handler: async ({ db, principal, params }) => {
      const record = await getNetworkUser(db, principal, pathId(params.networkId, 'Network'), pathId(params.userId, 'User'));
      return { body: { data: presentNetworkUser(record) } };
    },
  }),
  PATCH: endpoint({
    summary: "Set a user's role (network or brand) or name (our operation; staff only, not one's own role)",
    responses: { 200: NetworkUserResponse },
    body: UpdateNetworkUserIn,
    handler: async ({ db, principal, params, body }) => {
      const record = await updateNetworkUser(db, principal, pathId(params.networkId, 'Network'), pathId(params.userId, 'User'), body);
      return { body: { data: presentNetworkUser(record) } };
    },
  }),
});
