import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTransactionQuery } from '@/lib/api/presenters/transaction-query';
import { TransactionQueryPendIn, TransactionQueryResponse } from '@/lib/schemas/transaction-query';
import { decideTransactionQuery } from '@/lib/services/transaction-queries';

// POST /campaign/{campaign_id}/tq/{transaction_query_id}/pend (docs/jobs-and-conversions.md#transaction-queries).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary:
      'Set a Transaction Query back to pending (a rejected one may be reconsidered; an approved one cannot)',
    reference:
      'partnerize-campaign-transaction-queries POST /campaign/{campaign_id}/tq/{transaction_query_id}/pend',
    responses: { 200: TransactionQueryResponse },
    body: TransactionQueryPendIn,
    handler: async ({ db, principal, params, body }) => {
      const record = await decideTransactionQuery(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.transaction_query_id, 'Transaction query'),
        { state: 'pending', notes: body.notes },
      );
      return { body: { transaction_query: presentTransactionQuery(record) } };
    },
  }),
});
