import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as createPartnerRoute from '@/app/(api)/user/publisher/route';
import * as usersRoute from '@/app/(api)/v3/network/[networkId]/users/route';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys, partners } from '@/lib/db/schema';
import { claimKey, requestHashOf, settleClaim } from '@/lib/api/http/idempotency';
import { runInRequestContext } from '@/lib/request-context';
import { recordChanges } from '@/lib/services/audit/record-changes';
import { claimIdempotencyKey, renewIdempotencyLease } from '@/lib/services/idempotency';
import { BASE, call, makeNetwork, type TestNetwork } from '../support/harness';
import { makePartnerUser, partnerBody } from '../support/partners';

const REUSED_V3 = '3f0c6a52-8d1e-4b7a-9c55-1e2f7a9d4b10';

const createPartner = (net: TestNetwork, body: unknown, key?: string, auth = net.auth) =>
  call(createPartnerRoute, '/user/publisher', {
    method: 'POST',
    auth,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

async function partnersNamed(networkId: number, accountName: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), eq(partners.accountName, accountName)));
  return row!.n;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  resetConfigForTests('IDEMPOTENCY_WAIT_MS');
  resetConfigForTests('IDEMPOTENCY_LEASE_MS');
});

/** The hash createPartner's request has, for keys a test plants as another request's. */
const createPartnerHash = (body: unknown) =>
  requestHashOf(
    new Request(`${BASE}/user/publisher`, { method: 'POST' }),
    'json',
    Buffer.from(JSON.stringify(body)),
  );

/** A key left pending by a request that claimed it, as a process killed mid-request leaves it. */
async function plantPendingKey(
  net: TestNetwork,
  key: string,
  body: unknown,
  lease: 'expired' | 'live',
): Promise<void> {
  const db = await getDb();
  await db.insert(idempotencyKeys).values({
    userId: net.userId,
    key,
    requestHash: createPartnerHash(body),
    holder: 'a request that died',
    leaseExpiresAt:
      lease === 'expired' ? sql`now() - interval '1 second'` : sql`now() + interval '1 minute'`,
  });
}

async function keyRow(key: string) {
  const db = await getDb();
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row!;
}

describe('Idempotency-Key on writes', () => {
  it('a retried create with the same key returns the same id and body and creates one partner', async () => {
    const net = await makeNetwork();
    const body = await partnerBody(net);
    const key = randomUUID();
    const first = await createPartner(net, body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const retry = await createPartner(net, body, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json.publisher.publisher_id).toBe(first.json.publisher.publisher_id);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(await partnersNamed(net.networkId, body.account_name)).toBe(1);
  });

  it('two concurrent requests with one key create one partner and both answer with it', async () => {
    const net = await makeNetwork();
    const body = await partnerBody(net);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      createPartner(net, body, key),
      createPartner(net, body, key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.publisher.publisher_id).toBe(b.json.publisher.publisher_id);
    expect(
      [a.headers.get('idempotent-replayed'), b.headers.get('idempotent-replayed')].filter(Boolean),
    ).toEqual(['true']);
    expect(await partnersNamed(net.networkId, body.account_name)).toBe(1);
  });

  it('the same key with a different body is a 400 in the version body and changes nothing', async () => {
    const net = await makeNetwork();
    const key = randomUUID();
    const first = await createPartner(net, await partnerBody(net), key);
    expect(first.status).toBe(201);
    const other = await partnerBody(net);
    const res = await createPartner(net, other, key);
    expect(res.status).toBe(400);
    expect(res.json.error.errors).toEqual([
      expect.objectContaining({ property: 'Idempotency-Key', code: 'idempotency_key_reused' }),
    ]);
    expect(await partnersNamed(net.networkId, other.account_name)).toBe(0);

    const users = (body: unknown) =>
      call(usersRoute, `/v3/network/${net.networkId}/users`, {
        method: 'POST',
        auth: net.auth,
        body,
        params: { networkId: String(net.networkId) },
        headers: { 'Idempotency-Key': key },
      });
    const v3 = await users({
      user_name: `u-${randomUUID().slice(0, 8)}`,
      email: `${randomUUID().slice(0, 8)}@x.test`,
      role: 'network',
    });
    expect(v3.status).toBe(400);
    expect(v3.json.error.errors[0]).toMatchObject({
      property: '[Idempotency-Key]',
      type: 'validation_error',
      code: REUSED_V3,
    });
  });

  it('a request rejected by validation does not use up its key', async () => {
    const net = await makeNetwork();
    const key = randomUUID();
    const bad = await createPartner(
      net,
      { ...(await partnerBody(net)), contact_email: 'not-an-email' },
      key,
    );
    expect(bad.status).toBe(400);
    const good = await partnerBody(net);
    const res = await createPartner(net, good, key);
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keys belong to one user: another user may use the same key for its own request', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const key = randomUUID();
    const mine = await createPartner(net, await partnerBody(net), key);
    const theirs = await createPartner(other, await partnerBody(other), key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.json.publisher.publisher_id).not.toBe(mine.json.publisher.publisher_id);
  });

  it('an error outcome is replayed too, so a retry cannot apply a refused change later', async () => {
    const net = await makeNetwork();
    const partnerUser = await makePartnerUser(net);
    const key = randomUUID();
    const body = await partnerBody(net);
    const refused = await createPartner(net, body, key, partnerUser.auth);
    expect(refused.status).toBe(403);
    const again = await createPartner(net, body, key, partnerUser.auth);
    expect(again.status).toBe(403);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('after 24 hours a key starts over', async () => {
    const net = await makeNetwork();
    const key = randomUUID();
    const first = await createPartner(net, await partnerBody(net), key);
    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const second = await createPartner(net, await partnerBody(net), key);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.json.publisher.publisher_id).not.toBe(first.json.publisher.publisher_id);
  });

  it('a retry while the first request is still running waits, then answers 409 without applying', async () => {
    overrideConfigForTests({ IDEMPOTENCY_WAIT_MS: '150' });
    const net = await makeNetwork();
    const body = await partnerBody(net);
    const key = randomUUID();
    // Claim the key as a request in flight would, with this request's hash.
    const first = await createPartner(net, body, key);
    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({ state: 'pending', status: null, body: null })
      .where(eq(idempotencyKeys.key, key));
    const res = await createPartner(net, body, key);
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ type: '409' });
    expect(res.json.error.message).toMatch(/still in progress/);
    expect(await partnersNamed(net.networkId, body.account_name)).toBe(1);
    expect(first.status).toBe(201);
  });

  it('a malformed key is refused before anything runs', async () => {
    const net = await makeNetwork();
    const body = await partnerBody(net);
    const res = await createPartner(net, body, 'has spaces in it');
    expect(res.status).toBe(400);
    expect(res.json.error.errors[0]).toMatchObject({ property: 'Idempotency-Key' });
    expect(await partnersNamed(net.networkId, body.account_name)).toBe(0);
  });

  it('a retry takes over a key whose holder died before its change committed, and applies it once', async () => {
    overrideConfigForTests({ IDEMPOTENCY_WAIT_MS: '300' });
    const net = await makeNetwork();
    const body = await partnerBody(net);
    const key = randomUUID();
    await plantPendingKey(net, key, body, 'expired');

    const retry = await createPartner(net, body, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await partnersNamed(net.networkId, body.account_name)).toBe(1);
    const again = await createPartner(net, body, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(retry.text);
    expect(await partnersNamed(net.networkId, body.account_name)).toBe(1);
    expect((await keyRow(key)).state).toBe('done');
  });

  it('a retry of a key whose holder died after its change committed is told it applied, and applies nothing', async () => {
    overrideConfigForTests({ IDEMPOTENCY_WAIT_MS: '300' });
    const net = await makeNetwork();
    const body = await partnerBody(net);
    const key = randomUUID();
    const first = await createPartner(net, body, key);
    expect(first.status).toBe(201);
    // The change's transaction marked the key; now lose the stored response, as a kill -9
    // between the commit and storing it does.
    expect((await keyRow(key)).committedAt).not.toBeNull();
    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({
        state: 'pending',
        status: null,
        headers: null,
        body: null,
        holder: 'a request that died',
        leaseExpiresAt: sql`now() - interval '1 second'`,
      })
      .where(eq(idempotencyKeys.key, key));

    const retry = await createPartner(net, body, key);
    expect(retry.status).toBe(409);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json.error.message).toMatch(/was applied/);
    const again = await createPartner(net, body, key);
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await partnersNamed(net.networkId, body.account_name)).toBe(1);
    expect((await keyRow(key)).state).toBe('done');
  });

  it('a key whose holder is alive (its lease renewed) still answers "in progress" and applies nothing', async () => {
    overrideConfigForTests({ IDEMPOTENCY_WAIT_MS: '300' });
    const net = await makeNetwork();
    const body = await partnerBody(net);
    const key = randomUUID();
    await plantPendingKey(net, key, body, 'live');
    const res = await createPartner(net, body, key);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/still in progress/);
    expect(await partnersNamed(net.networkId, body.account_name)).toBe(0);
    expect((await keyRow(key)).holder).toBe('a request that died');
  });

  it('a holder renews its lease while it runs, and loses the key once a retry took it over', async () => {
    overrideConfigForTests({ IDEMPOTENCY_LEASE_MS: '2000', IDEMPOTENCY_WAIT_MS: '0' });
    const net = await makeNetwork();
    const db = await getDb();
    const key = randomUUID();
    const claim = await claimIdempotencyKey(db, net.userId, key, 'hash');
    if (claim.kind !== 'new') throw new Error('expected a new claim');
    await sleep(1000);
    expect(await renewIdempotencyLease(db, claim.held)).toBe(true);
    await sleep(1000);
    // Past the first lease, but renewed 1 s ago for 2 s: still held, so a retry does not take over.
    await expect(claimIdempotencyKey(db, net.userId, key, 'hash')).rejects.toThrow(/in progress/);
    await sleep(1100);
    const taken = await claimIdempotencyKey(db, net.userId, key, 'hash');
    expect(taken.kind).toBe('new');
    expect(await renewIdempotencyLease(db, claim.held)).toBe(false);
  });

  it('a holder whose key a retry took over cannot commit its change as well', async () => {
    const net = await makeNetwork();
    const db = await getDb();
    const key = randomUUID();
    const taken = { userId: net.userId, key, holder: 'the request that ran past its lease' };
    await db
      .insert(idempotencyKeys)
      .values({ userId: net.userId, key, requestHash: 'h', holder: 'its retry' });
    const accountName = `fenced-${randomUUID().slice(0, 8)}`;
    const write = runInRequestContext({ requestId: 'r', idempotencyKey: taken }, () =>
      db.transaction(async (tx) => {
        const [partner] = await tx
          .insert(partners)
          .values({
            networkId: net.networkId,
            accountName,
            contactEmail: 'p@test.example',
            networkStatus: 'a',
            promotionalMethod: 1,
            vertical: 1,
            signupIp: '127.0.0.1',
          })
          .returning();
        await recordChanges(tx, { networkId: net.networkId, userId: net.userId }, [
          { entityType: 'partner', entityId: partner!.id, action: 'create' },
        ]);
      }),
    );
    await expect(write).rejects.toThrow(/took it over/);
    expect(await partnersNamed(net.networkId, accountName)).toBe(0);
  });

  it('an outcome the database refused to store is stored once it answers again, not left pending', async () => {
    const net = await makeNetwork();
    const db = await getDb();
    const key = randomUUID();
    // The database drops the first write of the outcome, as during an outage.
    let outage = true;
    const flaky = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'update' && outage) {
          outage = false;
          throw new Error('connection terminated');
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const claim = await claimKey(flaky, net.userId, key, 'hash', {});
    if (claim instanceof Response) throw new Error('expected to hold the key');
    const rendered = { status: 201, headers: new Headers(), text: '{"ok":true}' };
    await expect(settleClaim(claim, rendered)).rejects.toThrow(/connection terminated/);
    expect((await keyRow(key)).state).toBe('pending');
    await sleep(2_500);
    expect(await keyRow(key)).toMatchObject({ state: 'done', status: 201, body: '{"ok":true}' });
  });
});
