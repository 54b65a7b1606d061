import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { networks, partners, paymentRunLines, paymentRuns } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { fromUnits, toUnits } from '@/lib/money/amount';
import { requireOwnNetwork, requireStaff } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { pdfProgress } from './pdf-job';
import { paymentRunEvent } from './payment-events';
import { writePreviewLines, type NewRun } from './preview';
import { runSelfBills, withNames, type RunSelfBill } from './run-reads';
export type { RunSelfBill };
export { EXCLUSIONS, type NewRun } from './preview';

export type PaymentRunRow = typeof paymentRuns.$inferSelect;
export type PaymentRunLineRow = typeof paymentRunLines.$inferSelect & { partnerName?: string };

/**
 * Which lines and self-bills a run's answer carries: `limit` included lines from
 * `includedOffset`, `limit` excluded ones from `excludedOffset` and `limit` self-bills from
 * `selfBillsOffset`, each in partner (self-bills: number) order. A run of 100,000 partners is
 * read a page at a time.
 */
export interface RunPage {
  limit: number;
  includedOffset: number;
  excludedOffset: number;
  selfBillsOffset: number;
}
export const RUN_PAGE_LIMIT = 100;
export const FIRST_PAGE: RunPage = {
  limit: RUN_PAGE_LIMIT,
  includedOffset: 0,
  excludedOffset: 0,
  selfBillsOffset: 0,
};

export interface PaymentRun extends PaymentRunRow {
  /** The page's included lines, then its excluded ones. */
  lines: PaymentRunLineRow[];
  includedCount: number;
  excludedCount: number;
  page: RunPage;
  /** True when its total is above the network's limit: a second staff user must approve. */
  needsSecondApprover: boolean;
  /** Who started and who approved it, by name (read one by one and in the list). */
  createdByName?: string;
  approvedByName?: string | null;
  /** Its self-bills once issued (read one by one). */
  selfBills?: RunSelfBill[];
}

/** A run read one by one: also how far the background job has made its self-bills' PDFs. */
export interface PaymentRunRead extends PaymentRun {
  pdfs: { selfBillCount: number; pdfsReady: number };
}

export async function networkSettings(tx: DbOrTx, networkId: number) {
  const [row] = await tx
    .select({
      threshold: networks.paymentThreshold,
      approvalLimit: networks.paymentApprovalLimit,
      holdDays: networks.paymentDetailsHoldDays,
      taxCountry: networks.taxCountry,
      name: networks.name,
    })
    .from(networks)
    .where(eq(networks.id, networkId));
  if (!row) throw AppError.notFound('Network');
  return row;
}

/** How many lines the run includes and excludes. */
async function lineCounts(tx: DbOrTx, runId: number) {
  const [row] = await tx
    .select({
      included: sql<number>`(count(*) filter (where ${paymentRunLines.exclusion} is null))::int`,
      excluded: sql<number>`(count(*) filter (where ${paymentRunLines.exclusion} is not null))::int`,
    })
    .from(paymentRunLines)
    .where(eq(paymentRunLines.runId, runId));
  return row!;
}

/** One page of the run's included or excluded lines, with the partners' names. */
async function linePage(
  tx: DbOrTx,
  runId: number,
  included: boolean,
  limit: number,
  offset: number,
) {
  const rows = await tx
    .select({ line: paymentRunLines, partnerName: partners.accountName })
    .from(paymentRunLines)
    .innerJoin(partners, eq(partners.id, paymentRunLines.partnerId))
    .where(
      and(
        eq(paymentRunLines.runId, runId),
        included ? isNull(paymentRunLines.exclusion) : isNotNull(paymentRunLines.exclusion),
      ),
    )
    .orderBy(asc(paymentRunLines.partnerId))
    .limit(limit)
    .offset(offset);
  return rows.map((l) => ({ ...l.line, partnerName: l.partnerName }));
}

async function withLines(
  tx: DbOrTx,
  run: PaymentRunRow,
  approvalLimit: string | null,
  page: RunPage,
): Promise<PaymentRun> {
  const counts = await lineCounts(tx, run.id);
  return {
    ...run,
    lines: [
      ...(await linePage(tx, run.id, true, page.limit, page.includedOffset)),
      ...(await linePage(tx, run.id, false, page.limit, page.excludedOffset)),
    ],
    includedCount: counts.included,
    excludedCount: counts.excluded,
    page,
    needsSecondApprover: approvalLimit !== null && toUnits(run.total) > toUnits(approvalLimit),
  };
}

/**
 * Room for the preview's aggregate (100,000 partners' sums): at the default 4 MB it spilled to
 * disk. SET LOCAL ends with the transaction.
 */
const PREVIEW_WORK_MEM = '64MB';

/**
 * Starts a run (staff): the preview of every partner with an unbilled balance in the currency
 * up to the cut-off, with totals and exclusions. One open run per network and currency: a
 * second one, even started at the same moment, is a conflict (the unique index decides).
 */
export async function createPaymentRun(
  db: Db,
  principal: Principal,
  networkId: number,
  input: NewRun,
  now = new Date(),
): Promise<PaymentRun> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'start payment runs');
  if (input.cutOff.getTime() > now.getTime())
    throw AppError.field(['cut_off'], 'invalid_value', 'The cut-off may not be in the future');
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local work_mem = '${PREVIEW_WORK_MEM}'`));
      const settings = await networkSettings(tx, networkId);
      const [started] = await tx
        .insert(paymentRuns)
        .values({
          networkId,
          currency: input.currency,
          cutOff: input.cutOff,
          paymentType: input.paymentType,
          total: '0',
          createdBy: principal.userId,
        })
        .returning({ id: paymentRuns.id });
      const runId = started!.id;
      await writePreviewLines(tx, runId, networkId, input, settings, now);
      const [run] = await tx
        .update(paymentRuns)
        .set({
          total: sql`(select coalesce(sum(${paymentRunLines.amount}), 0) from ${paymentRunLines}
            where ${paymentRunLines.runId} = ${runId} and ${paymentRunLines.exclusion} is null)`,
        })
        .where(eq(paymentRuns.id, runId))
        .returning();
      const answer = await withLines(tx, run!, settings.approvalLimit, FIRST_PAGE);
      await new ChangeSet(actorOf(principal))
        .change({
          entityType: 'payment_run',
          entityId: runId,
          action: 'created',
          after: {
            currency: run!.currency,
            total: run!.total,
            partners: answer.includedCount + answer.excludedCount,
          },
        })
        .commit(tx);
      return answer;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payment_runs_one_open'))
      throw new AppError(
        'conflict',
        `A payment run for ${input.currency} is already open: finish it before starting another`,
      );
    throw error;
  }
}

export async function runOf(
  tx: DbOrTx,
  principal: Principal,
  networkId: number,
  runId: number,
  lock = false,
) {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'manage payment runs');
  const query = tx
    .select()
    .from(paymentRuns)
    .where(and(eq(paymentRuns.id, runId), eq(paymentRuns.networkId, networkId)));
  const [run] = lock ? await query.for('update') : await query;
  if (!run) throw AppError.notFound('Payment run');
  return run;
}

export async function getPaymentRun(
  db: Db,
  principal: Principal,
  networkId: number,
  runId: number,
  page: RunPage = FIRST_PAGE,
): Promise<PaymentRunRead> {
  const run = await runOf(db, principal, networkId, runId);
  const [named] = await withNames(db, [run]);
  return {
    ...(await withLines(db, named!, (await networkSettings(db, networkId)).approvalLimit, page)),
    selfBills: await runSelfBills(db, runId, page.limit, page.selfBillsOffset),
    pdfs: await pdfProgress(db, runId),
  };
}

export async function listPaymentRuns(
  db: Db,
  principal: Principal,
  networkId: number,
): Promise<(PaymentRunRow & { createdByName: string; approvedByName: string | null })[]> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read payment runs');
  const runs = await db
    .select()
    .from(paymentRuns)
    .where(eq(paymentRuns.networkId, networkId))
    .orderBy(desc(paymentRuns.id));
  return withNames(db, runs);
}

/**
 * Approves a previewed run (staff). Above the network's approval limit, the approver must be
 * another staff user than the one who started it.
 */
export async function approvePaymentRun(
  db: Db,
  principal: Principal,
  networkId: number,
  runId: number,
): Promise<PaymentRun> {
  await db.transaction(async (tx) => {
    const run = await runOf(tx, principal, networkId, runId, true);
    if (run.status !== 'previewed')
      throw new AppError(
        'conflict',
        `The run is ${run.status}: only a previewed run can be approved`,
      );
    const { approvalLimit } = await networkSettings(tx, networkId);
    if (
      approvalLimit !== null &&
      toUnits(run.total) > toUnits(approvalLimit) &&
      run.createdBy === principal.userId
    )
      throw new AppError(
        'forbidden',
        `The run's total is above the approval limit of ${fromUnits(toUnits(approvalLimit))}: another staff user must approve it`,
      );
    const [approved] = await tx
      .update(paymentRuns)
      .set({ status: 'approved', approvedBy: principal.userId, approvedAt: new Date() })
      .where(eq(paymentRuns.id, runId))
      .returning();
    await new ChangeSet(actorOf(principal))
      .change({ entityType: 'payment_run', entityId: runId, action: 'approved' })
      .event(paymentRunEvent('payment_run.approved', approved!))
      .commit(tx);
  });
  return getPaymentRun(db, principal, networkId, runId);
}
