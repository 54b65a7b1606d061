import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { taskV3Body } from '@/lib/api/presenters/job';
import { TaskV3Body } from '@/lib/schemas/job';
import { getTask } from '@/lib/services/jobs';

// GET /v3/jobs/{jobID}/tasks/{taskID}: Get one task (op 32d).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get one task (op 32d); a failed task carries its error as a v3 error item',
    responses: { 200: TaskV3Body },
    handler: async ({ db, principal, params }) => ({
      body: taskV3Body(await getTask(db, principal, pathId(params.jobID, 'Job'), pathId(params.taskID, 'Task'))),
    }),
  }),
});
