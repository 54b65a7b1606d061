import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentQueueItem, presentQueuePartner } from '@/lib/api/presenters/request-invite-queue';
import { RequestInvitePartnerResponse } from '@/lib/schemas/request-invite-queue';
import { getRequestInvitePartner } from '@/lib/services/participations';

// GET /v2/networks/{networkId}/campaign-requests-invites/partners/{publisherId}: one partner's
// open requests and invitations on the campaigns the caller sees, most recent first; the
// postal address for staff only. A partner with none answers empty lists.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "One partner's campaign requests and invitations",
    reference:
      'partnerize-campaign-requests-and-invites GET /v2/networks/{networkId}/campaign-requests-invites/partners/{publisherId}',
    responses: { 200: RequestInvitePartnerResponse },
    handler: async ({ db, principal, params, origin }) => {
      const found = await getRequestInvitePartner(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.publisherId, 'Publisher'),
      );
      return {
        body: {
          partner: {
            ...presentQueuePartner(found, origin, principal),
            ...(found.address ? { address: found.address } : {}),
            requests: found.requests.map(presentQueueItem),
            invites: found.invites.map(presentQueueItem),
          },
        },
      };
    },
  }),
});
