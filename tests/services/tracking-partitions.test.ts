import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { clicks } from '@/lib/db/schema';
import { maintainClickPartitions } from '@/lib/services/tracking';
import { createScratchDatabase } from '../support/scratch-database';

/**
 * Partition upkeep on a database of its own (it drops partitions, which other test files' clicks
 * may live in): PGlite in memory, or a fresh PostgreSQL database when DATABASE_URL is set.
 */

let handle: DbHandle;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase('anet_partitions');
    handle = await openDatabase({ ...process.env, DATABASE_URL: scratch.url });
    dropDatabase = scratch.drop;
  } else {
    handle = await openDatabase({ ...process.env, DATABASE_URL: '', DATA_DIR: 'memory://' });
  }
});
afterAll(async () => {
  await handle?.close();
  await dropDatabase?.();
});

const monthName = (d: Date) =>
  `clicks_${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const monthsFrom = (base: Date, n: number) =>
  new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + n, 15));

async function partitions(): Promise<string[]> {
  const result = await handle.db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'clicks'::regclass order by 1`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

const clickAt = (at: Date, clickref: string) => ({
  clickedAt: at,
  clickref,
  networkId: 1,
  campaignId: 1,
  partnerId: 1,
  destinationUrl: 'https://shop.example/',
  creditable: true,
});

async function whereIs(clickref: string): Promise<string | undefined> {
  const result = await handle.db.execute<{ part: string }>(
    sql`select tableoid::regclass::text as part from clicks where clickref = ${clickref}`,
  );
  return (result as unknown as { rows: { part: string }[] }).rows[0]?.part;
}

describe('click partitions', () => {
  it('the migration made the months around now; upkeep at the same time changes nothing', async () => {
    const now = new Date();
    const names = await partitions();
    for (let i = -3; i <= 3; i += 1) expect(names).toContain(monthName(monthsFrom(now, i)));
    expect(names).toContain('clicks_default');
    expect(await maintainClickPartitions(handle.db, { now })).toEqual({ created: [], dropped: [] });
  });

  it('creates the current month and three ahead, moving clicks the default partition held', async () => {
    const now = new Date();
    const later = monthsFrom(now, 6);
    const stray = monthsFrom(now, 7);
    await handle.db.insert(clicks).values(clickAt(stray, 'stray-click'));
    expect(await whereIs('stray-click')).toBe('clicks_default');
    const result = await maintainClickPartitions(handle.db, { now: later, retentionMonths: 25 });
    expect(result.created).toEqual([6, 7, 8, 9].map((i) => monthName(monthsFrom(now, i))));
    expect(await whereIs('stray-click')).toBe(monthName(stray));
    // New clicks in a created month land in it.
    await handle.db.insert(clicks).values(clickAt(monthsFrom(now, 8), 'later-click'));
    expect(await whereIs('later-click')).toBe(monthName(monthsFrom(now, 8)));
  });

  it('drops whole months older than the retention, and old default rows; keeps the rest', async () => {
    const now = new Date();
    const old = monthsFrom(now, -3);
    await handle.db.insert(clicks).values(clickAt(old, 'old-click'));
    await handle.db.insert(clicks).values(clickAt(monthsFrom(now, -1), 'recent-click'));
    await handle.db
      .insert(clicks)
      .values(clickAt(new Date('2001-01-01T00:00:00Z'), 'ancient-click'));
    const result = await maintainClickPartitions(handle.db, { now, retentionMonths: 2 });
    expect(result.dropped.sort()).toEqual([monthName(monthsFrom(now, -3))]);
    const names = await partitions();
    expect(names).not.toContain(monthName(old));
    expect(names).toContain(monthName(monthsFrom(now, -2)));
    expect(await whereIs('old-click')).toBeUndefined();
    expect(await whereIs('ancient-click')).toBeUndefined();
    expect(await whereIs('recent-click')).toBe(monthName(monthsFrom(now, -1)));
  });
});
