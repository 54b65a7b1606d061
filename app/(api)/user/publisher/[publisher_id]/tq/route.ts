import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentTransactionQuery } from '@/lib/api/presenters/transaction-query';
import {
  TransactionQueryListQuery,
  TransactionQueryListResponse,
} from '@/lib/schemas/transaction-query';
import { listTransactionQueries } from '@/lib/services/transaction-queries';

// GET /user/publisher/{publisher_id}/tq: the partner's transaction queries (missing-sale claims).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all Transaction Queries of the partner (its own user, or staff)',
    reference: 'partnerize-transaction-queries GET /user/publisher/{publisher_id}/tq',
    responses: { 200: TransactionQueryListResponse },
    query: TransactionQueryListQuery,
    handler: async ({ db, principal, params, query }) => {
      const partnerId = pathId(params.publisher_id, 'Publisher');
      const { count, records } = await listTransactionQueries(db, principal, { partnerId }, query);
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
