import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { oneChunk } from '@/lib/api/http/one-chunk';
import { invoiceDocument, invoicePdf } from '@/lib/services/invoices';

// GET /v3/network/{networkId}/invoices/{invoiceId}/pdf: the invoice as a PDF (ours; staff, or its brand's users).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Download a brand invoice as PDF (our operation; staff, or users of its brand)',
    reference: 'ours',
    produces: 'application/pdf',
    responses: { 200: null },
    handler: async ({ db, principal, params }) => {
      const doc = await invoiceDocument(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.invoiceId, 'Invoice'),
      );
      const bytes = await invoicePdf(doc);
      return {
        stream: oneChunk(bytes),
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="invoice-${doc.invoice.number}.pdf"`,
        },
      };
    },
  }),
});
