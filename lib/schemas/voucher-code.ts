import { z } from 'zod';
import { VoucherAction, YesOrNo } from './enums';
import { entityId, text } from './fields';
import { dateTime } from './conversion/fields';
import { PartnerGroupOut, PartnerGroupForPartnerOut } from './partner-groups';
import { PaginationOut } from './pagination';
import { voucherCodeText } from './voucher-code-fields';
import { doc } from './doc';

/**
 * Voucher codes (the reference's voucher-codes and voucher-codes-v1 files, src/voucher_code.apib):
 * a campaign's codes, created and updated in bulk (all or nothing), read by the brand side and
 * by the partner a code credits. Ours beside the reference's fields: `publisher_id` (the partner
 * the code attributes sales to), `created` and `last_modified`.
 */

const MAX_VOUCHER_CODES_PER_REQUEST = 500;

/** A v1 date-time (`YYYY-MM-DD HH:MM:SS`, UTC) or ISO 8601; null or '' for none. */
const windowEdge = z.preprocess((v) => (v === '' ? null : v), dateTime().nullable().optional());

const codeFields = {
  description: z.preprocess((v) => (v === null ? '' : v), text(2000)).optional(),
  start_date_time: doc(windowEdge, 'When the code starts attributing; null for no start'),
  end_date_time: doc(windowEdge, 'When the code stops attributing; null for no end'),
  commission_groups: doc(
    z.array(entityId()).max(100),
    "IDs of the campaign's commission (partner) groups the code is allocated to; on PUT the whole list",
  ).optional(),
  active: YesOrNo.optional(),
  on_expiry: doc(
    VoucherAction,
    'A sale using the code outside its window: ignore (track as usual) or reject (record it rejected)',
  ).optional(),
  on_invalid_user: doc(
    VoucherAction,
    "A sale using the code credited to another partner's click: ignore, or reject (record it rejected)",
  ).optional(),
  publisher_id: doc(
    entityId().nullable(),
    'Ours: the partner the code credits (approved on the campaign when a sale uses it); null for nobody',
  ).optional(),
};

export const VoucherCodeCreateItemIn = z.object({ voucher_code: voucherCodeText(), ...codeFields });
export type VoucherCodeCreateItemIn = z.output<typeof VoucherCodeCreateItemIn>;

export const VoucherCodeUpdateItemIn = z.object({
  voucher_code_id: entityId(),
  voucher_code: voucherCodeText().optional(),
  ...codeFields,
});
export type VoucherCodeUpdateItemIn = z.output<typeof VoucherCodeUpdateItemIn>;

/**
 * Legacy: like the other v1 bulk bodies, items may come bare or wrapped ({voucher_code: {...}},
 * told apart from a bare item by the object), and one bare item may stand for the list.
 */
function voucherCollection(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const items = 'voucher_codes' in record ? record.voucher_codes : [record];
  if (!Array.isArray(items)) return { voucher_codes: items };
  return {
    voucher_codes: items.map((item) => {
      const inner = (item as Record<string, unknown> | null)?.voucher_code;
      return inner && typeof inner === 'object' && Object.keys(item as object).length === 1
        ? inner
        : item;
    }),
  };
}

export const CreateVoucherCodesIn = z.preprocess(
  voucherCollection,
  z.object({
    voucher_codes: z.array(VoucherCodeCreateItemIn).min(1).max(MAX_VOUCHER_CODES_PER_REQUEST),
  }),
);
export type CreateVoucherCodesIn = z.output<typeof CreateVoucherCodesIn>;

export const UpdateVoucherCodesIn = z.preprocess(
  voucherCollection,
  z.object({
    voucher_codes: z.array(VoucherCodeUpdateItemIn).min(1).max(MAX_VOUCHER_CODES_PER_REQUEST),
  }),
);
export type UpdateVoucherCodesIn = z.output<typeof UpdateVoucherCodesIn>;

export const VoucherCodeListQuery = z.object({
  publisher_id: doc(entityId(), 'Ours: only the codes crediting this partner').optional(),
});

// ---------------------------------------------------------------- responses

const codeRecordFields = {
  voucher_code_id: z.string(),
  campaign_id: z.string(),
  voucher_code: z.string(),
  description: z.string(),
  active: YesOrNo,
  on_expiry: VoucherAction,
  on_invalid_user: VoucherAction,
  start_date_time: doc(z.string().nullable(), 'YYYY-MM-DD HH:MM:SS (UTC); null for no start'),
  end_date_time: doc(z.string().nullable(), 'YYYY-MM-DD HH:MM:SS (UTC); null for no end'),
  publisher_id: doc(z.string().nullable(), 'Ours: the partner the code credits'),
  created: doc(z.string(), 'Ours: YYYY-MM-DD HH:MM:SS (UTC)'),
  last_modified: doc(z.string(), 'Ours: YYYY-MM-DD HH:MM:SS (UTC)'),
};

/** A code as the brand side sees it: its commission groups with their members. */
export const VoucherCodeOut = z
  .object({
    ...codeRecordFields,
    commission_groups: z.array(z.object({ commission_group: PartnerGroupOut })),
  })
  .meta({ id: 'VoucherCode' });
export type VoucherCodeOut = z.infer<typeof VoucherCodeOut>;

/** A code as its partner sees it: the groups without their other members. */
export const PartnerVoucherCodeOut = z
  .object({
    ...codeRecordFields,
    commission_groups: z.array(z.object({ commission_group: PartnerGroupForPartnerOut })),
  })
  .meta({ id: 'PartnerVoucherCode' });
export type PartnerVoucherCodeOut = z.infer<typeof PartnerVoucherCodeOut>;

const wrapped = z.object({ voucher_code: VoucherCodeOut });

export const VoucherCodeResponse = wrapped;

export const VoucherCodeListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  voucher_codes: z.array(wrapped),
  hypermedia: z.object({ pagination: PaginationOut }),
});

/**
 * POST and PUT: the reference's example `voucher_code` (the body's first code) and its schema's
 * `voucher_codes` (every code of the body, in order), as the partner-group writes answer.
 */
export const VoucherCodeWriteResponse = z.object({
  voucher_code: VoucherCodeOut,
  count: z.number().int(),
  voucher_codes: z.array(wrapped),
});

export const PartnerVoucherCodeListResponse = z.object({
  count: z.number().int(),
  commission_fields: doc(
    z.array(z.string()),
    'The conversion fields commission rules of the campaign depend on; none yet (issue 21 adds rules)',
  ),
  voucher_codes: z.array(z.object({ voucher_code: PartnerVoucherCodeOut })),
});
