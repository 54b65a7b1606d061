import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { invoiceLinks, presentInvoice } from '@/lib/api/presenters/invoice';
import { sendInvoice, type InvoiceRow } from '@/lib/services/invoices';
import { InvoiceV3Response } from '@/lib/schemas/invoices';

// POST /v3/network/{networkId}/invoices/{invoiceId}/send (ours; docs/payments.md#brand-invoices-built).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      "Send the invoice to the brand's contact e-mail with a link to its PDF; sets the due date from the network's payment terms when none was given (our operation; staff only)",
    reference: 'ours',
    responses: { 200: InvoiceV3Response },
    handler: async ({ db, principal, params, origin }) => {
      const networkId = pathId(params.networkId, 'Network');
      const invoiceId = pathId(params.invoiceId, 'Invoice');
      const row = await sendInvoice(db, principal, networkId, invoiceId, {
        pdf: invoiceLinks(origin, { networkId, id: invoiceId } as InvoiceRow).pdf,
      });
      return { body: { data: presentInvoice(row, origin) } };
    },
  }),
});
