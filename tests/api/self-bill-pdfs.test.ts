import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as pdfRoute from '@/app/(api)/v3/partner/[partnerId]/self-bills/[selfBillId]/pdf/route';
import { getDb } from '@/lib/db/client';
import { jobs, selfBillPdfs, selfBills } from '@/lib/db/schema';
import { startQueue, stopQueue } from '@/lib/queue';
import { call } from '../support/harness';
import { useQueue } from '../support/conversions';
import { pdfText } from '../support/pdf-text';
import {
  approveRun,
  availableWorld,
  gbDetails,
  issueRun,
  payRun,
  readRun,
  startRun,
} from '../support/payment-runs';

// The self-bill PDFs made in the background after issuing, with the run's progress
// (docs/payments.md#self-bills-built; docs/api-decisions.md: a PDF asked for first is made on demand).

const download = (auth: string, partnerId: string, billId: string) =>
  call(pdfRoute, `/v3/partner/${partnerId}/self-bills/${billId}/pdf`, {
    auth,
    params: { partnerId, selfBillId: billId },
  });

async function progressOf(read: () => Promise<{ json: { data: Record<string, unknown> } }>) {
  const { data } = (await read()).json;
  return { count: data.self_bill_count, ready: data.pdfs_ready };
}

describe('self-bill PDFs in the background', () => {
  useQueue();

  it('issuing queues them; a PDF asked for first is made on demand; the run counts them ready; paying forgets them', async () => {
    const { net, s } = await availableWorld();
    await gbDetails(s.partner.auth, s.publisherId);
    const run = await startRun(net.auth, net, { currency: 'GBP', payment_type: 'bank_transfer' });
    const runId = run.json.data.id as string;
    await approveRun(net.auth, net, runId);
    // No worker while issuing: the job waits, the PDF still answers.
    await stopQueue();
    expect((await issueRun(net.auth, net, runId)).status).toBe(200);
    const read = () => readRun(net.auth, net, runId);
    expect(await progressOf(read)).toEqual({ count: 1, ready: 0 });
    const db = await getDb();
    const [bill] = await db
      .select()
      .from(selfBills)
      .where(eq(selfBills.runId, Number(runId)));
    const billId = String(bill!.id);
    const early = await download(s.partner.auth, s.publisherId, billId);
    expect(early.status).toBe(200);
    expect(pdfText(early.bytes!)).toContain('Total: 30.0000 GBP');
    expect(await progressOf(read)).toEqual({ count: 1, ready: 0 });

    // The worker back: its first sweep finds the job and makes the PDF.
    await startQueue({ pollingIntervalSeconds: 0.5, sweepIntervalMs: 2_000 });
    // The job is marked complete just after its last chunk stores the PDFs: wait for both.
    const pdfJob = async () =>
      (
        await db
          .select()
          .from(jobs)
          .where(and(eq(jobs.type, 'self_bill_pdfs'), eq(jobs.reference, `payment_run:${runId}`)))
      )[0];
    const until = Date.now() + 30_000;
    while (
      ((await progressOf(read)).ready !== 1 || (await pdfJob())?.status !== 'complete') &&
      Date.now() < until
    )
      await new Promise((r) => setTimeout(r, 250));
    expect(await progressOf(read)).toEqual({ count: 1, ready: 1 });
    expect(await pdfJob()).toMatchObject({
      status: 'complete',
      itemTotalCount: 1,
      itemSuccessCount: 1,
    });
    const [stored] = await db
      .select()
      .from(selfBillPdfs)
      .where(inArray(selfBillPdfs.selfBillId, [bill!.id]));
    const served = await download(s.partner.auth, s.publisherId, billId);
    expect(Buffer.from(served.bytes!).equals(stored!.pdf)).toBe(true);
    expect(pdfText(served.bytes!)).not.toContain('Paid ');

    // Paid: the stored document (made before) is dropped; the next request prints the payment.
    expect((await payRun(net.auth, net, runId)).status).toBe(200);
    expect(await progressOf(read)).toEqual({ count: 1, ready: 0 });
    const paid = await download(s.partner.auth, s.publisherId, billId);
    expect(pdfText(paid.bytes!)).toMatch(/Paid \d{4}-\d{2}-\d{2}/);
  }, 120_000);
});
