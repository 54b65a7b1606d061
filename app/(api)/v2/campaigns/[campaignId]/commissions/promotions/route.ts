import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPromotion } from '@/lib/api/presenters/commission';
import {
  CreatePromotionIn,
  PromotionListResponse,
  PromotionResponse,
} from '@/lib/schemas/commission';
import { createRule, listRules, promotionValues, withRecord } from '@/lib/services/commissions';

// GET and POST /v2/campaigns/{campaignId}/commissions/promotions: time-bound promotional
// commissions, for everybody or for the partners and groups named (docs/commissions.md).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "List a campaign's active and upcoming promotional commissions",
    reference:
      'partnerize-promotional-commissions GET /v2/campaigns/{campaignId}/commissions/promotions',
    responses: { 200: PromotionListResponse },
    handler: async ({ db, principal, params }) => {
      const records = await listRules(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        'promotion',
      );
      return { body: { count: records.length, promotions: records.map(presentPromotion) } };
    },
  }),
  POST: endpoint({
    summary:
      'Create a promotional commission (start_date to end_date; publishers and groups limit it)',
    reference:
      'partnerize-promotional-commissions POST /v2/campaigns/{campaignId}/commissions/promotions',
    body: CreatePromotionIn,
    responses: { 201: PromotionResponse },
    handler: async ({ db, principal, params, body }) => {
      const row = await createRule(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        'promotion',
        {
          ...promotionValues(body),
          startAt: body.start_date,
        },
      );
      return { status: 201, body: { promotion: presentPromotion(await withRecord(db, row)) } };
    },
  }),
});
