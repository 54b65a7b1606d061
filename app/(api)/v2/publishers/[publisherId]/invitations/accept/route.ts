import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { AcceptInvitationsIn } from '@/lib/schemas/invitations';
import { acceptInvitations } from '@/lib/services/participations';

// POST /v2/publishers/{publisherId}/invitations/accept: 204, all or nothing. Every campaign must
// hold an open invitation of the partner (400 naming campaign_ids[i] otherwise); custom terms
// that apply must be accepted before or sent in terms_ids (ours), else 403
// (docs/api-decisions.md#invitations).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Accept campaign invitations, as a partner (custom terms accepted with terms_ids)',
    reference:
      'partnerize-campaign-invitations-v2 POST /v2/publishers/{publisherId}/invitations/accept',
    body: AcceptInvitationsIn,
    responses: { 204: null },
    handler: async ({ db, principal, params, body }) => {
      await acceptInvitations(
        db,
        principal,
        pathId(params.publisherId, 'Publisher'),
        body.campaign_ids,
        body.terms_ids,
      );
      return { status: 204 };
    },
  }),
});
