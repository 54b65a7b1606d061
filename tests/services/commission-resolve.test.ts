import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chooseRule,
  PRECEDENCE,
  type ResolveContext,
  type RuleCandidate,
} from '@/lib/services/commissions/resolve-rule';
import { computeCommission } from '@/lib/services/commissions/compute-commission';
import type { AppliedCommissionKind } from '@/lib/schemas/enums';

// The order of precedence (docs/commissions.md): a table of every pair of rule kinds, and the
// invariant that a conversion's commission is the sum of its items'.

const AT = new Date('2026-06-01T12:00:00Z');
const PARTNER = 7;
const GROUP = 70;
const VOUCHER = 700;

const base = (id: number, over: Partial<RuleCandidate>): RuleCandidate => ({
  id,
  kind: 'campaign',
  startAt: new Date('2026-01-01T00:00:00Z'),
  endAt: null,
  retiredAt: null,
  deletedAt: null,
  performanceModel: 'percentage_cpa',
  performanceValue: null,
  fixedPer: 'conversion',
  rates: [],
  partnerIds: [],
  groupIds: [],
  metaFields: [],
  voucherCodeIds: [],
  levels: [],
  ...over,
});

/** One applicable rule of each kind; its value is its kind's position, so a win is visible. */
const RULES: Record<Exclude<AppliedCommissionKind, 'none' | 'default'>, RuleCandidate> = {
  voucher: base(1, { kind: 'voucher', performanceValue: '1', voucherCodeIds: [VOUCHER] }),
  promotion: base(2, { kind: 'promotion', performanceValue: '2', partnerIds: [PARTNER] }),
  tier: base(3, {
    kind: 'tier',
    levels: [{ threshold: '10', bonusValue: '3' }],
    partnerIds: [PARTNER],
  }),
  publisher: base(4, {
    rates: [
      {
        type: 'publisher',
        id: PARTNER,
        performanceModel: 'percentage_cpa',
        performanceValue: '4',
        cookiePeriod: null,
      },
    ],
  }),
  group: base(5, {
    rates: [
      {
        type: 'group',
        id: GROUP,
        performanceModel: 'percentage_cpa',
        performanceValue: '5',
        cookiePeriod: null,
      },
    ],
  }),
  campaign: base(6, {
    rates: [
      {
        type: 'campaign',
        id: 1,
        performanceModel: 'percentage_cpa',
        performanceValue: '6',
        cookiePeriod: null,
      },
    ],
  }),
};

const ctx = (rules: RuleCandidate[], over: Partial<ResolveContext> = {}): ResolveContext => ({
  at: AT,
  partnerId: PARTNER,
  groupIds: [GROUP],
  voucherCodeId: VOUCHER,
  campaignDefault: { rate: '7', fixed: null },
  rules,
  tierVolumes: new Map([[3, '25']]),
  ...over,
});

const ruleOf = (kind: AppliedCommissionKind) =>
  kind === 'default' ? [] : [RULES[kind as keyof typeof RULES]];

const PAIRS = PRECEDENCE.flatMap((a, i) => PRECEDENCE.slice(i + 1).map((b) => [a, b] as const));

describe('commission rule precedence (every pair of rule kinds)', () => {
  it.each(PAIRS)('%s beats %s', (winner, loser) => {
    for (const rules of [
      [...ruleOf(winner), ...ruleOf(loser)],
      [...ruleOf(loser), ...ruleOf(winner)],
    ]) {
      const applied = chooseRule(ctx(rules));
      expect(applied.kind).toBe(winner);
      expect(applied.performanceValue).toBe(String(PRECEDENCE.indexOf(winner) + 1));
    }
  });

  it.each(PRECEDENCE)('%s alone applies', (kind) => {
    expect(chooseRule(ctx(ruleOf(kind))).kind).toBe(kind);
  });

  it('an unattributed conversion pays nothing, whatever the rules', () => {
    const applied = chooseRule(ctx(Object.values(RULES), { partnerId: null }));
    expect(applied).toMatchObject({ kind: 'none', performanceValue: '0' });
  });

  it('a rule that does not target the partner, is out of its window, retired or deleted never applies', () => {
    const off: RuleCandidate[] = [
      { ...RULES.voucher, voucherCodeIds: [VOUCHER + 1] },
      { ...RULES.promotion, partnerIds: [PARTNER + 1] },
      { ...RULES.promotion, id: 20, startAt: new Date('2026-07-01T00:00:00Z') },
      { ...RULES.promotion, id: 21, endAt: new Date('2026-05-01T00:00:00Z') },
      { ...RULES.promotion, id: 22, retiredAt: new Date('2026-05-01T00:00:00Z') },
      { ...RULES.promotion, id: 23, deletedAt: new Date('2026-05-01T00:00:00Z') },
      { ...RULES.tier, levels: [{ threshold: '100', bonusValue: '3' }] },
      { ...RULES.tier, id: 24, performanceModel: 'fixed_reward' },
    ];
    expect(chooseRule(ctx(off)).kind).toBe('default');
    // Retired after the conversion time: it still paid that conversion.
    const later = { ...RULES.promotion, retiredAt: new Date('2026-07-01T00:00:00Z') };
    expect(chooseRule(ctx([later])).kind).toBe('promotion');
  });

  it('within a kind: sku beats category beats no meta fields, then the later start', () => {
    const plain = { ...RULES.promotion, id: 30, performanceValue: '10' };
    const byCategory = {
      ...RULES.promotion,
      id: 31,
      performanceValue: '11',
      metaFields: [
        { name: 'category' as const, rules: [{ operator: 'EQUALS' as const, value: 'shoes' }] },
      ],
    };
    const bySku = {
      ...RULES.promotion,
      id: 32,
      performanceValue: '12',
      metaFields: [
        { name: 'sku' as const, rules: [{ operator: 'ONE_OF' as const, value: ['A1', 'A2'] }] },
      ],
    };
    const rules = [bySku, byCategory, plain];
    expect(chooseRule(ctx(rules), { sku: 'A2', category: 'shoes' }).performanceValue).toBe('12');
    expect(chooseRule(ctx(rules), { sku: 'B', category: 'shoes' }).performanceValue).toBe('11');
    expect(chooseRule(ctx(rules), { sku: 'B', category: 'hats' }).performanceValue).toBe('10');
    expect(chooseRule(ctx(rules)).performanceValue).toBe('10');
    const newer = { ...plain, id: 33, performanceValue: '13', startAt: new Date('2026-02-01') };
    expect(chooseRule(ctx([plain, newer])).performanceValue).toBe('13');
  });

  it('a tier pays its highest level reached', () => {
    const tier = {
      ...RULES.tier,
      levels: [
        { threshold: '10', bonusValue: '3' },
        { threshold: '20', bonusValue: '4.5' },
        { threshold: '50', bonusValue: '9' },
      ],
    };
    expect(chooseRule(ctx([tier])).performanceValue).toBe('4.5');
  });
});

describe('commission amounts', () => {
  const units = (s: string) => BigInt(Math.round(Number(s) * 10_000));

  it('fixed per conversion is paid once, split over its items by value', () => {
    const priced = computeCommission(
      ctx([], { campaignDefault: { rate: null, fixed: '5' } }),
      units('30'),
      [{ valueUnits: units('10') }, { valueUnits: units('20') }],
    );
    expect(priced.units).toBe(units('5'));
    expect(priced.items.map((i) => i.units)).toEqual([16_666n, 33_334n]);
  });

  const rule = fc.oneof(
    fc.constantFrom(...Object.values(RULES)),
    fc
      .record({
        value: fc.integer({ min: 0, max: 100_000 }),
        per: fc.constantFrom('conversion' as const, 'item' as const),
        model: fc.constantFrom('percentage_cpa' as const, 'fixed_cpa' as const),
        sku: fc.constantFrom('A', 'B', 'C'),
        id: fc.integer({ min: 100, max: 200 }),
      })
      .map(({ value, per, model, sku, id }) =>
        base(id, {
          kind: 'promotion',
          performanceModel: model,
          performanceValue: (value / 100).toFixed(2),
          fixedPer: per,
          metaFields: [{ name: 'sku', rules: [{ operator: 'EQUALS', value: sku }] }],
        }),
      ),
  );

  it('the sum of item commissions equals the conversion commission (property)', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 6 }),
        fc.array(
          fc.record({
            valueUnits: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
            sku: fc.constantFrom('A', 'B', 'C', null),
            category: fc.constantFrom('shoes', null),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.option(fc.constantFrom('7.5', '0', '33.3333')),
        (rules, items, rate) => {
          const c = ctx(rules, { campaignDefault: { rate, fixed: rate === null ? '2.5' : null } });
          const total = items.reduce((a, i) => a + i.valueUnits, 0n);
          const priced = computeCommission(c, total, items);
          expect(priced.items).toHaveLength(items.length);
          expect(priced.items.reduce((a, i) => a + i.units, 0n)).toBe(priced.units);
          for (const item of priced.items) expect(item.units >= 0n).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
