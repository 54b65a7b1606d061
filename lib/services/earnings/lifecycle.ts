import { and, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { campaigns, conversionHistory, conversionLocks, conversions } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { ChangeSet, systemActor } from '../audit/change-set';
import { fromUnits, toUnits } from '@/lib/money/amount';
import { adjustmentTotals } from './adjustment-totals';
import { availableOnSchedule } from '../ledger/make-available';

/**
 * The lifecycle after approval (docs/jobs-and-conversions.md#lifecycle). Locked and payable are
 * stored: an hourly upkeep moves conversions whose time has come, at the time it came (the
 * stamps are the due times, not the sweep's), and tells the audit log and the webhooks. On a
 * scheduled network a conversion becomes available (a ledger entry) as it becomes payable.
 */

const BATCH = 2000;
const HOUR_MS = 3_600_000;

/** When the conversion last became approved: its last history row moving status to approved. */
const approvedAt = sql<
  string | Date
>`(select max(${conversionHistory.createdAt}) from ${conversionHistory}
  where ${conversionHistory.conversionId} = ${conversions.id}
  and ${conversionHistory.changes} -> 'status' ->> 'to' = 'approved')`;

/** Payable from the first day (UTC) of the month after the conversion locked. */
export function payableFrom(lockedAt: Date): Date {
  return new Date(Date.UTC(lockedAt.getUTCFullYear(), lockedAt.getUTCMonth() + 1, 1));
}

/** The conversions among `ids` that are locked: they are changed by adjustments only. */
export async function lockedAmong(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: conversionLocks.conversionId })
    .from(conversionLocks)
    .where(inArray(conversionLocks.conversionId, ids));
  return new Set(rows.map((r) => r.id));
}

/** Locks one batch of approved conversions past their campaign's lock period; how many it locked. */
async function lockBatch(db: Db, now: Date, networkId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: conversions.id,
        networkId: conversions.networkId,
        campaignId: conversions.campaignId,
        partnerId: conversions.partnerId,
        commission: conversions.commission,
        commissionCurrency: conversions.commissionCurrency,
        approvedAt,
        lockDays: campaigns.lockPeriodDays,
      })
      .from(conversions)
      .innerJoin(campaigns, eq(campaigns.id, conversions.campaignId))
      .where(
        and(
          networkId === undefined ? undefined : eq(conversions.networkId, networkId),
          eq(conversions.status, 'approved'),
          isNotNull(conversions.partnerId),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(conversionLocks)
              .where(eq(conversionLocks.conversionId, conversions.id)),
          ),
          sql`${approvedAt} + make_interval(days => ${campaigns.lockPeriodDays}) <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .limit(BATCH)
      .for('update', { of: conversions, skipLocked: true });
    if (!due.length) return 0;
    const rows = due.map((d) => {
      const approved = new Date(d.approvedAt);
      const lockedAt = new Date(approved.getTime() + d.lockDays * 86_400_000);
      return {
        conversionId: d.id,
        networkId: d.networkId,
        campaignId: d.campaignId,
        partnerId: d.partnerId!,
        commission: d.commission,
        commissionCurrency: d.commissionCurrency,
        approvedAt: approved,
        lockedAt,
        payableAt: payableFrom(lockedAt) <= now ? payableFrom(lockedAt) : null,
      };
    });
    await tx.insert(conversionLocks).values(rows).onConflictDoNothing();
    await announce(tx, rows, 'locked');
    const payable = rows.filter((r) => r.payableAt !== null);
    await announce(tx, payable, 'payable');
    await availableOnSchedule(tx, payable);
    return rows.length;
  });
}

/** Marks locked conversions payable once their month is over; how many it moved. */
async function payBatch(db: Db, now: Date, networkId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(conversionLocks)
      .where(
        and(
          networkId === undefined ? undefined : eq(conversionLocks.networkId, networkId),
          isNull(conversionLocks.payableAt),
          lte(
            sql`date_trunc('month', ${conversionLocks.lockedAt} at time zone 'UTC') + interval '1 month'`,
            sql`(${now.toISOString()}::timestamptz at time zone 'UTC')`,
          ),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return 0;
    const rows = due.map((d) => ({ ...d, payableAt: payableFrom(d.lockedAt) }));
    // The conversions before their totals, in the order adjustments take them (no deadlock).
    await tx
      .select({ id: conversions.id })
      .from(conversions)
      .where(
        inArray(
          conversions.id,
          rows.map((r) => r.conversionId),
        ),
      )
      .orderBy(conversions.id)
      .for('update');
    for (const row of rows)
      await tx
        .update(conversionLocks)
        .set({ payableAt: row.payableAt })
        .where(eq(conversionLocks.conversionId, row.conversionId));
    await announce(tx, rows, 'payable');
    await availableOnSchedule(tx, rows);
    return rows.length;
  });
}

type Moved = Pick<
  typeof conversionLocks.$inferSelect,
  'conversionId' | 'networkId' | 'campaignId' | 'partnerId' | 'commission' | 'commissionCurrency'
>;

/** One audit row and one webhook event per moved conversion, per network. */
async function announce(tx: DbOrTx, rows: Moved[], stage: 'locked' | 'payable'): Promise<void> {
  if (!rows.length) return;
  const adjusted = await adjustmentTotals(
    tx,
    rows.map((r) => r.conversionId),
  );
  const byNetwork = new Map<number, Moved[]>();
  for (const r of rows) byNetwork.set(r.networkId, [...(byNetwork.get(r.networkId) ?? []), r]);
  for (const [networkId, moved] of byNetwork) {
    const changes = new ChangeSet(systemActor(networkId));
    for (const r of moved) {
      const commission = fromUnits(toUnits(r.commission) + (adjusted.get(r.conversionId) ?? 0n));
      changes.change({ entityType: 'conversion', entityId: r.conversionId, action: stage }).event({
        type: stage === 'locked' ? 'conversion.locked' : 'conversion.payable',
        data: {
          conversion_id: String(r.conversionId),
          campaign_id: String(r.campaignId),
          partner_id: String(r.partnerId),
          stage,
          commission,
          commission_currency: r.commissionCurrency,
        },
      });
    }
    await changes.commit(tx);
  }
}

/** Moves every conversion whose time has come: approved -> locked -> payable (one network, or all). */
export async function advanceLifecycle(
  db: Db,
  now: Date = new Date(),
  networkId?: number,
): Promise<{ locked: number; payable: number }> {
  let locked = 0;
  let payable = 0;
  for (let n = await lockBatch(db, now, networkId); n > 0; n = await lockBatch(db, now, networkId))
    locked += n;
  for (let n = await payBatch(db, now, networkId); n > 0; n = await payBatch(db, now, networkId))
    payable += n;
  return { locked, payable };
}

/** Runs the lifecycle upkeep now and every hour; returns a stop function (lib/boot.ts). */
export function scheduleLifecycleUpkeep(db: Db): () => void {
  const run = () =>
    advanceLifecycle(db)
      .then((r) => {
        if (r.locked || r.payable) logger.info(r, 'conversion lifecycle advanced');
      })
      .catch((error) => logger.error({ err: error }, 'conversion lifecycle upkeep failed'));
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
