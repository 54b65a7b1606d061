import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { jobLinks, presentJobV3 } from '@/lib/api/presenters/job';
import { JobListQuery, JobListV3Response } from '@/lib/schemas/job';
import { listJobs } from '@/lib/services/jobs';

// GET /v3/jobs?type&reference&offset&limit: List jobs, newest first.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'List the jobs the caller may see: type filter, reference partial match, offset pagination (default limit 20)',
    reference: 'partnerize-jobs GET /v3/jobs',
    responses: { 200: JobListV3Response },
    query: offsetQuery(20).extend(JobListQuery.shape),
    handler: async ({ db, principal, query, request }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await listJobs(db, principal, query, page);
      return {
        body: {
          data: rows.map((job) => ({
            ...presentJobV3(job),
            hypermedia: { links: jobLinks(job.id) },
          })),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
});
