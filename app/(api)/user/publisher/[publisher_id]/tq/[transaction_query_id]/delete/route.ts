import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { TransactionQueryDeletedResponse } from '@/lib/schemas/transaction-query';
import { deleteTransactionQuery } from '@/lib/services/transaction-queries';

// POST /user/publisher/{publisher_id}/tq/{transaction_query_id}/delete: withdraw a pending claim.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary: 'Delete a pending Transaction Query of the partner',
    reference:
      'partnerize-transaction-queries POST /user/publisher/{publisher_id}/tq/{transaction_query_id}/delete',
    responses: { 200: TransactionQueryDeletedResponse },
    handler: async ({ db, principal, params }) => {
      await deleteTransactionQuery(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
        pathId(params.transaction_query_id, 'Transaction query'),
      );
      return { body: { transaction_query: { deleted: true } } };
    },
  }),
});
