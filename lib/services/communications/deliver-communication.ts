import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { communicationRecipients, communications, jobs, partners } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import type { RunOptions, RunResult } from '../jobs/run-job';
import { mailTransport } from '../mail-transport';
import { communicationMail } from './communication-mail';

/**
 * The delivery job of one communication (docs/communications.md#delivery). Recipients are
 * claimed in batches (`claimed`); each row is marked `sending` and committed right before its
 * SMTP call, and `sent` with its Message-ID right after the server accepted it. A failure goes
 * back to `pending` with a backoff, and to `failed` after MAX_ATTEMPTS.
 *
 * After SENDING_LEASE_MS a row still `claimed` was never handed to SMTP: it is pending again.
 * A row still `sending` belonged to a worker that died between the SMTP call and recording it:
 * the server may or may not have accepted it. It becomes `uncertain` and is never sent again
 * automatically (at most one message per recipient); its Message-ID is deterministic, so an
 * operator can look it up in the mail server's log.
 */

export const MAX_ATTEMPTS = 5;
/** Longer than a batch can take: nodemailer's own timeouts bound each message. */
export const SENDING_LEASE_MS = 10 * 60 * 1000;
const BATCH = 50;
/** Messages in flight at once (nodemailer's pool keeps 5 connections). */
const LANES = 5;

const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

interface Claimed {
  id: number;
  partner_id: number;
  email: string;
  unsubscribe_token: string;
  attempts: number;
}

async function claimBatch(db: Db, communicationId: number, size: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update communication_recipients r
    set status = 'claimed', attempts = r.attempts + 1, claimed_at = now()
    where r.id in (
      select id from communication_recipients
      where communication_id = ${communicationId} and status = 'pending' and next_attempt_at <= now()
      order by id limit ${size}
      for update skip locked)
    returning r.id, r.partner_id, r.email, r.unsubscribe_token, r.attempts`);
  return ((result as unknown as { rows: Claimed[] }).rows ?? []).map((r) => ({
    ...r,
    id: Number(r.id),
    partner_id: Number(r.partner_id),
  }));
}

/** Rows a worker that died left: `claimed` ones are pending again, `sending` ones uncertain. */
async function settleAbandoned(db: Db, communicationId: number, leaseMs: number): Promise<void> {
  await db.execute(sql`
    update communication_recipients set status = 'pending'
    where communication_id = ${communicationId} and status = 'claimed'
      and claimed_at < now() - make_interval(secs => ${leaseMs / 1000})`);
  await db.execute(sql`
    update communication_recipients set status = 'uncertain',
      last_error = 'The worker stopped between claiming and recording this message; not resent'
    where communication_id = ${communicationId} and status = 'sending'
      and claimed_at < now() - make_interval(secs => ${leaseMs / 1000})`);
}

async function sendBatch(db: Db, communicationId: number, claimed: Claimed[]): Promise<void> {
  const [row] = await db
    .select()
    .from(communications)
    .where(eq(communications.id, communicationId));
  if (!row) return;
  const people = await db
    .select({
      id: partners.id,
      contactName: partners.contactName,
      companyName: partners.companyName,
      accountName: partners.accountName,
    })
    .from(partners)
    .where(
      inArray(
        partners.id,
        claimed.map((c) => c.partner_id),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  const send = await mailTransport();
  const deliver = async (r: Claimed) => {
    const p = byId.get(r.partner_id);
    const mail = communicationMail(
      row,
      { email: r.email, partnerId: r.partner_id, unsubscribeToken: r.unsubscribe_token },
      {
        contact_name: p?.contactName ?? '',
        company_name: p?.companyName ?? '',
        account_name: p?.accountName ?? '',
        publisher_id: String(r.partner_id),
      },
    );
    await db
      .update(communicationRecipients)
      .set({ status: 'sending', claimedAt: sql`now()` })
      .where(eq(communicationRecipients.id, r.id));
    try {
      await send(mail);
      await db
        .update(communicationRecipients)
        .set({ status: 'sent', messageId: mail.messageId, sentAt: sql`now()`, lastError: null })
        .where(eq(communicationRecipients.id, r.id));
    } catch (error) {
      const failed = r.attempts >= MAX_ATTEMPTS;
      logger.warn(
        { err: error, communicationId, recipientId: r.id },
        'communication message not accepted',
      );
      await db
        .update(communicationRecipients)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(r.attempts)})`,
        })
        .where(eq(communicationRecipients.id, r.id));
    }
  };
  // A few messages at a time, over the transport's pooled connections.
  const lanes = Array.from({ length: LANES }, (_, lane) =>
    claimed.filter((_r, i) => i % LANES === lane),
  );
  await Promise.all(
    lanes.map(async (lane) => {
      for (const r of lane) await deliver(r);
    }),
  );
}

/** Marks the communication sent and the job complete once every recipient has an outcome. */
async function finishIfDone(db: Db, jobId: number, communicationId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [counts] = await tx
      .select({
        open: sql<number>`count(*) filter (where ${communicationRecipients.status} in ('pending', 'claimed', 'sending'))::int`,
        total: sql<number>`count(*)::int`,
        sent: sql<number>`count(*) filter (where ${communicationRecipients.status} = 'sent')::int`,
      })
      .from(communicationRecipients)
      .where(eq(communicationRecipients.communicationId, communicationId));
    if (counts!.open > 0) return false;
    await tx
      .update(communications)
      .set({ status: 'sent', sentAt: sql`coalesce(${communications.sentAt}, now())` })
      .where(and(eq(communications.id, communicationId), eq(communications.status, 'sending')));
    await tx
      .update(jobs)
      .set({
        status: 'complete',
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
        completedAt: sql`coalesce(${jobs.completedAt}, now())`,
        itemTotalCount: counts!.total,
        itemSuccessCount: counts!.sent,
        itemErrorCount: counts!.total - counts!.sent,
      })
      .where(eq(jobs.id, jobId));
    return true;
  });
}

/** The queue's runner of COMMUNICATION_DELIVERY jobs: batches until done or out of budget. */
export async function runCommunicationDelivery(
  db: Db,
  jobId: number,
  options: RunOptions = {},
  leaseMs = SENDING_LEASE_MS,
): Promise<RunResult> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job?.reference) return { finished: true, processed: 0 };
  const communicationId = Number(job.reference);
  const deadline = Date.now() + (options.budgetMs ?? 20_000);
  await db
    .update(jobs)
    .set({ status: 'active', startedAt: sql`coalesce(${jobs.startedAt}, now())` })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'created')));
  await settleAbandoned(db, communicationId, leaseMs);
  let processed = 0;
  while (Date.now() < deadline) {
    const claimed = await claimBatch(
      db,
      communicationId,
      Math.min(options.chunkSize ?? BATCH, BATCH),
    );
    if (!claimed.length) break;
    await sendBatch(db, communicationId, claimed);
    processed += claimed.length;
  }
  return { finished: await finishIfDone(db, jobId, communicationId), processed };
}
