import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { voucherChangesOf, voucherInputOf } from '@/lib/api/inputs/voucher-code';
import { presentVoucherCode } from '@/lib/api/presenters/voucher-code';
import {
  CreateVoucherCodesIn,
  UpdateVoucherCodesIn,
  VoucherCodeListQuery,
  VoucherCodeListResponse,
  VoucherCodeWriteResponse,
} from '@/lib/schemas/voucher-code';
import {
  createVouchers,
  listCampaignVouchers,
  updateVouchers,
  type VoucherCodeRecord,
} from '@/lib/services/vouchers';

// GET /campaign/{campaign_id}/voucher_code: the campaign's voucher codes (offset paging);
// POST creates codes, PUT updates them by voucher_code_id, each body all or nothing. Staff, or a
// brand user granted the campaign's brand (docs/api-decisions.md#voucher-codes).
function written(codes: VoucherCodeRecord[]) {
  const items = codes.map((c) => ({ voucher_code: presentVoucherCode(c) }));
  return { voucher_code: items[0]!.voucher_code, count: items.length, voucher_codes: items };
}

export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "List a campaign's voucher codes with the partner each credits (offset/limit paging)",
    reference: 'partnerize-voucher-codes GET /campaign/{campaign_id}/voucher_code',
    responses: { 200: VoucherCodeListResponse },
    query: offsetQuery().extend(VoucherCodeListQuery.shape),
    handler: async ({ db, principal, params, query, request }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await listCampaignVouchers(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        { ...page, partnerId: query.publisher_id },
      );
      return {
        body: {
          count: total,
          limit: page.limit,
          offset: page.offset,
          voucher_codes: rows.map((r) => ({ voucher_code: presentVoucherCode(r) })),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
  POST: endpoint({
    summary:
      'Create voucher codes (unique per campaign ignoring case), each optionally crediting a partner (publisher_id, ours); all or nothing',
    reference: 'partnerize-voucher-codes POST /campaign/{campaign_id}/voucher_code',
    responses: { 201: VoucherCodeWriteResponse },
    body: CreateVoucherCodesIn,
    handler: async ({ db, principal, params, body }) => ({
      status: 201,
      body: written(
        await createVouchers(
          db,
          principal,
          pathId(params.campaign_id, 'Campaign'),
          body.voucher_codes.map(voucherInputOf),
        ),
      ),
    }),
  }),
  PUT: endpoint({
    summary:
      'Update voucher codes by voucher_code_id; fields left out are kept, commission_groups (when given) replaces the list; all or nothing',
    reference: 'partnerize-voucher-codes PUT /campaign/{campaign_id}/voucher_code',
    responses: { 200: VoucherCodeWriteResponse },
    body: UpdateVoucherCodesIn,
    handler: async ({ db, principal, params, body }) => ({
      body: written(
        await updateVouchers(
          db,
          principal,
          pathId(params.campaign_id, 'Campaign'),
          body.voucher_codes.map(voucherChangesOf),
        ),
      ),
    }),
  }),
});
