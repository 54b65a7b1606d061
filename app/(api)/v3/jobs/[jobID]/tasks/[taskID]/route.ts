import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentTaskV3Response } from '@/lib/api/presenters/job';
import { TaskV3Response } from '@/lib/schemas/job';
import { getTask } from '@/lib/services/jobs';

// GET /v3/jobs/{jobID}/tasks/{taskID}: Get one task.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Get one task; a failed task carries its error as a v3 error item',
    reference: 'partnerize-jobs GET /v3/jobs/{jobID}/tasks/{taskID}',
    responses: { 200: TaskV3Response },
    handler: async ({ db, principal, params }) => ({
      body: presentTaskV3Response(
        await getTask(db, principal, pathId(params.jobID, 'Job'), pathId(params.taskID, 'Task')),
      ),
    }),
  }),
});
