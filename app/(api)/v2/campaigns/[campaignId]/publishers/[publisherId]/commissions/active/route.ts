import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentActivePartnerCommissions } from '@/lib/api/presenters/partner-commissions';
import { partnerRules } from '@/lib/services/commissions';
import { ActivePartnerCommissionsResponse, CommissionsAtQuery } from '@/lib/schemas/commission';

// GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/active: brand side (staff, or a brand user granted the campaign's brand); the
// partner's groups are those active now (docs/commissions.md#partner-views).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'List the commissions active for a partner at a moment (at; now by default)',
    reference:
      'partnerize-commissions GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/active',
    query: CommissionsAtQuery,
    responses: { 200: ActivePartnerCommissionsResponse },
    handler: async ({ db, principal, params, query }) => {
      const at = query.at ?? new Date();
      const views = await partnerRules(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.publisherId, 'Publisher'),
        at,
      );
      return { body: presentActivePartnerCommissions(views, at) };
    },
  }),
});
