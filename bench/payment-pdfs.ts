/**
 * The self-bill PDFs of the bench's issued run, made by the background job's runner
 * (runSelfBillPdfs, what the queue's worker calls) in this process for BUDGET_MS, with the
 * run's progress (pdfs_ready / self_bill_count, as GET .../payment-runs/{runId} shows it)
 * sampled every PROGRESS_MS. Throughput is PDFs stored per second of that window.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { openDatabase } from '@/lib/db/client';
import { jobs } from '@/lib/db/schema';
import { pdfProgress, runSelfBillPdfs, SELF_BILL_PDFS } from '@/lib/services/payment-runs';
import type { PaymentsResult } from './payments';

const PROGRESS_MS = 10_000;

export async function timePdfJob(
  handle: Awaited<ReturnType<typeof openDatabase>>,
  runId: number,
  budgetMs: number,
): Promise<PaymentsResult['pdfs']> {
  const db = handle.db;
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.type, SELF_BILL_PDFS), eq(jobs.reference, `payment_run:${runId}`)))
    .orderBy(desc(jobs.id))
    .limit(1);
  if (!job) throw new Error('issuing queued no PDF job');
  const progress: string[] = [];
  const sample = async () => {
    const p = await pdfProgress(db, runId);
    progress.push(`${p.pdfsReady}/${p.selfBillCount}`);
  };
  await sample();
  const timer = setInterval(() => void sample(), PROGRESS_MS);
  let peak = process.memoryUsage().rss;
  const rss = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  try {
    await runSelfBillPdfs(db, job.id, { budgetMs });
  } finally {
    clearInterval(timer);
    clearInterval(rss);
  }
  const seconds = (performance.now() - started) / 1000;
  await sample();
  const done = await pdfProgress(db, runId);
  return {
    count: done.pdfsReady,
    of: done.selfBillCount,
    seconds,
    peakMiB: peak / 2 ** 20,
    progress,
  };
}
