import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { taskV3Body } from '@/lib/api/presenters/job';
import { TaskV3Body } from '@/lib/schemas/job';
import { replayTask } from '@/lib/services/jobs';

// POST /v3/jobs/{jobID}/tasks/{taskID}/replay: run a failed task again; any other is left as it is.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary: 'Replay one task: a failed task runs again (answered as it stands, usually created); a completed task is left as it is',
    responses: { 200: TaskV3Body },
    body: z.strictObject({}),
    handler: async ({ db, principal, params }) => ({
      body: taskV3Body(await replayTask(db, principal, pathId(params.jobID, 'Job'), pathId(params.taskID, 'Task'))),
    }),
  }),
});
