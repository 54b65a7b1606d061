import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { selfBillPdfs, selfBills } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { insertJobFromQuery } from '../jobs/insert-job';
import { runJob, type RunOptions, type TaskOutcome } from '../jobs/run-job';
import type { JobRow } from '../jobs/read-jobs';
import { selfBillPdf } from './documents';
import { anyId } from '../audit/change-set';
import { getSelfBill, selfBillDocument, selfBillDocuments } from './self-bills';

/**
 * The self-bill PDFs of an issued run, made in the background (docs/payments.md#self-bills-built):
 * a job of one task per self-bill, queued in the issuing transaction; each chunk renders its
 * bills and stores them in self_bill_pdfs with the tasks' outcomes, so a redelivery makes none
 * twice. The run shows the progress (pdfs_ready of self_bill_count).
 */

export const SELF_BILL_PDFS = 'self_bill_pdfs';

/** Queues the PDFs of the run's self-bills, in the issuing transaction. Dispatch after the commit. */
export async function queueSelfBillPdfs(
  tx: Tx,
  principal: Principal,
  run: { id: number; networkId: number },
  count: number,
): Promise<JobRow> {
  return insertJobFromQuery(
    tx,
    {
      networkId: run.networkId,
      type: SELF_BILL_PDFS,
      reference: `payment_run:${run.id}`,
      createdBy: principal.userId,
      brandId: null,
      campaignId: null,
    },
    count,
    sql`select jsonb_build_object('self_bill_id', ${selfBills.id}) as input from ${selfBills}
      where ${selfBills.runId} = ${run.id} order by ${selfBills.id}`,
  );
}

async function makePdfs(tx: Tx, _job: JobRow, tasks: { input: unknown }[]): Promise<TaskOutcome[]> {
  const ids = tasks.map((t) => Number((t.input as { self_bill_id: number }).self_bill_id));
  const docs = new Map((await selfBillDocuments(tx, ids)).map((d) => [d.bill.id, d]));
  const made: { selfBillId: number; pdf: Buffer }[] = [];
  for (const doc of docs.values())
    made.push({ selfBillId: doc.bill.id, pdf: Buffer.from(await selfBillPdf(doc)) });
  if (made.length) await tx.insert(selfBillPdfs).values(made).onConflictDoNothing();
  return ids.map((id) =>
    docs.has(id)
      ? { status: 'complete', result: { self_bill_id: String(id) } }
      : {
          status: 'failed',
          error: { path: ['self_bill_id'], kind: 'not_found', message: 'Self-bill not found' },
        },
  );
}

/** Works a self_bill_pdfs job (the queue's worker calls this). */
export function runSelfBillPdfs(db: Db, jobId: number, options?: RunOptions) {
  return runJob(db, jobId, makePdfs, { chunkSize: 50, ...options });
}

/** The stored PDF of a self-bill, or undefined while the job has not made it (or after a change). */
export async function storedSelfBillPdf(
  db: DbOrTx,
  selfBillId: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: selfBillPdfs.pdf })
    .from(selfBillPdfs)
    .where(eq(selfBillPdfs.selfBillId, selfBillId));
  return row?.pdf;
}

/** Forgets stored PDFs whose self-bill changed (paid, item returned): they are made again on demand. */
export async function dropSelfBillPdfs(tx: DbOrTx, selfBillIds: number[]): Promise<void> {
  if (selfBillIds.length)
    await tx.delete(selfBillPdfs).where(anyId(selfBillPdfs.selfBillId, selfBillIds));
}

/** How far the run's PDFs are: self-bills, and those with their PDF stored. */
export async function pdfProgress(db: DbOrTx, runId: number) {
  const [row] = await db
    .select({
      selfBillCount: sql<number>`count(*)::int`,
      pdfsReady: sql<number>`count(${selfBillPdfs.selfBillId})::int`,
    })
    .from(selfBills)
    .leftJoin(selfBillPdfs, eq(selfBillPdfs.selfBillId, selfBills.id))
    .where(eq(selfBills.runId, runId));
  return row!;
}

/**
 * A self-bill's PDF (staff and the partner's users): the stored one once the job made it, else
 * made on demand (docs/api-decisions.md).
 */
export async function readSelfBillPdf(
  db: Db,
  principal: Principal,
  partnerId: number,
  selfBillId: number,
): Promise<{ number: number; bytes: Uint8Array }> {
  const { bill } = await getSelfBill(db, principal, partnerId, selfBillId);
  const stored = await storedSelfBillPdf(db, bill.id);
  if (stored) return { number: bill.number, bytes: stored };
  const doc = await selfBillDocument(db, principal, partnerId, selfBillId);
  return { number: bill.number, bytes: await selfBillPdf(doc) };
}
