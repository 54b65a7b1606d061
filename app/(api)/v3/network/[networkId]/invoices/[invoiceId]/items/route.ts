import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { oneChunk } from '@/lib/api/http/one-chunk';
import { csvLines } from '@/lib/api/http/csv';
import { INVOICE_ITEM_HEADERS, invoiceItemCells } from '@/lib/api/presenters/invoice';
import { invoiceDocument } from '@/lib/services/invoices';

// GET /v3/network/{networkId}/invoices/{invoiceId}/items: the invoice's items as CSV (ours; staff, or its brand's users).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "Download a brand invoice's items (its conversions) as CSV (our operation; staff, or users of its brand)",
    reference: 'ours',
    produces: 'text/csv',
    responses: { 200: null },
    handler: async ({ db, principal, params }) => {
      const doc = await invoiceDocument(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.invoiceId, 'Invoice'),
      );
      const text = csvLines([INVOICE_ITEM_HEADERS, ...doc.items.map(invoiceItemCells)]);
      return {
        stream: oneChunk(new TextEncoder().encode(text)),
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="invoice-${doc.invoice.number}-items.csv"`,
        },
      };
    },
  }),
});
