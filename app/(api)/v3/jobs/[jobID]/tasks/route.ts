import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { presentTaskListItem } from '@/lib/api/presenters/job';
import { TaskListV3Response } from '@/lib/schemas/job';
import { listTasks } from '@/lib/services/jobs';

// GET /v3/jobs/{jobID}/tasks?offset&limit: List job tasks, in item order.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "List a job's tasks, one per item, with offset pagination (default limit 20)",
    reference: 'partnerize-jobs GET /v3/jobs/{jobID}/tasks',
    responses: { 200: TaskListV3Response },
    query: offsetQuery(20),
    handler: async ({ db, principal, params, query, request }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await listTasks(db, principal, pathId(params.jobID, 'Job'), page);
      return {
        body: {
          data: rows.map(presentTaskListItem),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
});
