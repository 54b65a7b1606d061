import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { presentTransactionQuery } from '@/lib/api/presenters/transaction-query';
import {
  TransactionQueryListQuery,
  TransactionQueryListResponse,
} from '@/lib/schemas/transaction-query';
import { listTransactionQueries } from '@/lib/services/transaction-queries';

// GET /campaign/{campaign_id}/tq: a campaign's transaction queries (brand side).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all Transaction Queries for a Campaign (staff, or a brand user of its brand)',
    reference: 'partnerize-campaign-transaction-queries GET /campaign/{campaign_id}/tq',
    responses: { 200: TransactionQueryListResponse },
    query: TransactionQueryListQuery,
    handler: async ({ db, principal, params, query }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const { count, records } = await listTransactionQueries(db, principal, { campaignId }, query);
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
