import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { DeclineInvitationsIn } from '@/lib/schemas/invitations';
import { declineInvitations } from '@/lib/services/participations';

// POST /v2/publishers/{publisherId}/invitations/decline: 204, all or nothing; each invitation
// becomes a rejection (r) with its history (docs/api-decisions.md#invitations).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Decline campaign invitations, as a partner',
    reference:
      'partnerize-campaign-invitations-v2 POST /v2/publishers/{publisherId}/invitations/decline',
    body: DeclineInvitationsIn,
    responses: { 204: null },
    handler: async ({ db, principal, params, body }) => {
      await declineInvitations(
        db,
        principal,
        pathId(params.publisherId, 'Publisher'),
        body.campaign_ids,
      );
      return { status: 204 };
    },
  }),
});
