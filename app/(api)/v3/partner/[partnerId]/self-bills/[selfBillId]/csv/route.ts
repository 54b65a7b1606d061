import { apiRoute, endpoint } from '@/lib/api/http/route';
import { csvStream } from '@/lib/api/http/csv';
import { pathId } from '@/lib/api/http/params';
import { SELF_BILL_CSV_COLUMNS, selfBillCsvRows } from '@/lib/api/presenters/self-bill';
import { selfBillDocument } from '@/lib/services/payment-runs';

// GET /v3/partner/{partnerId}/self-bills/{selfBillId}/csv (ours): the self-bill's items as CSV.
// Staff and the partner's own users.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "A self-bill's items as CSV (text/csv, header row; our operation; staff and the partner's users)",
    reference: 'ours',
    responses: { 200: null },
    produces: 'text/csv',
    handler: async ({ db, principal, params }) => {
      const doc = await selfBillDocument(
        db,
        principal,
        pathId(params.partnerId, 'Partner'),
        pathId(params.selfBillId, 'Self-bill'),
      );
      async function* pages() {
        yield selfBillCsvRows(doc);
      }
      return {
        stream: csvStream(SELF_BILL_CSV_COLUMNS, pages()),
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="self-bill-${doc.bill.number}-items.csv"`,
          'Cache-Control': 'no-store',
        },
      };
    },
  }),
});
