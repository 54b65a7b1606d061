import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPromotion } from '@/lib/api/presenters/commission';
import { PromotionResponse } from '@/lib/schemas/commission';
import { retireRule, withRecord } from '@/lib/services/commissions';

// POST .../commissions/promotions/{promotionalId}/retire: the promotion ends now.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  POST: endpoint({
    summary: 'Retire a promotional commission now',
    reference:
      'partnerize-promotional-commissions POST /v2/campaigns/{campaignId}/commissions/promotions/{promotionalId}/retire',
    responses: { 200: PromotionResponse },
    handler: async ({ db, principal, params }) => {
      const row = await retireRule(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        'promotion',
        pathId(params.promotionalId, 'Promotional commission'),
      );
      return { body: { promotion: presentPromotion(await withRecord(db, row)) } };
    },
  }),
});
