import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTransactionQueryReason } from '@/lib/api/presenters/transaction-query';
import {
  TransactionQueryReasonIn,
  TransactionQueryReasonListResponse,
  TransactionQueryReasonResponse,
} from '@/lib/schemas/transaction-query';
import { createReason, listReasons } from '@/lib/services/transaction-queries';

// /campaign/{campaign_id}/tq_reasons: the campaign's reasons for rejecting transaction queries.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List Transaction Query Reasons for a Campaign',
    reference: 'partnerize-transaction-query-reasons GET /campaign/{campaign_id}/tq_reasons',
    responses: { 200: TransactionQueryReasonListResponse },
    handler: async ({ db, principal, params }) => {
      const reasons = await listReasons(db, principal, pathId(params.campaign_id, 'Campaign'));
      return {
        body: {
          count: reasons.length,
          transaction_query_reasons: reasons.map((r) => ({
            transaction_query_reason: presentTransactionQueryReason(r),
          })),
        },
      };
    },
  }),
  POST: endpoint({
    summary:
      'Create a Transaction Query Reason for a Campaign (unique per campaign, ignoring case)',
    reference: 'partnerize-transaction-query-reasons POST /campaign/{campaign_id}/tq_reasons',
    responses: { 200: TransactionQueryReasonResponse },
    body: TransactionQueryReasonIn,
    handler: async ({ db, principal, params, body }) => {
      const row = await createReason(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        body.reason,
      );
      return { body: { transaction_query_reason: presentTransactionQueryReason(row) } };
    },
  }),
});
