import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTransactionQuery } from '@/lib/api/presenters/transaction-query';
import {
  TransactionQueryApproveIn,
  TransactionQueryResponse,
} from '@/lib/schemas/transaction-query';
import { decideTransactionQuery } from '@/lib/services/transaction-queries';

// POST /campaign/{campaign_id}/tq/{transaction_query_id}/approve (docs/jobs-and-conversions.md#transaction-queries).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary:
      "Approve a pending Transaction Query: its sale is recorded through the normal recording (the campaign's commission rules apply) and approved; an expected_commission other than the rules' becomes an amendment",
    reference:
      'partnerize-campaign-transaction-queries POST /campaign/{campaign_id}/tq/{transaction_query_id}/approve',
    responses: { 200: TransactionQueryResponse },
    body: TransactionQueryApproveIn,
    handler: async ({ db, principal, params, body }) => {
      const record = await decideTransactionQuery(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.transaction_query_id, 'Transaction query'),
        { state: 'approved', expectedCommission: body.expected_commission, notes: body.notes },
      );
      return { body: { transaction_query: presentTransactionQuery(record) } };
    },
  }),
});
