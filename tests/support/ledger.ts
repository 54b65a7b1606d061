import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import * as adjustmentsRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversions/[conversionId]/adjustments/route';
import { getDb } from '@/lib/db/client';
import { ledgerEntries, networks } from '@/lib/db/schema';
import type { FundingMode } from '@/lib/schemas/enums';
import { call, makeNetwork } from './harness';
import { bulk, conversionSetup, record, waitForJob } from './conversions';

export const DAY = 86_400_000;

/** A network in the funding mode, a 10% GBP campaign and `values.length` recorded sales. */
export async function ledgerWorld(
  mode: FundingMode,
  values: string[] = ['100.00', '200.00'],
  currency = 'GBP',
) {
  const net = await makeNetwork();
  const db = await getDb();
  await db.update(networks).set({ fundingMode: mode }).where(eq(networks.id, net.networkId));
  const s = await conversionSetup(net, {
    default_commission_rate: '10',
    default_currency: currency,
  });
  const ids: string[] = [];
  for (const [i, value] of values.entries()) {
    const res = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: `order-${i}`,
      value,
    });
    expect(res.status).toBe(201);
    ids.push(String(res.json.data.id));
  }
  return { net, s, ids };
}

export async function setStatus(auth: string, campaignId: string, ids: string[], status: string) {
  const res = await bulk(auth, campaignId, {
    conversions: Object.fromEntries(ids.map((id) => [id, { status }])),
  });
  expect(res.status).toBe(202);
  return waitForJob(auth, String(res.json.data.id));
}

export const adjust = (auth: string, campaignId: string, conversionId: string, body: unknown) =>
  call(
    adjustmentsRoute,
    `/v3/brand/campaigns/${campaignId}/conversions/${conversionId}/adjustments`,
    { method: 'POST', auth, body, params: { campaignId, conversionId } },
  );

export async function entriesOf(partnerId: string) {
  const db = await getDb();
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.partnerId, Number(partnerId)))
    .orderBy(ledgerEntries.id);
}
