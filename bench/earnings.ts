/**
 * Issue 21's earnings bench: a partner with 100,000 conversions (pending, approved, rejected,
 * in two currencies, a third of the approved ones locked, half of those payable, 2% adjusted),
 * written by set-based SQL before the servers start (the earnings_totals triggers run on every
 * row, so the seconds it takes include them), then GET /v3/partner/{id}/earnings timed one at a
 * time against the app: p50 target <= 50 ms. The totals are checked against the recomputation
 * from the rows (lib/services/earnings/recompute.ts).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import {
  partnerEarnings,
  recomputePartnerEarnings,
  type EarningsTotals,
} from '@/lib/services/earnings';
import type { Timed } from './extras';

export const EARNINGS_CONVERSIONS = 100_000;

export interface EarningsSeed {
  partnerId: number;
  seconds: number;
}

/** Writes the partner's conversions, locks and adjustments (before any server starts). */
export async function seedEarnings(
  env: Record<string, string>,
  networkId: number,
  partnerId: number,
): Promise<EarningsSeed> {
  const handle = await openDatabase({ ...process.env, ...env });
  const db = handle.db;
  const started = performance.now();
  try {
    await db.execute(sql`insert into conversions (network_id, campaign_id, partner_id,
        conversion_reference, status, currency, value, commission, commission_currency,
        conversion_time)
      select ${networkId}, c.id, ${partnerId}, 'earn-' || g,
        case when g % 10 < 3 then 'pending' when g % 10 < 9 then 'approved' else 'rejected' end,
        'GBP', 100, (g % 997) / 100.0, case when g % 7 = 0 then 'EUR' else 'GBP' end,
        now() - make_interval(secs => g)
      from generate_series(1, ${EARNINGS_CONVERSIONS}) g
      join lateral (select id from campaigns where network_id = ${networkId}
        order by id offset (g % 50) limit 1) c on true`);
    await db.execute(sql`insert into conversion_locks (conversion_id, network_id, campaign_id,
        partner_id, commission, commission_currency, approved_at, locked_at, payable_at)
      select id, network_id, campaign_id, partner_id, commission, commission_currency, now(),
        now(), case when id % 2 = 0 then now() end
      from conversions where partner_id = ${partnerId} and status = 'approved' and id % 3 = 0`);
    await db.execute(sql`insert into conversion_adjustments (network_id, campaign_id,
        conversion_id, partner_id, kind, value_delta, commission_delta, commission_currency)
      select network_id, campaign_id, id, partner_id, 'amendment', 0, 0.5, commission_currency
      from conversions where partner_id = ${partnerId} and status = 'approved' and id % 50 = 7`);
    await db.execute(sql`analyze conversions`);
    return { partnerId, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

/** GET /v3/partner/{id}/earnings, 50 times one at a time, compared with the recomputation. */
export async function timeEarnings(
  env: Record<string, string>,
  api: string,
  headers: Record<string, string>,
  seeded: EarningsSeed,
): Promise<Timed> {
  const url = `${api}/v3/partner/${seeded.partnerId}/earnings`;
  const samples: number[] = [];
  let body: { data: { totals: { currency: string }[] } } | undefined;
  for (let i = 0; i < 60; i += 1) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const json = (await res.json()) as typeof body;
    if (res.status !== 200) throw new Error(`earnings answered ${res.status}`);
    if (i >= 10) samples.push(performance.now() - t0); // the first ten warm up
    body = json;
  }
  const name = `earnings totals, partner with ${EARNINGS_CONVERSIONS.toLocaleString('en')} conversions`;
  const seededIn = `seeded in ${seeded.seconds.toFixed(1)} s (triggers included)`;
  // The embedded database allows one process, and the app holds it: the recount is for PostgreSQL.
  if (!env.DATABASE_URL)
    return { name, samples, target: 50, note: `${seededIn}; not recounted (PGlite: one process)` };
  const handle = await openDatabase({ ...process.env, ...env });
  const expected = await recomputePartnerEarnings(handle.db, seeded.partnerId).finally(() =>
    handle.close(),
  );
  const shown = JSON.stringify(body!.data.totals.map(({ currency, ...t }) => [currency, t]));
  const same =
    shown === JSON.stringify([...expected.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return {
    name,
    samples,
    target: 50,
    note: `${seededIn}; totals ${same ? 'equal' : 'DIFFER from'} the recomputation`,
  };
}

/**
 * `--only earnings` without a production build: partnerEarnings, the service GET earnings
 * calls, in process on the app's database client (no HTTP, no Next.js), 50 times one at a time.
 */
export async function timeEarningsInProcess(
  env: Record<string, string>,
  principal: Principal,
  seeded: EarningsSeed,
): Promise<Timed> {
  const handle = await openDatabase({ ...process.env, ...env });
  try {
    const samples: number[] = [];
    let totals: EarningsTotals[] = [];
    for (let i = 0; i < 60; i += 1) {
      const t0 = performance.now();
      totals = await partnerEarnings(handle.db, principal, seeded.partnerId);
      if (i >= 10) samples.push(performance.now() - t0);
    }
    const expected = await recomputePartnerEarnings(handle.db, seeded.partnerId);
    const shown = JSON.stringify(totals.map(({ currency, ...t }) => [currency, t]));
    const same =
      shown === JSON.stringify([...expected.entries()].sort(([a], [b]) => a.localeCompare(b)));
    return {
      name: `earnings totals, partner with ${EARNINGS_CONVERSIONS.toLocaleString('en')} conversions (service in process)`,
      samples,
      target: 50,
      note: `seeded in ${seeded.seconds.toFixed(1)} s (triggers included); totals ${same ? 'equal' : 'DIFFER from'} the recomputation; no HTTP`,
    };
  } finally {
    await handle.close();
  }
}
