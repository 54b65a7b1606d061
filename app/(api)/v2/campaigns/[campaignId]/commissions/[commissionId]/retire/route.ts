import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCommission } from '@/lib/api/presenters/commission';
import { CommissionOut } from '@/lib/schemas/commission';
import { getRule, retireRule } from '@/lib/services/commissions';

// POST /v2/campaigns/{campaignId}/commissions/{commissionId}/retire: it pays nothing from now on.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Retire a commission now (conversions before keep what they earned)',
    reference:
      'partnerize-commissions POST /v2/campaigns/{campaignId}/commissions/{commissionId}/retire',
    responses: { 200: CommissionOut },
    handler: async ({ db, principal, params }) => {
      const campaignId = pathId(params.campaignId, 'Campaign');
      const id = pathId(params.commissionId, 'Commission');
      await retireRule(db, principal, campaignId, 'campaign', id);
      return { body: presentCommission(await getRule(db, principal, campaignId, 'campaign', id)) };
    },
  }),
});
