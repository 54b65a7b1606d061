import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTier } from '@/lib/api/presenters/commission';
import { isCurrent, partnerRules } from '@/lib/services/commissions';
import { TierListResponse } from '@/lib/schemas/commission';

// GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/tier: brand side (staff, or a brand user granted the campaign's brand); the
// partner's groups are those active now (docs/commissions.md#partner-views).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'List the commission tiers that pay a partner in a campaign',
    reference:
      'partnerize-tiered-commissions GET /v2/campaigns/{campaignId}/publishers/{publisherId}/commissions/tier',

    responses: { 200: TierListResponse },
    handler: async ({ db, principal, params }) => {
      const views = await partnerRules(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        pathId(params.publisherId, 'Publisher'),
      );
      return {
        body: {
          tiers: views.records
            .filter((r) => r.row.kind === 'tier' && isCurrent(r.row))
            .map(presentTier),
        },
      };
    },
  }),
});
