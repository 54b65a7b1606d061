import { z } from 'zod';
import { WebhookEventType } from './enums';

/**
 * The events a webhook endpoint can subscribe to, and the `data` each carries. Ids are
 * strings, as in v3 bodies. A delivery's body is WebhookEventOut with one of these as data.
 */

const id = z.string();
const partnerStatus = z
  .string()
  .meta({ description: 'Network status: a (approved), p (pending), r (rejected)' });
const participationStatus = z.string().meta({ description: 'Participation status: a, p or r' });

const partnerCreated = z.object({
  partner_id: id,
  account_name: z.string(),
  network_status: partnerStatus,
});
const partnerStatusChanged = z.object({
  partner_id: id,
  previous_status: partnerStatus,
  network_status: partnerStatus,
});
const participation = z.object({
  campaign_id: id,
  partner_id: id,
  previous_status: participationStatus.nullable(),
  status: participationStatus,
});
const brand = z.object({
  brand_id: id,
  name: z.string(),
  changed: z.array(z.string()).optional().meta({ description: 'Fields an update changed' }),
});
const campaign = z.object({
  campaign_id: id,
  brand_id: id,
  title: z.string(),
  status: z.string(),
  changed: z.array(z.string()).optional().meta({ description: 'Fields an update changed' }),
});
const conversion = z.object({
  conversion_id: id,
  campaign_id: id,
  partner_id: id.nullable().meta({ description: 'null for an unattributed conversion' }),
  attribution: z
    .string()
    .optional()
    .meta({ description: 'click, voucher, manual or unattributed (how the partner was found)' }),
  status: z.string(),
  currency: z.string(),
  value: z.string().meta({ description: 'Exact decimal' }),
  commission: z.string().meta({ description: 'Exact decimal' }),
});
const jobFinished = z.object({
  job_id: id,
  type: z.string(),
  status: z.enum(['complete', 'failed']),
  item_total_count: z.number().int(),
  item_success_count: z.number().int(),
  item_error_count: z.number().int(),
});

const partnerGroup = z.object({
  commission_group_id: id,
  campaign_id: id,
  name: z.string(),
  active: z.boolean(),
  partner_count: z.number().int().meta({ description: 'Partners in the group after the change' }),
  changed: z.array(z.string()).optional().meta({ description: 'Fields an update changed' }),
  partners_added: z.array(id).optional().meta({ description: 'Partners an update added' }),
  partners_removed: z.array(id).optional().meta({ description: 'Partners an update removed' }),
});

const changed = z.array(z.string()).optional().meta({ description: 'Fields an update changed' });
const creative = z.object({
  creative_id: id,
  campaign_id: id,
  creative_type_id: z.number().int().meta({ description: '1 Banner, 2 HTML, 3 Text Link' }),
  active: z.boolean(),
  changed,
});
const deal = z.object({
  deal_id: id,
  campaign_id: id,
  title: z.string(),
  active: z.boolean(),
  changed,
});
const feed = z.object({
  feed_id: id,
  campaign_id: id,
  name: z.string(),
  active: z.boolean(),
  changed,
});

const voucherCode = z.object({
  voucher_code_id: id,
  campaign_id: id,
  voucher_code: z.string(),
  partner_id: id.nullable().meta({ description: 'The partner the code credits' }),
  active: z.boolean(),
  changed,
});

const conversionStage = z.object({
  conversion_id: id,
  campaign_id: id,
  partner_id: id,
  stage: z.enum(['locked', 'payable']),
  commission: z.string().meta({ description: 'Exact decimal, adjustments included' }),
  commission_currency: z.string(),
});
const conversionStatusChanged = z.object({
  conversion_id: id,
  campaign_id: id,
  partner_id: id.nullable().meta({ description: 'Null: an unattributed conversion' }),
  previous_status: z.string(),
  status: z.string().meta({ description: 'approved, pending, rejected or fraudulent' }),
  commission: z.string().meta({ description: 'Exact decimal, as the change left it' }),
  commission_currency: z.string(),
});
const conversionAdjusted = z.object({
  adjustment_id: id,
  conversion_id: id,
  campaign_id: id,
  partner_id: id,
  kind: z.enum(['amendment', 'refund']),
  value_delta: z.string().meta({ description: 'Exact decimal, signed' }),
  commission_delta: z.string().meta({ description: 'Exact decimal, signed' }),
  commission_currency: z.string(),
  stage: z
    .string()
    .meta({ description: 'approved, locked or payable: where the conversion stood' }),
});
const transactionQuery = z.object({
  transaction_query_id: id,
  campaign_id: id,
  partner_id: id,
  conversion_reference: z.string(),
  state: z.enum(['pending', 'approved', 'rejected', 'deleted']),
  previous_state: z.string().nullable(),
  conversion_id: id.nullable().meta({ description: 'The conversion an approval recorded' }),
});

/** A commission rule (docs/commissions.md): its kind and status; `action` and `changed` on updates. */
const commissionRule = z.object({
  commission_id: id,
  campaign_id: id,
  kind: z.enum(['campaign', 'promotion', 'tier', 'voucher']),
  status: z.enum(['ACTIVE', 'RETIRED', 'DELETED', 'SCHEDULED']),
  action: z
    .enum(['updated', 'retired', 'deleted', 'migrated'])
    .optional()
    .meta({ description: 'What happened (commission.updated)' }),
  changed: z.array(z.string()).optional(),
});

const invoice = z.object({
  invoice_id: id,
  number: z.number().int().meta({ description: 'Sequential per network' }),
  brand_id: id,
  campaign_id: id,
  currency: z.string(),
  status: z.enum(['created', 'sent', 'paid', 'cancelled']),
  total: z.string().meta({ description: 'Exact decimal: commission + fee + VAT' }),
  due_date: z.string().nullable().meta({ description: 'YYYY-MM-DD; set when sent' }),
  payment_reference: z.string(),
});

const paymentRun = z.object({
  payment_run_id: id,
  currency: z.string(),
  payment_type: z.string().meta({ description: 'bank_transfer or paypal' }),
  status: z.enum(['approved', 'issued', 'paid']),
  cut_off: z.string().meta({ description: 'ISO 8601 UTC' }),
  total: z.string().meta({ description: "Exact decimal: the included partners' amounts" }),
  self_bill_count: z
    .number()
    .int()
    .optional()
    .meta({ description: 'Self-bills the run issued (payment_run.issued and .paid)' }),
});
const selfBill = z.object({
  self_bill_id: id,
  number: z.number().int().meta({ description: 'Sequential per network' }),
  payment_run_id: id,
  partner_id: id,
  currency: z.string(),
  status: z.enum(['issued', 'paid']),
  subtotal: z
    .string()
    .meta({ description: "Exact decimal: the items' sum (what the ledger pays)" }),
  total: z.string().meta({ description: 'Exact decimal: subtotal + VAT - withheld tax' }),
});
const selfBillItemReturned = selfBill.extend({
  item_id: id,
  conversion_id: id.nullable().meta({ description: 'Null for an item that is not one conversion' }),
  amount: z.string().meta({ description: "Exact decimal: back in the partner's balance" }),
  reason: z.string(),
});

const fraudIncident = z.object({
  incident_id: id,
  campaign_id: id,
  partner_id: id.nullable().meta({ description: 'Null for an address incident naming no partner' }),
  type: z.enum(['partner', 'conversion', 'ip_address']),
  metric: z.string().meta({ description: 'The rule that raised it (docs/fraud.md#rules)' }),
  status: z.enum(['active', 'deleted']),
  threshold: z.string().meta({ description: 'Exact decimal' }),
  value: z.string().meta({ description: 'Exact decimal: what was measured' }),
  hold_id: id.nullable().meta({ description: "The payment hold it put on the partner's payments" }),
  conversion_count: z.number().int().meta({ description: 'Offending sales it names' }),
  reason: z
    .string()
    .optional()
    .meta({ description: 'Why the hold was released (fraud_incident.hold_released)' }),
});

export const webhookEventData = {
  'partner.created': partnerCreated,
  'partner.network_status_changed': partnerStatusChanged,
  'participation.requested': participation,
  'participation.approved': participation,
  'participation.rejected': participation,
  'brand.created': brand,
  'brand.updated': brand,
  'campaign.created': campaign,
  'campaign.updated': campaign,
  'conversion.recorded': conversion,
  'conversion.status_changed': conversionStatusChanged,
  'conversion.locked': conversionStage,
  'conversion.payable': conversionStage,
  'conversion.adjusted': conversionAdjusted,
  'transaction_query.created': transactionQuery,
  'transaction_query.updated': transactionQuery,
  'job.finished': jobFinished,
  'commission_group.created': partnerGroup,
  'commission_group.updated': partnerGroup,
  'creative.created': creative,
  'creative.updated': creative,
  'deal.created': deal,
  'deal.updated': deal,
  'feed.created': feed,
  'feed.updated': feed,
  'voucher_code.created': voucherCode,
  'voucher_code.updated': voucherCode,
  'commission.created': commissionRule,
  'commission.updated': commissionRule,
  'invoice.created': invoice,
  'invoice.sent': invoice,
  'invoice.paid': invoice,
  'invoice.cancelled': invoice,
  'payment_run.approved': paymentRun,
  'payment_run.issued': paymentRun,
  'payment_run.paid': paymentRun,
  'self_bill.issued': selfBill,
  'self_bill.paid': selfBill,
  'self_bill.item_returned': selfBillItemReturned,
  'fraud_incident.raised': fraudIncident,
  'fraud_incident.deleted': fraudIncident,
  'fraud_incident.hold_released': fraudIncident,
} as const satisfies Record<WebhookEventType, z.ZodObject>;

export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof webhookEventData)[T]>;

/** What one emitted event says; several can be emitted together. */
export type EmittedWebhookEvent = {
  [T in WebhookEventType]: { type: T; data: WebhookEventData<T> };
}[WebhookEventType];

/** The JSON body of every delivery. */
export const WebhookEventOut = z
  .object({
    id: z.string().meta({ description: 'Event id (UUID); the same on every retry and redelivery' }),
    type: WebhookEventType,
    created: z.string().meta({ description: 'When the change committed, ISO 8601 UTC' }),
    network: z.object({ id }),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookEvent' });
