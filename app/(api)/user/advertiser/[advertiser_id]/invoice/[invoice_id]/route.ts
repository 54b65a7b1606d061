import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentInvoiceV1 } from '@/lib/api/presenters/invoice';
import { AppError } from '@/lib/errors';
import { InvoiceV1Response } from '@/lib/schemas/invoices';
import { getInvoice, requireVisibleBrand } from '@/lib/services/invoices';

// GET /user/advertiser/{advertiser_id}/invoice/{invoice_id}: one invoice of the brand
// (docs/payments.md#brand-invoices-built). Staff, and brand users for their own brands.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Retrieve an invoice of a brand',
    reference: 'partnerize-invoices GET /user/advertiser/{advertiser_id}/invoice/{invoice_id}',
    responses: { 200: InvoiceV1Response },
    handler: async ({ db, principal, params, origin }) => {
      const brandId = pathId(params.advertiser_id, 'Advertiser');
      await requireVisibleBrand(db, principal, brandId);
      const row = await getInvoice(
        db,
        principal,
        principal.networkId,
        pathId(params.invoice_id, 'Invoice'),
      );
      if (row.brandId !== brandId) throw AppError.notFound('Invoice');
      return { body: { invoice: presentInvoiceV1(row, origin) } };
    },
  }),
});
