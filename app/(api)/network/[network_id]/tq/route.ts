import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { AppError } from '@/lib/errors';
import { transactionQueryListResult } from '@/lib/api/endpoints/transaction-query-list';
import {
  TransactionQueryListQuery,
  TransactionQueryListResponse,
} from '@/lib/schemas/transaction-query';

// GET /network/{network_id}/tq: the network's queue of transaction queries, ours (staff).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      'The queue of Transaction Queries of the network (ours; staff only: brand users list the claims per campaign); date filters (date_range_column, date_range_start, date_range_end, text_date, conversion_date_time); tq_export=true answers every matching claim as CSV',
    reference: 'ours',
    responses: { 200: TransactionQueryListResponse },
    query: TransactionQueryListQuery,
    handler: async ({ db, principal, params, query }) => {
      if (pathId(params.network_id, 'Network') !== principal.networkId)
        throw AppError.notFound('Network');
      return transactionQueryListResult(
        db,
        principal,
        { network: true },
        query,
        `transaction-queries-network-${principal.networkId}`,
      );
    },
  }),
});
