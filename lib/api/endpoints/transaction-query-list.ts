import type { Db } from '@/lib/services/database';
import type { Principal } from '@/lib/auth/principal';
import type { TransactionQueryListQuery } from '@/lib/schemas/transaction-query';
import {
  listTransactionQueries,
  transactionQueryPages,
  type ListScope,
  type TransactionQueryRecord,
} from '@/lib/services/transaction-queries';
import type { HandlerResult } from '../http/endpoint';
import { csvStream, type CsvColumn } from '../http/csv';
import { presentTransactionQuery } from '../presenters/transaction-query';

/** The CSV columns of `tq_export`: the claim's fields as the JSON list shows them. */
const EXPORT_FIELDS = [
  'transaction_query_id',
  'transaction_query_type',
  'campaign_id',
  'camref',
  'publisher_id',
  'conversion_reference',
  'conversion_value',
  'conversion_currency',
  'conversion_date_time',
  'conversion_id',
  'expected_commission',
  'clickref',
  'voucher_code',
  'publisher_reference',
  'notes',
  'reason',
  'current_state',
  'created_at',
  'updated_at',
] as const;

const exportColumns: CsvColumn<TransactionQueryRecord>[] = [
  ...EXPORT_FIELDS.map((field) => ({
    header: field,
    value: (r: TransactionQueryRecord) => presentTransactionQuery(r)[field],
  })),
  { header: 'campaign_title', value: (r) => r.campaign.title },
  { header: 'publisher_name', value: (r) => r.partner.name },
];

/**
 * The answer of a transaction query list (partner, campaign or network): a page of claims, or
 * with `tq_export` every matching claim as a streamed CSV attachment.
 */
export async function transactionQueryListResult(
  db: Db,
  principal: Principal,
  scope: ListScope,
  query: TransactionQueryListQuery,
  fileName: string,
): Promise<HandlerResult> {
  if (query.tq_export) {
    const pages = await transactionQueryPages(db, principal, scope, query);
    return {
      stream: csvStream(exportColumns, pages),
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}.csv"`,
      },
    };
  }
  const { count, records } = await listTransactionQueries(db, principal, scope, query);
  return {
    body: {
      count,
      filters: {},
      sort: { column: query.sort_column, direction: query.order_by },
      transaction_queries: records.map((r) => ({ transaction_query: presentTransactionQuery(r) })),
    },
  };
}
