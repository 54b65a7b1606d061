import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentJobV3Response } from '@/lib/api/presenters/job';
import { JobV3Response } from '@/lib/schemas/job';
import { getJob } from '@/lib/services/jobs';

// GET /v3/jobs/{jobID}: Get job.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get a job with its progress',
    reference: 'partnerize-jobs GET /v3/jobs/{jobID}',
    responses: { 200: JobV3Response },
    handler: async ({ db, principal, params }) => ({
      body: presentJobV3Response(await getJob(db, principal, pathId(params.jobID, 'Job'))),
    }),
  }),
});
