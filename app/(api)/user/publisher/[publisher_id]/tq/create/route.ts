import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentJobV1 } from '@/lib/api/presenters/job';
import { JobV1Response } from '@/lib/schemas/job';
import { TransactionQueryCreateIn } from '@/lib/schemas/transaction-query';
import { startCreateClaims } from '@/lib/services/transaction-queries';

// POST /user/publisher/{publisher_id}/tq/create: claim missing sales, as a job (200 with the v1 Job).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary:
      'Create Transaction Queries (1-1000 claims, each on a camref the partner is approved on); answers 200 with the job',
    reference: 'partnerize-transaction-queries POST /user/publisher/{publisher_id}/tq/create',
    responses: { 200: JobV1Response },
    body: TransactionQueryCreateIn,
    handler: async ({ db, principal, params, body }) => {
      const partnerId = pathId(params.publisher_id, 'Publisher');
      const job = await startCreateClaims(db, principal, partnerId, body);
      return { body: { job: presentJobV1(job) } };
    },
  }),
});
