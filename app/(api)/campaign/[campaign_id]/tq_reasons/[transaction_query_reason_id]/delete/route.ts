import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { TransactionQueryReasonDeletedResponse } from '@/lib/schemas/transaction-query';
import { deleteReason } from '@/lib/services/transaction-queries';

// POST /campaign/{campaign_id}/tq_reasons/{transaction_query_reason_id}/delete.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary:
      'Delete a Transaction Query Reason for a Campaign (claims rejected with it keep showing it)',
    reference:
      'partnerize-transaction-query-reasons POST /campaign/{campaign_id}/tq_reasons/{transaction_query_reason_id}/delete',
    responses: { 200: TransactionQueryReasonDeletedResponse },
    handler: async ({ db, principal, params }) => {
      await deleteReason(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.transaction_query_reason_id, 'Transaction query reason'),
      );
      return { body: { transaction_query_reason: { deleted: 'true' as const } } };
    },
  }),
});
