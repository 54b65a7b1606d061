import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentInvoice } from '@/lib/api/presenters/invoice';
import { cancelInvoice } from '@/lib/services/invoices';
import { InvoiceV3Response } from '@/lib/schemas/invoices';

// POST /v3/network/{networkId}/invoices/{invoiceId}/cancel (ours; docs/payments.md#brand-invoices-built).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      'Cancel an invoice not yet paid: its conversions may be invoiced again (our operation; staff only)',
    reference: 'ours',
    responses: { 200: InvoiceV3Response },
    handler: async ({ db, principal, params, origin }) => {
      const networkId = pathId(params.networkId, 'Network');
      const invoiceId = pathId(params.invoiceId, 'Invoice');
      const row = await cancelInvoice(db, principal, networkId, invoiceId);
      return { body: { data: presentInvoice(row, origin) } };
    },
  }),
});
