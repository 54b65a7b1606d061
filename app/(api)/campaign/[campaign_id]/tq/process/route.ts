import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentJobV1 } from '@/lib/api/presenters/job';
import { JobV1Response } from '@/lib/schemas/job';
import { TransactionQueryProcessIn } from '@/lib/schemas/transaction-query';
import { startProcessClaims } from '@/lib/services/transaction-queries';

// POST /campaign/{campaign_id}/tq/process: decide many claims, as a job (200 with the v1 Job).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary:
      'Bulk processing of Transaction Queries: each entry sets new_state (approved, rejected with new_reason, pending), as a job',
    reference: 'partnerize-campaign-transaction-queries POST /campaign/{campaign_id}/tq/process',
    responses: { 200: JobV1Response },
    body: TransactionQueryProcessIn,
    handler: async ({ db, principal, params, body }) => {
      const job = await startProcessClaims(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        body,
      );
      return { body: { job: presentJobV1(job) } };
    },
  }),
});
