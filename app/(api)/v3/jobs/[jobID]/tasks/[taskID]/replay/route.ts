import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTaskV3Response } from '@/lib/api/presenters/job';
import { TaskV3Response } from '@/lib/schemas/job';
import { replayTask } from '@/lib/services/jobs';

// POST /v3/jobs/{jobID}/tasks/{taskID}/replay: run a failed task again; any other is left as it is.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      'Replay one task: a failed task runs again (answered as it stands, usually created); a completed task is left as it is',
    reference: 'partnerize-jobs POST /v3/jobs/{jobID}/tasks/{taskID}/replay',
    responses: { 200: TaskV3Response },
    body: z.strictObject({}),
    handler: async ({ db, principal, params }) => ({
      body: presentTaskV3Response(
        await replayTask(db, principal, pathId(params.jobID, 'Job'), pathId(params.taskID, 'Task')),
      ),
    }),
  }),
});
