import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { presentJobV1 } from '@/lib/api/presenters/job';
import { JobListQuery, JobListV1Response } from '@/lib/schemas/job';
import { listJobs } from '@/lib/services/jobs';

// GET /job: List jobs (only in the API Blueprint), newest first, with our filters and offset paging.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      'List the jobs the caller may see, with type and reference filters and offset pagination',
    reference: 'job.apib GET /job',
    responses: { 200: JobListV1Response },
    query: offsetQuery().extend(JobListQuery.shape),
    handler: async ({ db, principal, query, request }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await listJobs(db, principal, query, page);
      const now = new Date();
      return {
        body: {
          count: total,
          limit: page.limit,
          offset: page.offset,
          jobs: rows.map((job) => ({ job: presentJobV1(job, now) })),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
});
