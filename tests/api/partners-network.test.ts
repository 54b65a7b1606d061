import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as networkPartnersRoute from '@/app/(api)/network/[network_id]/publisher/route';
import { getDb } from '@/lib/db/client';
import {
  brands,
  campaigns,
  participationHistory,
  participations,
  partners,
  partnerStatusChanges,
} from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartner, makePartnerUser } from '../support/partners';

const list = (net: TestNetwork, query = '', auth = net.auth, networkId = net.networkId) =>
  call(networkPartnersRoute, `/network/${networkId}/publisher${query}`, {
    auth,
    params: { network_id: String(networkId) },
  });

const setStatuses = (net: TestNetwork, publishers: unknown, auth = net.auth) =>
  call(networkPartnersRoute, `/network/${net.networkId}/publisher`, {
    method: 'POST',
    auth,
    body: { publishers },
    params: { network_id: String(net.networkId) },
  });

async function statusOf(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ s: partners.networkStatus })
    .from(partners)
    .where(eq(partners.id, Number(id)));
  return row!.s;
}

describe('GET /network/{network_id}/publisher (List all partners on the network)', () => {
  it("lists the network's partners with count, paging and links", async () => {
    const net = await makeNetwork();
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await makePartner(net));
    const other = await makeNetwork();
    await makePartner(other);

    const res = await list(net, '?limit=2');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ count: 3, limit: 2, offset: 0 });
    expect(
      res.json.publishers.map(
        (p: { publisher: { publisher_id: string } }) => p.publisher.publisher_id,
      ),
    ).toEqual(made.slice(0, 2).map((p) => p.publisher_id));
    expect(res.json.hypermedia.pagination).toMatchObject({
      total_item_count: 3,
      total_page_count: 2,
      previous_page: null,
    });
    expect(res.json.hypermedia.pagination.next_page).toBe(
      `/network/${net.networkId}/publisher?limit=2&offset=2`,
    );

    const last = await list(net, '?limit=2&offset=2');
    expect(last.json.publishers).toHaveLength(1);
    const past = await list(net, '?offset=50');
    expect(past.json).toMatchObject({ count: 3, publishers: [] });
  });

  it('filters by network_status, searches account, company and e-mail, and sorts', async () => {
    const net = await makeNetwork();
    const a = await makePartner(net, { account_name: 'alpha-blog', company_name: 'Zeta Ltd' });
    const b = await makePartner(net, {
      account_name: 'beta-deals',
      contact_email: 'owner@zeta-mail.test',
    });
    const c = await makePartner(net, { account_name: 'gamma-coupons' });
    await setStatuses(net, [{ publisher_id: c.publisher_id, network_status: 'a' }]);

    const approved = await list(net, '?network_status=a');
    expect(approved.json.count).toBe(1);
    expect(approved.json.publishers[0].publisher.publisher_id).toBe(c.publisher_id);
    const pendingOrApproved = await list(net, '?network_status=p,a');
    expect(pendingOrApproved.json.count).toBe(3);

    const zeta = await list(net, '?q=ZETA&sort=account_name');
    expect(
      zeta.json.publishers.map(
        (p: { publisher: { account_name: string } }) => p.publisher.account_name,
      ),
    ).toEqual(['alpha-blog', 'beta-deals']);
    const literal = await list(net, '?q=%25');
    expect(literal.json.count).toBe(0);

    const desc = await list(net, '?sort=-account_name');
    expect(
      desc.json.publishers.map(
        (p: { publisher: { publisher_id: string } }) => p.publisher.publisher_id,
      ),
    ).toEqual([c, b, a].map((p) => p.publisher_id));
  });

  it('refuses bad paging, filters and sorts with the parameter named', async () => {
    const net = await makeNetwork();
    for (const [query, property] of [
      ['?limit=-1', 'limit'],
      ['?offset=-5', 'offset'],
      ['?limit=abc', 'limit'],
      ['?network_status=x', 'network_status[0]'],
      ['?sort=password', 'sort'],
    ]) {
      const res = await list(net, query);
      expect(res.status, query).toBe(400);
      expect(res.json.error.errors[0].property, query).toBe(property);
    }
    const capped = await list(net, '?limit=10000');
    expect(capped.json.limit).toBe(500);
  });

  it('serves XML for .xml', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const res = await call(networkPartnersRoute, `/network/${net.networkId}/publisher.xml`, {
      auth: net.auth,
      params: { network_id: String(net.networkId) },
    });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(
      new RegExp(`<publishers>\\s*<publisher>\\s*<publisher_id>${p.publisher_id}</publisher_id>`),
    );
  });

  it('lets staff and brand users read; a partner user gets 403; another network reads as 404', async () => {
    const net = await makeNetwork();
    const partnerUser = await makePartnerUser(net);
    const brandUser = await makeBrandUser(net);
    expect((await list(net, '', brandUser.auth)).status).toBe(200);
    expect((await list(net, '', partnerUser.auth)).status).toBe(403);
    const other = await makeNetwork();
    expect((await list(net, '', net.auth, other.networkId)).status).toBe(404);
  });
});

describe("POST /network/{network_id}/publisher (Update partners' network status)", () => {
  it('updates every partner of the batch, returns them, and records who changed what', async () => {
    const net = await makeNetwork();
    const a = await makePartner(net);
    const b = await makePartner(net);
    const res = await setStatuses(net, [
      { publisher_id: a.publisher_id, network_status: 'a' },
      { publisher_id: b.publisher_id, network_status: 'n' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(2);
    expect(
      res.json.publishers.map(
        (p: { publisher: { publisher_id: string; network_status: string } }) => [
          p.publisher.publisher_id,
          p.publisher.network_status,
        ],
      ),
    ).toEqual([
      [a.publisher_id, 'a'],
      [b.publisher_id, 'n'],
    ]);
    const db = await getDb();
    const changes = await db
      .select()
      .from(partnerStatusChanges)
      .where(eq(partnerStatusChanges.partnerId, Number(a.publisher_id)))
      .orderBy(partnerStatusChanges.id);
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.actorUserId])).toEqual([
      [null, 'p', net.userId],
      ['p', 'a', net.userId],
    ]);
  });

  it('changes nothing when one id in the batch is unknown or belongs to another network', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const mine = await makePartner(net);
    const theirs = await makePartner(other);
    for (const bad of ['99999999', theirs.publisher_id]) {
      const res = await setStatuses(net, [
        { publisher_id: mine.publisher_id, network_status: 'a' },
        { publisher_id: bad, network_status: 'a' },
      ]);
      expect(res.status).toBe(400);
      expect(res.json.error.errors).toEqual([
        expect.objectContaining({ property: 'publishers[1].publisher_id', code: 'invalid_value' }),
      ]);
      expect(await statusOf(mine.publisher_id)).toBe('p');
    }
    expect(await statusOf(theirs.publisher_id)).toBe('p');
  });

  it('validates the items: status enum, required fields, duplicates, empty batch', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const badStatus = await setStatuses(net, [
      { publisher_id: p.publisher_id, network_status: 'x' },
    ]);
    expect(badStatus.json.error.errors[0]).toMatchObject({
      property: 'publishers[0].network_status',
      code: 'invalid_enum_value',
    });
    const missing = await setStatuses(net, [{ network_status: 'a' }]);
    expect(missing.json.error.errors[0]).toMatchObject({
      property: 'publishers[0].publisher_id',
      code: 'required_property',
    });
    const twice = await setStatuses(net, [
      { publisher_id: p.publisher_id, network_status: 'a' },
      { publisher_id: p.publisher_id, network_status: 'r' },
    ]);
    expect(twice.json.error.errors[0]).toMatchObject({ property: 'publishers[1].publisher_id' });
    expect((await setStatuses(net, [])).status).toBe(400);
    expect(await statusOf(p.publisher_id)).toBe('p');
  });

  it('rejecting a partner rejects it from every campaign it participates in', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const bystander = await makePartner(net);
    const db = await getDb();
    const [brand] = await db
      .insert(brands)
      .values({
        networkId: net.networkId,
        accountName: `b-${p.publisher_id}`,
        companyName: 'B',
        address1: 'a',
        postcode: 'p',
        country: 'GB',
        phone: '1',
        signupIp: '203.0.113.1',
      })
      .returning();
    const made = await db
      .insert(campaigns)
      .values(
        ['One', 'Two', 'Three'].map((title) => ({
          networkId: net.networkId,
          brandId: brand!.id,
          title,
          destinationUrl: 'https://brand.test',
        })),
      )
      .returning();
    const rows = await db
      .insert(participations)
      .values([
        {
          networkId: net.networkId,
          campaignId: made[0]!.id,
          partnerId: Number(p.publisher_id),
          status: 'a' as const,
        },
        {
          networkId: net.networkId,
          campaignId: made[1]!.id,
          partnerId: Number(p.publisher_id),
          status: 'p' as const,
        },
        {
          networkId: net.networkId,
          campaignId: made[2]!.id,
          partnerId: Number(p.publisher_id),
          status: 't' as const,
        },
        {
          networkId: net.networkId,
          campaignId: made[0]!.id,
          partnerId: Number(bystander.publisher_id),
          status: 'a' as const,
        },
      ])
      .returning();

    const res = await setStatuses(net, [{ publisher_id: p.publisher_id, network_status: 'r' }]);
    expect(res.status).toBe(200);
    const after = await db
      .select()
      .from(participations)
      .where(
        inArray(
          participations.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(participations.id);
    expect(after.map((r) => r.status)).toEqual(['r', 'r', 'r', 'a']);
    const history = await db
      .select()
      .from(participationHistory)
      .where(
        inArray(
          participationHistory.participationId,
          rows.map((r) => r.id),
        ),
      );
    expect(history.map((h) => h.fromStatus).sort()).toEqual(['a', 'p', 't']);
    expect(history.every((h) => h.toStatus === 'r' && h.actorUserId === net.userId)).toBe(true);
  });

  it('is for network staff only', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const brandUser = await makeBrandUser(net);
    const partnerUser = await makePartnerUser(net);
    expect(
      (
        await setStatuses(
          net,
          [{ publisher_id: p.publisher_id, network_status: 'a' }],
          brandUser.auth,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await setStatuses(
          net,
          [{ publisher_id: partnerUser.partnerId, network_status: 'a' }],
          partnerUser.auth,
        )
      ).status,
    ).toBe(403);
    expect(await statusOf(partnerUser.partnerId)).toBe('p');
  });
});
