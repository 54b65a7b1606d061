import type { ReasonRow, TransactionQueryRecord } from '@/lib/services/transaction-queries';
import type {
  TransactionQueryOut,
  TransactionQueryReasonOut,
} from '@/lib/schemas/transaction-query';
import { v1DateTime } from './common';

const amount = (v: string | null) => (v === null ? null : Number(v));

const idText = (id: number | null) => (id === null ? null : String(id));

/**
 * The claim's campaign with the reference's 15 keys (docs/api-decisions.md#transaction-queries):
 * what we do not record (default_override, network_fee, payment_date, type, week_start) is null;
 * campaign reports default to UTC.
 */
function claimCampaign(c: TransactionQueryRecord['campaign']) {
  return {
    campaign_id: String(c.id),
    advertiser_id: String(c.brandId),
    title: c.title,
    status: c.status,
    type: null,
    hidden_campaign: c.hiddenCampaign ? ('y' as const) : ('n' as const),
    vertical_id: c.verticalId,
    default_override: null,
    network_fee: null,
    payment_date: null,
    reporting_timezone: 'UTC',
    week_start: null,
    created: v1DateTime(c.createdAt),
    created_by: idText(c.createdBy),
    last_modified: v1DateTime(c.updatedAt),
  };
}

/**
 * The claim's partner with the reference's 11 keys. Brands read claims too: signup_ip is
 * always null here (a partner's address is not the brand's), and whether the partner agreed to
 * the latest network terms is not worked out per claim (null); the terms it accepted are named.
 */
function claimPartner(p: TransactionQueryRecord['partner']) {
  return {
    publisher_id: String(p.id),
    name: p.name,
    network_id: String(p.networkId),
    network_status: p.networkStatus,
    agreed_to_latest_network_terms: null,
    ref_terms_and_conditions_locale_id: idText(p.termsId),
    reporting_timezone: p.reportingTimezone,
    week_start: p.weekStart,
    signup_ip: null,
    created: v1DateTime(p.createdAt),
    created_by: idText(p.createdBy),
  };
}

/** The v1 transaction query: amounts as numbers (v1), dates `YYYY-MM-DD HH:MM:SS` UTC. */
export function presentTransactionQuery(r: TransactionQueryRecord): TransactionQueryOut {
  const { row } = r;
  const id = String(row.id);
  // A claim written without its history (imported, or by hand) shows its current state.
  const history = row.history.length
    ? row.history
    : [{ state: row.state, notes: null, user_id: null, created_at: row.createdAt.toISOString() }];
  const changes = history.map((h, i) => ({
    transaction_query_state_id: `${id}.${i + 1}`,
    transaction_query_id: id,
    state: h.state,
    notes: h.notes,
    user_id: h.user_id,
    conversion_expected_commission: amount(row.expectedCommission),
    created_at: v1DateTime(new Date(h.created_at)),
  }));
  return {
    transaction_query_id: id,
    transaction_query_type: row.type,
    campaign_id: String(row.campaignId),
    camref: `${row.campaignId}l${row.partnerId}`,
    publisher_id: String(row.partnerId),
    conversion_reference: row.conversionReference,
    conversion_value: amount(row.conversionValue),
    conversion_currency: row.conversionCurrency,
    conversion_date_time: row.conversionTime ? v1DateTime(row.conversionTime) : null,
    conversion_id: row.conversionId === null ? null : String(row.conversionId),
    expected_commission: amount(row.expectedCommission),
    clickref: row.clickref,
    voucher_code: row.voucherCode,
    publisher_reference: row.partnerReference,
    notes: row.notes,
    reason: r.reason,
    current_state: row.state,
    actions_available:
      row.state === 'pending' ? ['approve', 'reject'] : row.state === 'rejected' ? ['pend'] : [],
    campaign: claimCampaign(r.campaign),
    publisher: claimPartner(r.partner),
    state_history: changes[changes.length - 1]!,
    state_changes: changes,
    created_at: v1DateTime(row.createdAt),
    updated_at: v1DateTime(row.updatedAt),
  };
}

export function presentTransactionQueryReason(r: ReasonRow): TransactionQueryReasonOut {
  return {
    transaction_query_reason_id: String(r.id),
    campaign_id: String(r.campaignId),
    reason: r.reason,
    created_at: v1DateTime(r.createdAt),
  };
}
