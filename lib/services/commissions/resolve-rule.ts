import type { CommissionRuleRow as RuleRow, MetaFieldRule } from '@/lib/db/schema';
import { APPLIED_COMMISSION_KINDS, type AppliedCommissionKind } from '@/lib/schemas/enums';
import { toUnits } from '@/lib/money/amount';

/**
 * Which rule pays a conversion (and each of its items): one pure function, the order of
 * precedence of docs/commissions.md. Most specific first:
 *
 *   voucher > promotion > tier > publisher > group > campaign > default
 *
 * A rule applies when it is live at the conversion time (started, not ended, not retired before,
 * never deleted) and it targets the partner (a voucher commission: the sale's voucher code;
 * promotions and tiers: no targets, or the partner or one of its groups; campaign commissions:
 * the rate of the partner, of one of its groups, or of the campaign). Rules with meta fields
 * apply only to items whose sku or category match them. Between two rules of one kind: an
 * sku-matching rule beats a category-matching one, which beats one without meta fields; then
 * the later start; then the newer rule.
 */

export type RuleCandidate = Pick<
  RuleRow,
  | 'id'
  | 'kind'
  | 'startAt'
  | 'endAt'
  | 'retiredAt'
  | 'deletedAt'
  | 'performanceModel'
  | 'performanceValue'
  | 'fixedPer'
  | 'rates'
  | 'partnerIds'
  | 'groupIds'
  | 'metaFields'
  | 'voucherCodeIds'
  | 'levels'
>;

export interface ResolveContext {
  at: Date;
  /** Null: an unattributed conversion, which pays nothing. */
  partnerId: number | null;
  /** The partner's groups in the campaign, live at `at`. */
  groupIds: number[];
  voucherCodeId: number | null;
  /** The campaign's own rate (its default commission). */
  campaignDefault: { rate: string | null; fixed: string | null };
  rules: RuleCandidate[];
  /** A tier rule's id -> the partner's volume in its period so far (revenue, or items as a count). */
  tierVolumes: Map<number, string>;
}

export interface AppliedRule {
  kind: AppliedCommissionKind;
  ruleId: number | null;
  performanceModel: 'percentage_cpa' | 'fixed_cpa';
  /** A percentage or an amount in the campaign currency (exact decimal string). */
  performanceValue: string;
  fixedPer: 'conversion' | 'item';
}

export interface ItemFacts {
  sku?: string | null;
  category?: string | null;
}

/** The order of precedence, most specific first (docs/commissions.md): the kinds that pay. */
export const PRECEDENCE: readonly AppliedCommissionKind[] = APPLIED_COMMISSION_KINDS.filter(
  (kind) => kind !== 'none',
);

const NONE: AppliedRule = {
  kind: 'none',
  ruleId: null,
  performanceModel: 'fixed_cpa',
  performanceValue: '0',
  fixedPer: 'conversion',
};

const live = (rule: RuleCandidate, at: Date) =>
  rule.deletedAt === null &&
  rule.startAt.getTime() <= at.getTime() &&
  (rule.endAt === null || at.getTime() < rule.endAt.getTime()) &&
  (rule.retiredAt === null || at.getTime() < rule.retiredAt.getTime());

function holds(rule: MetaFieldRule['rules'][number], actual: string): boolean {
  const values = Array.isArray(rule.value) ? rule.value : [rule.value];
  const [first = ''] = values;
  switch (rule.operator) {
    case 'EQUALS':
      return actual === first;
    case 'ONE_OF':
      return values.includes(actual);
    case 'STARTS_WITH':
      return actual.startsWith(first);
    case 'ENDS_WITH':
      return actual.endsWith(first);
    case 'CONTAINS':
      return actual.includes(first);
  }
}

/** -1: the rule's meta fields do not match; else 2 (sku), 1 (category) or 0 (no meta fields). */
function metaScore(fields: MetaFieldRule[], item: ItemFacts | undefined): number {
  if (fields.length === 0) return 0;
  if (!item) return -1;
  let score = 0;
  for (const field of fields) {
    const actual = field.name === 'sku' ? item.sku : item.category;
    if (actual == null || !field.rules.every((r) => holds(r, actual))) return -1;
    score = Math.max(score, field.name === 'sku' ? 2 : 1);
  }
  return score;
}

const targets = (rule: RuleCandidate, ctx: ResolveContext) =>
  (rule.partnerIds.length === 0 && rule.groupIds.length === 0) ||
  rule.partnerIds.includes(ctx.partnerId!) ||
  rule.groupIds.some((g) => ctx.groupIds.includes(g));

interface Candidate {
  applied: AppliedRule;
  score: number;
  startAt: number;
}

function tierLevel(rule: RuleCandidate, ctx: ResolveContext): string | null {
  const volume = toUnits(ctx.tierVolumes.get(rule.id) ?? '0');
  let best: { threshold: bigint; bonus: string } | null = null;
  for (const level of rule.levels) {
    const threshold = toUnits(level.threshold);
    if (threshold <= volume && (!best || threshold > best.threshold))
      best = { threshold, bonus: level.bonusValue };
  }
  return best?.bonus ?? null;
}

function single(rule: RuleCandidate, kind: AppliedCommissionKind, value: string): AppliedRule {
  return {
    kind,
    ruleId: rule.id,
    performanceModel: rule.performanceModel === 'percentage_cpa' ? 'percentage_cpa' : 'fixed_cpa',
    performanceValue: value,
    fixedPer: rule.fixedPer,
  };
}

/** The applied rules one rule offers (a campaign commission: one per matching rate). */
function offers(rule: RuleCandidate, ctx: ResolveContext): AppliedRule[] {
  switch (rule.kind) {
    case 'voucher':
      return ctx.voucherCodeId !== null &&
        rule.voucherCodeIds.includes(ctx.voucherCodeId) &&
        (rule.groupIds.length === 0 || rule.groupIds.some((g) => ctx.groupIds.includes(g)))
        ? [single(rule, 'voucher', rule.performanceValue ?? '0')]
        : [];
    case 'promotion':
      return targets(rule, ctx) ? [single(rule, 'promotion', rule.performanceValue ?? '0')] : [];
    case 'tier': {
      // A fixed_reward tier is a one-off bonus, not a rate: it never pays a conversion here.
      if (rule.performanceModel === 'fixed_reward' || !targets(rule, ctx)) return [];
      const bonus = tierLevel(rule, ctx);
      return bonus === null ? [] : [single(rule, 'tier', bonus)];
    }
    case 'campaign':
      return rule.rates
        .filter(
          (rate) =>
            rate.type === 'campaign' ||
            (rate.type === 'publisher' && rate.id === ctx.partnerId) ||
            (rate.type === 'group' && ctx.groupIds.includes(rate.id)),
        )
        .map((rate) => ({
          kind: rate.type,
          ruleId: rule.id,
          performanceModel: rate.performanceModel,
          performanceValue: rate.performanceValue,
          fixedPer: rule.fixedPer,
        }));
  }
}

function better(a: Candidate, b: Candidate): boolean {
  const rank = PRECEDENCE.indexOf(a.applied.kind) - PRECEDENCE.indexOf(b.applied.kind);
  if (rank !== 0) return rank < 0;
  if (a.score !== b.score) return a.score > b.score;
  if (a.startAt !== b.startAt) return a.startAt > b.startAt;
  return (a.applied.ruleId ?? 0) > (b.applied.ruleId ?? 0);
}

/** The rule that pays this partner for this conversion (no item) or for one of its items. */
export function chooseRule(ctx: ResolveContext, item?: ItemFacts): AppliedRule {
  if (ctx.partnerId === null) return NONE;
  let best: Candidate | null = null;
  for (const rule of ctx.rules) {
    if (!live(rule, ctx.at)) continue;
    const score = metaScore(rule.metaFields, item);
    if (score < 0) continue;
    for (const applied of offers(rule, ctx)) {
      const candidate = { applied, score, startAt: rule.startAt.getTime() };
      if (!best || better(candidate, best)) best = candidate;
    }
  }
  if (best) return best.applied;
  const { rate, fixed } = ctx.campaignDefault;
  return {
    kind: 'default',
    ruleId: null,
    performanceModel: rate !== null ? 'percentage_cpa' : 'fixed_cpa',
    performanceValue: rate ?? fixed ?? '0',
    fixedPer: 'conversion',
  };
}
