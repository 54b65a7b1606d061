import { z } from 'zod';
import { Country, Currency, InvoiceFeeBasis, InvoiceStatus } from './enums';

/** Brand invoices (docs/payments.md#brand-invoices-built): the reference's reads and our v3 writes. */

const day = z.iso.date().meta({ description: 'YYYY-MM-DD' });
const exact = (description: string) =>
  z.string().meta({ description: `${description} (exact decimal text)` });
const percent = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'A percentage such as 20 or 12.5 (at most four places)')
  .refine((v) => Number(v) <= 100, 'At most 100')
  .meta({ description: 'Percent, at most four places' });

/** The reference's invoice record (v1): money as JSON numbers, ids as strings. */
export const InvoiceV1Out = z
  .object({
    invoice_id: z.string(),
    campaign_id: z.string(),
    average_conversion_age: z.number(),
    creation_date: z.string().meta({ description: 'YYYY-MM-DD HH:MM:SS, UTC' }),
    currency: z.string(),
    paid_currency: z.string(),
    download: z.string().meta({ description: 'URL of the PDF' }),
    item_download: z.string().meta({ description: 'URL of the items as CSV' }),
    invoice_reference: z
      .string()
      .meta({ description: 'INV-{number}: the number is sequential per network' }),
    invoice_net_value: z
      .number()
      .meta({ description: 'Commission plus the network fee, before VAT' }),
    invoice_vat_value: z.number(),
    invoice_total_value: z.number(),
    invoiced: z.string().meta({
      description: 'Always "All": every payable conversion of the period not on another invoice',
    }),
    merchant_invoice_id: z.null(),
    payment_date: z.string().meta({ description: "YYYY-MM-DD HH:MM:SS when paid, else ''" }),
    payment_due_by_date: z.string().meta({ description: "YYYY-MM-DD, else ''" }),
    payment_reference: z.string(),
    publisher_commission: z.number(),
    publisher_override: z.number().meta({ description: "The network's fee" }),
    set_start_date: z.string(),
    set_end_date: z.string(),
    set_timezone: z.literal('UTC'),
    status: InvoiceStatus.meta({
      description: 'created, sent or paid; cancelled (ours) only on the single read',
    }),
    vat_rate: z.number(),
  })
  .meta({ id: 'InvoiceV1' });

export const InvoiceV1Response = z.object({ invoice: InvoiceV1Out });
export const InvoiceV1ListResponse = z.object({
  invoices: z.array(z.object({ invoice: InvoiceV1Out })),
});

/** Our v3 invoice record: exact decimal text. */
export const InvoiceOut = z
  .object({
    id: z.string(),
    number: z.number().int(),
    brand_id: z.string(),
    campaign_id: z.string(),
    currency: z.string(),
    start_date: day,
    end_date: day,
    status: InvoiceStatus,
    item_count: z.number().int(),
    sale_value: exact('Sale value of the items'),
    commission: exact('Partner commission'),
    fee_basis: InvoiceFeeBasis,
    fee_rate: z.string(),
    fee: exact("The network's fee"),
    vat_rate: z.string(),
    vat: exact('VAT on commission plus fee'),
    total: exact('commission + fee + vat'),
    due_date: day.nullable(),
    payment_reference: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    pdf_url: z.string(),
    items_csv_url: z.string(),
  })
  .meta({ id: 'Invoice' });

export const InvoiceV3Response = z.object({ data: InvoiceOut });
export const InvoiceV3ListResponse = z.object({ data: z.array(InvoiceOut) });

export const InvoiceListQuery = z.object({
  brand_id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .optional(),
  campaign_id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .optional(),
  status: InvoiceStatus.optional(),
  currency: Currency.optional(),
});

export const CreateInvoiceIn = z.strictObject({
  campaign_id: z.string().regex(/^[1-9]\d{0,15}$/, 'A campaign id'),
  currency: Currency,
  start_date: day,
  end_date: day,
  due_date: day.optional(),
  payment_reference: z.string().trim().min(1).max(64).optional(),
});
export type CreateInvoiceIn = z.output<typeof CreateInvoiceIn>;

export const TaxSettingsIn = z
  .strictObject({
    vat_rate: percent.optional().meta({ description: 'VAT charged on brand invoices, percent' }),
    legal_name: z.string().trim().max(200).optional(),
    legal_address: z.string().trim().max(1000).optional(),
    vat_number: z.string().trim().max(40).nullable().optional(),
    payment_terms_days: z.number().int().min(0).max(365).optional(),
    tax_country: Country.nullable().optional().meta({
      description:
        "Where the network is established (ISO 3166-1 alpha-2), for self-bills' VAT (null clears)",
    }),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Name at least one setting to change',
  });
export const TaxSettingsV3Response = z.object({
  data: z.object({
    vat_rate: z.string(),
    legal_name: z.string(),
    legal_address: z.string(),
    vat_number: z.string().nullable(),
    payment_terms_days: z.number().int(),
    tax_country: z.string().nullable(),
  }),
});

export const InvoiceFeeIn = z.strictObject({ basis: InvoiceFeeBasis, rate: percent });
export const InvoiceFeeV3Response = z.object({
  data: z.object({ campaign_id: z.string(), basis: InvoiceFeeBasis, rate: z.string() }),
});
