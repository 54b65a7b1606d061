import { apiRoutes } from '@/app/(api)/route-index';
import { METHODS, routeMetaOf, type RouteHandler, type RouteMeta } from '@/lib/api/http/route';
import { openApiPath } from '@/lib/api/http/openapi';

/** Every implemented operation of the route table, with what its path parameters name. */

export type Ids = Record<string, string>;

/** Which entity each path parameter names. */
export const PARAM_ENTITY: Record<string, string> = {
  network_id: 'network',
  networkId: 'network',
  publisher_id: 'partner',
  publisherId: 'partner',
  partnerId: 'partner',
  advertiser_id: 'brand',
  advertiserId: 'brand',
  campaign_id: 'campaign',
  campaignId: 'campaign',
  website_id: 'website',
  database_id: 'database',
  custom_terms_id: 'customTerms',
  userId: 'user',
  jobID: 'job',
  taskID: 'task',
  webhookId: 'webhook',
  deliveryId: 'webhookDelivery',
  deal_id: 'deal',
  collectionId: 'partnerCollection',
  commission_group_id: 'commissionGroup',
  campaign_group_id: 'campaignGroup',
  linkId: 'trackingLink',
  voucher_code_id: 'voucherCode',
  commissionId: 'commissionRule',
  commission_id: 'voucherRule',
  promotionalId: 'promotionRule',
  tierId: 'tierRule',
  brand: 'brand',
  conversionId: 'conversion',
  transaction_query_id: 'transactionQuery',
  transaction_query_reason_id: 'transactionQueryReason',
  setId: 'paymentDetailSet',
  invoice_id: 'invoice',
  invoiceId: 'invoice',
  runId: 'paymentRun',
  selfBillId: 'selfBill',
  publisher_self_bill_id: 'selfBill',
  itemId: 'selfBillItem',
  holdId: 'paymentHold',
  incidentId: 'fraudIncident',
  participationId: 'participation',
  paidSearchViolationId: 'paidSearchViolation',
};
const ID_PARAM_BY_FOLDER: Record<string, string> = {
  'v2/communications/[id]': 'communication',
  'v2/communications/[id]/content': 'communication',
  'v2/communications/[id]/send': 'communication',
  'v2/communications/[id]/cancel': 'communication',
  'v2/communications/[id]/recipient-count': 'communication',
  'v3/partner/campaign-terms-and-conditions/[id]': 'customTerms',
  'v3/partner/campaign-terms-and-conditions-acknowledgments/[id]': 'campaignTermsAck',
};
export const FIXED_PARAMS: Record<string, string> = {
  status: 'a',
  locale: 'en',
  country: 'GB',
  metric: 'volume_clicks',
};

export interface Case {
  key: string;
  method: string;
  folder: string;
  handler: RouteHandler;
  meta: RouteMeta;
  names: string[];
}

export function cases(): Case[] {
  const out: Case[] = [];
  for (const { folder, module } of apiRoutes) {
    for (const method of METHODS) {
      const handler = (module as Record<string, RouteHandler | undefined>)[method];
      if (!routeMetaOf(handler)) continue;
      const names = [...folder.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
      out.push({
        key: `${method} ${folder}`,
        method,
        folder,
        handler: handler!,
        meta: routeMetaOf(handler)!,
        names,
      });
    }
  }
  return out;
}

export function entityOf(c: Case, name: string): string | undefined {
  return name === 'id' ? ID_PARAM_BY_FOLDER[c.folder] : PARAM_ENTITY[name];
}

/** Path parameters for an operation, each id taken from `ids` by the entity it names. */
export function paramsFor(c: Case, ids: Ids): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of c.names) {
    const entity = entityOf(c, name);
    params[name] = FIXED_PARAMS[name] ?? (entity ? ids[entity]! : '');
  }
  return params;
}

export function pathFor(c: Case, params: Record<string, string>): string {
  const path = openApiPath(c.folder).replace(/\{([^}]+)\}/g, (_m, n: string) => params[n]!);
  // A v1 path served only as a file (the exports' .csv) is called with its suffix.
  return c.meta.version === 'v1' && !c.meta.formats.includes('json')
    ? `${path}.${c.meta.formats[0]}`
    : path;
}

/**
 * The operations that answer with partner records and are open to brand users, with the formats
 * each gives them in (brand-vs-partner field visibility, docs/api-decisions.md#partners-as-brand-users-see-them).
 * `body` is a request that changes nothing (the partner is already approved on the campaign).
 * `ungranted` is what a brand user granted no brand gets; `status` what a granted one gets (200).
 */
export const PARTNER_READS: Record<
  string,
  { formats: string[]; ungranted: number; status?: number; body?: (ids: Ids) => unknown }
> = {
  'GET network/[network_id]/publisher': { formats: ['json', 'xml', 'csv'], ungranted: 200 },
  'GET campaign/[campaign_id]/publisher': { formats: ['json', 'xml'], ungranted: 403 },
  'GET campaign/[campaign_id]/publisher/[publisher_id]': {
    formats: ['json', 'xml'],
    ungranted: 403,
  },
  'POST campaign/[campaign_id]/publisher': {
    formats: ['json', 'xml'],
    ungranted: 403,
    body: (ids) => ({ publishers: [{ publisher_id: ids.partner, campaign_status: 'a' }] }),
  },
  'GET v2/networks/[networkId]/publishers': { formats: ['json'], ungranted: 200 },
  // Transaction queries name their partner (<publisher> in XML).
  'GET campaign/[campaign_id]/tq': { formats: ['xml'], ungranted: 403 },
  'GET v2/networks/[networkId]/publishers/[publisher_id]': { formats: ['json'], ungranted: 200 },
  // The brand's partner profile: only partners with a participation in the user's campaigns.
  'GET v3/brand/partners/[partnerId]': { formats: ['json'], ungranted: 404 },
  'POST v2/networks/[networkId]/publishers.csv': {
    formats: ['json'],
    ungranted: 201,
    status: 201,
    body: () => ({}),
  },
};

/** What the v2 partner lists give brand users: the v2 record's fields and the CSV export's columns. */
export const V2_PARTNER_FIELDS = [
  'id',
  'name',
  'company_name',
  'company_logo',
  'operating_country',
  'vertical',
  'promotional_method',
  'websites',
  'campaigns',
  'commission_groups',
  'network_id',
  'account_created',
  'description',
  'active',
  'network_status',
  // The single read's body is the record itself, beside the envelope's execution_time.
  'execution_time',
  'created_date',
  'publisher_id',
  'account_name',
  'available_campaigns',
  'approved_campaigns',
  'invited_campaigns',
  'requested_campaigns',
  'rejected_campaigns',
  'vertical_name',
  'promotional_method_name',
  'websites_website_url',
  'website_verification_status',
];

/** The limited partner record's fields, and what a campaign read adds to them. */
export const LIMITED_PARTNER_FIELDS = [
  'publisher_id',
  'account_name',
  'company_name',
  'company_logo',
  'description',
  'created',
  'network_id',
  'network_status',
  'operating_country',
  'promotional_method',
  'promotional_method_name',
  'vertical',
  'vertical_name',
];
export const CAMPAIGN_PARTNER_FIELDS = [
  'campaign_status',
  'invited',
  'campaign_custom_terms_and_conditions_id',
  'campaign_custom_terms_and_conditions_title',
  'camref',
  'participation_id',
  'campaign_approved',
  'campaign_status_history',
];

/** What the brand's partner profile adds to the limited record (lists of public things). */
export const BRAND_PROFILE_FIELDS = ['websites', 'databases', 'campaigns'];

/** Partner fields a brand user must never receive, under any name the formats give them. */
export const PRIVATE_PARTNER_FIELDS = [
  'network_notes',
  'signup_ip',
  'contact_email',
  'contact_name',
  'phone',
  'phone_area',
  'vat_number',
  'abn',
  'gst_registered',
  'us_tax_state',
  'uk_vat_registered',
  'legal_entity',
  'im_provider',
  'im_username',
];
