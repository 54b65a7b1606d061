import { z } from 'zod';

export const LOCALES = [
  'bg',
  'cs',
  'da',
  'de',
  'de_at',
  'en',
  'en_au',
  'en_ca',
  'en_us',
  'es',
  'es_mx',
  'el',
  'et',
  'fi',
  'fl',
  'fr',
  'fr_ca',
  'hu',
  'id',
  'it',
  'jp',
  'ko',
  'ko_kr',
  'lt',
  'lv',
  'ms_my',
  'mt',
  'my',
  'nl',
  'no',
  'pl',
  'po',
  'pt',
  'pt_br',
  'ro',
  'ru',
  'sg',
  'sk',
  'sl',
  'sv',
  'sv_se',
  'th',
  'tl',
  'tr',
  'vi',
  'zh_cn',
  'zh_hk',
] as const;

export const COUNTRIES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ') as [string, ...string[]];

export const CURRENCIES = ['GBP', 'USD', 'EUR', 'JPY'] as const;
export const YES_NO = ['y', 'n'] as const;

export const Locale = z.enum(LOCALES).meta({ id: 'Locale' });
export const Country = z.enum(COUNTRIES).meta({ id: 'Country' });
export const Currency = z.enum(CURRENCIES).meta({ id: 'Currency' });
export const YesOrNo = z.enum(YES_NO);

export type LocaleCode = z.infer<typeof Locale>;
export type CurrencyCode = z.infer<typeof Currency>;

/** Currency names and symbols for the discovery `currency` object. */
export const CURRENCY_INFO: Record<string, { name: string; symbol: string }> = {
  GBP: { name: 'Pound sterling', symbol: '£' },
  USD: { name: 'US dollar', symbol: '$' },
  EUR: { name: 'Euro', symbol: '€' },
  JPY: { name: 'Japanese yen', symbol: '¥' },
};

// ---------------------------------------------------------------- statuses and roles
// The one home of every status set: the zod schemas and the database columns
// (lib/db/schema) are both built from these lists.

/** A partner's or brand's standing on the network: a approved, p pending, r rejected, n not a member. */
export const NETWORK_STATUSES = ['a', 'p', 'r', 'n'] as const;
export const NetworkStatus = z.enum(NETWORK_STATUSES);
export type NetworkStatus = z.infer<typeof NetworkStatus>;

/** A campaign's status: the reference's same Status letters (a, p, r, n); r is a retired campaign. */
export const CAMPAIGN_STATUSES = ['a', 'p', 'r', 'n'] as const;
export const CampaignStatus = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/** A partner on a campaign: a approved, p pending (requested), r rejected, t invited and waiting for terms. */
export const PARTICIPATION_STATUSES = ['a', 'p', 'r', 't'] as const;
export const ParticipationStatus = z.enum(PARTICIPATION_STATUSES);
export type ParticipationStatus = z.infer<typeof ParticipationStatus>;

/** Participation status as v1 shows it: v1 has no t, an invitation reads as p. */
export const V1ParticipationStatus = z.enum(['a', 'p', 'r']);
export type V1ParticipationStatus = z.infer<typeof V1ParticipationStatus>;

/** v2 discovery: AVAILABLE (no participation yet), REQUESTED (p), INVITED (t), REJECTED (r). */
export const DISCOVERY_STATUSES = ['AVAILABLE', 'REQUESTED', 'INVITED', 'REJECTED'] as const;

/** v2 partner lists: a partner's relation to a campaign as the filter names it (available: none yet). */
export const PUBLISHER_CAMPAIGN_STATUSES = [
  'approved',
  'requested',
  'invited',
  'rejected',
  'available',
] as const;

/**
 * v2 partner lists: network statuses as the reference names them (invited and requested are
 * discovery states we do not have), and our own letters a, p, r, n beside them.
 */
export const PUBLISHER_NETWORK_STATUSES = [
  'approved',
  'pending',
  'rejected',
  'invited',
  'requested',
  ...NETWORK_STATUSES,
] as const;

/** Discovery settings: a campaign's status as the reference names it (a Active, r Retired, else N/A). */
export const DISCOVERY_SETTINGS_CAMPAIGN_STATUSES = ['Active', 'Retired', 'N/A'] as const;

/** A deal's offer type (the reference's Deal Offer Type). */
export const DEAL_OFFER_TYPES = ['coupon', 'offer', 'sale'] as const;
export const DealOfferType = z.enum(DEAL_OFFER_TYPES);
export type DealOfferType = z.infer<typeof DealOfferType>;

export const CONVERSION_STATUSES = ['pending', 'approved', 'rejected', 'fraudulent'] as const;
export const ConversionStatus = z.enum(CONVERSION_STATUSES);
export type ConversionStatus = z.infer<typeof ConversionStatus>;

/** Adjustments of an approved conversion: an amendment (either sign) or a refund (negative). */
export const ADJUSTMENT_KINDS = ['amendment', 'refund'] as const;
export const AdjustmentKind = z.enum(ADJUSTMENT_KINDS);
export type AdjustmentKind = z.infer<typeof AdjustmentKind>;

/** How a network funds payouts (docs/payments.md#funding-modes-a-network-setting). */
export const FUNDING_MODES = ['scheduled', 'pay_when_paid'] as const;
export const FundingMode = z.enum(FUNDING_MODES);
export type FundingMode = z.infer<typeof FundingMode>;

/** How a partner is paid (docs/payments.md#payment-details-built). */
export const PAYMENT_TYPES = ['bank_transfer', 'paypal'] as const;
export const PaymentType = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof PaymentType>;

/** The kinds of ledger entries (docs/payments.md#the-ledger-built). */
export const LEDGER_ENTRY_KINDS = [
  'commission_available',
  'adjustment',
  'clawback',
  'payment',
  'payment_returned',
  'exchange',
  'carried_forward',
  'brought_forward',
] as const;
export const LedgerEntryKind = z.enum(LEDGER_ENTRY_KINDS);
export type LedgerEntryKind = z.infer<typeof LedgerEntryKind>;

/** Where a conversion's commission stands in its lifecycle (earnings buckets). */
export const EARNING_STAGES = ['pending', 'approved', 'locked', 'payable'] as const;
export type EarningStage = (typeof EARNING_STAGES)[number];

/** Transaction queries (missing-sale claims): their kinds and states, as the reference names them. */
export const TRANSACTION_QUERY_TYPES = ['untracked', 'incorrect_commission', 'declined'] as const;
export const TransactionQueryType = z.enum(TRANSACTION_QUERY_TYPES);
export const TRANSACTION_QUERY_STATES = ['pending', 'approved', 'rejected'] as const;
export const TransactionQueryState = z.enum(TRANSACTION_QUERY_STATES);
export type TransactionQueryState = z.infer<typeof TransactionQueryState>;

/** Conversion statuses as the partner report names them: fraudulent reads as rejected. */
export const REPORT_STATUSES = ['approved', 'pending', 'rejected'] as const;

export const CUSTOMER_TYPES = ['new', 'existing'] as const;
export const CustomerType = z.enum(CUSTOMER_TYPES);

/** How a conversion found its partner (docs/jobs-and-conversions.md#attribution). */
export const ATTRIBUTIONS = ['click', 'voucher', 'manual', 'unattributed'] as const;
export const Attribution = z.enum(ATTRIBUTIONS);
export type Attribution = z.infer<typeof Attribution>;

/** How a conversion arrived: our v3 call, a signed conversion URL (postback), an unsigned one (pixel, JS tag). */
export const CONVERSION_SOURCES = ['api', 'postback', 'pixel'] as const;
export const ConversionSource = z.enum(CONVERSION_SOURCES);
export type ConversionSource = z.infer<typeof ConversionSource>;

/** A voucher code's on_expiry / on_invalid_user: track the sale as usual, or record it rejected. */
export const VOUCHER_ACTIONS = ['ignore', 'reject'] as const;
export const VoucherAction = z.enum(VOUCHER_ACTIONS);
export type VoucherAction = z.infer<typeof VoucherAction>;

/** Job and task statuses as v3 names them. */
export const JOB_STATUSES = ['created', 'active', 'complete', 'failed'] as const;
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;

/** Job status as v1 shows it: v1 has no failed, a failed job reads as complete. */
export const V1JobStatus = z.enum(['created', 'active', 'complete']);

export const USER_ROLES = ['network', 'brand', 'partner'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

/** Roles staff may give: partner users belong to a partner and are made with it. */
export const AssignableRole = z.enum(['network', 'brand']);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const WebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

/** What a webhook endpoint can subscribe to; webhook-events.ts holds the `data` each carries. */
export const WEBHOOK_EVENT_TYPES = [
  'partner.created',
  'partner.network_status_changed',
  'participation.requested',
  'participation.approved',
  'participation.rejected',
  'brand.created',
  'brand.updated',
  'campaign.created',
  'campaign.updated',
  'conversion.recorded',
  'conversion.status_changed',
  'conversion.locked',
  'conversion.payable',
  'conversion.adjusted',
  'transaction_query.created',
  'transaction_query.updated',
  'job.finished',
  'commission_group.created',
  'commission_group.updated',
  'creative.created',
  'creative.updated',
  'deal.created',
  'deal.updated',
  'feed.created',
  'feed.updated',
  'voucher_code.created',
  'voucher_code.updated',
  'commission.created',
  'commission.updated',
  'invoice.created',
  'invoice.sent',
  'invoice.paid',
  'invoice.cancelled',
  'payment_run.approved',
  'payment_run.issued',
  'payment_run.paid',
  'self_bill.issued',
  'self_bill.paid',
  'self_bill.item_returned',
  'fraud_incident.raised',
  'fraud_incident.deleted',
  'fraud_incident.hold_released',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES).meta({ id: 'WebhookEventType' });
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** Which kind of network terms: the legal entity's or the network's own. */
export const TERMS_TYPES = ['entity', 'network'] as const;

/**
 * Enums whose failures have their own v3 code ("not a valid country" rather than
 * "value not one of the expected values"). Keyed by the joined values, which is
 * what a zod invalid_value issue carries.
 */
export const enumErrorKinds = new Map<
  string,
  'invalid_country' | 'invalid_currency' | 'invalid_locale'
>([
  [COUNTRIES.join(','), 'invalid_country'],
  [CURRENCIES.join(','), 'invalid_currency'],
  [LOCALES.join(','), 'invalid_locale'],
]);

/** Device classes of a click, from its user agent. */
export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export const DeviceClass = z.enum(DEVICE_CLASSES);
export type DeviceClass = z.infer<typeof DeviceClass>;

/** Why a click earns nobody anything; null on a creditable click. */
export const CLICK_INVALID_REASONS = [
  'partner_not_approved',
  'campaign_not_active',
  'bot',
  'flood',
  'self_click',
  'link_inactive',
] as const;
export const ClickInvalidReason = z.enum(CLICK_INVALID_REASONS);
export type ClickInvalidReason = z.infer<typeof ClickInvalidReason>;

export * from './enums-commissions';
export * from './enums-invoices';
