import { apiRoute, endpoint } from '@/lib/api/route';
import { csvStream, type CsvColumn } from '@/lib/api/format';
import { pathId } from '@/lib/api/params';
import { presentJobResponseRow } from '@/lib/api/presenters/job';
import { JobResponseRowOut, JobResponseV1Out } from '@/lib/schemas/job';
import { jobTaskPages, type TaskRow } from '@/lib/services/jobs';

const COLUMNS: CsvColumn<TaskRow>[] = Object.keys(JobResponseRowOut.shape).map((key) => ({
  header: key,
  value: (task: TaskRow) => presentJobResponseRow(task)[key as keyof typeof JobResponseRowOut.shape],
}));

// GET /job/{jobID}/response(.csv): a job's output (the v1 job's hypermedia.response), one row per item.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml', 'csv'],
  GET: endpoint({
    summary: "A job's output, one row per item: its status, result or error. .csv streams it with a header row",
    responses: { 200: JobResponseV1Out },
    handler: async ({ db, principal, params, format }) => {
      const pages = jobTaskPages(db, principal, pathId(params.jobID, 'Job'));
      // The first page is read now, so an unknown job is a 404 rather than a broken stream.
      const first = await pages.next();
      if (format === 'csv') {
        async function* all() {
          if (!first.done) yield first.value;
          yield* pages;
        }
        return { stream: csvStream(COLUMNS, all()), headers: { 'Content-Disposition': `attachment; filename="job-${params.jobID}-response.csv"` } };
      }
      const rows: TaskRow[] = first.done ? [] : [...first.value];
      for await (const page of pages) rows.push(...page);
      return { body: { count: rows.length, results: rows.map((t) => ({ result: presentJobResponseRow(t) })) } };
    },
  }),
});
