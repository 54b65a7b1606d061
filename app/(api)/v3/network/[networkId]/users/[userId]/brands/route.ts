import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentNetworkUser } from '@/lib/api/presenters/user';
import { NetworkUserResponse, SetUserBrandsIn } from '@/lib/schemas/user';
import { setUserBrands } from '@/lib/services/users';

// PUT /v3/network/{networkId}/users/{userId}/brands (ours, staff only): replaces a brand
// user's brand grants with the list sent, so one call grants and revokes.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  PUT: endpoint({
    summary:
      "Set a brand user's granted brands: grants the listed ones, revokes the others (our operation; staff only)",
    reference: 'ours',
    responses: { 200: NetworkUserResponse },
    body: SetUserBrandsIn,
    handler: async ({ db, principal, params, body }) => {
      const record = await setUserBrands(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.userId, 'User'),
        body.brand_ids,
      );
      return { body: { data: presentNetworkUser(record) } };
    },
  }),
});
