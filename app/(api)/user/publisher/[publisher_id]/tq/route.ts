import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { transactionQueryListResult } from '@/lib/api/endpoints/transaction-query-list';
import {
  TransactionQueryListQuery,
  TransactionQueryListResponse,
} from '@/lib/schemas/transaction-query';

// GET /user/publisher/{publisher_id}/tq: the partner's transaction queries (missing-sale claims).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      'List all Transaction Queries of the partner (its own user, or staff); date filters (date_range_column, date_range_start, date_range_end, text_date, conversion_date_time); tq_export=true answers every matching claim as CSV',
    reference: 'partnerize-transaction-queries GET /user/publisher/{publisher_id}/tq',
    responses: { 200: TransactionQueryListResponse },
    query: TransactionQueryListQuery,
    handler: async ({ db, principal, params, query }) => {
      const partnerId = pathId(params.publisher_id, 'Publisher');
      return transactionQueryListResult(
        db,
        principal,
        { partnerId },
        query,
        `transaction-queries-publisher-${partnerId}`,
      );
    },
  }),
});
