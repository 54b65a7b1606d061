import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { offsetQuery } from '@/lib/api/http/pagination';
import { presentInvitingAdvertiser } from '@/lib/api/presenters/invitations';
import { InvitationListResponse } from '@/lib/schemas/invitations';
import { listInvitations } from '@/lib/services/participations';

// GET /v2/publishers/{publisher_id}/invitations/advertisers/: the partner's open invitations,
// grouped by the brand that invited it; offset and limit (ours) page the brands. Each invitation
// carries our custom_terms (the terms that apply to the partner) so they can be shown and accepted.
// Legacy: the reference spells the parameter {publisher_id} and ends the path with a slash; this
// lives under the [publisherId] folder of the other v2 partner routes (same URL without the slash).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "List a partner's campaign invitations, grouped by brand",
    reference:
      'partnerize-campaign-invitations-v2 GET /v2/publishers/{publisher_id}/invitations/advertisers/',
    query: offsetQuery(),
    responses: { 200: InvitationListResponse },
    handler: async ({ db, principal, params, query, origin }) => {
      const page = { offset: query.offset, limit: query.limit };
      const found = await listInvitations(
        db,
        principal,
        pathId(params.publisherId, 'Publisher'),
        page,
      );
      return {
        body: {
          count: found.total,
          ...page,
          advertisers: found.advertisers.map((a) => presentInvitingAdvertiser(a, origin)),
        },
      };
    },
  }),
});
