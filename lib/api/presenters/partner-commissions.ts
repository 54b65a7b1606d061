import type { PartnerCommissionOut } from '@/lib/schemas/commission';
import {
  isCurrent,
  ruleStatus,
  type PartnerRules,
  type RuleRecord,
} from '@/lib/services/commissions';
import {
  presentPartnerCommission,
  presentPartnerTier,
  presentPromotion,
  presentVoucherCommission,
} from './commission';
import { v1DateTime } from './common';

/** A partner's commissions in a campaign, as the partner-commissions operations show them. */

const ofKind = (views: PartnerRules, kind: RuleRecord['row']['kind'], at?: Date) =>
  views.records.filter((r) => r.row.kind === kind && isCurrent(r.row, at));

const defaultModel = (views: PartnerRules) =>
  views.campaign.defaultCommissionRate !== null ? 'percentage_cpa' : 'fixed_cpa';
const defaultValue = (views: PartnerRules) =>
  views.campaign.defaultCommissionRate ?? views.campaign.defaultCommissionValue ?? '0';

/** The campaign's own rate, as a partner commission of type default. */
function presentDefaultAsPartnerCommission(views: PartnerRules): PartnerCommissionOut {
  return {
    id: null,
    type: 'default',
    description: 'Campaign default',
    start_date: null,
    end_date: null,
    commission_based_on_field: 'value',
    status: 'ACTIVE',
    meta_fields: [],
    rates: [
      {
        id: String(views.campaign.id),
        scope: 'campaign',
        name: views.campaign.title,
        performance_value: Number(defaultValue(views)),
        performance_model: defaultModel(views),
        cookie_period: views.campaign.cookiePeriod,
      },
    ],
  };
}

/** GET .../publishers/{publisherId}/commissions: every kind (type and status filter). */
export function presentAllPartnerCommissions(
  views: PartnerRules,
  filter: { status?: 'scheduled'; type?: 'default' | 'campaign' },
) {
  const ours = (r: RuleRecord) => presentPartnerCommission(r, views.partner.id, views.groupIds);
  let list: ReturnType<typeof ours | typeof presentPartnerTier>[] = [
    presentDefaultAsPartnerCommission(views),
    ...ofKind(views, 'campaign').map(ours),
    ...ofKind(views, 'promotion').map(ours),
    ...ofKind(views, 'voucher').map(ours),
    ...ofKind(views, 'tier').map(presentPartnerTier),
  ];
  if (filter.type) list = list.filter((c) => c.type === filter.type);
  if (filter.status) list = list.filter((c) => c.status === 'SCHEDULED');
  return { commissions: list };
}

/** The partner's most specific rate of a scope among the active campaign commissions. */
function rateOf(views: PartnerRules, scope: 'publisher' | 'group') {
  for (const record of [...ofKind(views, 'campaign')].reverse()) {
    if (ruleStatus(record.row) !== 'ACTIVE') continue;
    const rate = record.row.rates.find((r) =>
      scope === 'publisher'
        ? r.type === 'publisher' && r.id === views.partner.id
        : r.type === 'group' && views.groupIds.includes(r.id),
    );
    if (rate)
      return {
        id: String(rate.id),
        performance_value: rate.performanceValue,
        name: scope === 'publisher' ? views.partner.name : (record.groupNames.get(rate.id) ?? ''),
      };
  }
  return undefined;
}

/** GET .../commissions/default. */
export function presentPartnerDefault(views: PartnerRules) {
  const publishers = rateOf(views, 'publisher');
  const groups = rateOf(views, 'group');
  return {
    description: 'The Default Commission',
    performance_value: defaultValue(views),
    performance_model: defaultModel(views),
    last_modified_by: '',
    last_modified: v1DateTime(views.campaign.updatedAt),
    ...(publishers ? { publishers } : {}),
    ...(groups ? { groups } : {}),
  };
}

/** GET .../commissions/campaign: the standard commissions, with the partner's rate of each. */
export function presentPartnerCampaignCommissions(views: PartnerRules) {
  return {
    commissions: ofKind(views, 'campaign').map((record) => {
      const view = presentPartnerCommission(record, views.partner.id, views.groupIds);
      const order = ['publisher', 'group', 'campaign'];
      const best = [...view.rates].sort(
        (a, b) => order.indexOf(a.scope) - order.indexOf(b.scope),
      )[0];
      const promotion = presentPromotion(record);
      return {
        id: promotion.id,
        description: promotion.description,
        performance_value: best?.performance_value ?? 0,
        performance_model: best?.performance_model ?? 'percentage_cpa',
        start_date: promotion.start_date,
        end_date: promotion.end_date,
        cookie_period: best?.cookie_period ?? views.campaign.cookiePeriod,
        commission_based_on_field: promotion.commission_based_on_field,
        status: promotion.status,
        meta_fields: promotion.meta_fields,
        last_modified: promotion.last_modified,
        last_modified_by: promotion.last_modified_by,
      };
    }),
  };
}

export const presentPartnerVouchers = (views: PartnerRules) => ({
  voucher_commissions: ofKind(views, 'voucher').map((r) => {
    const view: Partial<ReturnType<typeof presentVoucherCommission>> = presentVoucherCommission(r);
    delete view.group_limit;
    return view as Omit<ReturnType<typeof presentVoucherCommission>, 'group_limit'>;
  }),
});

export const presentPartnerPromotions = (views: PartnerRules) => ({
  promotions: ofKind(views, 'promotion').map(presentPromotion),
});

/** GET .../commissions/active: what is active at `at` (default included). */
export function presentActivePartnerCommissions(views: PartnerRules, at: Date) {
  const active = (r: RuleRecord) => ruleStatus(r.row, at) === 'ACTIVE';
  return {
    active_commissions: [
      // This list's id is never null: the default answers with its campaign's id.
      { ...presentDefaultAsPartnerCommission(views), id: String(views.campaign.id) },
      ...views.records
        .filter((r) => r.row.kind !== 'tier' && active(r))
        .map((r) => presentPartnerCommission(r, views.partner.id, views.groupIds)),
    ],
  };
}
