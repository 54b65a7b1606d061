import { apiRoute, endpoint } from '@/lib/api/http/route';
import { csvStream, type CsvColumn } from '@/lib/api/http/csv';
import { pathId } from '@/lib/api/http/params';
import { presentJobResponseRow, presentJobResponseV1 } from '@/lib/api/presenters/job';
import { JobResponseRowOut, JobResponseV1Response } from '@/lib/schemas/job';
import { getJob, jobTaskPages, type TaskRow } from '@/lib/services/jobs';

const COLUMNS: CsvColumn<TaskRow>[] = Object.keys(JobResponseRowOut.shape).map((key) => ({
  header: key,
  value: (task: TaskRow) =>
    presentJobResponseRow(task)[key as keyof typeof JobResponseRowOut.shape],
}));

// GET /job/{jobID}/response(.json|.xml|.csv): a job's output (the v1 job's hypermedia.response).
// JSON and XML: the job, errors, errors_count and the conversion items it changed
// (docs/jobs-and-conversions.md#v1-conversion-status-update); CSV: one row per item.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml', 'csv'],
  GET: endpoint({
    summary:
      "A job's output: the job, its errors and errors_count, and the conversion items it changed. .csv streams one row per item (status, result or error) with a header row",
    reference: 'partnerize-jobs-v1 GET /job/{jobID} (its hypermedia.response link)',
    responses: { 200: JobResponseV1Response },
    handler: async ({ db, principal, params, format }) => {
      const jobId = pathId(params.jobID, 'Job');
      const pages = jobTaskPages(db, principal, jobId);
      // The first page is read now, so an unknown job is a 404 rather than a broken stream.
      const first = await pages.next();
      if (format === 'csv') {
        async function* all() {
          if (!first.done) yield first.value;
          yield* pages;
        }
        return {
          stream: csvStream(COLUMNS, all()),
          headers: {
            'Content-Disposition': `attachment; filename="job-${params.jobID}-response.csv"`,
          },
        };
      }
      const rows: TaskRow[] = first.done ? [] : [...first.value];
      for await (const page of pages) rows.push(...page);
      return { body: presentJobResponseV1(await getJob(db, principal, jobId), rows) };
    },
  }),
});
