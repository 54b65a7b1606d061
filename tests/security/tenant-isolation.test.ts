import { beforeAll, describe, expect, it } from 'vitest';
import { call, type CallResult } from '../support/harness';
import {
  BRAND_PROFILE_FIELDS,
  CAMPAIGN_PARTNER_FIELDS,
  cases,
  entityOf,
  FIXED_PARAMS,
  LIMITED_PARTNER_FIELDS,
  PARTNER_READS,
  PRIVATE_PARTNER_FIELDS,
  V2_PARTNER_FIELDS,
  pathFor,
  paramsFor,
  type Case,
  type Ids,
} from './operations';
import { HIDDEN_PARTNER_KEYS } from '@/lib/schemas/partner-limited';
import { fingerprint, makeWorld, type World } from './world';

/**
 * For every implemented operation of the route table, call it as network A with network B's
 * ids (in the path, the query and the body). The answer must be an error (or, for plain
 * lists, A's own data), must never contain B's data, and B must be unchanged afterwards.
 * Then the same within one network: a partner user against another partner, and a brand
 * user against a brand not granted to it.
 */

/** Query strings that point at the other tenant's ids. */
const QUERIES: Record<string, (ids: Ids) => string> = {
  'GET campaign': (ids) => `?network_id=${ids.network}`,
  'GET v3/brand': (ids) => `?network_id=${ids.network}`,
  'GET v3/brand/conversions': (ids) => `?campaign_id=${ids.campaign}`,
  'GET v3/brand/conversions/export': (ids) => `?campaign_id=${ids.campaign}`,
  'GET v3/brand/campaigns': (ids) => `?brand_id=${ids.brand}`,
  'GET v3/brand/network-terms-and-conditions': (ids) => `?network_id=${ids.network}`,
  'GET v3/partner/campaign-terms-and-conditions': (ids) => `?campaign_id=${ids.campaign}`,
  'GET v2/publishers/[publisherId]/campaigns/terms': (ids) => `?campaigns=${ids.campaign}`,
  'GET v3/partner/campaign-terms-and-conditions-acknowledgments': (ids) =>
    `?partner_id=${ids.partner}`,
  'GET v3/network/[networkId]/partners/participation-counts': (ids) => `?ids=${ids.partner}`,
  'GET v3/network/[networkId]/traffic': (ids) =>
    `?brand_id=${ids.brand}&campaign_id=${ids.campaign}&partner_id=${ids.partner}`,
  'GET v3/network/[networkId]/traffic/invalid-clicks': (ids) =>
    `?brand_id=${ids.brand}&campaign_id=${ids.campaign}&partner_id=${ids.partner}`,
  'GET v3/jobs': (ids) => `?reference=${ids.job}`,
  'GET v3/brand/earnings': (ids) => `?campaign_id=${ids.campaign}`,
  'GET network/[network_id]/tq': (ids) => `?campaign_id=${ids.campaign}`,
  'GET v3/brand/fraud-incidents': (ids) => `?campaign_id=${ids.campaign}&partner_id=${ids.partner}`,
  'GET v3/brand/fraud-incidents/per-day': (ids) =>
    `?campaign_id=${ids.campaign}&partner_id=${ids.partner}`,
  'GET v3/network/[networkId]/commission-groups': (ids) => `?network_id=${ids.network}`,
  'GET job': () => '',
  'GET campaign/[campaign_id]/creative_tags/creative': (ids) => `?tags[]=${ids.creativeTag}`,
  'GET user/publisher/[publisher_id]/campaign/[status]/creative': (ids) =>
    `?tags=${ids.creativeTag}`,
  'GET user/publisher/[publisher_id]/feed': (ids) => `?campaign_id=${ids.campaign}`,
  'GET v3/partner/my-brands': (ids) => `?brand_ids[]=${ids.brand}&partner=${ids.partner}`,
  'GET v3/brand/campaign-groups': (ids) => `?brand_id=${ids.brand}`,
  'GET reporting/report_publisher/publisher/[publisher_id]/conversion': (ids) =>
    `?start_date=2000-01-01&campaign_id=${ids.campaign}`,
  'GET reporting/report_advertiser/campaign/[campaign_id]/conversion': (ids) =>
    `?start_date=2000-01-01&publisher_id=${ids.partner}`,
  'GET reporting/report_publisher/publisher/[publisher_id]/click': (ids) =>
    `?start_date=2000-01-01&campaign_id=${ids.campaign}`,
  'GET reporting/report_advertiser/campaign/[campaign_id]/click': (ids) =>
    `?start_date=2000-01-01&publisher_id=${ids.partner}`,
  // The Exports API names its partner in the query.
  ...Object.fromEntries(
    ['click', 'conversion', 'conversion_item'].map((kind) => [
      `GET reporting/export/export/${kind}`,
      (ids: Ids) => `?publisher_id=${ids.partner}&start_date=2000-01-01&end_date=2100-01-01`,
    ]),
  ),
  'GET v2/networks/[networkId]/campaign-requests-invites': (ids) =>
    `?campaign_id=${ids.campaign}&advertiser_id=${ids.brand}`,
  'GET v2/networks/[networkId]/invite/network-partners': (ids) =>
    `?partner_collection_id=1&campaign_ids=${ids.campaign}`,
  'POST v2/networks/[networkId]/invite/network-partners.csv': (ids) =>
    `?partner_collection_id=1&campaign_ids=${ids.campaign}`,
};

/** A click (or impression) analytics body naming the other tenant's campaign or partner. */
function clickAnalyticsBody(
  side: 'brand' | 'partner',
  op: string,
  ids: Ids,
  metric = 'total_clicks',
): unknown {
  return {
    date_time_ranges: [{ start: '2000-01-01T00:00:00Z', end: '2000-02-01T00:00:00Z' }],
    scope:
      side === 'brand' ? { campaigns: [String(ids.campaign)] } : { partner: String(ids.partner) },
    ...(op === 'filter' ? {} : { metrics: [metric] }),
    ...(op === 'explode' || op === 'filter' ? { group_by: ['campaign'] } : {}),
  };
}

/** A conversion analytics body naming the other tenant's campaign or partner. */
function conversionAnalyticsBody(side: 'brand' | 'partner', ids: Ids): unknown {
  return {
    date_time_ranges: [{ start: '2000-01-01T00:00:00Z', end: '2000-02-01T00:00:00Z' }],
    scope:
      side === 'brand' ? { campaigns: [String(ids.campaign)] } : { partner: String(ids.partner) },
    metrics: ['total_conversions'],
  };
}

function conversionGroupsBody(side: 'brand' | 'partner', op: 'explode' | 'filter', ids: Ids) {
  const { metrics, ...rest } = conversionAnalyticsBody(side, ids) as Record<string, unknown>;
  return { ...rest, ...(op === 'explode' ? { metrics } : {}), group_by: ['partner'] };
}

/** Request bodies that would be valid, but name the other tenant's things. */
const BODIES: Record<string, (ids: Ids) => unknown> = {
  'POST v3/brand/conversions/review': (ids) => ({
    action: 'approve',
    conversion_ids: [ids.conversion],
  }),
  'POST user/publisher/[publisher_id]/tq/create': (ids) => ({
    transaction_queries: [
      { camref: `${ids.campaign}l${ids.partner}`, conversion_reference: 'x', conversion_value: 1 },
    ],
  }),
  'POST campaign/[campaign_id]/tq/process': (ids) => ({
    transaction_queries: [{ transaction_query_id: ids.transactionQuery, new_state: 'approved' }],
  }),
  'POST campaign/[campaign_id]/tq/[transaction_query_id]/reject': (ids) => ({
    reason: ids.transactionQueryReason,
  }),
  'POST campaign/[campaign_id]/tq_reasons': () => ({ reason: 'Not ours' }),
  'POST v3/network/[networkId]/invoices': (ids) => ({
    campaign_id: ids.campaign,
    currency: 'GBP',
    start_date: '2020-01-01',
    end_date: '2030-12-31',
  }),
  'PUT v3/network/[networkId]/invoice-fees/[campaignId]': () => ({
    basis: 'commission',
    rate: '5',
  }),
  'PATCH v3/network/[networkId]/tax-settings': () => ({ vat_rate: '5' }),
  'POST v3/brand/campaigns/[campaignId]/conversions/[conversionId]/adjustments': () => ({
    kind: 'refund',
    commission_delta: '-0.01',
  }),
  'POST v3/brand/analytics/clicks/count': (ids) => clickAnalyticsBody('brand', 'count', ids),
  'POST v3/brand/analytics/clicks/explode': (ids) => clickAnalyticsBody('brand', 'explode', ids),
  'POST v3/brand/analytics/clicks/filter': (ids) => clickAnalyticsBody('brand', 'filter', ids),
  'POST v3/brand/analytics/clicks/timeseries': (ids) =>
    clickAnalyticsBody('brand', 'timeseries', ids),
  'POST v3/partner/analytics/clicks/count': (ids) => clickAnalyticsBody('partner', 'count', ids),
  'POST v3/partner/analytics/clicks/explode': (ids) =>
    clickAnalyticsBody('partner', 'explode', ids),
  'POST v3/partner/analytics/clicks/filter': (ids) => clickAnalyticsBody('partner', 'filter', ids),
  'POST v3/partner/analytics/clicks/timeseries': (ids) =>
    clickAnalyticsBody('partner', 'timeseries', ids),
  ...Object.fromEntries(
    (['brand', 'partner'] as const).flatMap((side) =>
      ['count', 'explode', 'filter', 'timeseries'].map((op) => [
        `POST v3/${side}/analytics/impressions/${op}`,
        (ids: Ids) => clickAnalyticsBody(side, op, ids, 'total_impressions'),
      ]),
    ),
  ),
  'POST v3/brand/analytics/conversions/count': (ids) => conversionAnalyticsBody('brand', ids),
  'POST v3/brand/analytics/conversions/timeseries': (ids) => conversionAnalyticsBody('brand', ids),
  'POST v3/partner/analytics/conversions/count': (ids) => conversionAnalyticsBody('partner', ids),
  'POST v3/partner/analytics/conversions/timeseries': (ids) =>
    conversionAnalyticsBody('partner', ids),
  'POST v3/brand/analytics/conversions/explode': (ids) =>
    conversionGroupsBody('brand', 'explode', ids),
  'POST v3/brand/analytics/conversions/filter': (ids) =>
    conversionGroupsBody('brand', 'filter', ids),
  'POST v3/partner/analytics/conversions/explode': (ids) =>
    conversionGroupsBody('partner', 'explode', ids),
  'POST v3/partner/analytics/conversions/filter': (ids) =>
    conversionGroupsBody('partner', 'filter', ids),
  'POST campaign/[campaign_id]/creative': (ids) => ({
    creatives: [{ creative_type_id: 3, description: 'Foreign', tags: [ids.creativeTag] }],
  }),
  'PUT campaign/[campaign_id]/creative': (ids) => ({
    creatives: [{ creative_id: ids.creative, description: 'Changed' }],
  }),
  'POST campaign/[campaign_id]/creative/tags': () => ({ tags: [{ name: 'Foreign tag' }] }),
  'PUT campaign/[campaign_id]/creative/tags': (ids) => ({
    tags: [{ creative_tag_id: ids.creativeTag, name: 'Changed' }],
  }),
  'DELETE campaign/[campaign_id]/creative/tags': (ids) => ({
    tags: [{ creative_tag_id: ids.creativeTag }],
  }),
  'POST campaign/[campaign_id]/deal': () => ({
    title: 'Foreign deal',
    description: 'x',
    offer_type: 'sale',
    offer_value: '1%',
  }),
  'PATCH campaign/[campaign_id]/deal/[deal_id]': () => ({ title: 'Changed' }),
  'POST campaign/[campaign_id]/feed': () => ({
    feeds: [{ location: 'https://feeds.example/foreign.xml' }],
  }),
  'PUT campaign/[campaign_id]/feed': (ids) => ({ feeds: [{ feed_id: ids.feed, name: 'Changed' }] }),
  'PUT v2/networks/[networkId]/marketplace/settings/advertisers': (ids) => ({
    advertisers: [
      { id: ids.brand, participating: false, campaigns: [{ id: ids.campaign, shown: false }] },
    ],
  }),
  'POST v3/brand/campaign-groups': (ids) => ({
    brand_id: ids.brand,
    name: 'Foreign group',
    campaign_ids: [ids.campaign],
  }),
  'PATCH v3/brand/campaign-groups/[campaign_group_id]': () => ({ name: 'Renamed' }),
  'PUT v3/brand/campaign-groups/[campaign_group_id]/campaigns': (ids) => ({
    campaign_ids: [ids.campaign],
  }),
  'POST campaign': (ids) => ({
    advertiser_id: ids.brand,
    title: 'Foreign campaign',
    destination_url: 'https://x.example',
    default_commission_rate: '5',
  }),
  'POST campaign/[campaign_id]': (ids) => ({
    action: 'delete',
    campaign_id: ids.campaign,
    retire_reason: 'test',
  }),
  'PUT campaign/[campaign_id]': (ids) => ({ campaign_id: ids.campaign, title: 'Changed title' }),
  'POST campaign/[campaign_id]/custom_terms': (ids) => ({
    publisher_id: [ids.partner],
    title: 'Foreign terms',
    terms: 'x',
  }),
  'POST campaign/[campaign_id]/custom_terms/[custom_terms_id]/association': (ids) => ({
    publisher_id: [ids.partner],
  }),
  'DELETE campaign/[campaign_id]/custom_terms/[custom_terms_id]/association': (ids) => ({
    publisher_id: [ids.partner],
  }),
  'POST campaign/[campaign_id]/publisher': (ids) => ({
    publishers: [{ publisher_id: ids.partner, campaign_status: 'r' }],
  }),
  'POST network/[network_id]/publisher': (ids) => ({
    publishers: [{ publisher_id: ids.partner, network_status: 'r' }],
  }),
  'POST user': (ids) => ({
    user_name: `u${Date.now()}`,
    email_address: `u${Date.now()}@x.test`,
    password: 'Vintage-Lantern-42',
    address1: 'a',
    postcode: 'p',
    country: 'GB',
    phone: '1',
    signup_ip: '203.0.113.1',
    publisher: {
      account_name: `p${Date.now()}`,
      vertical: 1,
      promotional_method: 1,
      signup_ip: '203.0.113.1',
      entity_terms_id: ids.terms,
      contact_email: `p${Date.now()}@x.test`,
    },
  }),
  'POST user/publisher': (ids) => ({
    account_name: `p${Date.now()}`,
    vertical: 1,
    promotional_method: 1,
    signup_ip: '203.0.113.1',
    entity_terms_id: ids.terms,
    contact_email: `q${Date.now()}@x.test`,
  }),
  'POST user/advertiser/[advertiser_id]': () => ({
    address1: 'Changed',
    country: 'GB',
    postcode: 'X',
    phone: '1',
    signup_ip: '203.0.113.1',
  }),
  'POST user/publisher/[publisher_id]': () => ({ company_name: 'Changed' }),
  'POST user/publisher/[publisher_id]/campaign': (ids) => ({
    campaigns: [{ campaign_id: ids.campaign, terms_id: ids.customTerms }],
  }),
  'POST user/publisher/[publisher_id]/campaign/[status]': (ids) => ({
    campaigns: [{ campaign_id: ids.campaign, terms_id: ids.customTerms }],
  }),
  'POST user/publisher/[publisher_id]/website': () => ({ website_url: 'https://changed.example' }),
  'PUT user/publisher/[publisher_id]/website': (ids) => ({
    websites: [{ website_id: ids.website, website_name: 'Changed' }],
  }),
  'POST user/publisher/[publisher_id]/database': () => ({
    database_name: 'x',
    creation_method: 'y',
    size: 1,
  }),
  'PUT user/publisher/[publisher_id]/database': (ids) => ({
    databases: [{ database_id: ids.database, size: 2 }],
  }),
  'POST v2/networks/[networkId]/campaign-requests/accept': (ids) => ({
    campaign_requests: [{ campaign_id: ids.campaign, publisher_id: ids.partner }],
  }),
  'POST v2/networks/[networkId]/campaign-requests/decline': (ids) => ({
    campaign_requests: [{ campaign_id: ids.campaign, publisher_id: ids.partner, reason: null }],
  }),
  'POST v2/networks/[networkId]/invite/network-partners': (ids) => ({
    publisher_id: [ids.partner],
    campaign_id: [ids.campaign],
  }),
  'POST v2/networks/[networkId]/reject/network-partners': (ids) => ({
    publisher_id: [ids.partner],
    campaign_id: [ids.campaign],
  }),
  'POST v2/networks/[networkId]/partner-collections': (ids) => ({ partner_ids: [ids.partner] }),
  // A draft naming B's partner and campaign is refused (400).
  'POST v2/communications': (ids) => ({
    publisher_ids: [ids.partner],
    campaigns: [ids.campaign],
    recipient_segments: { campaigns: { campaign_ids: [ids.campaign] } },
  }),
  'POST v2/networks/[networkId]/partner-collections/[collectionId]/partners': (ids) => ({
    partner_ids: [ids.partner],
  }),
  'DELETE v2/networks/[networkId]/partner-collections/[collectionId]/partners': (ids) => ({
    partner_ids: [ids.partner],
  }),
  'POST v2/publishers/[publisherId]/campaign-requests': (ids) => ({
    campaign_requests: [{ advertiser_id: ids.brand, campaign_id: ids.campaign }],
  }),
  'POST v2/publishers/[publisherId]/invitations/accept': (ids) => ({
    campaign_ids: [ids.campaign],
    terms_ids: [ids.customTerms],
  }),
  'POST v2/publishers/[publisherId]/invitations/decline': (ids) => ({
    campaign_ids: [ids.campaign],
  }),
  'PATCH v3/brand/campaigns/[campaignId]': () => ({ extra_info: { shopify_shop_id: 'changed' } }),
  'POST v3/brand/network-terms-and-conditions-acknowledgments': (ids) => ({
    network_id: ids.network,
    terms_locale_id: ids.terms,
  }),
  'POST v3/network/[networkId]/network-terms-and-conditions': () => ({
    locale: 'en',
    content: '<p>Changed</p>',
  }),
  'POST v3/network/[networkId]/users': () => ({
    user_name: `n${Date.now()}`,
    email: `n${Date.now()}@x.test`,
    role: 'brand',
    password: 'Vintage-Lantern-42',
  }),
  'PATCH v3/network/[networkId]/users/[userId]': () => ({ role: 'network' }),
  'PUT v3/network/[networkId]/payment-detail-sets/[setId]/suspension': () => ({
    suspended: true,
    note: 'Foreign suspension',
  }),
  'POST v3/network/[networkId]/webhooks': () => ({
    url: 'https://hooks.example.invalid/in',
    event_types: ['partner.created'],
  }),
  'PATCH v3/network/[networkId]/webhooks/[webhookId]': () => ({ enabled: true }),
  'PUT v3/network/[networkId]/users/[userId]/brands': (ids) => ({ brand_ids: [ids.brand] }),
  'POST v3/partner/campaign-terms-and-conditions-acknowledgments': (ids) => ({
    partner_id: ids.partner,
    campaign_terms_and_conditions_id: ids.customTerms,
  }),
  'POST v3/brand/campaigns/[campaignId]/conversions': (ids) => ({
    publisher_id: ids.partner,
    conversion_reference: `foreign-${Date.now()}`,
    value: '5.00',
  }),
  'POST v3/brand/campaigns/[campaignId]/conversions/bulk': (ids) => ({
    conversions: { [ids.conversion!]: { status: 'rejected' } },
  }),
  'POST commission_group': (ids) => ({
    commission_groups: [{ campaign_id: ids.campaign, name: 'Foreign', publishers: [ids.partner] }],
  }),
  'PUT commission_group': (ids) => ({
    commission_groups: [
      { commission_group_id: ids.partnerGroup, name: 'Changed', publishers: [ids.partner] },
    ],
  }),
  'POST v2/publishers/[publisherId]/links': (ids) => ({ campaign_id: ids.campaign }),
  'PATCH v2/publishers/[publisherId]/links/[linkId]': (ids) => ({
    campaign_id: ids.campaign,
    description: 'Changed',
  }),
  'PATCH v3/brand/[brand]/deeplink-domains': () => ({ allowed_domains: ['foreign.example'] }),
  'DELETE v3/brand/[brand]/deeplink-domains': () => ({ allowed_domains: ['shop.example'] }),
  'POST campaign/[campaign_id]/voucher_code': (ids) => ({
    voucher_codes: [{ voucher_code: `F-${Date.now()}`, publisher_id: ids.partner }],
  }),
  'PUT campaign/[campaign_id]/voucher_code': (ids) => ({
    voucher_codes: [{ voucher_code_id: ids.voucherCode, active: 'n', publisher_id: ids.partner }],
  }),
  'PATCH v2/campaigns/[campaignId]/attribution': () => ({ exclusive_codes: false }),
  'POST v2/campaigns/[campaignId]/commissions': (ids) => ({
    description: 'Foreign',
    start_date: '2020-01-01T00:00:00Z',
    rates: [
      { id: ids.partner, type: 'publisher', performance_value: 5, performance_model: 'fixed_cpa' },
    ],
  }),
  'PATCH v2/campaigns/[campaignId]/commissions/[commissionId]': () => ({ description: 'Changed' }),
  'POST v2/campaigns/[campaignId]/commissions/promotions': (ids) => ({
    performance_value: 5,
    performance_model: 'fixed_cpa',
    start_date: '2020-01-01 00:00:00',
    publishers: [ids.partner],
  }),
  'PATCH v2/campaigns/[campaignId]/commissions/promotions/[promotionalId]': () => ({
    description: 'Changed',
  }),
  'PATCH v2/campaigns/[campaignId]/commissions/tiers/[tierId]': () => ({ name: 'Changed' }),
  'POST campaign/[campaign_id]/optimisation/voucher/commission': (ids) => ({
    start_date: '2020-01-01 00:00:00',
    voucher_codes: [ids.voucherCode],
    performance_value: 5,
    performance_model: 'fixed_cpa',
  }),
  'PUT campaign/[campaign_id]/optimisation/voucher/commission/[commission_id]': (ids) => ({
    start_date: '2020-01-01 00:00:00',
    voucher_codes: [ids.voucherCode],
    performance_value: 5,
    performance_model: 'fixed_cpa',
  }),
  'POST v3/brand/campaigns/[campaignId]/commissions/preview': (ids) => ({
    publisher_id: ids.partner,
    value: '10',
  }),
  'PATCH v3/brand/campaigns/[campaignId]/conversion-tracking': () => ({
    pixel_conversions: false,
    voucher_precedence: false,
  }),
  'POST v3/brand/campaigns/[campaignId]/conversion-tracking/test': (ids) => ({
    publisher_id: ids.partner,
    voucher_code: 'SPRING10',
    value: '10',
  }),
  'PATCH v3/network/[networkId]/brand-settings': () => ({ brand_approval_required: false }),
  'POST campaign/[campaign_id]/conversion': (ids) => ({
    conversions: [{ conversion_id: ids.conversion, status: 'rejected', reject_reason: 'test' }],
  }),
};

/** Operations that take no reference to another tenant at all: nothing to check here. */
const NOTHING_FOREIGN = new Set([
  // The caller's own network's communications, previews to addresses given, the placeholders.
  'GET v2/communications',
  'GET v2/communications/summary',
  'POST v2/communications/send-preview',
  'GET v2/communication-placeholders',
  'GET network',
  'GET user/advertiser',
  'POST user/advertiser',
  'GET v3/users/me',
  'POST v3/users/me/api-key',
  'PUT v3/users/me/password',
  'GET v3/users/me/locale',
  'PUT v3/users/me/locale',
  // The caller's own e-mail address (current user): no id of anything else.
  'GET v3/brand/user',
  'PATCH v3/brand/user',
  'GET v3/partner/user',
  'PATCH v3/partner/user',
  // The v1 reference lookups: the same static lists for every network.
  ...[
    'campaign_extra_field',
    'conversion_metric',
    'conversion_type',
    'creative_type',
    'country',
    'currency',
    'currency/country',
    'device',
    'locale',
    'partnership_model',
    'payment_method',
    'promotional_method',
    'timezone',
    'traffic_source',
    'us_state',
    'user_context',
    'vertical',
    'website_type',
  ].map((lookup) => `GET reference/${lookup}`),
]);

function request(c: Case, ids: Ids) {
  const params = paramsFor(c, ids);
  return {
    path: pathFor(c, params) + (QUERIES[c.key]?.(ids) ?? ''),
    params,
    body: BODIES[c.key]?.(ids),
  };
}

let a: World;
let b: World;

beforeAll(async () => {
  a = await makeWorld('tenant-a');
  b = await makeWorld('tenant-b');
}, 120_000);

describe('tenant isolation', () => {
  it('every operation, called by network A with network B ids, answers an error or A-only data and leaves B untouched', async () => {
    const before = await fingerprint(b.net.networkId);
    const unknownParams: string[] = [];
    let checked = 0;
    let foreignIds = 0;
    for (const c of cases()) {
      // Public operations (partner sign-up) show a network's public face to anyone by design.
      if (NOTHING_FOREIGN.has(c.key) || c.meta.spec.auth === 'none') continue;
      for (const name of c.names)
        if (!FIXED_PARAMS[name] && !entityOf(c, name)) unknownParams.push(`${c.key}: ${name}`);
      const hasForeignPath = c.names.some((n) => entityOf(c, n));
      if (!hasForeignPath && !QUERIES[c.key] && !BODIES[c.key]) {
        unknownParams.push(
          `${c.key}: no foreign reference to test (add it to QUERIES, BODIES or NOTHING_FOREIGN)`,
        );
        continue;
      }
      for (const auth of [a.net.auth, a.brandUserAuth, a.partnerAuth]) {
        const { path, params, body } = request(c, b.ids);
        const res = await call({ [c.method]: c.handler }, path, {
          method: c.method,
          auth,
          params,
          body,
        });
        checked += 1;
        foreignIds +=
          c.names.filter((n) => entityOf(c, n)).length +
          (QUERIES[c.key] ? 1 : 0) +
          (BODIES[c.key] ? 1 : 0);
        expect(res.text, `${c.key} leaked B's data`).not.toContain(b.marker);
        expect(res.status, `${c.key} -> ${res.status} ${res.text.slice(0, 200)}`).not.toBe(500);
        if (hasForeignPath)
          expect([400, 403, 404], `${c.key} -> ${res.status} ${res.text.slice(0, 200)}`).toContain(
            res.status,
          );
      }
    }
    expect(unknownParams).toEqual([]);
    expect(await fingerprint(b.net.networkId)).toBe(before);
    console.log(
      `tenant isolation: ${checked} calls over ${cases().length} operations, ${foreignIds} foreign ids, B unchanged`,
    );
    expect(checked).toBeGreaterThan(100);
  }, 120_000);

  it('a partner user cannot reach another partner, nor a brand user an ungranted brand', async () => {
    const before = await fingerprint(a.net.networkId);
    let checked = 0;
    const samePartnerIds: Ids = { ...a.ids, partner: a.ids.otherPartner! };
    const sameBrandIds: Ids = { ...a.ids, brand: a.ids.ungrantedBrand! };
    for (const c of cases()) {
      const entities = c.names.map((n) => entityOf(c, n));
      const runs: [string, Ids][] = [];
      if (
        entities.includes('partner') &&
        !entities.some((e) => e === 'website' || e === 'database')
      )
        runs.push([a.partnerAuth, samePartnerIds]);
      if (entities.includes('brand')) runs.push([a.brandUserAuth, sameBrandIds]);
      for (const [auth, ids] of runs) {
        const { path, params, body } = request(c, ids);
        const res = await call({ [c.method]: c.handler }, path, {
          method: c.method,
          auth,
          params,
          body,
        });
        checked += 1;
        expect([400, 403, 404], `${c.key} -> ${res.status} ${res.text.slice(0, 200)}`).toContain(
          res.status,
        );
      }
    }
    expect(await fingerprint(a.net.networkId)).toBe(before);
    console.log(
      `same-network isolation: ${checked} calls (partner vs other partner, brand user vs ungranted brand)`,
    );
    expect(checked).toBeGreaterThan(10);
  }, 120_000);
});

/** The field names of every partner record in a body: JSON objects, XML <publisher> elements, a CSV header. */
function partnerRecords(res: CallResult, format: string): string[][] {
  if (format === 'csv' || res.headers.get('content-type')?.startsWith('text/csv')) {
    const header = res.text.split(/\r?\n/, 1)[0]!.split(',');
    return header.includes('publisher_id') && header.includes('account_name') ? [header] : [];
  }
  if (format === 'xml')
    return [...res.text.matchAll(/<publisher>([\s\S]*?)<\/publisher>/g)].map((m) =>
      [...m[1]!.matchAll(/<([A-Za-z_][\w.-]*)[\s/>]/g)].map((t) => t[1]!),
    );
  const found: string[][] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const keys = Object.keys(node);
    if (keys.includes('publisher_id') && keys.includes('account_name')) found.push(keys);
    // The v2 Publisher record (GET /v2/networks/{network_id}/publishers).
    else if (['id', 'name', 'account_created', 'network_status'].every((k) => keys.includes(k)))
      found.push(keys);
    Object.values(node).forEach(walk);
  };
  walk(res.json);
  return found;
}

const HIDDEN = new Set<string>(HIDDEN_PARTNER_KEYS);

/** Private keys with a value (not null, '' or []) in any partner record of a JSON body. */
function filledPrivateValues(body: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if ('publisher_id' in record && 'account_name' in record)
      for (const k of [...PRIVATE_PARTNER_FIELDS, 'databases']) {
        const v = record[k];
        if (v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length))
          out.push(k);
      }
    Object.values(record).forEach(walk);
  };
  walk(body);
  return out;
}

/** What a brand user's partner record may hold (XML adds <item> and the history entries' fields). */
const BRAND_VISIBLE = new Set([
  ...LIMITED_PARTNER_FIELDS,
  // Every key of the Partner record stays in the brand's shape, null (checked below).
  ...HIDDEN_PARTNER_KEYS,
  'websites',
  'databases',
  ...CAMPAIGN_PARTNER_FIELDS,
  ...V2_PARTNER_FIELDS,
  ...BRAND_PROFILE_FIELDS,
  // A transaction query's embedded publisher (the reference's 11 keys): its terms, not private.
  'agreed_to_latest_network_terms',
  'ref_terms_and_conditions_locale_id',
  'item',
  'from_status',
  'to_status',
  'actor_user_id',
  'reason',
]);

describe('brand-vs-partner field visibility', () => {
  const formatHeaders = (format: string): Record<string, string> =>
    format === 'json' ? {} : { 'x-api-format': format };

  it('staff see the seeded private values, so the checks below can fail', async () => {
    const c = cases().find((x) => x.key === 'GET network/[network_id]/publisher')!;
    for (const format of ['json', 'xml', 'csv']) {
      const { path, params } = request(c, a.ids);
      const res = await call({ GET: c.handler }, path, {
        auth: a.net.auth,
        params,
        headers: formatHeaders(format),
      });
      expect(res.status).toBe(200);
      for (const value of Object.values(a.partnerSecrets)) expect(res.text).toContain(value);
    }
  });

  it("a brand user's search does not match the contact e-mail it cannot see; staff's does", async () => {
    const c = cases().find((x) => x.key === 'GET network/[network_id]/publisher')!;
    const q = encodeURIComponent(a.partnerSecrets.contact_email!);
    const search = async (auth: string) => {
      const { path, params } = request(c, a.ids);
      return (await call({ GET: c.handler }, `${path}?q=${q}`, { auth, params })).json.count;
    };
    expect(await search(a.net.auth)).toBe(1);
    expect(await search(a.brandUserAuth)).toBe(0);
    expect(await search(a.brandUserNoGrantAuth)).toBe(0);
  });

  it('no operation, in any format, gives a brand user (granted a brand or none) a private partner field or value', async () => {
    const secrets = Object.values(a.partnerSecrets);
    const gaveRecords = new Set<string>();
    let checked = 0;
    for (const c of cases()) {
      const table = PARTNER_READS[c.key];
      if (c.meta.spec.auth === 'none' || (c.method !== 'GET' && !table?.body)) continue;
      for (const format of c.meta.formats) {
        for (const [who, auth] of [
          ['granted', a.brandUserAuth],
          ['ungranted', a.brandUserNoGrantAuth],
        ] as const) {
          const { path, params } = request(c, a.ids);
          const res = await call({ [c.method]: c.handler }, path, {
            method: c.method,
            auth,
            params,
            body: table?.body?.(a.ids),
            headers: formatHeaders(format),
          });
          checked += 1;
          const label = `${who} brand user: ${c.key} (.${format}) -> ${res.status}`;
          expect(res.status, `${label} ${res.text.slice(0, 200)}`).not.toBe(500);
          for (const value of secrets)
            expect(res.text, `${label} shows ${value}`).not.toContain(value);
          const records = partnerRecords(res, format);
          if (records.length) gaveRecords.add(c.key);
          if (format === 'json') expect(filledPrivateValues(res.json), label).toEqual([]);
          for (const keys of records) {
            // Private keys are present (clients index them) and empty, never a value.
            expect(
              keys.filter((k) => PRIVATE_PARTNER_FIELDS.includes(k) && !HIDDEN.has(k)),
              label,
            ).toEqual([]);
            expect(
              keys.filter((k) => !BRAND_VISIBLE.has(k)),
              label,
            ).toEqual([]);
          }
          if (!table?.formats.includes(format)) continue;
          // The table's operations really answer with partner records, so the checks above bite.
          const expected = who === 'granted' ? (table.status ?? 200) : table.ungranted;
          expect(res.status, `${label} ${res.text.slice(0, 200)}`).toBe(expected);
          if (expected !== 200) continue;
          expect(records.length, label).toBeGreaterThan(0);
          expect(res.text, label).toContain(`partner-${a.marker}`);
        }
      }
    }
    // Any operation that gave a brand user partner records must be in the table (and so be
    // checked in every format with the records it must give).
    expect([...gaveRecords].filter((k) => !PARTNER_READS[k])).toEqual([]);
    console.log(`brand-vs-partner field visibility: ${checked} calls`);
    expect(checked).toBeGreaterThan(60);
  }, 120_000);
});
