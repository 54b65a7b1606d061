import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPromotion } from '@/lib/api/presenters/commission';
import { PromotionResponse, UpdatePromotionIn } from '@/lib/schemas/commission';
import {
  deleteRule,
  getRule,
  promotionValues,
  updateRule,
  withRecord,
} from '@/lib/services/commissions';

const ids = (params: Record<string, string | undefined>) =>
  [
    pathId(params.campaignId, 'Campaign'),
    pathId(params.promotionalId, 'Promotional commission'),
  ] as const;

const REF = 'partnerize-promotional-commissions';
const PATH = '/v2/campaigns/{campaignId}/commissions/promotions/{promotionalId}';

// GET, PATCH and DELETE of one promotional commission. PATCH changes it in place (conversions
// keep a snapshot of what paid them); DELETE stamps it deleted (204).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'Get a promotional commission',
    reference: `${REF} GET ${PATH}`,
    responses: { 200: PromotionResponse },
    handler: async ({ db, principal, params }) => {
      const [campaignId, id] = ids(params);
      return {
        body: {
          promotion: presentPromotion(await getRule(db, principal, campaignId, 'promotion', id)),
        },
      };
    },
  }),
  PATCH: endpoint({
    summary: 'Update a promotional commission (the fields sent)',
    reference: `${REF} PATCH ${PATH}`,
    body: UpdatePromotionIn,
    responses: { 200: PromotionResponse },
    handler: async ({ db, principal, params, body }) => {
      const [campaignId, id] = ids(params);
      const row = await updateRule(
        db,
        principal,
        campaignId,
        'promotion',
        id,
        promotionValues(body),
      );
      return { body: { promotion: presentPromotion(await withRecord(db, row)) } };
    },
  }),
  DELETE: endpoint({
    summary: 'Delete a promotional commission',
    reference: `${REF} DELETE ${PATH}`,
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      const [campaignId, id] = ids(params);
      await deleteRule(db, principal, campaignId, 'promotion', id);
      return { status: 204 };
    },
  }),
});
