import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversions, participations, transactionQueries } from '@/lib/db/schema';
import { readDashboard } from '@/lib/services/dashboard';
import { principalForUser } from '@/lib/services/users';
import { makeNetwork } from '../support/harness';
import { conversionSetup, seedConversions } from '../support/conversions';
import { seedClicks } from '../support/clicks';
import { makeBrandUser, makePartner } from '../support/partners';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const UTC = { timezone: 'UTC' };

async function principal(userId: number) {
  const p = await principalForUser(await getDb(), userId, 'basic');
  if (!p) throw new Error(`no user ${userId}`);
  return p;
}

/**
 * Two brands' campaigns on one network: GBP sales (a) and EUR sales (b) in the last 30 days,
 * in the 30 before and older; clicks in both windows; a partner request, claims and a rejected
 * sale that must not count.
 */
async function world() {
  const db = await getDb();
  const net = await makeNetwork();
  const a = await conversionSetup(net);
  const b = await conversionSetup(net);
  const ids = (s: typeof a) => ({
    networkId: net.networkId,
    campaignId: Number(s.campaignId),
    partnerId: Number(s.publisherId),
  });
  await seedClicks(ids(a), [
    { at: ago(1) },
    { at: ago(12) },
    { at: ago(2), invalidReason: 'bot' },
    { at: ago(45) },
    { at: ago(75) },
  ]);
  await seedClicks(ids(b), [{ at: ago(3) }]);
  // a: 1.25 + 2.25 now (7.5%: 0.0938 + 0.1688), 1.25 before, 1.25 older than 60 days.
  await seedConversions(net, a.campaignId, a.publisherId, 2, { currency: 'GBP', time: ago(2) });
  await seedConversions(net, a.campaignId, a.publisherId, 1, { currency: 'GBP', time: ago(40) });
  await seedConversions(net, a.campaignId, a.publisherId, 1, { currency: 'GBP', time: ago(70) });
  const rejected = await seedConversions(net, a.campaignId, a.publisherId, 3, {
    currency: 'GBP',
    time: ago(5),
  });
  await db
    .update(conversions)
    .set({ status: 'rejected' })
    .where(inArray(conversions.id, rejected.ids));
  // b: 1.25 EUR now at 10%, approved (counts, but is not waiting for review).
  const approved = await seedConversions(net, b.campaignId, b.publisherId, 1, {
    currency: 'EUR',
    rate: '10',
    time: ago(4),
  });
  await db
    .update(conversions)
    .set({ status: 'approved' })
    .where(eq(conversions.id, approved.ids[0]!));
  const asking = await makePartner(net);
  await db.insert(participations).values({
    networkId: net.networkId,
    campaignId: Number(b.campaignId),
    partnerId: Number(asking.publisher_id),
    status: 'p',
  });
  const claim = (reference: string, deletedAt: Date | null = null) => ({
    networkId: net.networkId,
    campaignId: Number(a.campaignId),
    partnerId: Number(a.publisherId),
    conversionReference: reference,
    deletedAt,
  });
  await db.insert(transactionQueries).values([claim('claim-1'), claim('claim-2', new Date())]);
  return { net, a, b };
}

describe('readDashboard', () => {
  it('splits the last 30 days from the 30 before, sums money per currency, counts waiting work', async () => {
    const { net } = await world();
    const d = await readDashboard(await getDb(), await principal(net.userId), net.networkId, UTC);
    expect(d.current).toMatchObject({
      clicks: 3,
      conversions: 3,
      revenue: [
        { currency: 'EUR', amount: '1.2500' },
        { currency: 'GBP', amount: '3.5000' },
      ],
      commission: [
        { currency: 'EUR', amount: '0.1250' },
        { currency: 'GBP', amount: '0.2626' },
      ],
    });
    expect(d.previous).toMatchObject({
      clicks: 1,
      conversions: 1,
      revenue: [{ currency: 'GBP', amount: '1.2500' }],
      commission: [{ currency: 'GBP', amount: '0.0938' }],
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(d.current.to).toBe(today);
    expect(d.days).toHaveLength(30);
    expect(d.days[0]!.date).toBe(d.current.from);
    expect(d.days.at(-1)!.date).toBe(today);
    expect(d.days.reduce((n, x) => n + x.clicks, 0)).toBe(3);
    expect(d.days.reduce((n, x) => n + x.conversions, 0)).toBe(3);
    expect(d.days.find((x) => x.date === ago(2).toISOString().slice(0, 10))!.conversions).toBe(2);
    // Pending: a's four (the 70-day-old one too); the approved and rejected ones are not.
    expect(d.waiting).toEqual({ partner_requests: 1, pending_conversions: 4, claims: 1 });
    expect(d.setup).toMatchObject({ brands: 2, campaigns: 2, partnerships: 2 });
  });

  it("gives a brand user its brands' figures only", async () => {
    const { net, a, b } = await world();
    const db = await getDb();
    const ofA = await readDashboard(db, await principal(a.brandUser.userId), net.networkId, UTC);
    expect(ofA.current).toMatchObject({
      clicks: 2,
      conversions: 2,
      revenue: [{ currency: 'GBP', amount: '3.5000' }],
      commission: [{ currency: 'GBP', amount: '0.2626' }],
    });
    expect(ofA.previous.clicks).toBe(1);
    expect(ofA.waiting).toEqual({ partner_requests: 0, pending_conversions: 4, claims: 1 });
    expect(ofA.setup).toMatchObject({ brands: 1, campaigns: 1, partnerships: 1 });
    expect(ofA.setup.first_campaign_id).toBe(Number(a.campaignId));
    const ofB = await readDashboard(db, await principal(b.brandUser.userId), net.networkId, UTC);
    expect(ofB.current).toMatchObject({
      clicks: 1,
      conversions: 1,
      revenue: [{ currency: 'EUR', amount: '1.2500' }],
    });
    expect(ofB.previous).toMatchObject({ clicks: 0, conversions: 0, revenue: [] });
    expect(ofB.waiting).toEqual({ partner_requests: 1, pending_conversions: 0, claims: 0 });
    const none = await makeBrandUser(net, []);
    const empty = await readDashboard(db, await principal(none.userId), net.networkId, UTC);
    expect(empty.current).toMatchObject({ clicks: 0, conversions: 0, revenue: [] });
    expect(empty.setup).toEqual({
      brands: 0,
      campaigns: 0,
      partnerships: 0,
      first_campaign_id: null,
    });
  });

  it('refuses partner users and other networks', async () => {
    const { net, a } = await world();
    const db = await getDb();
    const partnerUser = await principal(Number(a.partner.user.user_id));
    await expect(readDashboard(db, partnerUser, net.networkId, UTC)).rejects.toMatchObject({
      kind: 'forbidden',
    });
    const other = await makeNetwork();
    await expect(
      readDashboard(db, await principal(net.userId), other.networkId, UTC),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });
});
