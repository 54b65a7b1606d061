import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { AppError } from '@/lib/errors';
import { presentTransactionQuery } from '@/lib/api/presenters/transaction-query';
import {
  TransactionQueryListQuery,
  TransactionQueryListResponse,
} from '@/lib/schemas/transaction-query';
import { listTransactionQueries } from '@/lib/services/transaction-queries';

// GET /network/{network_id}/tq: the network's queue of transaction queries, ours (staff).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      'The queue of Transaction Queries of the network (ours; staff only: brand users list the claims per campaign)',
    reference: 'ours',
    responses: { 200: TransactionQueryListResponse },
    query: TransactionQueryListQuery,
    handler: async ({ db, principal, params, query }) => {
      if (pathId(params.network_id, 'Network') !== principal.networkId)
        throw AppError.notFound('Network');
      const { count, records } = await listTransactionQueries(
        db,
        principal,
        { network: true },
        query,
      );
      return {
        body: {
          count,
          filters: {},
          sort: { column: query.sort_column, direction: query.order_by },
          transaction_queries: records.map((r) => ({
            transaction_query: presentTransactionQuery(r),
          })),
        },
      };
    },
  }),
});
