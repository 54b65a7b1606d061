import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCommission } from '@/lib/api/presenters/commission';
import {
  CommissionListResponse,
  CommissionResponse,
  CommissionsAtQuery,
  CreateCommissionIn,
} from '@/lib/schemas/commission';
import { commissionValues, createRule, getRule, listRules } from '@/lib/services/commissions';

// GET and POST /v2/campaigns/{campaignId}/commissions: the campaign's standard commissions,
// each with rates for the campaign, partner groups and partners (docs/commissions.md).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "List a campaign's active and upcoming commissions (at: another moment)",
    reference: 'partnerize-commissions GET /v2/campaigns/{campaignId}/commissions',
    query: CommissionsAtQuery,
    responses: { 200: CommissionListResponse },
    handler: async ({ db, principal, params, query }) => {
      const records = await listRules(
        db,
        principal,
        pathId(params.campaignId, 'Campaign'),
        'campaign',
        query.at,
      );
      return { body: { count: records.length, commissions: records.map(presentCommission) } };
    },
  }),
  POST: endpoint({
    summary:
      'Create a commission: rates by campaign, partner group or partner; percentage_cpa or fixed_cpa; meta_fields match items by sku or category',
    reference: 'partnerize-commissions POST /v2/campaigns/{campaignId}/commissions',
    body: CreateCommissionIn,
    responses: { 201: CommissionResponse },
    handler: async ({ db, principal, params, body }) => {
      const campaignId = pathId(params.campaignId, 'Campaign');
      const values = commissionValues(body);
      const row = await createRule(db, principal, campaignId, 'campaign', {
        ...values,
        startAt: body.start_date,
      });
      const record = await getRule(db, principal, campaignId, 'campaign', row.id);
      return { status: 201, body: { commission: presentCommission(record) } };
    },
  }),
});
