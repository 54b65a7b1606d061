import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentJobV3Response } from '@/lib/api/presenters/job';
import { JobV3Response } from '@/lib/schemas/job';
import { replayJob } from '@/lib/services/jobs';

// POST /v3/jobs/{jobID}/replay: run the job's failed tasks again; completed ones never run twice.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      'Replay a job: its failed tasks run again; completed tasks are never applied twice, so a finished job without failures is unchanged',
    reference: 'partnerize-jobs POST /v3/jobs/{jobID}/replay',
    responses: { 200: JobV3Response },
    body: z.strictObject({}),
    handler: async ({ db, principal, params }) => ({
      body: presentJobV3Response(await replayJob(db, principal, pathId(params.jobID, 'Job'))),
    }),
  }),
});
