import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { trackingSettings } from './settings';

/**
 * Upkeep of the clicks table's monthly partitions (clicks_YYYY_MM, UTC months; see migration
 * 0010): the current month and MONTHS_AHEAD after it exist, and months older than
 * CLICK_RETENTION_MONTHS are dropped whole (the current month plus that many before it are
 * kept). Clicks that fell into the default partition because their month had none are moved
 * into the month's partition when it is made. The counts of clicks past the flood limit
 * (click_flood_counts) and the impressions (not partitioned: a daily delete) are kept as long as
 * the clicks. Safe to run any time from any instance: an
 * advisory lock makes concurrent runs take turns, and every step checks what exists.
 */

const MONTHS_AHEAD = 3;
const UPKEEP_LOCK_KEY = 727_020;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const partitionName = (d: Date) =>
  `clicks_${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const literal = (d: Date) => `'${d.toISOString()}'`;

export interface PartitionUpkeep {
  created: string[];
  dropped: string[];
}

async function existingPartitions(db: DbOrTx): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'clicks'::regclass`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

/** A plain table, the default partition's rows of that month moved in, then attached. */
async function createMonth(tx: DbOrTx, from: Date): Promise<void> {
  const name = partitionName(from);
  const to = monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1);
  await tx.execute(
    sql.raw(`create table "${name}" (like "clicks" including defaults including constraints)`),
  );
  await tx.execute(
    sql.raw(`with moved as (delete from "clicks_default" where clicked_at >= ${literal(from)}
      and clicked_at < ${literal(to)} returning *) insert into "${name}" select * from moved`),
  );
  await tx.execute(
    sql.raw(
      `alter table "clicks" attach partition "${name}" for values from (${literal(from)}) to (${literal(to)})`,
    ),
  );
}

/**
 * Makes the missing monthly partitions from `from`'s month to `to`'s, for clicks written with
 * past times (the demo seed). Months past retention are the upkeep's to drop, not made here.
 */
export async function ensureClickMonths(db: DbOrTx, from: Date, to: Date): Promise<string[]> {
  const created: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPKEEP_LOCK_KEY})`);
    const existing = new Set(await existingPartitions(tx));
    const last = monthStart(to.getUTCFullYear(), to.getUTCMonth());
    let month = monthStart(from.getUTCFullYear(), from.getUTCMonth());
    for (; month <= last; month = monthStart(month.getUTCFullYear(), month.getUTCMonth() + 1)) {
      if (existing.has(partitionName(month))) continue;
      await createMonth(tx, month);
      created.push(partitionName(month));
    }
  });
  return created;
}

export async function maintainClickPartitions(
  db: Db,
  options: { now?: Date; retentionMonths?: number } = {},
): Promise<PartitionUpkeep> {
  const now = options.now ?? new Date();
  const retention = options.retentionMonths ?? trackingSettings().retentionMonths;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const keepFrom = monthStart(year, month - retention);
  const out: PartitionUpkeep = { created: [], dropped: [] };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPKEEP_LOCK_KEY})`);
    const existing = new Set(await existingPartitions(tx));
    for (let i = 0; i <= MONTHS_AHEAD; i += 1) {
      const from = monthStart(year, month + i);
      const name = partitionName(from);
      if (existing.has(name)) continue;
      await createMonth(tx, from);
      out.created.push(name);
    }
    for (const name of existing) {
      const match = /^clicks_(\d{4})_(\d{2})$/.exec(name);
      if (!match) continue;
      const start = monthStart(Number(match[1]), Number(match[2]) - 1);
      if (start >= keepFrom) continue;
      await tx.execute(sql.raw(`drop table "${name}"`));
      out.dropped.push(name);
    }
    await tx.execute(
      sql.raw(`delete from "clicks_default" where clicked_at < ${literal(keepFrom)}`),
    );
    await tx.execute(
      sql.raw(`delete from "click_flood_counts" where window_start < ${literal(keepFrom)}`),
    );
    await tx.execute(
      sql.raw(`delete from "impressions" where impressed_at < ${literal(keepFrom)}`),
    );
  });
  return out;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the upkeep now and then daily in this process (started by lib/boot.ts); failures are
 * logged and tried again the next day. Returns a stop function.
 */
export function scheduleClickPartitionUpkeep(db: Db): () => void {
  const run = () =>
    maintainClickPartitions(db)
      .then((r) => {
        if (r.created.length || r.dropped.length) logger.info(r, 'click partitions maintained');
      })
      .catch((error) => logger.error({ err: error }, 'click partition upkeep failed'));
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
