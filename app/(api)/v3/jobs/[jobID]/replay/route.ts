import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { jobV3Body } from '@/lib/api/presenters/job';
import { JobV3Body } from '@/lib/schemas/job';
import { replayJob } from '@/lib/services/jobs';

// POST /v3/jobs/{jobID}/replay: run the job's failed tasks again; completed ones never run twice.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary: "Replay a job: its failed tasks run again; completed tasks are never applied twice, so a finished job without failures is unchanged",
    responses: { 200: JobV3Body },
    body: z.strictObject({}),
    handler: async ({ db, principal, params }) => ({ body: jobV3Body(await replayJob(db, principal, pathId(params.jobID, 'Job'))) }),
  }),
});
