import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { communications } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { parseReportDate } from '@/lib/schemas/conversion/report-dates';
import { insertJob } from '../jobs/insert-job';
import { dispatchJob } from '../jobs/dispatch-job';
import { findCommunication, requireDraft, type CommunicationRow } from './find-communication';
import { hasRecipients, insertRecipients } from './recipient-segments';

/** The job type that delivers a communication (lib/queue runs it). */
export const COMMUNICATION_DELIVERY = 'communication_delivery';

/** A scheduled send must be at least this far ahead (the reference's rule). */
export const MIN_SCHEDULE_MS = 15 * 60 * 1000;

/**
 * Resolves the recipients and starts the delivery job, in the caller's transaction: the rows,
 * the job and the status change commit together. Dispatch the job after the commit.
 */
async function startDelivery(tx: Tx, row: CommunicationRow) {
  await insertRecipients(tx, row);
  const job = await insertJob(
    tx,
    {
      networkId: row.networkId,
      type: COMMUNICATION_DELIVERY,
      reference: String(row.id),
      createdBy: row.createdBy,
      brandId: null,
      campaignId: null,
    },
    [],
  );
  await tx
    .update(communications)
    .set({
      status: 'sending',
      jobId: job.id,
      sendAt: sql`coalesce(${communications.sendAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(communications.id, row.id));
  return job;
}

function ready(row: CommunicationRow): void {
  const fields = [];
  if (!row.subject)
    fields.push({
      path: ['subject'],
      kind: 'required' as const,
      message: 'A subject is required before sending',
    });
  if (!row.html)
    fields.push({
      path: ['html'],
      kind: 'required' as const,
      message: 'Content is required before sending',
    });
  if (!hasRecipients(row))
    fields.push({
      path: ['publisher_ids'],
      kind: 'required' as const,
      message: 'Choose recipients (publisher_ids or recipient_segments) before sending',
    });
  if (fields.length) throw AppError.validation(fields, 'The communication is not ready to send');
}

/**
 * POST /v2/communications/{id}/send: `immediately`, or a time at least 15 minutes ahead read in
 * `timezone` (default UTC) unless it carries an offset.
 */
export async function sendCommunication(
  db: Db,
  principal: Principal,
  id: number,
  when: { sendDate: string; timezone?: string },
  now = new Date(),
): Promise<void> {
  const job = await db.transaction(async (tx) => {
    const row = await findCommunication(tx, principal, id, true);
    requireDraft(row, 'sent');
    ready(row);
    if (when.sendDate.toLowerCase() === 'immediately') return startDelivery(tx, row);
    const timezone = when.timezone ?? 'UTC';
    const at = parseReportDate(when.sendDate, timezone);
    if (!at)
      throw AppError.field(
        ['send_date'],
        'invalid_datetime',
        'must be "immediately" or a date and time such as 2030-06-17 12:34:56',
      );
    if (at.getTime() < now.getTime() + MIN_SCHEDULE_MS)
      throw AppError.field(['send_date'], 'too_small', 'must be at least 15 minutes in the future');
    await tx
      .update(communications)
      .set({ status: 'scheduled', sendAt: at, timezone, updatedAt: sql`now()` })
      .where(eq(communications.id, row.id));
    return undefined;
  });
  if (job) await dispatchJob(job);
}

/** DELETE /v2/communications/{id}/cancel: a scheduled communication goes back to draft. */
export async function cancelCommunication(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findCommunication(tx, principal, id, true);
    if (row.status !== 'scheduled')
      throw AppError.field(
        ['status'],
        'invalid_value',
        'Only a scheduled communication can be cancelled',
      );
    await tx
      .update(communications)
      .set({ status: 'draft', sendAt: null, timezone: null, updatedAt: sql`now()` })
      .where(eq(communications.id, row.id));
  });
}

/** Starts the delivery of scheduled communications whose time has come (the queue's sweep calls it). */
export async function startDueCommunications(db: Db, now = new Date()): Promise<number> {
  const jobs = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(communications)
      .where(and(eq(communications.status, 'scheduled'), lte(communications.sendAt, now)))
      .orderBy(asc(communications.sendAt))
      .limit(20)
      .for('update', { skipLocked: true });
    const started = [];
    for (const row of due) started.push(await startDelivery(tx, row));
    return started;
  });
  for (const job of jobs) await dispatchJob(job);
  return jobs.length;
}
