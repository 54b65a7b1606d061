import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentInvoiceV1 } from '@/lib/api/presenters/invoice';
import { InvoiceV1ListResponse } from '@/lib/schemas/invoices';
import { listInvoices, requireVisibleBrand } from '@/lib/services/invoices';

// GET /user/advertiser/{advertiser_id}/invoice: the brand's invoices, newest first
// (docs/payments.md#brand-invoices-built). Staff, and brand users for their own brands. Cancelled
// invoices are left out: the reference's status has no such value.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "List a brand's invoices (created, sent and paid), newest first",
    reference: 'partnerize-invoices GET /user/advertiser/{advertiser_id}/invoice',
    responses: { 200: InvoiceV1ListResponse },
    handler: async ({ db, principal, params, origin }) => {
      const brandId = pathId(params.advertiser_id, 'Advertiser');
      await requireVisibleBrand(db, principal, brandId);
      const rows = await listInvoices(db, principal, principal.networkId, {
        brandId,
        withCancelled: false,
      });
      return { body: { invoices: rows.map((r) => ({ invoice: presentInvoiceV1(r, origin) })) } };
    },
  }),
});
