import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { jobV3Body } from '@/lib/api/presenters/job';
import { JobV3Body } from '@/lib/schemas/job';
import { getJob } from '@/lib/services/jobs';

// GET /v3/jobs/{jobID}: Get job (op 32b).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get a job with its progress (op 32b)',
    responses: { 200: JobV3Body },
    handler: async ({ db, principal, params }) => ({ body: jobV3Body(await getJob(db, principal, pathId(params.jobID, 'Job'))) }),
  }),
});
