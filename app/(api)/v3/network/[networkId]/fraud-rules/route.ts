import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentFraudRule } from '@/lib/api/presenters/fraud';
import { FraudRuleListResponse } from '@/lib/schemas/fraud';
import { listFraudRules, WINDOWED_METRICS } from '@/lib/services/fraud';

// GET /v3/network/{networkId}/fraud-rules (ours): the network's default fraud rules, which every
// campaign without its own rule for a metric follows; docs/fraud.md#rules.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "The network's default fraud rules: per metric enabled, threshold, window, hold payments and whether the network set it or it is built in (our operation; staff)",
    reference: 'ours',
    responses: { 200: FraudRuleListResponse },
    handler: async ({ db, principal, params }) => {
      const rules = await listFraudRules(db, principal, {
        networkId: pathId(params.networkId, 'Network'),
      });
      return {
        body: { data: rules.map((r) => presentFraudRule(r, WINDOWED_METRICS.has(r.metric))) },
      };
    },
  }),
});
