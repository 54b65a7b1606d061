import { apiRoute, endpoint } from '@/lib/api/http/route';
import { csvStream } from '@/lib/api/http/csv';
import { pathId } from '@/lib/api/http/params';
import { AUDIT_CSV_COLUMNS } from '@/lib/api/presenters/audit';
import { AuditEventFilters } from '@/lib/schemas/audit';
import { auditEventPages, type AuditEventRecord } from '@/lib/services/audit';

// GET /v3/network/{networkId}/audit-events/export (ours, staff only): every event matching the
// list's filters, newest first, streamed as text/csv with a header row; before and after are
// JSON text. The body is CSV, not JSON: the document declares the 200 as text/csv.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'The audit log as CSV (text/csv, streamed, header row; before and after as JSON text): every event matching the same filters as ' +
      'GET /v3/network/{networkId}/audit-events, newest first (our operation; staff only)',
    reference: 'ours',
    responses: { 200: null },
    produces: 'text/csv',
    query: AuditEventFilters,
    handler: async ({ db, principal, params, query }) => {
      const networkId = pathId(params.networkId, 'Network');
      const pages = auditEventPages(db, principal, networkId, query);
      // The first page is read now, so a refusal is an error response rather than a broken stream.
      const first = await pages.next();
      async function* all(): AsyncGenerator<AuditEventRecord[]> {
        if (first.done) return;
        yield first.value;
        yield* pages;
      }
      const day = new Date().toISOString().slice(0, 10);
      return {
        stream: csvStream(AUDIT_CSV_COLUMNS, all()),
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="audit-events-${networkId}-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      };
    },
  }),
});
