import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId, pathOneOf } from '@/lib/api/http/params';
import { presentFraudRule } from '@/lib/api/presenters/fraud';
import { FRAUD_METRICS } from '@/lib/schemas/enums-fraud';
import { FraudRuleIn, FraudRuleResponse } from '@/lib/schemas/fraud';
import { resetFraudRule, setFraudRule, WINDOWED_METRICS } from '@/lib/services/fraud';

const metricOf = (value: string | string[] | undefined) =>
  pathOneOf(value, FRAUD_METRICS, 'Fraud metric');

// PUT and DELETE /v3/brand/campaigns/{campaignId}/fraud-rules/{metric} (ours): set the
// campaign's own rule for a metric; delete it to fall back to the network's default.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  PUT: endpoint({
    summary:
      "Set the campaign's own fraud rule for a metric: enabled, threshold, window_minutes, hold_payments (our operation; staff and the brand's users)",
    reference: 'ours',
    body: FraudRuleIn,
    responses: { 200: FraudRuleResponse },
    handler: async ({ db, principal, params, body }) => {
      const metric = metricOf(params.metric);
      const rule = await setFraudRule(
        db,
        principal,
        { campaignId: pathId(params.campaignId, 'Campaign') },
        metric,
        {
          enabled: body.enabled,
          threshold: body.threshold,
          windowMinutes: body.window_minutes,
          holdPayments: body.hold_payments,
        },
      );
      return { body: { data: presentFraudRule(rule, WINDOWED_METRICS.has(metric)) } };
    },
  }),
  DELETE: endpoint({
    summary:
      "Remove the campaign's own fraud rule for a metric: the network's default applies again (204; our operation)",
    reference: 'ours',
    responses: { 204: null },
    handler: async ({ db, principal, params }) => {
      await resetFraudRule(
        db,
        principal,
        { campaignId: pathId(params.campaignId, 'Campaign') },
        metricOf(params.metric),
      );
      return { status: 204 };
    },
  }),
});
