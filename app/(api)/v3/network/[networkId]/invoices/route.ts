import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentInvoice } from '@/lib/api/presenters/invoice';
import {
  CreateInvoiceIn,
  InvoiceListQuery,
  InvoiceV3ListResponse,
  InvoiceV3Response,
} from '@/lib/schemas/invoices';
import { createInvoice, listInvoices } from '@/lib/services/invoices';

// Our operations (docs/payments.md#brand-invoices-built):
// GET /v3/network/{networkId}/invoices: the network's invoices (staff) or the caller's brands'
// (brand users), newest first, at most 1,000, with filters.
// POST /v3/network/{networkId}/invoices: invoice a campaign's payable conversions of a period (staff).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'List brand invoices, newest first (our operation; staff see all, brand users their brands)',
    reference: 'ours',
    query: InvoiceListQuery,
    responses: { 200: InvoiceV3ListResponse },
    handler: async ({ db, principal, params, query, origin }) => {
      const rows = await listInvoices(db, principal, pathId(params.networkId, 'Network'), {
        brandId: query.brand_id ? Number(query.brand_id) : undefined,
        campaignId: query.campaign_id ? Number(query.campaign_id) : undefined,
        status: query.status,
        currency: query.currency,
      });
      return { body: { data: rows.map((r) => presentInvoice(r, origin)) } };
    },
  }),
  POST: endpoint({
    summary:
      "Invoice a campaign's brand for its payable, not yet invoiced conversions of a period in one currency (our operation; staff only)",
    reference: 'ours',
    body: CreateInvoiceIn,
    responses: { 201: InvoiceV3Response },
    handler: async ({ db, principal, params, body, origin }) => {
      const row = await createInvoice(db, principal, pathId(params.networkId, 'Network'), {
        campaignId: Number(body.campaign_id),
        currency: body.currency,
        periodStart: body.start_date,
        periodEnd: body.end_date,
        dueDate: body.due_date,
        paymentReference: body.payment_reference,
      });
      return { status: 201, body: { data: presentInvoice(row, origin) } };
    },
  }),
});
