import type { Db } from '@/lib/db/client';
import type { CommissionRuleRow } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { rulesOfKind, withNames, type RuleRecord } from './read-rules';
import { ruleStatus } from './rule-status';
import { requireRuleCampaign } from './write-rules';

/** One line of the commissions CSV: one rate or target of one rule (the campaign default too). */
export interface CommissionCsvRow {
  commissionId: number | null;
  type: 'default' | 'standard' | 'promotional' | 'voucher' | 'tier';
  scope: 'campaign' | 'group' | 'publisher' | 'voucher';
  campaignId: number;
  group: { id: number; name: string } | null;
  partner: { id: number; name: string } | null;
  voucher: { id: number; code: string } | null;
  groupLimit: string | null;
  startAt: Date | null;
  endAt: Date | null;
  status: string;
  name: string;
  performanceModel: string;
  commission: string;
  basedOn: string | null;
  cookiePeriod: number | null;
  createdAt: Date | null;
  createdBy: number | null;
  modifiedAt: Date | null;
  modifiedBy: { id: number; username: string } | null;
}

export interface CommissionCsvFilters {
  from?: Date;
  to?: Date;
  type?: 'default' | 'standard' | 'promotional' | 'voucher';
  status?: 'retired' | 'active' | 'scheduled';
}

const TYPE = {
  campaign: 'standard',
  promotion: 'promotional',
  voucher: 'voucher',
  tier: 'tier',
} as const;

function linesOf(record: RuleRecord): CommissionCsvRow[] {
  const { row } = record;
  const base = {
    commissionId: row.id,
    type: TYPE[row.kind],
    campaignId: row.campaignId,
    group: null,
    partner: null,
    voucher: null,
    groupLimit: null,
    startAt: row.startAt,
    endAt: row.retiredAt ?? row.endAt,
    status: ruleStatus(row),
    name: row.description,
    performanceModel: row.performanceModel ?? '',
    commission: row.performanceValue ?? '',
    basedOn: row.commissionBasedOnField,
    cookiePeriod: row.cookiePeriod,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    modifiedAt: row.updatedAt,
    modifiedBy: record.modifiedBy,
  };
  const group = (id: number) => ({ id, name: record.groupNames.get(id) ?? '' });
  const partner = (id: number) => ({ id, name: record.partnerNames.get(id) ?? '' });
  if (row.kind === 'campaign')
    return row.rates.map((r) => ({
      ...base,
      scope: r.type,
      group: r.type === 'group' ? group(r.id) : null,
      partner: r.type === 'publisher' ? partner(r.id) : null,
      performanceModel: r.performanceModel,
      commission: r.performanceValue,
      cookiePeriod: r.cookiePeriod,
    }));
  if (row.kind === 'voucher')
    return record.vouchers.map((v) => ({
      ...base,
      scope: 'voucher' as const,
      voucher: { id: v.id, code: v.code },
      groupLimit: row.groupIds[0] ? (record.groupNames.get(row.groupIds[0]) ?? null) : null,
    }));
  const targets = [
    ...row.groupIds.map((id) => ({ ...base, scope: 'group' as const, group: group(id) })),
    ...row.partnerIds.map((id) => ({
      ...base,
      scope: 'publisher' as const,
      partner: partner(id),
    })),
  ];
  return targets.length ? targets : [{ ...base, scope: 'campaign' }];
}

function overlaps(row: CommissionRuleRow, filters: CommissionCsvFilters): boolean {
  const end = row.retiredAt ?? row.endAt;
  if (filters.from && end && end.getTime() <= filters.from.getTime()) return false;
  if (filters.to && row.startAt.getTime() > filters.to.getTime()) return false;
  return true;
}

/** GET /v2/campaigns/{id}/commissions/all.csv: every commission of the campaign, one line a rate. */
export async function commissionCsvRows(
  db: Db,
  principal: Principal,
  campaignId: number,
  filters: CommissionCsvFilters,
): Promise<CommissionCsvRow[]> {
  const campaign = await requireRuleCampaign(db, principal, campaignId);
  const rows = (
    await rulesOfKind(db, campaignId, ['campaign', 'promotion', 'voucher', 'tier'])
  ).filter((r) => overlaps(r, filters));
  const lines: CommissionCsvRow[] = [
    {
      commissionId: null,
      type: 'default',
      scope: 'campaign',
      campaignId,
      group: null,
      partner: null,
      voucher: null,
      groupLimit: null,
      startAt: null,
      endAt: null,
      status: 'ACTIVE',
      name: 'Campaign default',
      performanceModel: campaign.defaultCommissionRate !== null ? 'percentage_cpa' : 'fixed_cpa',
      commission: campaign.defaultCommissionRate ?? campaign.defaultCommissionValue ?? '0',
      basedOn: 'value',
      cookiePeriod: campaign.cookiePeriod,
      createdAt: campaign.createdAt,
      createdBy: null,
      modifiedAt: campaign.updatedAt,
      modifiedBy: null,
    },
    ...(await withNames(db, rows)).flatMap(linesOf),
  ];
  return lines.filter(
    (l) =>
      (!filters.type || l.type === filters.type) &&
      (!filters.status || l.status === filters.status.toUpperCase()),
  );
}
