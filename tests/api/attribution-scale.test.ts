import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as attributionRoute from '@/app/(api)/v2/campaigns/[campaignId]/attribution/route';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import { getDb } from '@/lib/db/client';
import { clicks, conversions } from '@/lib/db/schema';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { call, makeNetwork } from '../support/harness';
import { brandWithCampaign } from '../support/campaigns';
import { record } from '../support/conversions';
import {
  attributionWorld,
  insertClicks,
  makeSecret,
  signed,
  track,
  type ClickSeed,
} from '../support/attribution';

/**
 * 10,000 clicks (inserted set-based), then conversions by clickref (signed postbacks, pixels,
 * the v3 call), by voucher and both, checked against the rules worked out here from the
 * clicks' own facts: the last creditable click of the campaign within its 30-day cookie period
 * wins, voucher precedence when the campaign says so, a reference recorded once, clicks of
 * another campaign or network never count, nothing to attribute to leaves it unattributed.
 */

const DAY = 86_400_000;
const N = 10_000;

type Kind = 'main' | 'sibling' | 'foreign' | 'invalid';
interface Click {
  i: number;
  ref: string;
  kind: Kind;
  partner: 'a' | 'b';
  at: Date;
}

let world: Awaited<ReturnType<typeof attributionWorld>>;
let all: Click[];
let secret: string;
const now = Date.now();

/** Whether a click may claim a conversion made now (the rules, restated for the test). */
const counts = (c: Click) => c.kind === 'main' && now - c.at.getTime() <= 30 * DAY;

const partnerId = (p: 'a' | 'b') => (p === 'a' ? world.a.partnerId : world.b.partnerId);

beforeAll(async () => {
  configureRateLimit({ points: 1_000_000, windowSeconds: 60 });
  world = await attributionWorld({ cookieDays: 30 });
  const other = await makeNetwork();
  const foreign = await brandWithCampaign(other);
  const kinds: Kind[] = [
    'main',
    'main',
    'main',
    'main',
    'main',
    'main',
    'main',
    'sibling',
    'foreign',
    'invalid',
  ];
  const seeds: (ClickSeed & { kind: Kind; partner: 'a' | 'b' })[] = Array.from(
    { length: N },
    (_, i) => {
      const kind = kinds[i % 10]!;
      const partner = i % 2 ? 'b' : 'a';
      return {
        kind,
        partner,
        networkId: kind === 'foreign' ? other.networkId : world.net.networkId,
        campaignId: Number(
          kind === 'sibling'
            ? world.sibling.campaign_id
            : kind === 'foreign'
              ? foreign.campaign.campaign_id
              : world.campaignId,
        ),
        partnerId: Number(partner === 'a' ? world.a.partnerId : world.b.partnerId),
        // 0 to 44 days and up to an hour ago: a third of them past the 30-day cookie period.
        clickedAt: new Date(now - (i % 45) * DAY - ((i * 7) % 3600) * 1000 - 1000),
        creditable: kind !== 'invalid',
      };
    },
  );
  const started = performance.now();
  const refs = await insertClicks(seeds);
  const ms = performance.now() - started;
  all = seeds.map((s, i) => ({
    i,
    ref: refs[i]!,
    kind: s.kind,
    partner: s.partner,
    at: s.clickedAt,
  }));
  secret = await makeSecret(world.brandUser.auth, world.campaignId);
  console.log(`inserted ${N} clicks in ${ms.toFixed(0)} ms`);
}, 300_000);

afterAll(() => configureRateLimit({ points: 600, windowSeconds: 60 }));

/** What a conversion naming these clicks must say: [attribution, partner id or null]. */
function expected(named: Click[], voucher?: 'b', precedence = false): [string, string | null] {
  const winner = named
    .filter(counts)
    .sort((x, y) => y.at.getTime() - x.at.getTime() || y.i - x.i)[0];
  if (voucher && (precedence || !winner)) return ['voucher', partnerId(voucher)];
  if (winner) return ['click', partnerId(winner.partner)];
  return ['unattributed', null];
}

async function stored(id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(conversions)
    .where(eq(conversions.id, Number(id)));
  return row!;
}

describe('10,000 clicks, then conversions attributed by the rules', () => {
  it('holds the clicks', async () => {
    const db = await getDb();
    const rows = await db
      .select({ id: clicks.id })
      .from(clicks)
      .where(eq(clicks.campaignId, Number(world.campaignId)));
    expect(rows.length).toBe(all.filter((c) => c.kind === 'main' || c.kind === 'invalid').length);
  });

  it('signed postbacks and pixels by one clickref: last click, cookie window, foreign clicks, invalid clicks', async () => {
    const outcomes: Record<string, number> = {};
    for (let n = 0; n < 400; n += 1) {
      const c = all[(n * 25 + (n % 7)) % N]!;
      const path = `/conversion/campaign:${world.campaignId}/clickref:${c.ref}/conversionref:ONE-${n}/value:100`;
      const res =
        n % 2
          ? await track(path, { json: true })
          : await track(signed(secret, path), { json: true });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const [attribution, partner] = expected([c]);
      expect(res.json.conversion, `${c.kind} ${c.i}`).toMatchObject({
        attribution,
        publisher_id: partner,
        source: n % 2 ? 'pixel' : 'postback',
      });
      const row = await stored(res.json.conversion.conversion_id);
      expect(row.commission).toBe(partner ? '10.0000' : '0.0000');
      outcomes[`${c.kind}:${attribution}`] = (outcomes[`${c.kind}:${attribution}`] ?? 0) + 1;
    }
    // Every kind of click was tried, and both outcomes of the main campaign's clicks happened.
    expect(outcomes['main:click']).toBeGreaterThan(50);
    expect(outcomes['main:unattributed']).toBeGreaterThan(20);
    expect(outcomes['sibling:click']).toBeUndefined();
    expect(outcomes['foreign:click']).toBeUndefined();
    expect(outcomes['invalid:click']).toBeUndefined();
    expect(outcomes['sibling:unattributed'] && outcomes['foreign:unattributed']).toBeTruthy();
  }, 300_000);

  it('the v3 call with several clickrefs: the last creditable click in the window wins', async () => {
    for (let n = 0; n < 100; n += 1) {
      const named = [0, 1, 2, 3].map((k) => all[(n * 97 + k * 13) % N]!);
      const res = await record(world.brandUser.auth, world.campaignId, {
        conversion_reference: `LAST-${n}`,
        value: '100',
        clickref: named.map((c) => c.ref).join(','),
      });
      expect(res.status).toBe(201);
      const [attribution, partner] = expected(named);
      expect(res.json.data, named.map((c) => `${c.kind}/${c.i}`).join(' ')).toMatchObject({
        attribution,
        publisher_id: partner,
      });
    }
  }, 300_000);

  it('vouchers: without precedence only where no click counts; with it always', async () => {
    const res = await call(vouchersRoute, `/campaign/${world.campaignId}/voucher_code`, {
      method: 'POST',
      auth: world.brandUser.auth,
      body: { voucher_codes: [{ voucher_code: 'VB-2024', publisher_id: world.b.partnerId }] },
      params: { campaign_id: world.campaignId },
    });
    expect(res.status).toBe(201);
    const run = async (prefix: string, precedence: boolean) => {
      for (let n = 0; n < 60; n += 1) {
        const c = all[(n * 61 + 4) % N]!;
        const path = `/conversion/campaign:${world.campaignId}/clickref:${c.ref}/voucher:vb-2024/conversionref:${prefix}-${n}/value:100`;
        const out = await track(path, { json: true });
        const [attribution, partner] = expected([c], 'b', precedence);
        expect(out.json.conversion, `${c.kind} ${c.i}`).toMatchObject({
          attribution,
          publisher_id: partner,
          voucher_code: 'vb-2024',
        });
      }
    };
    await run('VOUCHER', false);
    const on = await call(attributionRoute, `/v2/campaigns/${world.campaignId}/attribution`, {
      method: 'PATCH',
      auth: world.brandUser.auth,
      body: { exclusive_codes: true },
      params: { campaignId: world.campaignId },
    });
    expect(on.status).toBe(200);
    await run('EXCLUSIVE', true);
  }, 300_000);

  it('a reference is recorded once: the second call answers the first, whichever way it comes', async () => {
    const db = await getDb();
    const before = await db
      .select({ id: conversions.id })
      .from(conversions)
      .where(eq(conversions.campaignId, Number(world.campaignId)));
    for (let n = 0; n < 40; n += 1) {
      const c = all[(n * 331) % N]!;
      const path = `/conversion/campaign:${world.campaignId}/clickref:${c.ref}/conversionref:ONE-${n}/value:1`;
      const again = await track(path, { json: true });
      expect(again.json.conversion).toMatchObject({
        conversion_reference: `ONE-${n}`,
        created: false,
      });
      const original = await stored(again.json.conversion.conversion_id);
      expect(original.value).toBe('100.0000');
    }
    const after = await db
      .select({ id: conversions.id })
      .from(conversions)
      .where(eq(conversions.campaignId, Number(world.campaignId)));
    expect(after.length).toBe(before.length);
    expect(after.length).toBe(400 + 100 + 120);
  }, 300_000);
});
