import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { hasAnyNetwork, seedDemoNetwork, type DemoCredentials } from '@/lib/services/demo';
import { seedDemoTraffic } from '@/lib/services/demo-traffic';
import { clickrefTime } from '@/lib/services/tracking';
import { createScratchDatabase } from '../support/scratch-database';

/**
 * The demo seed `npm start` runs on an empty database, on a database of its own (as on a fresh
 * machine): 90 days of clicks and sales with a shape, stored as the tracking and attribution
 * services would have stored them, quickly, and only once.
 */

let handle: DbHandle;
let dropDatabase: (() => Promise<void>) | undefined;
let credentials: DemoCredentials;
let seedMs = 0;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase('anet_demo');
    handle = await openDatabase({ ...process.env, DATABASE_URL: scratch.url });
    dropDatabase = scratch.drop;
  } else {
    handle = await openDatabase({ ...process.env, DATABASE_URL: '', DATA_DIR: 'memory://' });
  }
  expect(await hasAnyNetwork(handle.db)).toBe(false);
  const started = performance.now();
  credentials = await seedDemoNetwork(handle.db);
  seedMs = performance.now() - started;
});
afterAll(async () => {
  await handle?.close();
  await dropDatabase?.();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const DAY = 86_400_000;

describe('demo seed', () => {
  it('is quick', () => {
    console.info(`demo seed: ${Math.round(seedMs)} ms`);
    expect(seedMs).toBeLessThan(30_000);
  });

  it('clicks over the last 90 days with weekday/weekend variation and growth', async () => {
    const id = credentials.networkId;
    const [span] = await rows<{ n: number; first: string; last: string; days: number }>(sql`
      select count(*)::int n, min(clicked_at) first, max(clicked_at) last,
        count(distinct date_trunc('day', clicked_at at time zone 'UTC'))::int days
      from clicks where network_id = ${id}`);
    expect(span!.n).toBeGreaterThan(5_000);
    expect(Date.now() - new Date(span!.first).getTime()).toBeLessThanOrEqual(90 * DAY);
    expect(new Date(span!.last).getTime()).toBeLessThanOrEqual(Date.now());
    expect(span!.days).toBeGreaterThanOrEqual(89);
    const [shape] = await rows<{
      weekday: number;
      weekend: number;
      early: number;
      late: number;
    }>(sql`
      select
        count(*) filter (where extract(isodow from clicked_at at time zone 'UTC') < 6)::float8 / 5 weekday,
        count(*) filter (where extract(isodow from clicked_at at time zone 'UTC') >= 6)::float8 / 2 weekend,
        count(*) filter (where clicked_at < now() - interval '60 days')::int early,
        count(*) filter (where clicked_at >= now() - interval '30 days')::int late
      from clicks where network_id = ${id}`);
    expect(shape!.weekday).toBeGreaterThan(shape!.weekend * 1.2);
    expect(shape!.late).toBeGreaterThan(shape!.early * 1.3);
    const [defaults] = await rows<{ n: number }>(
      sql`select count(*)::int n from clicks_default where network_id = ${id}`,
    );
    expect(defaults!.n).toBe(0);
    // Countries as a geo-IP proxy gives them: mostly the UK, a spread abroad, a few not known.
    const countries = await rows<{ country: string | null; n: number }>(sql`
      select country, count(*)::int n from clicks where network_id = ${id} group by 1
      order by 2 desc`);
    expect(countries[0]!.country).toBe('GB');
    expect(countries.length).toBeGreaterThanOrEqual(8);
    expect(countries.some((c) => c.country === null)).toBe(true);
    for (const c of countries) if (c.country) expect(c.country).toMatch(/^[A-Z]{2}$/);
    const sample = await rows<{ clickref: string; clicked_at: string; destination_url: string }>(
      sql`select clickref, clicked_at, destination_url from clicks where network_id = ${id} limit 50`,
    );
    for (const c of sample) {
      expect(clickrefTime(c.clickref)!.getTime()).toBe(
        Math.floor(new Date(c.clicked_at).getTime() / 1000) * 1000,
      );
      expect(c.destination_url).toContain(`clickref=${c.clickref}`);
    }
  });

  it('invalid clicks carry the verdicts the redirect gives', async () => {
    const id = credentials.networkId;
    const reasons = await rows<{ reason: string | null; creditable: boolean; n: number }>(sql`
      select invalid_reason reason, creditable, count(*)::int n from clicks
      where network_id = ${id} group by 1, 2`);
    const byReason = Object.fromEntries(reasons.map((r) => [r.reason ?? 'valid', r]));
    for (const reason of ['bot', 'self_click', 'partner_not_approved'])
      expect(byReason[reason]?.n, reason).toBeGreaterThan(0);
    for (const r of reasons) expect(r.creditable).toBe(r.reason === null);
    // Past the flood limit clicks are counted, not stored: each count follows ten stored clicks.
    expect(byReason.flood).toBeUndefined();
    const floods = await rows<{ clicks: number; before: number }>(sql`
      select f.clicks, (select count(*)::int from clicks c where c.campaign_id = f.campaign_id
          and c.ip_digest = f.ip_digest and c.clicked_at > f.last_clicked_at - interval '60 seconds'
          and c.clicked_at < f.last_clicked_at) before
        from click_flood_counts f where f.network_id = ${id}`);
    expect(floods.length).toBeGreaterThan(0);
    for (const f of floods) expect(f.before).toBeGreaterThanOrEqual(10);
    const [unapproved] = await rows<{ bad: number }>(sql`
      select count(*)::int bad from clicks c where c.network_id = ${id} and c.creditable
        and not exists (select 1 from participations p where p.campaign_id = c.campaign_id
          and p.partner_id = c.partner_id and p.status = 'a')`);
    expect(unapproved!.bad).toBe(0);
  });

  it('sales by clickref, by voucher and unattributed, as attribution records them', async () => {
    const id = credentials.networkId;
    const kinds = await rows<{ attribution: string; source: string; n: number }>(sql`
      select attribution, source, count(*)::int n from conversions where network_id = ${id}
      group by 1, 2`);
    const count = (a: string) =>
      kinds.filter((k) => k.attribution === a).reduce((n, k) => n + k.n, 0);
    expect(count('click')).toBeGreaterThan(100);
    expect(count('voucher')).toBeGreaterThan(10);
    expect(count('unattributed')).toBeGreaterThan(10);
    expect(new Set(kinds.map((k) => k.source))).toEqual(new Set(['api', 'postback', 'pixel']));
    const [bad] = await rows<Record<string, number>>(sql`
      select
        count(*) filter (where v.attribution = 'click' and (c.id is null or not c.creditable
          or c.partner_id <> v.partner_id or c.campaign_id <> v.campaign_id
          or v.clickref <> c.clickref or v.conversion_time < c.clicked_at
          or v.conversion_time > c.clicked_at + make_interval(secs => k.cookie_period)))::int clicks,
        count(*) filter (where v.attribution = 'voucher' and (vc.partner_id is distinct from
          v.partner_id or v.click_id is not null))::int vouchers,
        count(*) filter (where v.attribution = 'unattributed' and (v.partner_id is not null
          or v.commission <> 0))::int unattributed,
        count(*) filter (where v.partner_id is not null
          and v.commission <> round(v.value * k.default_commission_rate / 100, 4))::int commission,
        count(*) filter (where v.conversion_time > now())::int future
      from conversions v join campaigns k on k.id = v.campaign_id
      left join clicks c on c.id = v.click_id and c.clicked_at = v.clicked_at
      left join voucher_codes vc on vc.id = v.voucher_code_id
      where v.network_id = ${id}`);
    expect(bad).toEqual({ clicks: 0, vouchers: 0, unattributed: 0, commission: 0, future: 0 });
    const [history] = await rows<{ missing: number }>(sql`
      select count(*)::int missing from conversions v where v.network_id = ${id}
        and not exists (select 1 from conversion_history h where h.conversion_id = v.id)`);
    expect(history!.missing).toBe(0);
  });

  it('5 to 12 impressions per creditable click, before it, with its partner, campaign and device', async () => {
    const id = credentials.networkId;
    const [counts] = await rows<{
      impressions: number;
      clicks: number;
      late: number;
      wild: number;
    }>(
      sql`
      select (select count(*)::int from impressions where network_id = ${id}) impressions,
        (select count(*)::int from clicks where network_id = ${id} and creditable) clicks,
        (select count(*)::int from impressions where network_id = ${id} and impressed_at > now()) late,
        (select count(*)::int from impressions i where network_id = ${id} and not exists (
          select 1 from clicks c where c.network_id = i.network_id and c.creditable
            and c.campaign_id = i.campaign_id and c.partner_id = i.partner_id
            and c.device = i.device)) wild`,
    );
    expect(counts!.impressions).toBeGreaterThanOrEqual(counts!.clicks * 5);
    expect(counts!.impressions).toBeLessThanOrEqual(counts!.clicks * 12);
    expect(counts!.late).toBe(0);
    expect(counts!.wild).toBe(0);
  });

  it('exchange rates for the demo currencies on every weekday of the 90 days, marked demo', async () => {
    const days = await rows<{ date: string; currencies: string; source: string }>(sql`
      select date::text as date, string_agg(currency, ',' order by currency) as currencies,
             min(source) as source
      from exchange_rates where network_id = ${credentials.networkId} group by date order by date`);
    expect(days.length).toBeGreaterThanOrEqual(60);
    for (const day of days) {
      expect(day).toMatchObject({ currencies: 'GBP,JPY,USD', source: 'demo' });
      expect([0, 6]).not.toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay());
    }
    expect(Date.now() - Date.parse(days.at(-1)!.date)).toBeLessThan(4 * DAY);
  });

  it('seeds once: a network that has clicks is left alone', async () => {
    expect(await hasAnyNetwork(handle.db)).toBe(true);
    const id = credentials.networkId;
    const stored = () =>
      rows<{ clicks: number; conversions: number }>(sql`
        select (select count(*)::int from clicks where network_id = ${id}) clicks,
          (select count(*)::int from conversions where network_id = ${id}) conversions`);
    const before = await stored();
    // The network's own partners and campaigns, as seedDemoNetwork hands them over: without the
    // guard this would seed a second 90 days.
    const partners = await rows<{ id: number }>(
      sql`select id::int from partners where network_id = ${id} order by id`,
    );
    const campaigns = await rows<{ id: number }>(
      sql`select id::int from campaigns where network_id = ${id} order by id`,
    );
    const again = await handle.db.transaction((tx) =>
      seedDemoTraffic({ tx, networkId: id, userId: 1, partners, campaigns }),
    );
    expect(again).toEqual({ clicks: 0, invalid: 0, flooded: 0, impressions: 0, conversions: 0 });
    expect(await stored()).toEqual(before);
  });
});
