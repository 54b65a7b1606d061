import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as webhooksRoute from '@/app/(api)/v3/network/[networkId]/webhooks/route';
import * as webhookRoute from '@/app/(api)/v3/network/[networkId]/webhooks/[webhookId]/route';
import * as deliveriesRoute from '@/app/(api)/v3/network/[networkId]/webhooks/[webhookId]/deliveries/route';
import * as redeliverRoute from '@/app/(api)/v3/network/[networkId]/webhooks/[webhookId]/deliveries/[deliveryId]/redeliver/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, webhookDeliveries, webhookEndpoints } from '@/lib/db/schema';
import type { EmittedWebhookEvent } from '@/lib/schemas/webhook-events';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { emitEvents } from '@/lib/services/webhooks';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';

const CODES = {
  forbidden: '76fb121a-d769-4293-852d-3b9b6a3dcce8',
  invalidUrl: '57c2f299-1154-4870-89bb-ef3b1f5ad229',
  unexpected: '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
  tooFew: '539b9fb0-b542-422d-992f-4428e26b39e1',
};

const p = (net: TestNetwork, extra: Record<string, string> = {}) => ({
  networkId: String(net.networkId),
  ...extra,
});
const list = (net: TestNetwork, auth: string = net.auth, qs = '') =>
  call(webhooksRoute, `/v3/network/${net.networkId}/webhooks${qs}`, { auth, params: p(net) });
const create = (net: TestNetwork, body: unknown, auth: string = net.auth) =>
  call(webhooksRoute, `/v3/network/${net.networkId}/webhooks`, {
    method: 'POST',
    auth,
    body,
    params: p(net),
  });
const getOne = (net: TestNetwork, id: string, auth: string = net.auth) =>
  call(webhookRoute, `/v3/network/${net.networkId}/webhooks/${id}`, {
    auth,
    params: p(net, { webhookId: id }),
  });
const patch = (net: TestNetwork, id: string, body: unknown, auth: string = net.auth) =>
  call(webhookRoute, `/v3/network/${net.networkId}/webhooks/${id}`, {
    method: 'PATCH',
    auth,
    body,
    params: p(net, { webhookId: id }),
  });
const remove = (net: TestNetwork, id: string, auth: string = net.auth) =>
  call(webhookRoute, `/v3/network/${net.networkId}/webhooks/${id}`, {
    method: 'DELETE',
    auth,
    params: p(net, { webhookId: id }),
  });
const deliveries = (net: TestNetwork, id: string, qs = '', auth: string = net.auth) =>
  call(deliveriesRoute, `/v3/network/${net.networkId}/webhooks/${id}/deliveries${qs}`, {
    auth,
    params: p(net, { webhookId: id }),
  });
const redeliver = (net: TestNetwork, id: string, deliveryId: string, auth: string = net.auth) =>
  call(
    redeliverRoute,
    `/v3/network/${net.networkId}/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
    {
      method: 'POST',
      auth,
      params: p(net, { webhookId: id, deliveryId }),
    },
  );

// No delivery is attempted in this file: no pass runs here, the URLs cannot resolve (.invalid),
// and emitted deliveries are parked in the future so a queue in a parallel test process
// (sharing the database on PostgreSQL) leaves them as they are.
async function emitParked(net: TestNetwork, events: EmittedWebhookEvent[]) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await emitEvents(tx, net.networkId, events);
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() + 86_400_000) })
      .where(eq(webhookDeliveries.networkId, net.networkId));
  });
}
const body = (overrides: Record<string, unknown> = {}) => ({
  url: 'https://hooks.example.invalid/anet',
  event_types: ['partner.created', 'brand.updated'],
  ...overrides,
});

describe('GET/POST /v3/network/{networkId}/webhooks', () => {
  it('registers an endpoint with a generated secret shown once, and lists it without the secret', async () => {
    const net = await makeNetwork();
    const res = await create(net, body({ description: 'CRM sync' }));
    expect(res.status).toBe(201);
    const created = res.json.data;
    expect(created).toMatchObject({
      url: 'https://hooks.example.invalid/anet',
      description: 'CRM sync',
      event_types: ['partner.created', 'brand.updated'],
      enabled: true,
      disabled_reason: null,
      consecutive_failures: 0,
      network_id: String(net.networkId),
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const again = await getOne(net, created.webhook_id);
    expect(again.status).toBe(200);
    expect(again.json.data).not.toHaveProperty('secret');
    expect(again.text).not.toContain(created.secret);
    const all = await list(net);
    expect(all.status).toBe(200);
    expect(all.json.data.map((w: { webhook_id: string }) => w.webhook_id)).toEqual([
      created.webhook_id,
    ]);
    expect(all.json.hypermedia.pagination.total_item_count).toBe(1);
    expect(all.text).not.toContain(created.secret);

    // The audit log has the change, never the secret.
    const db = await getDb();
    const audits = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.networkId, net.networkId), eq(auditEvents.entityType, 'webhook')));
    expect(audits.map((a) => a.action)).toEqual(['created']);
    expect(JSON.stringify(audits)).not.toContain(created.secret);
  });

  it('takes a secret of the caller, returns it once, and every secret is different when generated', async () => {
    const net = await makeNetwork();
    const mine = await create(net, body({ secret: 'my-own-secret-0123456789' }));
    expect(mine.status).toBe(201);
    expect(mine.json.data.secret).toBe('my-own-secret-0123456789');
    const a = await create(net, body());
    const b = await create(net, body());
    expect(a.json.data.secret).not.toBe(b.json.data.secret);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, Number(mine.json.data.webhook_id)));
    expect(row!.secret).toBe('my-own-secret-0123456789');
  });

  it('refuses bad URLs, empty or unknown event types, short secrets and unknown attributes, naming the property', async () => {
    const net = await makeNetwork();
    const cases: [unknown, string, string?][] = [
      [body({ url: 'ftp://hooks.example.invalid/x' }), '[url]', CODES.invalidUrl],
      [body({ url: '/relative/path' }), '[url]', CODES.invalidUrl],
      [body({ url: 'https://user:pw@hooks.example.invalid/x' }), '[url]', CODES.invalidUrl],
      [body({ event_types: [] }), '[event_types]', CODES.tooFew],
      [body({ event_types: ['partner.deleted'] }), '[event_types][0]'],
      [{ url: 'https://hooks.example.invalid' }, '[event_types]'],
      [body({ secret: 'short' }), '[secret]'],
      [body({ colour: 'red' }), '[colour]', CODES.unexpected],
    ];
    for (const [input, property, code] of cases) {
      const res = await create(net, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      const item = res.json.error.errors[0];
      expect(item.property, JSON.stringify(input)).toBe(property);
      if (code) expect(item.code, JSON.stringify(input)).toBe(code);
    }
    expect((await list(net)).json.data).toEqual([]);
  });

  it('accepts every event type and ignores duplicates', async () => {
    const net = await makeNetwork();
    const res = await create(
      net,
      body({
        event_types: [...WEBHOOK_EVENT_TYPES, 'partner.created'],
        url: 'http://hooks.example.invalid:8080/path?x=1',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.data.event_types).toEqual([...WEBHOOK_EVENT_TYPES]);
  });

  it('is for network staff only: brand and partner users get 403, another network 404', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const brandUser = await makeBrandUser(net);
    const partnerUser = await makePartnerUser(net);
    const created = (await create(net, body())).json.data;
    for (const auth of [brandUser.auth, partnerUser.auth]) {
      for (const res of [
        await list(net, auth),
        await create(net, body(), auth),
        await patch(net, created.webhook_id, { enabled: false }, auth),
        await remove(net, created.webhook_id, auth),
      ]) {
        expect(res.status, res.text).toBe(403);
        expect(res.json.error.errors[0].code).toBe(CODES.forbidden);
      }
      // v3 reads hide what the caller may not read.
      expect([403, 404]).toContain((await getOne(net, created.webhook_id, auth)).status);
    }
    // Another network's staff: the network and the endpoint read as not found.
    expect((await list(net, other.auth)).status).toBe(404);
    expect((await getOne(net, created.webhook_id, other.auth)).status).toBe(404);
    expect((await patch(net, created.webhook_id, { enabled: false }, other.auth)).status).toBe(404);
    expect((await remove(net, created.webhook_id, other.auth)).status).toBe(404);
    const viaOwnPath = await call(
      webhookRoute,
      `/v3/network/${other.networkId}/webhooks/${created.webhook_id}`,
      {
        auth: other.auth,
        params: { networkId: String(other.networkId), webhookId: created.webhook_id },
      },
    );
    expect(viaOwnPath.status).toBe(404);
    expect((await getOne(net, created.webhook_id)).json.data.enabled).toBe(true);
  });
});

describe('GET/PATCH/DELETE /v3/network/{networkId}/webhooks/{webhookId}', () => {
  it('changes URL, description and event types; disables with a reason and re-enables with a reset failure count', async () => {
    const net = await makeNetwork();
    const created = (await create(net, body())).json.data;
    const changed = await patch(net, created.webhook_id, {
      url: 'https://other.example.invalid/h',
      description: null,
      event_types: ['job.finished'],
    });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({
      url: 'https://other.example.invalid/h',
      description: null,
      event_types: ['job.finished'],
      enabled: true,
    });
    expect(changed.json.data).not.toHaveProperty('secret');

    const disabled = await patch(net, created.webhook_id, { enabled: false });
    expect(disabled.json.data).toMatchObject({
      enabled: false,
      disabled_reason: 'Disabled by staff',
    });
    const db = await getDb();
    await db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 4 })
      .where(eq(webhookEndpoints.id, Number(created.webhook_id)));
    const enabled = await patch(net, created.webhook_id, { enabled: true });
    expect(enabled.json.data).toMatchObject({
      enabled: true,
      disabled_reason: null,
      consecutive_failures: 0,
    });

    const rotated = await patch(net, created.webhook_id, { secret: 'a-brand-new-secret-value' });
    expect(rotated.status).toBe(200);
    expect(rotated.text).not.toContain('a-brand-new-secret-value');
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, Number(created.webhook_id)));
    expect(row!.secret).toBe('a-brand-new-secret-value');
    const audits = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.networkId, net.networkId), eq(auditEvents.entityType, 'webhook')));
    expect(JSON.stringify(audits)).not.toContain('a-brand-new-secret-value');
  });

  it('refuses invalid changes and unknown ids', async () => {
    const net = await makeNetwork();
    const created = (await create(net, body())).json.data;
    const bad = await patch(net, created.webhook_id, { event_types: [] });
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors[0].property).toBe('[event_types]');
    const badUrl = await patch(net, created.webhook_id, { url: 'mailto:x@example.com' });
    expect(badUrl.json.error.errors[0]).toMatchObject({
      property: '[url]',
      code: CODES.invalidUrl,
    });
    const unknown = await patch(net, created.webhook_id, { webhook_id: '1' });
    expect(unknown.json.error.errors[0]).toMatchObject({
      property: '[webhook_id]',
      code: CODES.unexpected,
    });
    expect((await getOne(net, '999999999')).status).toBe(404);
    expect((await getOne(net, 'abc')).status).toBe(404);
    expect((await remove(net, '999999999')).status).toBe(404);
  });

  it('deletes an endpoint with its delivery log', async () => {
    const net = await makeNetwork();
    const created = (await create(net, body())).json.data;
    const db = await getDb();
    await emitParked(net, [
      {
        type: 'partner.created',
        data: { partner_id: '1', account_name: 'x', network_status: 'a' },
      },
    ]);
    expect((await deliveries(net, created.webhook_id)).json.data).toHaveLength(1);
    const res = await remove(net, created.webhook_id);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await getOne(net, created.webhook_id)).status).toBe(404);
    expect(
      await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, Number(created.webhook_id))),
    ).toEqual([]);
  });
});

describe('GET .../deliveries and POST .../deliveries/{deliveryId}/redeliver', () => {
  it('lists deliveries newest first with their event, filters by status, and redelivers as a new pending delivery', async () => {
    const net = await makeNetwork();
    const created = (await create(net, body())).json.data;
    await emitParked(net, [
      {
        type: 'partner.created',
        data: { partner_id: '7', account_name: 'first', network_status: 'p' },
      },
    ]);
    await emitParked(net, [
      { type: 'brand.updated', data: { brand_id: '9', name: 'second', changed: ['name'] } },
    ]);
    // Not subscribed: no delivery.
    await emitParked(net, [
      {
        type: 'job.finished',
        data: {
          job_id: '1',
          type: 'x',
          status: 'complete',
          item_total_count: 0,
          item_success_count: 0,
          item_error_count: 0,
        },
      },
    ]);
    const log = await deliveries(net, created.webhook_id);
    expect(log.status).toBe(200);
    expect(log.json.data.map((d: { event: { type: string } }) => d.event.type)).toEqual([
      'brand.updated',
      'partner.created',
    ]);
    const first = log.json.data[1];
    expect(first).toMatchObject({
      webhook_id: created.webhook_id,
      status: 'pending',
      attempt_count: 0,
      attempts: [],
      last_response_code: null,
      event: {
        type: 'partner.created',
        network: { id: String(net.networkId) },
        data: { partner_id: '7', account_name: 'first' },
      },
    });
    expect(first.next_attempt_at).toBeTruthy();
    expect((await deliveries(net, created.webhook_id, '?status=failed')).json.data).toEqual([]);
    expect((await deliveries(net, created.webhook_id, '?status=nope')).status).toBe(400);
    expect(
      (await deliveries(net, created.webhook_id, '?limit=1')).json.hypermedia.pagination
        .total_page_count,
    ).toBe(2);

    const again = await redeliver(net, created.webhook_id, first.delivery_id);
    expect(again.status).toBe(201);
    expect(again.json.data).toMatchObject({
      status: 'pending',
      attempt_count: 0,
      event: { id: first.event.id },
    });
    expect(again.json.data.delivery_id).not.toBe(first.delivery_id);
    expect((await deliveries(net, created.webhook_id)).json.data).toHaveLength(3);

    // Unknown delivery, or one of another endpoint: not found. A disabled endpoint: 400.
    const otherHook = (await create(net, body())).json.data;
    expect((await redeliver(net, otherHook.webhook_id, first.delivery_id)).status).toBe(404);
    expect((await redeliver(net, created.webhook_id, '999999999')).status).toBe(404);
    await patch(net, created.webhook_id, { enabled: false });
    const refused = await redeliver(net, created.webhook_id, first.delivery_id);
    expect(refused.status).toBe(400);
    expect(refused.json.error.errors[0].message).toMatch(/disabled/);
  });

  it('is staff-only and scoped to the network', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const brandUser = await makeBrandUser(net);
    const created = (await create(net, body())).json.data;
    await emitParked(net, [
      {
        type: 'partner.created',
        data: { partner_id: '1', account_name: 'x', network_status: 'a' },
      },
    ]);
    const deliveryId = (await deliveries(net, created.webhook_id)).json.data[0].delivery_id;
    expect([403, 404]).toContain(
      (await deliveries(net, created.webhook_id, '', brandUser.auth)).status,
    );
    expect((await redeliver(net, created.webhook_id, deliveryId, brandUser.auth)).status).toBe(403);
    expect((await deliveries(net, created.webhook_id, '', other.auth)).status).toBe(404);
    expect((await redeliver(net, created.webhook_id, deliveryId, other.auth)).status).toBe(404);
    expect((await deliveries(net, created.webhook_id)).json.data).toHaveLength(1);
  });
});
