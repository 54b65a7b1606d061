import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import * as rulesRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/fraud-rules/route';
import * as ruleRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/fraud-rules/[metric]/route';
import * as networkRulesRoute from '@/app/(api)/v3/network/[networkId]/fraud-rules/route';
import * as networkRuleRoute from '@/app/(api)/v3/network/[networkId]/fraud-rules/[metric]/route';
import * as acrossRoute from '@/app/(api)/v3/brand/fraud-incidents/route';
import * as perDayRoute from '@/app/(api)/v3/brand/fraud-incidents/per-day/route';
import * as oneRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents/[incidentId]/route';
import * as releaseRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents/[incidentId]/release-hold/route';
import * as holdsRoute from '@/app/(api)/v3/partner/[partnerId]/payment-holds/route';
import { getDb } from '@/lib/db/client';
import { webhookEndpoints, webhookEvents } from '@/lib/db/schema';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { stopQueue } from '@/lib/queue';
import { call } from '../support/harness';
import { attributionWorld, track } from '../support/attribution';
import { brandWithCampaign } from '../support/campaigns';
import { settleFraudChecks } from '../support/fraud';

/**
 * The operations behind the console's fraud pages (ours, v3; docs/fraud.md): a campaign's rules
 * (set, effective on the next sale, reset; errors in the v3 format), incidents across campaigns
 * and per day (brand users see their brands' only), an incident's evidence with value and time,
 * the partner's open holds in words, and the fraud_incident.* webhook events.
 */

beforeAll(async () => {
  configureRateLimit({ points: 1_000_000, windowSeconds: 60 });
  await stopQueue();
});
afterAll(() => configureRateLimit({ points: 600, windowSeconds: 60 }));

async function world() {
  const w = await attributionWorld();
  const res = await call(vouchersRoute, `/campaign/${w.campaignId}/voucher_code`, {
    method: 'POST',
    auth: w.brandUser.auth,
    body: { voucher_codes: [{ voucher_code: 'PUBLIC10', publisher_id: w.a.partnerId }] },
    params: { campaign_id: w.campaignId },
  });
  expect(res.status).toBe(201);
  const db = await getDb();
  await db.insert(webhookEndpoints).values({
    networkId: w.net.networkId,
    url: 'https://hooks.example/fraud',
    secret: 'a-secret-of-sixteen-chars',
    eventTypes: ['fraud_incident.raised', 'fraud_incident.hold_released'],
  });
  return w;
}

const pixel = (campaignId: string, ref: string, value: string, address: string) =>
  track(`/conversion/campaign:${campaignId}/conversionref:${ref}/value:${value}/voucher:public10`, {
    headers: { 'x-anet-peer-address': address },
  });

const putRule = (auth: string, campaignId: string, metric: string, body: unknown) =>
  call(ruleRoute, `/v3/brand/campaigns/${campaignId}/fraud-rules/${metric}`, {
    method: 'PUT',
    auth,
    body,
    params: { campaignId, metric },
  });

const rulesOf = async (auth: string, campaignId: string) =>
  (
    await call(rulesRoute, `/v3/brand/campaigns/${campaignId}/fraud-rules`, {
      auth,
      params: { campaignId },
    })
  ).json.data as { metric: string; threshold: string; window_minutes: number; source: string }[];

const networkRule = (
  auth: string,
  networkId: number,
  metric: string,
  method: 'PUT' | 'DELETE',
  body?: unknown,
) =>
  call(networkRuleRoute, `/v3/network/${networkId}/fraud-rules/${metric}`, {
    method,
    auth,
    body,
    params: { networkId: String(networkId), metric },
  });

describe('fraud review operations', () => {
  it("staff set a network default: campaigns without their own rule follow it, a campaign's own wins, reset brings the built-in back", async () => {
    const w = await world();
    const rule = { enabled: true, threshold: '3', window_minutes: 30, hold_payments: false };
    // Only the network's staff: a brand user is refused, another network reads as not found.
    expect(
      (await networkRule(w.brandUser.auth, w.net.networkId, 'sales_per_ip', 'PUT', rule)).status,
    ).toBe(403);
    expect(
      (await networkRule(w.net.auth, w.net.networkId + 100_000, 'sales_per_ip', 'PUT', rule))
        .status,
    ).toBe(404);
    const noWindow = await networkRule(w.net.auth, w.net.networkId, 'sales_per_ip', 'PUT', {
      ...rule,
      window_minutes: 0,
    });
    expect(noWindow.status).toBe(400);
    expect(noWindow.json.error.errors[0].property).toBe('[window_minutes]');

    const saved = await networkRule(w.net.auth, w.net.networkId, 'sales_per_ip', 'PUT', rule);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ threshold: '3', source: 'network' });
    const listed = await call(networkRulesRoute, `/v3/network/${w.net.networkId}/fraud-rules`, {
      auth: w.net.auth,
      params: { networkId: String(w.net.networkId) },
    });
    expect(
      listed.json.data.find((r: { metric: string }) => r.metric === 'sales_per_ip'),
    ).toMatchObject({
      threshold: '3',
      source: 'network',
    });
    expect(
      (await rulesOf(w.brandUser.auth, w.campaignId)).find((r) => r.metric === 'sales_per_ip'),
    ).toMatchObject({ threshold: '3', source: 'network' });

    // Four sales from one address: over the network's 3, so an incident by the network's rule.
    for (let i = 0; i < 4; i += 1)
      expect((await pixel(w.campaignId, `NET-${i}`, '20', '198.51.100.177')).status).toBe(200);
    await settleFraudChecks(w.campaignId);
    const raised = await call(
      acrossRoute,
      `/v3/brand/fraud-incidents?campaign_id=${w.campaignId}`,
      {
        auth: w.net.auth,
      },
    );
    expect(
      raised.json.data.map((i: { metric: string; threshold: string }) => [i.metric, i.threshold]),
    ).toContainEqual(['sales_per_ip', '3']);

    // The campaign's own rule wins over the default.
    const own = await putRule(w.brandUser.auth, w.campaignId, 'sales_per_ip', {
      ...rule,
      threshold: '9',
    });
    expect(own.json.data).toMatchObject({ threshold: '9', source: 'campaign' });

    expect((await networkRule(w.net.auth, w.net.networkId, 'sales_per_ip', 'DELETE')).status).toBe(
      204,
    );
    const again = await networkRule(w.net.auth, w.net.networkId, 'sales_per_ip', 'DELETE');
    expect(again.status).toBe(404);
    const after = await call(networkRulesRoute, `/v3/network/${w.net.networkId}/fraud-rules`, {
      auth: w.net.auth,
      params: { networkId: String(w.net.networkId) },
    });
    expect(
      after.json.data.find((r: { metric: string }) => r.metric === 'sales_per_ip'),
    ).toMatchObject({
      threshold: '20',
      source: 'default',
    });
  });

  it('a brand user tightens the sales-per-address rule; the next burst is judged by it; reset brings the default back', async () => {
    const w = await world();
    const before = await rulesOf(w.brandUser.auth, w.campaignId);
    expect(before).toHaveLength(12);
    expect(before.find((r) => r.metric === 'sales_per_ip')).toMatchObject({
      threshold: '20',
      window_minutes: 60,
      source: 'default',
    });

    // Bad input: each refused with its field in the v3 format, nothing saved.
    const noWindow = await putRule(w.brandUser.auth, w.campaignId, 'sales_per_ip', {
      enabled: true,
      threshold: '5',
      window_minutes: 0,
      hold_payments: false,
    });
    expect(noWindow.status).toBe(400);
    expect(noWindow.json.error.errors[0].property).toBe('[window_minutes]');
    const perSale = await putRule(w.brandUser.auth, w.campaignId, 'conversion_value', {
      enabled: true,
      threshold: '500',
      window_minutes: 60,
      hold_payments: true,
    });
    expect(perSale.status).toBe(400);
    expect(perSale.json.error.errors[0].property).toBe('[window_minutes]');
    const word = await putRule(w.brandUser.auth, w.campaignId, 'sales_per_ip', {
      enabled: true,
      threshold: 'five',
      window_minutes: 30,
      hold_payments: false,
    });
    expect(word.status).toBe(400);
    expect(word.json.error.errors[0].property).toBe('[threshold]');
    const unknown = await putRule(w.brandUser.auth, w.campaignId, 'moon_phase', {
      enabled: true,
      threshold: '5',
      window_minutes: 30,
      hold_payments: false,
    });
    expect(unknown.status).toBe(404);
    const partner = await putRule(w.a.auth, w.campaignId, 'sales_per_ip', {
      enabled: true,
      threshold: '5',
      window_minutes: 30,
      hold_payments: false,
    });
    expect(partner.status).toBe(403);

    const saved = await putRule(w.brandUser.auth, w.campaignId, 'sales_per_ip', {
      enabled: true,
      threshold: '5',
      window_minutes: 30,
      hold_payments: false,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({
      threshold: '5',
      window_minutes: 30,
      source: 'campaign',
    });

    for (let i = 0; i < 6; i += 1)
      expect((await pixel(w.campaignId, `RULE-${i}`, '20', '198.51.100.9')).status).toBe(200);
    await settleFraudChecks(w.campaignId);
    const list = await call(acrossRoute, `/v3/brand/fraud-incidents?campaign_id=${w.campaignId}`, {
      auth: w.brandUser.auth,
    });
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(1);
    expect(list.json.data[0]).toMatchObject({
      metric: 'sales_per_ip',
      threshold: '5',
      value: '6',
      conversion_count: 6,
      hold_id: null,
      hold_open: false,
      partner_id: w.a.partnerId,
    });

    const reset = await call(
      ruleRoute,
      `/v3/brand/campaigns/${w.campaignId}/fraud-rules/sales_per_ip`,
      {
        method: 'DELETE',
        auth: w.brandUser.auth,
        params: { campaignId: w.campaignId, metric: 'sales_per_ip' },
      },
    );
    expect(reset.status).toBe(204);
    expect(
      (await rulesOf(w.brandUser.auth, w.campaignId)).find((r) => r.metric === 'sales_per_ip'),
    ).toMatchObject({ threshold: '20', source: 'default' });
  });

  it("incidents across campaigns and per day, an incident's evidence, the partner's hold in words, the webhook events", async () => {
    const w = await world();
    expect((await pixel(w.campaignId, 'BIG-1', '1000000', '192.0.2.44')).status).toBe(200);
    await settleFraudChecks(w.campaignId);

    const staff = await call(acrossRoute, `/v3/brand/fraud-incidents?partner_id=${w.a.partnerId}`, {
      auth: w.net.auth,
    });
    expect(staff.json.data.map((i: { metric: string }) => i.metric).sort()).toEqual([
      'conversion_value',
      'voucher_value',
    ]);
    const incident = staff.json.data[0];
    expect(incident.hold_open).toBe(true);

    // Another brand's user sees none of them.
    const other = await brandWithCampaign(w.net);
    const theirs = await call(acrossRoute, '/v3/brand/fraud-incidents', {
      auth: other.brandUser.auth,
    });
    expect(theirs.json.total).toBe(0);
    const bad = await call(acrossRoute, '/v3/brand/fraud-incidents?start_date=2026-13-01', {
      auth: w.net.auth,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors[0].property).toBe('[start_date]');

    const today = new Date().toISOString().slice(0, 10);
    const perDay = await call(
      perDayRoute,
      `/v3/brand/fraud-incidents/per-day?campaign_id=${w.campaignId}&start_date=${today}&end_date=${today}`,
      { auth: w.brandUser.auth },
    );
    expect(perDay.json.data).toEqual([
      { date: today, counts: { conversion_value: 1, voucher_value: 1 } },
    ]);

    const one = await call(
      oneRoute,
      `/v2/campaigns/${w.campaignId}/fraud/incidents/${incident.id}`,
      {
        auth: w.brandUser.auth,
        params: { campaignId: w.campaignId, incidentId: incident.id },
      },
    );
    expect(one.json.evidence).toMatchObject({
      conversion_count: 1,
      conversions: [
        {
          conversion_reference: 'BIG-1',
          status: 'pending',
          value: '1000000.0000',
          currency: 'GBP',
          conversion_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ],
      hold: { id: incident.hold_id, released_at: null },
    });

    // The partner reads its holds with the incident behind each; another partner may not.
    const holds = await call(holdsRoute, `/v3/partner/${w.a.partnerId}/payment-holds`, {
      auth: w.a.auth,
      params: { partnerId: w.a.partnerId },
    });
    expect(holds.status).toBe(200);
    expect(
      holds.json.data.map((h: { fraud: { metric: string } }) => h.fraud.metric).sort(),
    ).toEqual(['conversion_value', 'voucher_value']);
    expect(holds.json.contact.network_name).toEqual(expect.any(String));
    const nosy = await call(holdsRoute, `/v3/partner/${w.a.partnerId}/payment-holds`, {
      auth: w.b.auth,
      params: { partnerId: w.a.partnerId },
    });
    // Another partner's holds read as not found: nothing tells it they exist.
    expect(nosy.status).toBe(404);

    const released = await call(
      releaseRoute,
      `/v2/campaigns/${w.campaignId}/fraud/incidents/${incident.id}/release-hold`,
      {
        method: 'POST',
        auth: w.net.auth,
        body: { reason: 'Customer confirmed the order' },
        params: { campaignId: w.campaignId, incidentId: incident.id },
      },
    );
    expect(released.status).toBe(204);
    const after = await call(holdsRoute, `/v3/partner/${w.a.partnerId}/payment-holds`, {
      auth: w.a.auth,
      params: { partnerId: w.a.partnerId },
    });
    expect(after.json.data).toHaveLength(1);

    const db = await getDb();
    const events = await db
      .select({ type: webhookEvents.type, data: webhookEvents.data })
      .from(webhookEvents)
      .where(eq(webhookEvents.networkId, w.net.networkId))
      .orderBy(asc(webhookEvents.createdAt));
    expect(events.map((e) => e.type)).toEqual([
      'fraud_incident.raised',
      'fraud_incident.raised',
      'fraud_incident.hold_released',
    ]);
    expect(events[2]!.data).toMatchObject({
      incident_id: incident.id,
      partner_id: w.a.partnerId,
      hold_id: incident.hold_id,
      reason: 'Customer confirmed the order',
    });
  });
});
