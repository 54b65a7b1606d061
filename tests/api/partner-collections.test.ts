import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as createRoute from '@/app/(api)/v2/networks/[networkId]/partner-collections/route';
import * as collectionRoute from '@/app/(api)/v2/networks/[networkId]/partner-collections/[collectionId]/route';
import * as partnersRoute from '@/app/(api)/v2/networks/[networkId]/partner-collections/[collectionId]/partners/route';
import * as listRoute from '@/app/(api)/v3/network/[networkId]/partner-collections/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, partnerCollections, partners } from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { referenceErrors } from '../support/reference-contract';
import { codesOf } from '../support/campaigns';
import {
  getPublisher,
  idsOf,
  listPublishers,
  publishersWorld,
  type PublishersWorld,
} from '../support/publishers-v2-world';

const base = (networkId: number) => `/v2/networks/${networkId}/partner-collections`;

const createCollection = (
  net: TestNetwork,
  auth: string,
  body: unknown,
  networkId = net.networkId,
) =>
  call(createRoute, base(networkId), {
    method: 'POST',
    auth,
    body,
    params: { networkId: String(networkId) },
  });

const deleteCollection = (net: TestNetwork, auth: string, id: string | number) =>
  call(collectionRoute, `${base(net.networkId)}/${id}`, {
    method: 'DELETE',
    auth,
    params: { networkId: String(net.networkId), collectionId: String(id) },
  });

const changePartners = (
  method: 'POST' | 'DELETE',
  net: TestNetwork,
  auth: string,
  id: string | number,
  body: unknown,
) =>
  call(partnersRoute, `${base(net.networkId)}/${id}/partners`, {
    method,
    auth,
    body,
    params: { networkId: String(net.networkId), collectionId: String(id) },
  });

const listCollections = (net: TestNetwork, auth: string) =>
  call(listRoute, `/v3/network/${net.networkId}/partner-collections`, {
    auth,
    params: { networkId: String(net.networkId) },
  });

async function auditOf(net: TestNetwork, id: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.networkId, net.networkId),
        eq(auditEvents.entityType, 'partner_collection'),
        eq(auditEvents.entityId, id),
      ),
    )
    .orderBy(auditEvents.id);
}

let w: PublishersWorld;

beforeAll(async () => {
  w = await publishersWorld();
}, 120_000);

describe('POST /v2/networks/{network_id}/partner-collections', () => {
  it('creates a collection from partner_ids, in the reference shape, audited', async () => {
    const res = await createCollection(w.net, w.net.auth, {
      partner_ids: [String(w.ids.alice), w.ids.bob],
      name: 'Top bloggers',
    });
    expect(res.status, res.text).toBe(201);
    expect(referenceErrors('partner-collection', res.json)).toEqual([]);
    expect(res.json.collection).toMatchObject({
      network_id: String(w.net.networkId),
      created_by: expect.any(String),
      created: {
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$/),
        timezone_type: 3,
        timezone: 'UTC',
      },
      delete: null,
      partners_count: 2,
      name: 'Top bloggers',
      expires: null,
    });
    expect(res.json.execution_time).toMatch(/seconds$/);
    const id = res.json.collection.id;
    const audit = await auditOf(w.net, id);
    expect(audit.map((a) => a.action)).toEqual(['created']);
    expect(audit[0]!.after).toMatchObject({
      name: 'Top bloggers',
      partners_added: 2,
      partner_ids: [String(w.ids.alice), String(w.ids.bob)],
    });
    // The partners' records name it, and the list filters by it.
    const alice = await getPublisher(w.net, w.net.auth, w.ids.alice);
    expect(alice.json.partner_collection_ids).toContain(id);
    const listed = await listPublishers(w.net, w.net.auth, `partner_collection_id=${id}`);
    expect(idsOf(listed)).toEqual([w.ids.alice, w.ids.bob]);
  });

  it('creates one from a filter less exclusions, with a ttl', async () => {
    const res = await createCollection(w.net, w.net.auth, {
      filter: [{ property: 'vertical_ids', value: ['2', '3'] }],
      excluded_publisher_ids: [String(w.ids.bob), '1l99999'],
      ttl: 3600,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.collection.partners_count).toBe(2); // alice and carol
    const expires = new Date(`${res.json.collection.expires.date.replace(' ', 'T')}Z`).getTime();
    expect(Math.abs(expires - Date.now() - 3600_000)).toBeLessThan(60_000);
    const listed = await listPublishers(
      w.net,
      w.net.auth,
      `partner_collection_id=${res.json.collection.id}`,
    );
    expect(idsOf(listed)).toEqual([w.ids.alice, w.ids.carol]);
  });

  it('refuses bad bodies with a 400 naming the field, and writes nothing', async () => {
    const db = await getDb();
    const count = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(partnerCollections)
          .where(eq(partnerCollections.networkId, w.net.networkId))
      )[0]!.n;
    const before = await count();
    const cases: [unknown, string][] = [
      [{}, 'partner_ids'],
      [{ partner_ids: [w.ids.alice], filter: [] }, 'filter'],
      [{ partner_ids: [w.ids.alice], excluded_publisher_ids: ['1'] }, 'excluded_publisher_ids'],
      [{ partner_ids: ['abc'] }, 'partner_ids[0]'],
      [{ partner_ids: [w.ids.alice, 999_999_999] }, 'partner_ids[1]'],
      [{ filter: [{ property: 'colour', value: 'red' }] }, 'filter[0].property'],
      [{ filter: [{ property: 'operating_countries', value: 'ZZ' }] }, 'filter[0].value'],
      [{ partner_ids: [], ttl: 0 }, 'ttl'],
      [{ partner_ids: [], ttl: 'soon' }, 'ttl'],
      [{ partner_ids: [], name: 'x'.repeat(101) }, 'name'],
      [{ partner_ids: [], shape: 'round' }, 'shape'],
    ];
    for (const [body, property] of cases) {
      const res = await createCollection(w.net, w.net.auth, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(codesOf(res)), JSON.stringify(body)).toEqual([property]);
    }
    // A partner of another network is not one of ours.
    const stranger = await publishersWorld();
    const foreign = await createCollection(w.net, w.net.auth, {
      partner_ids: [stranger.ids.alice],
    });
    expect(foreign.status).toBe(400);
    expect(await count()).toBe(before);
  }, 60_000);

  it('is for staff of the network only', async () => {
    for (const auth of [w.brandUser.auth, w.partnerUser.auth]) {
      const res = await createCollection(w.net, auth, { partner_ids: [w.ids.alice] });
      expect(res.status).toBe(403);
      expect((await listCollections(w.net, auth)).status).toBe(403);
    }
    const other = await makeNetwork();
    const res = await createCollection(w.net, other.auth, { partner_ids: [] }, w.net.networkId);
    expect(res.status).toBe(404);
    // Brand users may not filter partners by a collection either.
    expect((await listPublishers(w.net, w.brandUser.auth, 'partner_collection_id=1')).status).toBe(
      403,
    );
  });
});

describe('partners of a collection, deleting, expiry and the list', () => {
  it('adds (201) and removes (200) partners by ids and by filter; those already in or out stay as they are', async () => {
    const created = await createCollection(w.net, w.net.auth, {
      partner_ids: [w.ids.alice],
      name: 'Mixed',
    });
    const id = created.json.collection.id;
    const add = await changePartners('POST', w.net, w.net.auth, id, {
      partner_ids: [w.ids.alice, w.ids.bob],
    });
    expect(add.status, add.text).toBe(201);
    expect(referenceErrors('partner-collection', add.json)).toEqual([]);
    expect(add.json.collection.partners_count).toBe(2);
    const byFilter = await changePartners('POST', w.net, w.net.auth, id, {
      filter: [{ property: 'network_statuses', value: ['rejected', 'n'] }],
      excluded_publisher_id: [String(w.ids.dave)],
    });
    expect(byFilter.json.collection.partners_count).toBe(3); // + carol
    const removed = await changePartners('DELETE', w.net, w.net.auth, id, {
      filter: [{ property: 'vertical_ids', value: '2' }],
      excluded_publisher_ids: [String(w.ids.carol)],
    });
    expect(removed.status, removed.text).toBe(200);
    expect(referenceErrors('partner-collection', removed.json)).toEqual([]);
    expect(removed.json.collection.partners_count).toBe(2); // bob and carol
    const again = await changePartners('DELETE', w.net, w.net.auth, id, {
      partner_ids: [w.ids.alice],
    });
    expect(again.json.collection.partners_count).toBe(2);
    const listed = await listPublishers(w.net, w.net.auth, `partner_collection_id=${id}`);
    expect(idsOf(listed)).toEqual([w.ids.bob, w.ids.carol]);
    const audit = await auditOf(w.net, id);
    expect(audit.map((a) => a.action)).toEqual([
      'created',
      'partners_added',
      'partners_added',
      'partners_removed',
      'partners_removed',
    ]);
    expect(audit[2]!.after).toMatchObject({ partners_added: 1, partners_count: 3 });
    const bad = await changePartners('POST', w.net, w.net.auth, id, { partner_ids: [999_999_999] });
    expect(bad.status).toBe(400);
    expect(Object.keys(codesOf(bad))).toEqual(['partner_ids[0]']);
  });

  it('deletes a collection (204): it is gone from every read, and a second delete is a 404', async () => {
    const created = await createCollection(w.net, w.net.auth, {
      partner_ids: [w.ids.alice],
      name: 'Doomed',
    });
    const id = created.json.collection.id;
    expect((await deleteCollection(w.net, w.brandUser.auth, id)).status).toBe(403);
    const res = await deleteCollection(w.net, w.net.auth, id);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await deleteCollection(w.net, w.net.auth, id)).status).toBe(404);
    expect((await changePartners('POST', w.net, w.net.auth, id, { partner_ids: [] })).status).toBe(
      404,
    );
    const list = await listCollections(w.net, w.net.auth);
    expect(list.json.data.map((c: { id: string }) => c.id)).not.toContain(id);
    expect(
      (await listPublishers(w.net, w.net.auth, `partner_collection_id=${id}`)).json.count,
    ).toBe(0);
    const alice = await getPublisher(w.net, w.net.auth, w.ids.alice);
    expect(alice.json.partner_collection_ids).not.toContain(id);
    expect((await auditOf(w.net, id)).map((a) => a.action)).toEqual(['created', 'deleted']);
  });

  it('a collection past its ttl is gone', async () => {
    const created = await createCollection(w.net, w.net.auth, {
      partner_ids: [w.ids.alice],
      ttl: 60,
    });
    const id = created.json.collection.id;
    const db = await getDb();
    await db
      .update(partnerCollections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerCollections.id, Number(id)));
    expect((await changePartners('POST', w.net, w.net.auth, id, { partner_ids: [] })).status).toBe(
      404,
    );
    expect((await deleteCollection(w.net, w.net.auth, id)).status).toBe(404);
    expect(
      (await listPublishers(w.net, w.net.auth, `partner_collection_id=${id}`)).json.count,
    ).toBe(0);
    const list = await listCollections(w.net, w.net.auth);
    expect(list.json.data.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it("another network's collection reads as not found", async () => {
    const created = await createCollection(w.net, w.net.auth, { partner_ids: [w.ids.alice] });
    const id = created.json.collection.id;
    const other = await makeNetwork();
    const res = await changePartners('POST', other, other.auth, id, { partner_ids: [] });
    expect(res.status).toBe(404);
    expect(res.json.error.errors[0].code).toBe('entity_not_found');
    expect((await deleteCollection(other, other.auth, id)).status).toBe(404);
    expect(
      (await listPublishers(other, other.auth, `partner_collection_id=${id}`)).json.count,
    ).toBe(0);
    expect((await listCollections(other, other.auth)).json.data).toEqual([]);
    // Still there for its own network.
    expect((await deleteCollection(w.net, w.net.auth, id)).status).toBe(204);
  });

  it('GET /v3/network/{networkId}/partner-collections lists the live collections with counts, by name', async () => {
    const net = await makeNetwork();
    const b = await createCollection(net, net.auth, { partner_ids: [], name: 'beta' });
    const a = await createCollection(net, net.auth, { partner_ids: [], name: 'Alpha' });
    const res = await listCollections(net, net.auth);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toEqual([
      expect.objectContaining({
        id: a.json.collection.id,
        name: 'Alpha',
        partners_count: 0,
        expires_at: null,
      }),
      expect.objectContaining({ id: b.json.collection.id, name: 'beta', partners_count: 0 }),
    ]);
  });
});

describe('set-based adds', () => {
  it('adds thousands of partners by filter with exclusions in one statement', async () => {
    const net = await makeNetwork();
    const db = await getDb();
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      networkId: net.networkId,
      accountName: `bulk-${i}`,
      contactEmail: `bulk-${i}@bulk.test`,
      networkStatus: 'a' as const,
      promotionalMethod: 2,
      vertical: i % 3 === 0 ? 5 : 6,
      signupIp: '203.0.113.9',
    }));
    const inserted = await db.insert(partners).values(rows).returning({ id: partners.id });
    const fives = inserted.filter((_, i) => i % 3 === 0).map((r) => r.id);
    const excluded = fives.slice(0, 7).map(String);
    const started = performance.now();
    const res = await createCollection(net, net.auth, {
      filter: [
        { property: 'vertical_ids', value: '5' },
        { property: 'network_statuses', value: 'approved' },
      ],
      excluded_publisher_ids: excluded,
      name: 'Telecoms',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.collection.partners_count).toBe(1000 - 7);
    const id = res.json.collection.id;
    const all = await changePartners('POST', net, net.auth, id, {
      filter: [{ property: 'search', value: 'bulk-' }],
      excluded_publisher_ids: excluded,
    });
    expect(all.json.collection.partners_count).toBe(3000 - 7);
    const out = await changePartners('DELETE', net, net.auth, id, {
      filter: [{ property: 'vertical_ids', value: ['6'] }],
    });
    expect(out.json.collection.partners_count).toBe(1000 - 7);
    expect(performance.now() - started).toBeLessThan(20_000);
    const listed = await listPublishers(net, net.auth, `partner_collection_id=${id}&limit=1`);
    expect(listed.json.count).toBe(993);
  }, 120_000);
});
