import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as webhooksRoute from '@/app/(api)/v3/network/[networkId]/webhooks/route';
import * as webhookRoute from '@/app/(api)/v3/network/[networkId]/webhooks/[webhookId]/route';
import * as deliveriesRoute from '@/app/(api)/v3/network/[networkId]/webhooks/[webhookId]/deliveries/route';
import * as redeliverRoute from '@/app/(api)/v3/network/[networkId]/webhooks/[webhookId]/deliveries/[deliveryId]/redeliver/route';
import { getDb } from '@/lib/db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '@/lib/db/schema';
import { startQueue, stopQueue } from '@/lib/queue';
import {
  WebhookEventOut,
  webhookEventData,
  type WebhookEventData,
  type EmittedWebhookEvent,
} from '@/lib/schemas/webhook-events';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/lib/schemas/enums';
import { deliverDueWebhooks, emitEvents, retryDelayMs } from '@/lib/services/webhooks';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrand } from '../support/campaigns';
import { makePartner } from '../support/partners';

/**
 * Webhook delivery end to end against a local receiver on 127.0.0.1 (allowed through the
 * same operator setting as the image downloader): signed events for every type, verified
 * here with an independent HMAC check; retries with backoff; the outbox's rollback rule;
 * the SSRF rule; timeouts; automatic disabling; redelivery; and the queue's worker.
 */

const ENV_KEYS = [
  'SAFE_FETCH_ALLOW_ADDRESSES',
  'WEBHOOK_RETRY_BASE_MS',
  'WEBHOOK_RETRY_MAX_MS',
  'WEBHOOK_MAX_ATTEMPTS',
  'WEBHOOK_DISABLE_AFTER',
  'WEBHOOK_TIMEOUT_MS',
  'WEBHOOK_POLL_MS',
] as const;
const BASE_ENV = {
  SAFE_FETCH_ALLOW_ADDRESSES: '127.0.0.1',
  WEBHOOK_RETRY_BASE_MS: '20',
  WEBHOOK_RETRY_MAX_MS: '200',
  WEBHOOK_TIMEOUT_MS: '3000',
};

function resetEnv() {
  resetConfigForTests(...ENV_KEYS);
  overrideConfigForTests(BASE_ENV);
}

beforeAll(resetEnv);
afterEach(resetEnv);
afterAll(() => resetConfigForTests(...ENV_KEYS));

// ---------------------------------------------------------------- a receiver

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

const receivers: Receiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

/** A node:http receiver on 127.0.0.1; `answer` gives the status for the n-th request (0-based), or null to never answer. */
async function startReceiver(answer: (n: number) => number | null = () => 200): Promise<Receiver> {
  const received: Received[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const n = received.length;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answer(n);
      if (status === null) hanging.push(res);
      else
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  receivers.push(receiver);
  return receiver;
}

/** What a receiver does, written independently of the server's signing code. */
function verifySignature(secret: string, received: Received, toleranceSeconds = 300): boolean {
  const header = String(received.headers['webhook-signature'] ?? '');
  const parts = Object.fromEntries(
    header.split(',').map((kv) => kv.split('=', 2) as [string, string]),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds || !parts.v1)
    return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${received.body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// ---------------------------------------------------------------- helpers

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function register(
  net: TestNetwork,
  url: string,
  eventTypes: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES,
) {
  const res = await call(webhooksRoute, `/v3/network/${net.networkId}/webhooks`, {
    method: 'POST',
    auth: net.auth,
    body: { url, event_types: eventTypes },
    params: { networkId: String(net.networkId) },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`);
  return res.json.data as { webhook_id: string; secret: string };
}

async function emit(net: TestNetwork, events: EmittedWebhookEvent[]) {
  const db = await getDb();
  await db.transaction((tx) => emitEvents(tx, net.networkId, events));
}

const partnerCreated = (id: string): EmittedWebhookEvent => ({
  type: 'partner.created',
  data: { partner_id: id, account_name: `partner-${id}`, network_status: 'a' },
});

/** Runs passes over the network's deliveries until none of an enabled endpoint is pending. */
async function drain(net: TestNetwork, maxMs = 20_000) {
  const db = await getDb();
  const deadline = Date.now() + maxMs;
  for (;;) {
    await deliverDueWebhooks(db, { networkIds: [net.networkId] });
    const pending = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.networkId, net.networkId),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookEndpoints.enabled, true),
        ),
      );
    if (!pending.length) return;
    if (Date.now() > deadline) throw new Error(`${pending.length} deliveries still pending`);
    await sleep(15);
  }
}

const log = async (net: TestNetwork, webhookId: string) => {
  const res = await call(
    deliveriesRoute,
    // One page holds every event type's delivery.
    `/v3/network/${net.networkId}/webhooks/${webhookId}/deliveries?limit=100`,
    {
      auth: net.auth,
      params: { networkId: String(net.networkId), webhookId },
    },
  );
  expect(res.status).toBe(200);
  return res.json.data as {
    delivery_id: string;
    status: string;
    attempt_count: number;
    last_response_code: number | null;
    event: { id: string; type: string };
    attempts: { response_code: number | null; duration_ms: number; error: string | null }[];
  }[];
};

const webhookOf = async (net: TestNetwork, webhookId: string) =>
  (
    await call(webhookRoute, `/v3/network/${net.networkId}/webhooks/${webhookId}`, {
      auth: net.auth,
      params: { networkId: String(net.networkId), webhookId },
    })
  ).json.data;

/** Example data for every event type; the mapped type makes a new event type a compile error here until it has one. */
const FRAUD_INCIDENT = {
  incident_id: '12',
  campaign_id: '21',
  partner_id: '41',
  type: 'ip_address',
  metric: 'sales_per_ip',
  status: 'active',
  threshold: '20',
  value: '50',
  hold_id: '5',
  conversion_count: 50,
} as const;

const RUN = {
  payment_run_id: '5',
  currency: 'EUR',
  payment_type: 'bank_transfer',
  status: 'approved' as const,
  cut_off: '2026-11-30T23:59:59.000Z',
  total: '30.0000',
};
const SELF_BILL = {
  self_bill_id: '44',
  number: 3,
  payment_run_id: '5',
  partner_id: '11',
  currency: 'EUR',
  status: 'issued' as const,
  subtotal: '30.0000',
  total: '30.0000',
};
const SAMPLES: { [T in WebhookEventType]: WebhookEventData<T> } = {
  'partner.created': { partner_id: '11', account_name: 'acme', network_status: 'p' },
  'partner.network_status_changed': { partner_id: '11', previous_status: 'p', network_status: 'a' },
  'participation.requested': {
    campaign_id: '21',
    partner_id: '11',
    previous_status: null,
    status: 'p',
  },
  'participation.approved': {
    campaign_id: '21',
    partner_id: '11',
    previous_status: 'p',
    status: 'a',
  },
  'participation.rejected': {
    campaign_id: '21',
    partner_id: '11',
    previous_status: 'a',
    status: 'r',
  },
  'brand.created': { brand_id: '31', name: 'Brand' },
  'brand.updated': { brand_id: '31', name: 'Brand 2', changed: ['name'] },
  'campaign.created': { campaign_id: '21', brand_id: '31', title: 'Summer', status: 'a' },
  'campaign.updated': {
    campaign_id: '21',
    brand_id: '31',
    title: 'Summer sale',
    status: 'a',
    changed: ['title'],
  },
  'conversion.recorded': {
    conversion_id: '41',
    campaign_id: '21',
    partner_id: '11',
    status: 'pending',
    currency: 'GBP',
    value: '59.90',
    commission: '4.49',
  },
  'conversion.status_changed': {
    conversion_id: '41',
    campaign_id: '21',
    partner_id: '11',
    previous_status: 'pending',
    status: 'approved',
    commission: '4.4900',
    commission_currency: 'GBP',
  },
  'conversion.locked': {
    conversion_id: '41',
    campaign_id: '21',
    partner_id: '11',
    stage: 'locked',
    commission: '4.4900',
    commission_currency: 'GBP',
  },
  'conversion.payable': {
    conversion_id: '41',
    campaign_id: '21',
    partner_id: '11',
    stage: 'payable',
    commission: '4.4900',
    commission_currency: 'GBP',
  },
  'conversion.adjusted': {
    adjustment_id: '71',
    conversion_id: '41',
    campaign_id: '21',
    partner_id: '11',
    kind: 'refund',
    value_delta: '-59.9000',
    commission_delta: '-4.4900',
    commission_currency: 'GBP',
    stage: 'locked',
  },
  'transaction_query.created': {
    transaction_query_id: '81',
    campaign_id: '21',
    partner_id: '11',
    conversion_reference: 'ORDER-1',
    state: 'pending',
    previous_state: null,
    conversion_id: null,
  },
  'transaction_query.updated': {
    transaction_query_id: '81',
    campaign_id: '21',
    partner_id: '11',
    conversion_reference: 'ORDER-1',
    state: 'approved',
    previous_state: 'pending',
    conversion_id: '41',
  },
  'job.finished': {
    job_id: '51',
    type: 'conversion_bulk_update',
    status: 'complete',
    item_total_count: 2,
    item_success_count: 2,
    item_error_count: 0,
  },
  'commission_group.created': {
    commission_group_id: '61',
    campaign_id: '21',
    name: 'Top sites',
    active: true,
    partner_count: 2,
  },
  'commission_group.updated': {
    commission_group_id: '61',
    campaign_id: '21',
    name: 'Top sites',
    active: true,
    partner_count: 1,
    changed: ['publishers'],
    partners_added: [],
    partners_removed: ['11'],
  },
  'creative.created': { creative_id: '71', campaign_id: '21', creative_type_id: 1, active: true },
  'creative.updated': {
    creative_id: '71',
    campaign_id: '21',
    creative_type_id: 1,
    active: false,
    changed: ['active'],
  },
  'deal.created': { deal_id: '81', campaign_id: '21', title: '40% off', active: true },
  'deal.updated': {
    deal_id: '81',
    campaign_id: '21',
    title: '40% off',
    active: false,
    changed: ['active'],
  },
  'feed.created': { feed_id: '91', campaign_id: '21', name: 'Products', active: true },
  'feed.updated': {
    feed_id: '91',
    campaign_id: '21',
    name: 'Products',
    active: true,
    changed: ['name'],
  },
  'voucher_code.created': {
    voucher_code_id: '95',
    campaign_id: '21',
    voucher_code: 'SUMMER10',
    partner_id: '11',
    active: true,
  },
  'voucher_code.updated': {
    voucher_code_id: '95',
    campaign_id: '21',
    voucher_code: 'SUMMER10',
    partner_id: '11',
    active: false,
    changed: ['active'],
  },
  'commission.created': {
    commission_id: '97',
    campaign_id: '21',
    kind: 'promotion',
    status: 'ACTIVE',
  },
  'commission.updated': {
    commission_id: '97',
    campaign_id: '21',
    kind: 'promotion',
    status: 'RETIRED',
    action: 'retired',
    changed: ['retired_at'],
  },
  'invoice.created': {
    invoice_id: '98',
    number: 7,
    brand_id: '31',
    campaign_id: '21',
    currency: 'GBP',
    status: 'created',
    total: '120.0000',
    due_date: null,
    payment_reference: 'INV-000007',
  },
  'invoice.sent': {
    invoice_id: '98',
    number: 7,
    brand_id: '31',
    campaign_id: '21',
    currency: 'GBP',
    status: 'sent',
    total: '120.0000',
    due_date: '2026-12-27',
    payment_reference: 'INV-000007',
  },
  'invoice.paid': {
    invoice_id: '98',
    number: 7,
    brand_id: '31',
    campaign_id: '21',
    currency: 'GBP',
    status: 'paid',
    total: '120.0000',
    due_date: '2026-12-27',
    payment_reference: 'INV-000007',
  },
  'invoice.cancelled': {
    invoice_id: '98',
    number: 7,
    brand_id: '31',
    campaign_id: '21',
    currency: 'GBP',
    status: 'cancelled',
    total: '120.0000',
    due_date: null,
    payment_reference: 'INV-000007',
  },
  'payment_run.approved': RUN,
  'payment_run.issued': { ...RUN, status: 'issued', self_bill_count: 1 },
  'payment_run.paid': { ...RUN, status: 'paid', self_bill_count: 1 },
  'self_bill.issued': SELF_BILL,
  'self_bill.paid': { ...SELF_BILL, status: 'paid' },
  'self_bill.item_returned': {
    ...SELF_BILL,
    status: 'paid',
    item_id: '301',
    conversion_id: '77',
    amount: '10.0000',
    reason: 'Account closed',
  },
  'fraud_incident.raised': FRAUD_INCIDENT,
  'fraud_incident.deleted': { ...FRAUD_INCIDENT, status: 'deleted' },
  'fraud_incident.hold_released': { ...FRAUD_INCIDENT, reason: 'Customer confirmed the orders' },
};

// ---------------------------------------------------------------- tests

describe('webhook delivery', () => {
  it('delivers every event type once, signed, to a receiver that verifies the HMAC signature', async () => {
    const net = await makeNetwork();
    const receiver = await startReceiver();
    const hook = await register(net, receiver.url);
    await emit(
      net,
      WEBHOOK_EVENT_TYPES.map((type) => ({ type, data: SAMPLES[type] }) as EmittedWebhookEvent),
    );
    await drain(net);

    expect(receiver.received).toHaveLength(WEBHOOK_EVENT_TYPES.length);
    const seen = new Set<string>();
    for (const got of receiver.received) {
      expect(verifySignature(hook.secret, got), got.body).toBe(true);
      // A wrong secret or a changed body does not verify.
      expect(verifySignature(`${hook.secret}x`, got)).toBe(false);
      expect(verifySignature(hook.secret, { ...got, body: got.body.replace('}', ' }') })).toBe(
        false,
      );
      expect(got.headers['content-type']).toBe('application/json');
      const event = WebhookEventOut.parse(JSON.parse(got.body));
      expect(got.headers['webhook-id']).toBe(event.id);
      expect(event.network).toEqual({ id: String(net.networkId) });
      expect(new Date(event.created).toISOString()).toBe(event.created);
      expect(webhookEventData[event.type].parse(event.data)).toEqual(SAMPLES[event.type]);
      expect(event.data).toEqual(SAMPLES[event.type]);
      seen.add(event.type);
    }
    expect([...seen].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());

    const deliveries = await log(net, hook.webhook_id);
    expect(deliveries).toHaveLength(WEBHOOK_EVENT_TYPES.length);
    for (const d of deliveries) {
      expect(d).toMatchObject({ status: 'succeeded', attempt_count: 1, last_response_code: 200 });
      expect(d.attempts).toEqual([expect.objectContaining({ response_code: 200, error: null })]);
      expect(d.attempts[0]!.duration_ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('sends only the event types an endpoint chose, to each endpoint with its own secret', async () => {
    const net = await makeNetwork();
    const a = await startReceiver();
    const b = await startReceiver();
    const hookA = await register(net, a.url, ['partner.created']);
    const hookB = await register(net, b.url, ['partner.created', 'brand.created']);
    await emit(net, [
      partnerCreated('1'),
      { type: 'brand.created', data: SAMPLES['brand.created'] },
    ]);
    await drain(net);
    expect(a.received.map((r) => JSON.parse(r.body).type)).toEqual(['partner.created']);
    expect(b.received.map((r) => JSON.parse(r.body).type).sort()).toEqual([
      'brand.created',
      'partner.created',
    ]);
    expect(verifySignature(hookA.secret, a.received[0]!)).toBe(true);
    expect(verifySignature(hookB.secret, a.received[0]!)).toBe(false);
    for (const r of b.received) expect(verifySignature(hookB.secret, r)).toBe(true);
    // The same event reaches both with the same id.
    const idA = JSON.parse(a.received[0]!.body).id;
    expect(b.received.map((r) => JSON.parse(r.body).id)).toContain(idA);
  });

  it('delivers the events of real changes made through the API', async () => {
    const net = await makeNetwork();
    const receiver = await startReceiver();
    const hook = await register(net, receiver.url, ['brand.created', 'partner.created']);
    const brand = await makeBrand(net);
    const partner = await makePartner(net);
    await drain(net);
    const events = receiver.received.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.type).sort()).toEqual(['brand.created', 'partner.created']);
    expect(events.find((e) => e.type === 'brand.created').data.brand_id).toBe(brand.advertiser_id);
    expect(events.find((e) => e.type === 'partner.created').data.partner_id).toBe(
      partner.publisher_id,
    );
    for (const r of receiver.received) expect(verifySignature(hook.secret, r)).toBe(true);
  });

  it('retries a receiver that fails three times with exponential backoff; the 4th attempt succeeds and the log shows all four', async () => {
    const net = await makeNetwork();
    const receiver = await startReceiver((n) => (n < 3 ? 500 : 200));
    const hook = await register(net, receiver.url);
    await emit(net, [partnerCreated('42')]);
    await drain(net);

    expect(receiver.received).toHaveLength(4);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    for (const r of receiver.received) expect(verifySignature(hook.secret, r)).toBe(true);

    const [delivery] = await log(net, hook.webhook_id);
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempt_count: 4,
      last_response_code: 200,
    });
    expect(delivery!.attempts.map((a) => a.response_code)).toEqual([500, 500, 500, 200]);
    expect(delivery!.attempts.slice(0, 3).every((a) => /HTTP 500/.test(a.error ?? ''))).toBe(true);
    expect(delivery!.attempts[3]!.error).toBeNull();
    expect((await webhookOf(net, hook.webhook_id)).consecutive_failures).toBe(0);
  });

  it('backs off exponentially up to the cap', () => {
    const settings = { retryBaseMs: 60_000, maxDelayMs: 3_600_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, settings) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });

  it('sends nothing for an event emitted in a transaction that rolled back', async () => {
    const net = await makeNetwork();
    const receiver = await startReceiver();
    await register(net, receiver.url);
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await emitEvents(tx, net.networkId, [partnerCreated('99')]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await drain(net);
    await sleep(100);
    await deliverDueWebhooks(db, { networkIds: [net.networkId] });
    expect(receiver.received).toEqual([]);
    expect(
      await db.select().from(webhookEvents).where(eq(webhookEvents.networkId, net.networkId)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.networkId, net.networkId)),
    ).toEqual([]);
  });

  it('refuses a private address unless the operator allows it; the receiver sees no request', async () => {
    const net = await makeNetwork();
    const receiver = await startReceiver();
    const hook = await register(net, receiver.url, ['partner.created']);
    overrideConfigForTests({ SAFE_FETCH_ALLOW_ADDRESSES: undefined, WEBHOOK_MAX_ATTEMPTS: '2' });
    await emit(net, [partnerCreated('5')]);
    await drain(net);
    expect(receiver.received).toEqual([]);
    const [delivery] = await log(net, hook.webhook_id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempt_count: 2,
      last_response_code: null,
    });
    for (const a of delivery!.attempts) {
      expect(a.response_code).toBeNull();
      expect(a.error).toMatch(/^blocked_address: .*private, loopback/);
    }
    // The same endpoint, allowed: a redelivery goes through.
    overrideConfigForTests({ SAFE_FETCH_ALLOW_ADDRESSES: '127.0.0.1' });
    const again = await call(
      redeliverRoute,
      `/v3/network/${net.networkId}/webhooks/${hook.webhook_id}/deliveries/${delivery!.delivery_id}/redeliver`,
      {
        method: 'POST',
        auth: net.auth,
        params: {
          networkId: String(net.networkId),
          webhookId: hook.webhook_id,
          deliveryId: delivery!.delivery_id,
        },
      },
    );
    expect(again.status).toBe(201);
    await drain(net);
    expect(receiver.received).toHaveLength(1);
  });

  it('counts a receiver that does not answer in time as a failed attempt', async () => {
    const net = await makeNetwork();
    overrideConfigForTests({ WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_MAX_ATTEMPTS: '1' });
    const receiver = await startReceiver(() => null);
    const hook = await register(net, receiver.url, ['partner.created']);
    await emit(net, [partnerCreated('6')]);
    await drain(net);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = await log(net, hook.webhook_id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempt_count: 1,
      last_response_code: null,
    });
    expect(delivery!.attempts[0]!.error).toMatch(/^timeout/);
    expect(delivery!.attempts[0]!.duration_ms).toBeGreaterThanOrEqual(250);
  });

  it('disables an endpoint after repeated failed deliveries; a success resets the count; re-enabling resumes delivery', async () => {
    const net = await makeNetwork();
    overrideConfigForTests({ WEBHOOK_MAX_ATTEMPTS: '2', WEBHOOK_DISABLE_AFTER: '3' });
    let healthy = false;
    const receiver = await startReceiver(() => (healthy ? 200 : 503));
    const hook = await register(net, receiver.url, ['partner.created']);

    // Two failed deliveries, then a success: the count goes back to 0.
    for (const id of ['1', '2']) {
      await emit(net, [partnerCreated(id)]);
      await drain(net);
    }
    expect((await webhookOf(net, hook.webhook_id)).consecutive_failures).toBe(2);
    healthy = true;
    await emit(net, [partnerCreated('3')]);
    await drain(net);
    expect((await webhookOf(net, hook.webhook_id)).consecutive_failures).toBe(0);

    // Three failed deliveries in a row: disabled, with the reason.
    healthy = false;
    for (const id of ['4', '5', '6']) {
      await emit(net, [partnerCreated(id)]);
      await drain(net);
    }
    const disabled = await webhookOf(net, hook.webhook_id);
    expect(disabled).toMatchObject({ enabled: false, consecutive_failures: 3 });
    expect(disabled.disabled_reason).toMatch(
      /after 3 consecutive failed deliveries \(last: HTTP 503\)/,
    );
    const statuses = (await log(net, hook.webhook_id)).map((d) => d.status);
    expect(statuses).toEqual(['failed', 'failed', 'failed', 'succeeded', 'failed', 'failed']);

    // While disabled, events are not queued for it.
    const before = receiver.received.length;
    await emit(net, [partnerCreated('7')]);
    await drain(net);
    expect(receiver.received.length).toBe(before);
    expect(await log(net, hook.webhook_id)).toHaveLength(6);

    // Re-enabled by staff: the count is reset and new events flow again.
    healthy = true;
    const res = await call(
      webhookRoute,
      `/v3/network/${net.networkId}/webhooks/${hook.webhook_id}`,
      {
        method: 'PATCH',
        auth: net.auth,
        body: { enabled: true },
        params: { networkId: String(net.networkId), webhookId: hook.webhook_id },
      },
    );
    expect(res.json.data).toMatchObject({
      enabled: true,
      consecutive_failures: 0,
      disabled_reason: null,
    });
    await emit(net, [partnerCreated('8')]);
    await drain(net);
    expect(JSON.parse(receiver.received.at(-1)!.body).data.partner_id).toBe('8');
  });

  it('redelivers a delivered event as a new delivery with the same event id; the original stays in the log', async () => {
    const net = await makeNetwork();
    const receiver = await startReceiver();
    const hook = await register(net, receiver.url, ['partner.created']);
    await emit(net, [partnerCreated('77')]);
    await drain(net);
    const [original] = await log(net, hook.webhook_id);
    const res = await call(
      redeliverRoute,
      `/v3/network/${net.networkId}/webhooks/${hook.webhook_id}/deliveries/${original!.delivery_id}/redeliver`,
      {
        method: 'POST',
        auth: net.auth,
        params: {
          networkId: String(net.networkId),
          webhookId: hook.webhook_id,
          deliveryId: original!.delivery_id,
        },
      },
    );
    expect(res.status).toBe(201);
    await drain(net);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(
      receiver.received[0]!.headers['webhook-id'],
    );
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(verifySignature(hook.secret, receiver.received[1]!)).toBe(true);
    const after = await log(net, hook.webhook_id);
    expect(after.map((d) => [d.delivery_id, d.status, d.attempt_count])).toEqual([
      [res.json.data.delivery_id, 'succeeded', 1],
      [original!.delivery_id, 'succeeded', 1],
    ]);
  });

  it('makes each attempt once when passes run concurrently', async () => {
    const net = await makeNetwork();
    const receiver = await startReceiver();
    await register(net, receiver.url, ['partner.created']);
    await emit(
      net,
      Array.from({ length: 12 }, (_, i) => partnerCreated(String(i + 1))),
    );
    const db = await getDb();
    const results = await Promise.all(
      [1, 2, 3].map(() => deliverDueWebhooks(db, { networkIds: [net.networkId], batchSize: 3 })),
    );
    await drain(net);
    expect(results.reduce((n, r) => n + r.attempted, 0)).toBe(12);
    expect(receiver.received).toHaveLength(12);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(12);
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.networkId, net.networkId))
      .orderBy(asc(webhookDeliveries.id));
    expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
  });
});

describe('the queue delivers webhooks on its own', () => {
  afterAll(() => stopQueue());

  it('sends an emitted event through the job queue without a manual pass, and retries through it', async () => {
    const net = await makeNetwork();
    const receiver = await startReceiver((n) => (n === 0 ? 500 : 200));
    const hook = await register(net, receiver.url, ['partner.created']);
    overrideConfigForTests({ WEBHOOK_POLL_MS: '300', WEBHOOK_RETRY_BASE_MS: '200' });
    // A queue another file left running would not have the webhook worker (off by default in tests).
    // Scoped to this network: files share the database, and the deliveries other files left
    // pending (receivers that never existed, retried every 200 ms here) would otherwise come
    // first and, under load, hold this one back past the deadline.
    await stopQueue();
    await startQueue({
      pollingIntervalSeconds: 0.5,
      webhooks: true,
      webhookNetworkIds: [net.networkId],
    });
    await emit(net, [partnerCreated('1')]);
    const db = await getDb();
    const deadline = Date.now() + 30_000;
    let status = 'pending';
    while (Date.now() < deadline) {
      const rows = await db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.endpointId, [Number(hook.webhook_id)]));
      status = rows[0]?.status ?? 'none';
      if (status !== 'pending') break;
      await sleep(100);
    }
    expect(status).toBe('succeeded');
    expect(receiver.received).toHaveLength(2);
    for (const r of receiver.received) expect(verifySignature(hook.secret, r)).toBe(true);
  });
});
