import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as trafficRoute from '@/app/(api)/v3/network/[networkId]/traffic/route';
import { getDb } from '@/lib/db/client';
import { clickFloodCounts, clicks } from '@/lib/db/schema';
import { handleNodeClick } from '@/lib/node-server/click-host';
import {
  forgetFloodCounts,
  forgetLinkFacts,
  maintainClickPartitions,
  trackingSettings,
} from '@/lib/services/tracking';
import { call } from '../support/harness';
import { clickrefOf, followClick, freshTrackingState, trackingWorld } from '../support/tracking';

/**
 * A click flood (issue 30): past CLICK_FLOOD_LIMIT clicks from one address on a campaign within
 * the window, clicks are redirected as ever but counted in click_flood_counts, not stored as
 * rows. On the Next.js route and on the fast path, in parallel, counted exactly.
 */

const restore = freshTrackingState();
afterAll(restore);
beforeEach(() => {
  forgetLinkFacts();
  forgetFloodCounts();
});

const FLOODER = '203.0.113.66';

async function storedRows(campaignId: string, ipDigest?: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clicks)
    .where(
      and(
        eq(clicks.campaignId, Number(campaignId)),
        ipDigest ? eq(clicks.ipDigest, ipDigest) : undefined,
      ),
    );
  return Number(row!.n);
}

async function floodCounts(campaignId: string) {
  const db = await getDb();
  return db
    .select()
    .from(clickFloodCounts)
    .where(eq(clickFloodCounts.campaignId, Number(campaignId)));
}

const sum = (rows: { clicks: number }[]) => rows.reduce((n, r) => n + r.clicks, 0);

describe('a click flood is counted, not stored', () => {
  it('2,000 parallel clicks from one address: the limit stored as rows, the rest counted, every redirect unchanged; other addresses unaffected', async () => {
    const w = await trackingWorld();
    const limit = trackingSettings().floodLimit;
    const others = ['198.51.100.1', '198.51.100.2', '2001:db8:77::5'];
    const flood = Array.from({ length: 2000 }, () =>
      followClick(`/click/camref:${w.camref}`, { address: FLOODER }),
    );
    const honest = others.flatMap((address) =>
      Array.from({ length: limit }, () => followClick(`/click/camref:${w.camref}`, { address })),
    );
    const [flooded, shoppers] = await Promise.all([Promise.all(flood), Promise.all(honest)]);

    for (const res of [...flooded, ...shoppers]) {
      expect(res.status, res.text).toBe(302);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.location).toMatch(/^https:\/\/shop\.example\/summer\?clickref=[\w-]{19}$/);
    }
    expect(new Set(flooded.map((r) => clickrefOf(r.location))).size).toBe(2000);

    expect(await storedRows(w.campaign.campaign_id, '203.0.113.0')).toBe(limit);
    const counts = await floodCounts(w.campaign.campaign_id);
    expect(sum(counts)).toBe(2000 - limit);
    for (const c of counts)
      expect(c).toMatchObject({
        networkId: w.net.networkId,
        partnerId: Number(w.partner.partnerId),
        ipDigest: '203.0.113.0',
      });
    // The honest shoppers' clicks are all rows, all creditable.
    expect(await storedRows(w.campaign.campaign_id)).toBe(limit + others.length * limit);
    const db = await getDb();
    const creditable = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(clicks)
      .where(
        and(eq(clicks.campaignId, Number(w.campaign.campaign_id)), eq(clicks.creditable, true)),
      );
    expect(Number(creditable[0]!.n)).toBe(limit + others.length * limit);

    // Staff read the counted clicks in the traffic report, beside the stored ones.
    const networkId = String(w.net.networkId);
    const traffic = await call(trafficRoute, `/v3/network/${networkId}/traffic?days=7`, {
      auth: w.net.auth,
      params: { networkId },
    });
    expect(traffic.status, traffic.text).toBe(200);
    expect(traffic.json.data.totals).toMatchObject({
      clicks: limit + others.length * limit,
      flooded_clicks: 2000 - limit,
    });
    expect(traffic.json.data.days.at(-1).flooded_clicks).toBe(2000 - limit);
  }, 120_000);

  it('the fast path (npm start) counts the same, exactly, under parallel clicks', async () => {
    const w = await trackingWorld();
    const limit = trackingSettings().floodLimit;
    const server = http.createServer((req, res) => {
      if (!handleNodeClick(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const follow = () =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = http.get(
          {
            host: '127.0.0.1',
            port,
            path: `/click/camref:${w.camref}`,
            agent: false,
            headers: { 'x-anet-peer-address': FLOODER, 'user-agent': 'Mozilla/5.0 Firefox/128.0' },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, location: res.headers.location });
          },
        );
        req.on('error', reject);
      });
    try {
      const answers = await Promise.all(Array.from({ length: 300 }, follow));
      for (const a of answers) {
        expect(a.status).toBe(302);
        expect(a.location).toMatch(/^https:\/\/shop\.example\/summer\?clickref=[\w-]{19}$/);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await storedRows(w.campaign.campaign_id)).toBe(limit);
    expect(sum(await floodCounts(w.campaign.campaign_id))).toBe(300 - limit);
  }, 60_000);

  it('counts stay as long as clicks do (CLICK_RETENTION_MONTHS), then go', async () => {
    const w = await trackingWorld();
    const db = await getDb();
    const now = new Date();
    const old = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 30, 1));
    const row = {
      networkId: w.net.networkId,
      campaignId: Number(w.campaign.campaign_id),
      partnerId: Number(w.partner.partnerId),
      ipDigest: '203.0.113.0',
      clicks: 5,
    };
    await db.insert(clickFloodCounts).values([
      { ...row, windowStart: old, lastClickedAt: old },
      { ...row, windowStart: now, lastClickedAt: now },
    ]);
    await maintainClickPartitions(db, { now });
    const left = await floodCounts(w.campaign.campaign_id);
    expect(left.map((r) => r.windowStart.getTime())).toEqual([now.getTime()]);
  });
});
