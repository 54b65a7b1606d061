import { apiRoute, endpoint } from '@/lib/api/http/route';
import { csvStream } from '@/lib/api/http/csv';
import { presentReviewRow, REVIEW_CSV_COLUMNS } from '@/lib/api/presenters/conversion-review';
import { ConversionReviewFilters } from '@/lib/schemas/conversion';
import { conversionReviewPages, type ReportRow } from '@/lib/services/conversions';

// GET /v3/brand/conversions/export (ours): every conversion the review list's filters match,
// oldest first, streamed as text/csv with a header row.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'The conversion review list as CSV (text/csv, streamed, header row): every conversion matching the same filters as ' +
      'GET /v3/brand/conversions, oldest first (our operation; staff and brand users)',
    reference: 'ours',
    responses: { 200: null },
    produces: 'text/csv',
    query: ConversionReviewFilters,
    handler: async ({ db, principal, query }) => {
      const pages = conversionReviewPages(db, principal, query);
      // The first page is read now, so a refusal is an error response rather than a broken stream.
      const first = await pages.next();
      async function* all() {
        if (first.done) return;
        yield (first.value as ReportRow[]).map(presentReviewRow);
        for await (const page of pages) yield page.map(presentReviewRow);
      }
      const day = new Date().toISOString().slice(0, 10);
      return {
        stream: csvStream(REVIEW_CSV_COLUMNS, all()),
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="conversions-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      };
    },
  }),
});
