import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/api/route';
import { csvStream } from '@/lib/api/format';
import { pathId } from '@/lib/api/params';
import { parseOrThrow } from '@/lib/api/validation';
import { presentReport, REPORT_CSV_COLUMNS } from '@/lib/api/presenters/conversion';
import { ConversionReportOut, ConversionReportQuery } from '@/lib/schemas/conversion';
import { conversionReportPage, conversionReportPages } from '@/lib/services/reports';

/** Legacy: array-style keys (`statuses[]=approved&statuses[]=pending`); plain keys, status and comma lists work too. */
function statusesOf(url: URL): string[] | undefined {
  const values = ['statuses[]', 'statuses', 'status[]', 'status']
    .flatMap((k) => url.searchParams.getAll(k))
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length ? values : undefined;
}

const text = z.string().optional();

// GET /reporting/report_publisher/publisher/{publisher_id}/conversion(.json|.xml|.csv):
// Partner conversion report (op 34), cursor pagination; .csv streams every row from the cursor on.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml', 'csv'],
  GET: endpoint({
    summary:
      "A partner's conversions (op 34) between start_date and end_date (YYYY-MM-DD HH:MM:SS, UTC), with a statuses[] filter " +
      '(approved, pending, rejected) and cursor pagination (cursor_id, limit up to 300). The first page fixes the set, so ' +
      'conversions recorded during a walk never shift its pages; totals are per currency over the whole set. .csv streams all rows with a header row',
    responses: { 200: ConversionReportOut },
    // Documents the parameters; the handler reads them itself (statuses[] may repeat).
    query: z.object({ start_date: z.string(), end_date: z.string(), 'statuses[]': text, campaign_id: text, cursor_id: text, limit: text }),
    handler: async ({ db, principal, params, request, format }) => {
      const url = new URL(request.url);
      const query = parseOrThrow(ConversionReportQuery, {
        start_date: url.searchParams.get('start_date') ?? undefined,
        end_date: url.searchParams.get('end_date') ?? undefined,
        statuses: statusesOf(url),
        campaign_id: url.searchParams.get('campaign_id') ?? undefined,
        cursor_id: url.searchParams.get('cursor_id') ?? undefined,
        limit: url.searchParams.get('limit') ?? undefined,
      });
      const partnerId = pathId(params.publisher_id, 'Publisher');
      if (format === 'csv') {
        const pages = await conversionReportPages(db, principal, partnerId, query);
        return { stream: csvStream(REPORT_CSV_COLUMNS, pages), headers: { 'Content-Disposition': `attachment; filename="conversions-${partnerId}.csv"` } };
      }
      const page = await conversionReportPage(db, principal, partnerId, query);
      return { body: presentReport(page, query, request.url) };
    },
  }),
});
