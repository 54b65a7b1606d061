import type { CsvColumn } from '../http/csv';
import type { CommissionCsvRow } from '@/lib/services/commissions';
import { v1DateTime } from './common';

/** The reference's columns of commissions/all.csv; the ones we have no data for stay empty. */

const date = (d: Date | null) => (d ? v1DateTime(d) : '');
const MODEL: Record<string, string> = {
  percentage_cpa: '% CPA',
  fixed_cpa: 'Fixed CPA',
  fixed_reward: 'Fixed reward',
};

export const COMMISSION_CSV_COLUMNS: CsvColumn<CommissionCsvRow>[] = [
  { header: 'commission_group_id', value: () => '' },
  { header: 'commission_id', value: (r) => r.commissionId ?? '' },
  { header: 'commission_type', value: (r) => r.type },
  { header: 'scope', value: (r) => r.scope },
  { header: 'campaign_id', value: (r) => (r.scope === 'campaign' ? r.campaignId : '') },
  { header: 'group_id', value: (r) => r.group?.id ?? '' },
  { header: 'group_name', value: (r) => r.group?.name ?? '' },
  { header: 'publisher_id', value: (r) => r.partner?.id ?? '' },
  { header: 'publisher_name', value: (r) => r.partner?.name ?? '' },
  { header: 'voucher_id', value: (r) => r.voucher?.id ?? '' },
  { header: 'voucher_code', value: (r) => r.voucher?.code ?? '' },
  { header: 'group_limit', value: (r) => r.groupLimit ?? '' },
  { header: 'start_date_time', value: (r) => date(r.startAt) },
  { header: 'end_date_time', value: (r) => date(r.endAt) },
  { header: 'status', value: (r) => r.status },
  { header: 'name', value: (r) => r.name },
  { header: 'performance_model', value: (r) => MODEL[r.performanceModel] ?? r.performanceModel },
  { header: 'commission', value: (r) => r.commission },
  { header: 'commission_based_on_field', value: (r) => r.basedOn ?? '' },
  { header: 'cookie_period_seconds', value: (r) => r.cookiePeriod ?? '' },
  { header: 'dynamic_sut', value: () => '' },
  { header: 'created', value: (r) => date(r.createdAt) },
  { header: 'created_by_id', value: (r) => r.createdBy ?? '' },
  { header: 'created_by_name', value: () => '' },
  { header: 'last_modified', value: (r) => date(r.modifiedAt) },
  { header: 'last_modified_by', value: (r) => r.modifiedBy?.id ?? '' },
  { header: 'last_modified_by_name', value: (r) => r.modifiedBy?.username ?? '' },
];
