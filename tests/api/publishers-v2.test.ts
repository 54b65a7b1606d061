import { beforeAll, describe, expect, it } from 'vitest';
import { makeNetwork } from '../support/harness';
import { referenceErrors } from '../support/reference-contract';
import { codesOf } from '../support/campaigns';
import {
  getPublisher,
  idsOf,
  listPublishers,
  publisherIds,
  publishersWorld,
  type PublishersWorld,
} from '../support/publishers-v2-world';

let w: PublishersWorld;
let all: number[];

beforeAll(async () => {
  w = await publishersWorld();
  const { ids } = w;
  // By id: the partner user's partner was made first.
  all = [ids.partnerUser, ids.alice, ids.bob, ids.carol, ids.dave];
}, 120_000);

const staffList = async (query: string) => {
  const res = await listPublishers(w.net, w.net.auth, query);
  expect(res.status, res.text).toBe(200);
  return res;
};
const found = async (query: string) => idsOf(await staffList(query));

describe('GET /v2/networks/{network_id}/publishers', () => {
  it('lists every partner of the network with the real count, in the reference shape', async () => {
    const res = await staffList('');
    expect(referenceErrors('publishers-v2-list', res.json)).toEqual([]);
    expect(res.json).toMatchObject({ count: 5, limit: 100, offset: 0 });
    expect(res.json.execution_time).toMatch(/seconds$/);
    expect(idsOf(res)).toEqual(all);
    const alice = res.json.publishers.find((p: { id: string }) => p.id === String(w.ids.alice));
    expect(alice).toMatchObject({
      name: `alice-${w.t}`,
      company_name: `Alice Media ${w.t}`,
      contact_email: `alice-${w.t}@contact.test`,
      locale: 'en',
      operating_country: { iso: 'GB', name: 'United Kingdom' },
      vertical: { id: '2', name: 'Retail' },
      promotional_method: { id: '2', name: 'Content / Blog' },
      websites: [{ website_url: `https://alice-${w.t}.blog.example`, description: 'Blog' }],
      commission_groups: [{ id: String(w.groupA), name: `Group A ${w.t}` }],
      partner_collection_ids: [],
      network_notes: `Notes ${w.t} private`,
      network_id: String(w.net.networkId),
      account_created: '2020-01-15T10:00:00+00:00',
      active: true,
      network_status: 'a',
    });
    expect(alice.campaigns).toEqual([
      expect.objectContaining({
        id: w.campA.campaign_id,
        name: `Alpha ${w.t}`,
        status: 'approved',
        camref: `${w.campA.campaign_id}l${w.ids.alice}`,
        tracking_link: `http://localhost:3000/click/camref:${w.campA.campaign_id}l${w.ids.alice}`,
        advertiser_id: w.brandA.advertiser_id,
        destination_url: 'https://shop.example/summer',
      }),
      expect.objectContaining({ id: w.campB.campaign_id, status: 'rejected' }),
    ]);
  });

  it('pages with limit and offset; count stays the whole match', async () => {
    const res = await staffList('limit=2&offset=1');
    expect(res.json).toMatchObject({ count: 5, limit: 2, offset: 1 });
    expect(idsOf(res)).toEqual(all.slice(1, 3));
    expect(res.json.hypermedia.pagination).toMatchObject({
      total_item_count: 5,
      total_page_count: 3,
      next_page: expect.stringContaining('offset=3'),
      previous_page: expect.stringContaining('offset=0'),
    });
    expect(idsOf(await staffList('limit=2&offset=4'))).toEqual(all.slice(4));
    expect(idsOf(await staffList('limit=2&offset=9'))).toEqual([]);
  });

  it('sorts by id, name, company_name, account_created and network_status, either way', async () => {
    const { alice, bob, carol, dave, partnerUser: pu } = w.ids;
    expect(await found('sort=name')).toEqual([alice, bob, carol, dave, pu]);
    expect(await found('sort=-account_created')).toEqual([dave, carol, bob, alice, pu]);
    expect(await found('sort=network_status')).toEqual([alice, dave, pu, bob, carol]);
    expect(await found('sort=-id')).toEqual([...all].reverse());
    expect((await found('sort=company_name')).slice(0, 2)).toEqual([pu, bob]); // both ''
  });

  it('filters by account_created, ids, company_name, publisher_name and reporting_identifier', async () => {
    const { alice, bob, carol, partnerUser: pu } = w.ids;
    expect(await found('account_created=2020-01-01..2021-12-31')).toEqual([alice, bob]);
    expect(await found('account_created=..2020-01-15')).toEqual([pu, alice]);
    expect(await found('account_created=2022-03-03')).toEqual([carol]);
    expect(await found(`ids=${bob},${alice}`)).toEqual([alice, bob]);
    expect(await found(`ids[]=${bob}&ids[]=${carol}`)).toEqual([bob, carol]);
    expect(await found('ids=111111l1')).toEqual([]);
    expect(await found(`company_name=alice%20media%20${w.t}`)).toEqual([alice]);
    // publisher_name: the company name, or the account name where there is none.
    expect(await found(`publisher_name=bob-${w.t}`)).toEqual([bob]);
    expect(await found(`publisher_name=alice-${w.t}`)).toEqual([]);
    expect(await found(`publisher_name=Alice%20Media`)).toEqual([alice]);
    expect(await found(`reporting_identifier=rep-${w.t}`)).toEqual([alice]);
  });

  it('filters by campaign_ids and campaign_statuses, available included', async () => {
    const { alice, bob, carol, dave, partnerUser: pu } = w.ids;
    const [a, b] = [w.campA.campaign_id, w.campB.campaign_id];
    expect(await found(`campaign_ids=${a}`)).toEqual([alice, bob, carol]);
    expect(await found(`campaign_ids=${a}&campaign_statuses=approved`)).toEqual([alice]);
    expect(await found('campaign_statuses=approved')).toEqual([alice, bob]);
    expect(await found('campaign_statuses[]=requested&campaign_statuses[]=invited')).toEqual([
      bob,
      carol,
    ]);
    expect(await found('campaign_statuses=rejected')).toEqual([alice]);
    expect(await found(`campaign_ids=${b}&campaign_statuses=available`)).toEqual([pu, carol, dave]);
    expect(await found('campaign_statuses=available')).toEqual([pu, carol, dave]);
    expect(await found(`campaign_ids=${b}&campaign_statuses=available,approved`)).toEqual([
      pu,
      bob,
      carol,
      dave,
    ]);
    expect(await found('campaign_ids=999999999')).toEqual([]);
  });

  it('filters by commission_group_ids (partner groups), network_statuses and locales', async () => {
    const { alice, bob, carol, dave, partnerUser: pu } = w.ids;
    expect(await found(`commission_group_ids=${w.groupA}`)).toEqual([alice]);
    expect(await found(`commission_group_ids=${w.groupA},${w.groupB}`)).toEqual([alice, bob]);
    expect(await found('commission_group_ids=abc')).toEqual([]);
    expect(await found('network_statuses=approved')).toEqual([alice]);
    expect(await found('network_statuses=pending')).toEqual([pu, bob]);
    expect(await found('network_statuses=approved,rejected')).toEqual([alice, carol]);
    expect(await found('network_statuses=n')).toEqual([dave]);
    // Discovery states: no partner of ours is in them.
    expect(await found('network_statuses=invited,requested')).toEqual([]);
    expect(await found('locales=fr,DE')).toEqual([bob, carol]);
  });

  it('filters by countries, promotional methods, verticals, websites, e-mail and search', async () => {
    const { alice, bob, carol, dave, partnerUser: pu } = w.ids;
    expect(await found('operating_countries=gb')).toEqual([pu, alice]);
    expect(await found('operating_countries=US,DE')).toEqual([bob, carol]);
    // Promotional countries are those of the partner's active websites.
    expect(await found('promotional_countries=FR')).toEqual([bob]);
    expect(await found('promotional_countries=IT')).toEqual([]);
    expect(await found('promotional_method_ids=3,4')).toEqual([bob, carol]);
    expect(await found('vertical_ids=2')).toEqual([alice, carol]);
    expect(await found('vertical_ids[]=2&vertical_ids[]=9')).toEqual([alice, carol, dave]);
    expect(await found(`publisher_website=bob-${w.t}.SHOP`)).toEqual([bob]);
    expect(await found(`publisher_email=bob-${w.t}@`)).toEqual([bob]);
    expect(await found(`search=carol-${w.t}`)).toEqual([carol]);
    expect(await found(`search=Deals%20${w.t}`)).toEqual([carol]);
    expect(await found(`search=bob-${w.t}%40contact`)).toEqual([bob]);
    expect(await found(`search=${alice}`)).toContain(alice);
    expect(await found('vertical_ids=2&network_statuses=approved')).toEqual([alice]);
  });

  it('answers the filters we have no data for as the reference documents them', async () => {
    // We verify no website and keep no tags; include_discovery adds nobody (no discovery states).
    expect(await found('website_verified=y')).toEqual([]);
    expect(await found('website_verified=n')).toEqual(all);
    expect(await found('publisher_tag_ids=1,2')).toEqual([]);
    expect(await found('include_discovery=y')).toEqual(all);
    expect(await found('recipient_status=111111l1')).toEqual(all);
  });

  it('fields picks the record fields', async () => {
    const res = await staffList(`fields=id,name,network_status&ids=${w.ids.alice}`);
    expect(res.json.publishers).toEqual([
      { id: String(w.ids.alice), name: `alice-${w.t}`, network_status: 'a' },
    ]);
    const extra = await staffList(
      `fields=phone_number,reporting_identifier,promotional_countries,website_info,metadata,default_currency&ids=${w.ids.alice}`,
    );
    expect(extra.json.publishers[0]).toEqual({
      phone_number: '44 7700900123',
      reporting_identifier: `rep-${w.t}`,
      promotional_countries: [{ id: '77', iso: 'GB', name: 'United Kingdom' }],
      website_info: [
        { website_url: `https://alice-${w.t}.blog.example`, verification_status: 'unverified' },
      ],
      metadata: null,
      default_currency: 'GBP',
    });
  });

  it('refuses bad filters with a 400 naming the parameter', async () => {
    for (const [query, property] of [
      ['vertical_ids=99', 'vertical_ids'],
      ['promotional_method_ids=x', 'promotional_method_ids'],
      ['operating_countries=ZZ', 'operating_countries'],
      ['account_created=2020-13-01', 'account_created'],
      ['account_created=2021-01-01..2020-01-01', 'account_created'],
      ['sort=shoe_size', 'sort'],
      ['network_statuses=asleep', 'network_statuses'],
      ['campaign_statuses=maybe', 'campaign_statuses'],
      ['website_verified=perhaps', 'website_verified'],
      ['fields=id,shoe_size', 'fields'],
      ['limit=lots', 'limit'],
      ['offset=-1', 'offset'],
    ]) {
      const res = await listPublishers(w.net, w.net.auth, query!);
      expect(res.status, query).toBe(400);
      expect(Object.keys(codesOf(res)), query).toEqual([property]);
    }
  });
});

describe('v2 partner reads: roles, brand users and tenants', () => {
  it("brand users get the limited record: no private fields or values, their brands' campaigns and groups only", async () => {
    const res = await listPublishers(w.net, w.brandUser.auth);
    expect(res.status, res.text).toBe(200);
    expect(res.json.count).toBe(5);
    expect(referenceErrors('publishers-v2-list', res.json)).toEqual([]);
    for (const secret of [`Notes ${w.t}`, '2001:db8::a11c', '@contact.test', '7700900123'])
      expect(res.text).not.toContain(secret);
    const allowed = [
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
    ];
    for (const p of res.json.publishers) expect(Object.keys(p).sort()).toEqual([...allowed].sort());
    const byId = (id: number) =>
      res.json.publishers.find((p: { id: string }) => p.id === String(id));
    expect(byId(w.ids.alice).campaigns.map((c: { id: string }) => c.id)).toEqual([
      w.campA.campaign_id,
    ]);
    expect(byId(w.ids.alice).commission_groups).toEqual([
      { id: String(w.groupA), name: `Group A ${w.t}` },
    ]);
    expect(byId(w.ids.bob).commission_groups).toEqual([]);
    // Asking for a private field does not give it.
    const asked = await listPublishers(
      w.net,
      w.brandUser.auth,
      'fields=id,network_notes,signup_ip',
    );
    expect(Object.keys(asked.json.publishers[0])).toEqual(['id']);
  });

  it("brand users filter within what they see: other brands' campaigns and groups match nothing, private filters are refused", async () => {
    const brand = (query: string) => listPublishers(w.net, w.brandUser.auth, query);
    expect(idsOf(await brand(`campaign_ids=${w.campA.campaign_id}`))).toEqual([
      w.ids.alice,
      w.ids.bob,
      w.ids.carol,
    ]);
    expect(idsOf(await brand(`campaign_ids=${w.campB.campaign_id}`))).toEqual([]);
    expect(idsOf(await brand('campaign_statuses=approved'))).toEqual([w.ids.alice]);
    expect(idsOf(await brand(`commission_group_ids=${w.groupB}`))).toEqual([]);
    // The contact e-mail is not searched for them.
    expect(idsOf(await brand(`search=bob-${w.t}%40contact`))).toEqual([]);
    for (const query of [`publisher_email=bob`, 'locales=fr', 'partner_collection_id=1']) {
      const res = await brand(query);
      expect(res.status, query).toBe(403);
      expect(res.json.error.errors[0].code).toBe('unauthorized');
    }
    const ungranted = await listPublishers(w.net, w.brandUserNoGrant.auth);
    expect(ungranted.status).toBe(200);
    expect(ungranted.json.count).toBe(5);
    for (const p of ungranted.json.publishers) expect(p.campaigns).toEqual([]);
  });

  it('partner users may not list partners', async () => {
    expect((await listPublishers(w.net, w.partnerUser.auth)).status).toBe(403);
    expect((await getPublisher(w.net, w.partnerUser.auth, w.ids.partnerUser)).status).toBe(403);
    expect((await publisherIds(w.net, w.partnerUser.auth)).status).toBe(403);
  });

  it('another network sees none of these partners, by path or by filter', async () => {
    const other = await makeNetwork();
    const foreign = await listPublishers(w.net, other.auth, '', w.net.networkId);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.errors[0].code).toBe('entity_not_found');
    const own = await listPublishers(other, other.auth, `ids=${w.ids.alice}`);
    expect(own.status).toBe(200);
    expect(own.json.count).toBe(0);
    const byCampaign = await listPublishers(
      other,
      other.auth,
      `campaign_ids=${w.campA.campaign_id}`,
    );
    expect(byCampaign.json.count).toBe(0);
    expect((await getPublisher(other, other.auth, w.ids.alice)).status).toBe(404);
    expect((await publisherIds(other, other.auth, `ids=${w.ids.alice}`)).json.count).toBe(0);
  });
});

describe('GET /v2/networks/{network_id}/publishers/{publisher_id}', () => {
  it('answers the record itself, in the reference shape; brand users the limited one', async () => {
    const res = await getPublisher(w.net, w.net.auth, w.ids.alice);
    expect(res.status, res.text).toBe(200);
    expect(referenceErrors('publisher-v2', res.json)).toEqual([]);
    expect(res.json).toMatchObject({
      id: String(w.ids.alice),
      name: `alice-${w.t}`,
      signup_ip: '2001:db8::a11c',
      network_notes: `Notes ${w.t} private`,
    });
    expect(res.json.execution_time).toMatch(/seconds$/);
    const pu = await getPublisher(w.net, w.net.auth, w.ids.partnerUser);
    expect(pu.json.address).toEqual({
      line1: '1 Main Street',
      line2: null,
      line3: null,
      line4: null,
      postcode: 'AB1 2CD',
      country: 'GB',
    });
    const brand = await getPublisher(w.net, w.brandUser.auth, w.ids.alice);
    expect(brand.status).toBe(200);
    expect(referenceErrors('publisher-v2', brand.json)).toEqual([]);
    expect(brand.json).not.toHaveProperty('signup_ip');
    expect(brand.json).not.toHaveProperty('contact_email');
    expect(brand.text).not.toContain(`Notes ${w.t}`);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999999', 'abc', '1l1007802']) {
      const res = await getPublisher(w.net, w.net.auth, id);
      expect(res.status, id).toBe(404);
      expect(res.json.error.errors[0].code).toBe('entity_not_found');
    }
  });
});

describe('GET /v2/networks/{network_id}/publishers/ids', () => {
  it('answers the matching ids with the real count, in the reference shape', async () => {
    const res = await publisherIds(w.net, w.net.auth, 'vertical_ids=2');
    expect(res.status, res.text).toBe(200);
    expect(referenceErrors('publishers-v2-ids', res.json)).toEqual([]);
    expect(res.json).toMatchObject({
      count: 2,
      publisher_ids: [String(w.ids.alice), String(w.ids.carol)],
    });
    const paged = await publisherIds(w.net, w.net.auth, 'vertical_ids=2&limit=1&offset=1');
    expect(paged.json).toMatchObject({
      count: 2,
      limit: 1,
      offset: 1,
      publisher_ids: [String(w.ids.carol)],
    });
    const everyone = await publisherIds(w.net, w.net.auth);
    expect(everyone.json).toMatchObject({ count: 5, limit: 1000 });
    const bad = await publisherIds(w.net, w.net.auth, 'sort=nope');
    expect(bad.status).toBe(400);
  });
});
