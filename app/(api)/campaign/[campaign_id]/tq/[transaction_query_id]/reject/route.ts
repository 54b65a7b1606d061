import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTransactionQuery } from '@/lib/api/presenters/transaction-query';
import {
  TransactionQueryRejectIn,
  TransactionQueryResponse,
} from '@/lib/schemas/transaction-query';
import { decideTransactionQuery } from '@/lib/services/transaction-queries';

// POST /campaign/{campaign_id}/tq/{transaction_query_id}/reject (docs/jobs-and-conversions.md#transaction-queries).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary:
      "Reject a pending Transaction Query with one of the campaign's reasons (tq_reasons, by text or id)",
    reference:
      'partnerize-campaign-transaction-queries POST /campaign/{campaign_id}/tq/{transaction_query_id}/reject',
    responses: { 200: TransactionQueryResponse },
    body: TransactionQueryRejectIn,
    handler: async ({ db, principal, params, body }) => {
      const record = await decideTransactionQuery(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.transaction_query_id, 'Transaction query'),
        { state: 'rejected', reason: body.reason, notes: body.notes },
      );
      return { body: { transaction_query: presentTransactionQuery(record) } };
    },
  }),
});
