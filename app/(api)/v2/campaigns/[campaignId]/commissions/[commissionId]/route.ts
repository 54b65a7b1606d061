import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCommission } from '@/lib/api/presenters/commission';
import {
  CommissionResponse,
  CommissionWithHistoryResponse,
  IncludeHistoryQuery,
  UpdateCommissionIn,
} from '@/lib/schemas/commission';
import { commissionValues, getRule, updateRule } from '@/lib/services/commissions';

const ids = (params: Record<string, string | undefined>) =>
  [pathId(params.campaignId, 'Campaign'), pathId(params.commissionId, 'Commission')] as const;

// GET and PATCH /v2/campaigns/{campaignId}/commissions/{commissionId}. PATCH of an active
// commission retires it and answers its successor (a new id), as the reference says; past
// conversions keep the rule that paid them.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'Get a commission',
    reference: 'partnerize-commissions GET /v2/campaigns/{campaignId}/commissions/{commissionId}',
    query: IncludeHistoryQuery,
    responses: { 200: CommissionWithHistoryResponse },
    handler: async ({ db, principal, params, query }) => {
      const [campaignId, id] = ids(params);
      const commission = presentCommission(
        await getRule(db, principal, campaignId, 'campaign', id),
      );
      return {
        body: query.include === 'history' ? { commission, history: { data: [] } } : { commission },
      };
    },
  }),
  PATCH: endpoint({
    summary:
      'Update a commission: an active one is retired and replaced by a new one with the changes',
    reference: 'partnerize-commissions PATCH /v2/campaigns/{campaignId}/commissions/{commissionId}',
    body: UpdateCommissionIn,
    responses: { 200: CommissionResponse },
    handler: async ({ db, principal, params, body }) => {
      const [campaignId, id] = ids(params);
      const row = await updateRule(
        db,
        principal,
        campaignId,
        'campaign',
        id,
        commissionValues(body),
      );
      const record = await getRule(db, principal, campaignId, 'campaign', row.id);
      return { body: { commission: presentCommission(record) } };
    },
  }),
});
