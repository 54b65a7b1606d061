import type { ReasonRow, TransactionQueryRecord } from '@/lib/services/transaction-queries';
import type {
  TransactionQueryOut,
  TransactionQueryReasonOut,
} from '@/lib/schemas/transaction-query';
import { v1DateTime } from './common';

const amount = (v: string | null) => (v === null ? null : Number(v));

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
    publisher_reference: row.publisherReference,
    notes: row.notes,
    reason: r.reason,
    current_state: row.state,
    actions_available:
      row.state === 'pending' ? ['approve', 'reject'] : row.state === 'rejected' ? ['pend'] : [],
    campaign: {
      campaign_id: String(r.campaign.id),
      title: r.campaign.title,
      status: r.campaign.status,
    },
    publisher: {
      publisher_id: String(r.partner.id),
      name: r.partner.name,
      network_status: r.partner.networkStatus,
    },
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
