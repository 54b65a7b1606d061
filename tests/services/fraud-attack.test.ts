import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import { getDb } from '@/lib/db/client';
import { conversions, fraudIncidents, paymentHolds, users } from '@/lib/db/schema';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { stopQueue } from '@/lib/queue';
import { rememberSignInAddress } from '@/lib/services/users';
import { scanNetwork } from '@/lib/services/fraud';
import { call } from '../support/harness';
import { attributionWorld, track } from '../support/attribution';
import { gbDetails } from '../support/payment-runs';
import { settleFraudChecks } from '../support/fraud';
import { followClick, freshTrackingState, trackingWorld } from '../support/tracking';

/**
 * A scripted attack (issue 32, docs/fraud.md#detection): each move raises the incident its rule
 * promises, with the offending sales, and holds the partner's payments; a held partner is left
 * out of the next payment run with the incident as the reason.
 */

beforeAll(async () => {
  configureRateLimit({ points: 1_000_000, windowSeconds: 60 });
  // The checks run here (settleFraudChecks also waits for any a queue worker holds).
  await stopQueue();
});
afterAll(() => configureRateLimit({ points: 600, windowSeconds: 60 }));

async function voucherWorld() {
  const w = await attributionWorld();
  const res = await call(vouchersRoute, `/campaign/${w.campaignId}/voucher_code`, {
    method: 'POST',
    auth: w.brandUser.auth,
    body: { voucher_codes: [{ voucher_code: 'PUBLIC10', publisher_id: w.a.partnerId }] },
    params: { campaign_id: w.campaignId },
  });
  expect(res.status).toBe(201);
  return w;
}

async function incidentsOf(campaignId: string) {
  await settleFraudChecks(campaignId);
  const db = await getDb();
  return db
    .select()
    .from(fraudIncidents)
    .where(eq(fraudIncidents.campaignId, Number(campaignId)));
}

async function openHoldsOf(partnerId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(paymentHolds)
    .where(eq(paymentHolds.partnerId, Number(partnerId)));
  return rows.filter((h) => h.releasedAt === null);
}

const pixel = (campaignId: string, ref: string, value: string, address: string) =>
  track(`/conversion/campaign:${campaignId}/conversionref:${ref}/value:${value}/voucher:public10`, {
    headers: { 'x-anet-peer-address': address },
  });

describe('scripted attack', () => {
  it('a click flood from one address: the hourly scan raises one clicks_per_ip incident counting stored and flooded clicks, payments held', async () => {
    const restore = freshTrackingState();
    try {
      const w = await trackingWorld();
      const flood = await Promise.all(
        Array.from({ length: 300 }, () =>
          followClick(`/click/camref:${w.camref}`, { address: '203.0.113.77' }),
        ),
      );
      for (const res of flood) expect(res.status).toBe(302);
      // A shopper's few clicks from another address raise nothing.
      for (let i = 0; i < 5; i += 1)
        await followClick(`/click/camref:${w.camref}`, { address: '198.51.100.31' });
      const db = await getDb();
      await scanNetwork(db, w.net.networkId);
      await scanNetwork(db, w.net.networkId);
      const found = await incidentsOf(w.campaign.campaign_id);
      expect(found.map((f) => [f.metric, f.type, f.ipDigest])).toEqual([
        ['clicks_per_ip', 'ip_address', '203.0.113.0'],
      ]);
      const [incident] = found;
      expect(Number(incident!.value)).toBe(300);
      expect(Number(incident!.threshold)).toBe(200);
      expect(incident!.partnerId).toBe(Number(w.partner.partnerId));
      const holds = await openHoldsOf(w.partner.partnerId);
      expect(holds.map((h) => h.id)).toEqual([incident!.holdId]);
      expect(holds[0]!.reason).toMatch(/a flood of clicks from one address/);
    } finally {
      restore();
    }
  });

  it('50 sales from one address in minutes: one ip_address incident naming all 50, payments held', async () => {
    const w = await voucherWorld();
    for (let i = 0; i < 50; i += 1)
      expect((await pixel(w.campaignId, `BURST-${i}`, '20', '198.51.100.7')).status).toBe(200);
    const found = await incidentsOf(w.campaignId);
    expect(found.map((f) => [f.metric, f.type])).toEqual([['sales_per_ip', 'ip_address']]);
    const [incident] = found;
    expect(incident!.ipDigest).toBe('198.51.100.0');
    expect(Number(incident!.value)).toBe(50);
    expect(Number(incident!.threshold)).toBe(20);
    expect(incident!.evidence.conversionIds).toHaveLength(50);
    expect(incident!.partnerId).toBe(Number(w.a.partnerId));
    const holds = await openHoldsOf(w.a.partnerId);
    expect(holds.map((h) => h.id)).toEqual([incident!.holdId]);
    expect(holds[0]!.reason).toMatch(/^Fraud incident \d+ .*many sales from one address/);
    // The partner's sales stay pending: nothing of them is approved for payment.
    const db = await getDb();
    const sales = await db
      .select({ status: conversions.status })
      .from(conversions)
      .where(eq(conversions.campaignId, Number(w.campaignId)));
    expect(new Set(sales.map((s) => s.status))).toEqual(new Set(['pending']));
  });

  it('a 1,000,000 sale through a public voucher code: conversion_value and voucher_value incidents', async () => {
    const w = await voucherWorld();
    expect((await pixel(w.campaignId, 'BIG-1', '1000000', '192.0.2.44')).status).toBe(200);
    const found = await incidentsOf(w.campaignId);
    expect(found.map((f) => f.metric).sort()).toEqual(['conversion_value', 'voucher_value']);
    for (const f of found) {
      expect(f.type).toBe('conversion');
      expect(Number(f.value)).toBe(1_000_000);
      expect(f.evidence.conversionIds).toHaveLength(1);
      expect(f.holdId).not.toBeNull();
    }
    expect(await openHoldsOf(w.a.partnerId)).toHaveLength(2);
    expect(await openHoldsOf(w.b.partnerId)).toHaveLength(0);
  });

  it("a self-referral: a sale from the partner's own sign-in address", async () => {
    const w = await voucherWorld();
    const db = await getDb();
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.partnerId, Number(w.a.partnerId)));
    await rememberSignInAddress(db, user!.id, '192.0.2.99');
    expect((await pixel(w.campaignId, 'SELF-1', '40', '192.0.2.99')).status).toBe(200);
    expect((await pixel(w.campaignId, 'OTHER-1', '40', '192.0.2.100')).status).toBe(200);
    const found = await incidentsOf(w.campaignId);
    expect(found.map((f) => f.metric)).toEqual(['self_referral']);
    const [self] = await db
      .select({ id: conversions.id })
      .from(conversions)
      .where(
        and(
          eq(conversions.campaignId, Number(w.campaignId)),
          eq(conversions.conversionReference, 'SELF-1'),
        ),
      );
    expect(found[0]!.evidence.conversionIds).toEqual([self!.id]);
    expect(await openHoldsOf(w.a.partnerId)).toHaveLength(1);
  });

  it('a payee shared by two partners: an incident for each, both held; a second scan adds none', async () => {
    const w = await attributionWorld();
    await gbDetails(w.a.auth, w.a.partnerId);
    await gbDetails(w.b.auth, w.b.partnerId);
    const db = await getDb();
    await scanNetwork(db, w.net.networkId);
    await scanNetwork(db, w.net.networkId);
    const found = await incidentsOf(w.campaignId);
    expect(found.map((f) => [f.metric, f.partnerId]).sort()).toEqual(
      [
        ['shared_payee', Number(w.a.partnerId)],
        ['shared_payee', Number(w.b.partnerId)],
      ].sort(),
    );
    expect(found[0]!.evidence.partnerIds).toEqual(
      [Number(w.a.partnerId), Number(w.b.partnerId)].sort((x, y) => x - y),
    );
    // Both partners are on two campaigns of the brand: one hold per incident.
    expect(await openHoldsOf(w.a.partnerId)).toHaveLength(2);
  });
});
