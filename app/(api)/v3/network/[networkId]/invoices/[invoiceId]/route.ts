import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentInvoice } from '@/lib/api/presenters/invoice';
import { InvoiceV3Response } from '@/lib/schemas/invoices';
import { getInvoice } from '@/lib/services/invoices';

// GET /v3/network/{networkId}/invoices/{invoiceId}: one invoice (ours; staff, or its brand's users).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'Retrieve a brand invoice (our operation; staff, or users of its brand)',
    reference: 'ours',
    responses: { 200: InvoiceV3Response },
    handler: async ({ db, principal, params, origin }) => {
      const row = await getInvoice(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        pathId(params.invoiceId, 'Invoice'),
      );
      return { body: { data: presentInvoice(row, origin) } };
    },
  }),
});
