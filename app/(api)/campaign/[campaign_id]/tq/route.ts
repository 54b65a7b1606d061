import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { transactionQueryListResult } from '@/lib/api/endpoints/transaction-query-list';
import {
  TransactionQueryListQuery,
  TransactionQueryListResponse,
} from '@/lib/schemas/transaction-query';

// GET /campaign/{campaign_id}/tq: a campaign's transaction queries (brand side).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      'List all Transaction Queries for a Campaign (staff, or a brand user of its brand); date filters (date_range_column, date_range_start, date_range_end, text_date, conversion_date_time); tq_export=true answers every matching claim as CSV',
    reference: 'partnerize-campaign-transaction-queries GET /campaign/{campaign_id}/tq',
    responses: { 200: TransactionQueryListResponse },
    query: TransactionQueryListQuery,
    handler: async ({ db, principal, params, query }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      return transactionQueryListResult(
        db,
        principal,
        { campaignId },
        query,
        `transaction-queries-campaign-${campaignId}`,
      );
    },
  }),
});
