import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentJobV1 } from '@/lib/api/presenters/job';
import { JobV1Response } from '@/lib/schemas/job';
import { getJob } from '@/lib/services/jobs';

// GET /job/{jobID}: Get job, v1.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Get a job, v1; once complete, hypermedia.response has what became of each item',
    reference: 'partnerize-jobs-v1 GET /job/{jobID}',
    responses: { 200: JobV1Response },
    handler: async ({ db, principal, params }) => ({
      body: { job: presentJobV1(await getJob(db, principal, pathId(params.jobID, 'Job'))) },
    }),
  }),
});
