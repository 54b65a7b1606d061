import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentFraudRule } from '@/lib/api/presenters/fraud';
import { FraudRuleListResponse } from '@/lib/schemas/fraud';
import { listFraudRules, WINDOWED_METRICS } from '@/lib/services/fraud';

// GET /v3/brand/campaigns/{campaignId}/fraud-rules (ours): every metric's rule for the campaign
// and where it comes from (its own, the network's default, built in); docs/fraud.md#rules.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "A campaign's fraud rules: per metric enabled, threshold, window, hold payments and where the rule comes from (our operation; staff and the brand's users)",
    reference: 'ours',
    responses: { 200: FraudRuleListResponse },
    handler: async ({ db, principal, params }) => {
      const rules = await listFraudRules(db, principal, {
        campaignId: pathId(params.campaignId, 'Campaign'),
      });
      return {
        body: { data: rules.map((r) => presentFraudRule(r, WINDOWED_METRICS.has(r.metric))) },
      };
    },
  }),
});
