import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/harness';
import { cases, entityOf, FIXED_PARAMS, pathFor, paramsFor, type Case, type Ids } from './operations';
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
  'GET v3/brand/campaigns': (ids) => `?brand_id=${ids.brand}`,
  'GET v3/brand/network-terms-and-conditions': (ids) => `?network_id=${ids.network}`,
  'GET v3/partner/campaign-terms-and-conditions': (ids) => `?campaign_id=${ids.campaign}`,
  'GET v3/partner/campaign-terms-and-conditions-acknowledgments': (ids) => `?partner_id=${ids.partner}`,
  'GET v3/network/[networkId]/partners/participation-counts': (ids) => `?ids=${ids.partner}`,
  'GET v3/jobs': (ids) => `?reference=${ids.job}`,
  'GET job': () => '',
};

/** Request bodies that would be valid, but name the other tenant's things. */
const BODIES: Record<string, (ids: Ids) => unknown> = {
  'POST campaign': (ids) => ({ advertiser_id: ids.brand, title: 'Foreign campaign', destination_url: 'https://x.example', default_commission_rate: '5' }),
  'POST campaign/[campaign_id]': (ids) => ({ action: 'delete', campaign_id: ids.campaign, retire_reason: 'test' }),
  'PUT campaign/[campaign_id]': (ids) => ({ campaign_id: ids.campaign, title: 'Changed title' }),
  'POST campaign/[campaign_id]/publisher': (ids) => ({ publishers: [{ publisher_id: ids.partner, campaign_status: 'r' }] }),
  'POST network/[network_id]/publisher': (ids) => ({ publishers: [{ publisher_id: ids.partner, network_status: 'r' }] }),
  'POST user': (ids) => ({
    user_name: `u${Date.now()}`, email_address: `u${Date.now()}@x.test`, password: 'Vintage-Lantern-42', address1: 'a', postcode: 'p', country: 'GB', phone: '1', signup_ip: '203.0.113.1',
    publisher: { account_name: `p${Date.now()}`, vertical: 1, promotional_method: 1, signup_ip: '203.0.113.1', entity_terms_id: ids.terms, contact_email: `p${Date.now()}@x.test` },
  }),
  'POST user/publisher': (ids) => ({ account_name: `p${Date.now()}`, vertical: 1, promotional_method: 1, signup_ip: '203.0.113.1', entity_terms_id: ids.terms, contact_email: `q${Date.now()}@x.test` }),
  'POST user/advertiser/[advertiser_id]': () => ({ address1: 'Changed', country: 'GB', postcode: 'X', phone: '1', signup_ip: '203.0.113.1' }),
  'POST user/publisher/[publisher_id]': () => ({ company_name: 'Changed' }),
  'POST user/publisher/[publisher_id]/campaign': (ids) => ({ campaigns: [{ campaign_id: ids.campaign, terms_id: ids.customTerms }] }),
  'POST user/publisher/[publisher_id]/campaign/[status]': (ids) => ({ campaigns: [{ campaign_id: ids.campaign, terms_id: ids.customTerms }] }),
  'POST user/publisher/[publisher_id]/website': () => ({ website_url: 'https://changed.example' }),
  'PUT user/publisher/[publisher_id]/website': (ids) => ({ websites: [{ website_id: ids.website, website_name: 'Changed' }] }),
  'POST user/publisher/[publisher_id]/database': () => ({ database_name: 'x', creation_method: 'y', size: 1 }),
  'PUT user/publisher/[publisher_id]/database': (ids) => ({ databases: [{ database_id: ids.database, size: 2 }] }),
  'POST v2/networks/[networkId]/campaign-requests/accept': (ids) => ({ campaign_requests: [{ campaign_id: ids.campaign, publisher_id: ids.partner }] }),
  'POST v2/networks/[networkId]/campaign-requests/decline': (ids) => ({ campaign_requests: [{ campaign_id: ids.campaign, publisher_id: ids.partner, reason: null }] }),
  'POST v2/networks/[networkId]/invite/network-partners': (ids) => ({ publisher_id: [ids.partner], campaign_id: [ids.campaign] }),
  'POST v2/networks/[networkId]/reject/network-partners': (ids) => ({ publisher_id: [ids.partner], campaign_id: [ids.campaign] }),
  'POST v2/publishers/[publisherId]/campaign-requests': (ids) => ({ campaign_requests: [{ advertiser_id: ids.brand, campaign_id: ids.campaign }] }),
  'PATCH v3/brand/campaigns/[campaignId]': () => ({ extra_info: { shopify_shop_id: 'changed' } }),
  'POST v3/brand/network-terms-and-conditions-acknowledgments': (ids) => ({ network_id: ids.network, terms_locale_id: ids.terms }),
  'POST v3/network/[networkId]/network-terms-and-conditions': () => ({ locale: 'en', content: '<p>Changed</p>' }),
  'POST v3/network/[networkId]/users': () => ({ user_name: `n${Date.now()}`, email: `n${Date.now()}@x.test`, role: 'brand', password: 'Vintage-Lantern-42' }),
  'PATCH v3/network/[networkId]/users/[userId]': () => ({ role: 'network' }),
  'POST v3/network/[networkId]/webhooks': () => ({ url: 'https://hooks.example.invalid/in', event_types: ['partner.created'] }),
  'PATCH v3/network/[networkId]/webhooks/[webhookId]': () => ({ enabled: true }),
  'PUT v3/network/[networkId]/users/[userId]/brands': (ids) => ({ brand_ids: [ids.brand] }),
  'POST v3/partner/campaign-terms-and-conditions-acknowledgments': (ids) => ({ partner_id: ids.partner, campaign_terms_and_conditions_id: ids.customTerms }),
  'POST v3/brand/campaigns/[campaignId]/conversions': (ids) => ({ publisher_id: ids.partner, conversion_reference: `foreign-${Date.now()}`, value: '5.00' }),
  'POST v3/brand/campaigns/[campaignId]/conversions/bulk': (ids) => ({ conversions: { [ids.conversion!]: { status: 'rejected' } } }),
};

/** Operations that take no reference to another tenant at all: nothing to check here. */
const NOTHING_FOREIGN = new Set(['GET network', 'GET user/advertiser', 'POST user/advertiser', 'GET v3/users/me', 'POST v3/users/me/api-key']);

function request(c: Case, ids: Ids) {
  const params = paramsFor(c, ids);
  return { path: pathFor(c, params) + (QUERIES[c.key]?.(ids) ?? ''), params, body: BODIES[c.key]?.(ids) };
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
      for (const name of c.names) if (!FIXED_PARAMS[name] && !entityOf(c, name)) unknownParams.push(`${c.key}: ${name}`);
      const hasForeignPath = c.names.some((n) => entityOf(c, n));
      if (!hasForeignPath && !QUERIES[c.key] && !BODIES[c.key]) {
        unknownParams.push(`${c.key}: no foreign reference to test (add it to QUERIES, BODIES or NOTHING_FOREIGN)`);
        continue;
      }
      for (const auth of [a.net.auth, a.brandUserAuth, a.partnerAuth]) {
        const { path, params, body } = request(c, b.ids);
        const res = await call({ [c.method]: c.handler }, path, { method: c.method, auth, params, body });
        checked += 1;
        foreignIds += c.names.filter((n) => entityOf(c, n)).length + (QUERIES[c.key] ? 1 : 0) + (BODIES[c.key] ? 1 : 0);
        expect(res.text, `${c.key} leaked B's data`).not.toContain(b.marker);
        expect(res.status, `${c.key} -> ${res.status} ${res.text.slice(0, 200)}`).not.toBe(500);
        if (hasForeignPath) expect([400, 403, 404], `${c.key} -> ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
      }
    }
    expect(unknownParams).toEqual([]);
    expect(await fingerprint(b.net.networkId)).toBe(before);
    console.log(`tenant isolation: ${checked} calls over ${cases().length} operations, ${foreignIds} foreign ids, B unchanged`);
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
      if (entities.includes('partner') && !entities.some((e) => e === 'website' || e === 'database')) runs.push([a.partnerAuth, samePartnerIds]);
      if (entities.includes('brand')) runs.push([a.brandUserAuth, sameBrandIds]);
      for (const [auth, ids] of runs) {
        const { path, params, body } = request(c, ids);
        const res = await call({ [c.method]: c.handler }, path, { method: c.method, auth, params, body });
        checked += 1;
        expect([400, 403, 404], `${c.key} -> ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
      }
    }
    expect(await fingerprint(a.net.networkId)).toBe(before);
    console.log(`same-network isolation: ${checked} calls (partner vs other partner, brand user vs ungranted brand)`);
    expect(checked).toBeGreaterThan(10);
  }, 120_000);
});
