import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as networkPartnersRoute from '@/app/(api)/network/[network_id]/publisher/route';
import { getDb } from '@/lib/db/client';
import { partnerCounts, partners } from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makePartner } from '../support/partners';

// The partner lists' totals come from counts the database keeps (migration 0019), and a page
// past the middle is walked from the other end (lib/services/partners/read-partners.ts).

const list = (net: TestNetwork, query: string) =>
  call(networkPartnersRoute, `/network/${net.networkId}/publisher${query}`, {
    auth: net.auth,
    params: { network_id: String(net.networkId) },
  });

const idsOf = (res: { json: { publishers: { publisher: { publisher_id: string } }[] } }) =>
  res.json.publishers.map((p) => p.publisher.publisher_id);

async function countsOf(networkId: number) {
  const db = await getDb();
  const kept = await db
    .select({ status: partnerCounts.networkStatus, n: partnerCounts.n })
    .from(partnerCounts)
    .where(eq(partnerCounts.networkId, networkId));
  const counted = await db
    .select({ status: partners.networkStatus, n: sql<number>`count(*)::int` })
    .from(partners)
    .where(eq(partners.networkId, networkId))
    .groupBy(partners.networkStatus);
  const asMap = (rows: { status: string; n: number }[]) =>
    Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [r.status, Number(r.n)]));
  return { kept: asMap(kept), counted: asMap(counted) };
}

describe('partner counts and deep pages', () => {
  it('keeps the counts per status through creation, single and bulk status changes', async () => {
    const net = await makeNetwork();
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await makePartner(net));
    let counts = await countsOf(net.networkId);
    expect(counts.kept).toEqual(counts.counted);
    expect(Object.values(counts.kept).reduce((a, b) => a + b, 0)).toBe(5);

    const bulk = await call(networkPartnersRoute, `/network/${net.networkId}/publisher`, {
      method: 'POST',
      auth: net.auth,
      params: { network_id: String(net.networkId) },
      body: {
        publishers: [
          { publisher_id: made[0]!.publisher_id, network_status: 'a' },
          { publisher_id: made[1]!.publisher_id, network_status: 'a' },
          { publisher_id: made[2]!.publisher_id, network_status: 'r' },
        ],
      },
    });
    expect(bulk.status, bulk.text).toBe(200);
    counts = await countsOf(net.networkId);
    expect(counts.kept).toEqual(counts.counted);
    expect(counts.kept.a).toBe(2);
    expect(counts.kept.r).toBe(1);

    expect((await list(net, '?network_status=a')).json.count).toBe(2);
    expect((await list(net, '?network_status=a,r')).json.count).toBe(3);
    expect((await list(net, '')).json.count).toBe(5);
  });

  it('gives every page, before and past the middle, in every sort, the rows of the whole list', async () => {
    const net = await makeNetwork();
    for (let i = 0; i < 7; i += 1)
      await makePartner(net, { account_name: `p-${'gcaebfd'[i]}-${net.networkId}` });
    for (const sort of ['publisher_id', '-publisher_id', 'account_name', '-account_name']) {
      const all = idsOf(await list(net, `?sort=${sort}&limit=100`));
      expect(all).toHaveLength(7);
      for (let offset = 0; offset <= 8; offset += 1) {
        const page = await list(net, `?sort=${sort}&limit=3&offset=${offset}`);
        expect(idsOf(page), `${sort} offset ${offset}`).toEqual(all.slice(offset, offset + 3));
        expect(page.json.count).toBe(7);
      }
    }
  });
});
