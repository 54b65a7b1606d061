import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { fraudRules } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { FRAUD_METRICS, type FraudMetric } from '@/lib/schemas/enums-fraud';
import { actorOf, ChangeSet } from '../audit/change-set';
import { requireOwnNetwork, requireStaff } from '../access';
import { requireFraudReviewer } from './incidents';
import { DEFAULT_RULES, type FraudRule } from './rules';

/**
 * Fraud rules as the settings pages edit them (docs/fraud.md#rules), for a campaign or for the
 * whole network: each metric's rule with where it comes from; saving writes the scope's own row,
 * resetting deletes it so the next one out (the network's default, then the built-in rule)
 * applies again.
 */

export type RuleSource = 'campaign' | 'network' | 'default';

export interface RuleSetting extends FraudRule {
  source: RuleSource;
}

/** Metrics measured over a window (the hourly scan and sales per address); others judge one sale or payee. */
export const WINDOWED_METRICS: ReadonlySet<FraudMetric> = new Set([
  'volume_clicks',
  'volume_conversions',
  'conversion_ratio',
  'basket_variability_sku',
  'sales_per_ip',
  'clicks_per_ip',
]);

/** The scan looks back a week, so no window is longer. */
export const MAX_WINDOW_MINUTES = 7 * 24 * 60;

type RuleRow = typeof fraudRules.$inferSelect;

const fromRow = (row: RuleRow, source: RuleSource): RuleSetting => ({
  metric: row.metric,
  enabled: row.enabled,
  threshold: Number(row.threshold),
  windowMinutes: row.windowMinutes,
  holdPayments: row.holdPayments,
  source,
});

/** A campaign's rules (staff and the brand's users) or the network's defaults (staff). */
export type RuleScope = { campaignId: number } | { networkId: number };

const campaignOf = (scope: RuleScope) => ('campaignId' in scope ? scope.campaignId : null);

async function requireScope(db: Db, principal: Principal, scope: RuleScope) {
  if ('campaignId' in scope) return requireFraudReviewer(db, principal, scope.campaignId);
  requireOwnNetwork(principal, scope.networkId);
  requireStaff(principal, "set the network's fraud rules");
}

export async function listFraudRules(
  db: Db,
  principal: Principal,
  scope: RuleScope,
): Promise<RuleSetting[]> {
  await requireScope(db, principal, scope);
  const campaignId = campaignOf(scope);
  const rows = await db
    .select()
    .from(fraudRules)
    .where(
      and(
        eq(fraudRules.networkId, principal.networkId),
        campaignId === null
          ? isNull(fraudRules.campaignId)
          : or(isNull(fraudRules.campaignId), eq(fraudRules.campaignId, campaignId)),
      ),
    );
  return FRAUD_METRICS.map((metric) => {
    const own =
      campaignId !== null && rows.find((r) => r.metric === metric && r.campaignId === campaignId);
    if (own) return fromRow(own, 'campaign');
    const network = rows.find((r) => r.metric === metric && r.campaignId === null);
    if (network) return fromRow(network, 'network');
    return { metric, ...DEFAULT_RULES[metric], source: 'default' };
  });
}

export interface RuleInput {
  enabled: boolean;
  /** Exact decimal text. */
  threshold: string;
  windowMinutes: number;
  holdPayments: boolean;
}

const auditOf = (r: {
  enabled: boolean;
  threshold: string | number;
  windowMinutes: number;
  holdPayments: boolean;
}) => ({
  enabled: r.enabled,
  threshold: String(Number(r.threshold)),
  window_minutes: r.windowMinutes,
  hold_payments: r.holdPayments,
});

function checkWindow(metric: FraudMetric, windowMinutes: number) {
  if (WINDOWED_METRICS.has(metric)) {
    if (windowMinutes < 1)
      throw AppError.field(
        ['window_minutes'],
        'too_small',
        'This rule counts over a time window: give it at least 1 minute',
      );
  } else if (windowMinutes !== 0)
    throw AppError.field(
      ['window_minutes'],
      'invalid_value',
      'This rule judges each sale or payee on its own: its window must be 0',
    );
}

/** Sets the scope's own rule for the metric (created or replaced), audited. */
export async function setFraudRule(
  db: Db,
  principal: Principal,
  scope: RuleScope,
  metric: FraudMetric,
  input: RuleInput,
): Promise<RuleSetting> {
  await requireScope(db, principal, scope);
  checkWindow(metric, input.windowMinutes);
  const campaignId = campaignOf(scope);
  const ownSource: RuleSource = campaignId === null ? 'network' : 'campaign';
  const before = (await listFraudRules(db, principal, scope)).find((r) => r.metric === metric)!;
  return db.transaction(async (tx) => {
    const values = {
      enabled: input.enabled,
      threshold: input.threshold,
      windowMinutes: input.windowMinutes,
      holdPayments: input.holdPayments,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(fraudRules)
      .values({ networkId: principal.networkId, campaignId, metric, ...values })
      .onConflictDoUpdate({
        target: [fraudRules.networkId, fraudRules.campaignId, fraudRules.metric],
        set: values,
      })
      .returning();
    const where = { campaign_id: campaignId === null ? null : String(campaignId), metric };
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'fraud_rule',
        entityId: row!.id,
        action: before.source === ownSource ? 'updated' : 'created',
        before: { ...where, ...auditOf(before) },
        after: { ...where, ...auditOf(row!) },
      })
      .commit(tx);
    return fromRow(row!, ownSource);
  });
}

/** Removes the scope's own rule: the next one out applies again. */
export async function resetFraudRule(
  db: Db,
  principal: Principal,
  scope: RuleScope,
  metric: FraudMetric,
): Promise<void> {
  await requireScope(db, principal, scope);
  const campaignId = campaignOf(scope);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(fraudRules)
      .where(
        and(
          eq(fraudRules.networkId, principal.networkId),
          campaignId === null
            ? isNull(fraudRules.campaignId)
            : eq(fraudRules.campaignId, campaignId),
          eq(fraudRules.metric, metric),
        ),
      )
      .returning();
    if (!row)
      throw AppError.notFound(
        campaignId === null
          ? `The network's own ${metric} rule`
          : `The campaign's own ${metric} rule`,
      );
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'fraud_rule',
        entityId: row.id,
        action: 'deleted',
        before: {
          campaign_id: campaignId === null ? null : String(campaignId),
          metric,
          ...auditOf(row),
        },
      })
      .commit(tx);
  });
}
