import { and, asc, eq, lt } from 'drizzle-orm';
import { inChunks } from '@/lib/db/batch';
import type { Db, DbOrTx } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { mailTransport } from './mail-transport';

export interface OutgoingEmail {
  networkId: number;
  to: string;
  subject: string;
  body: string;
  kind: string;
}

const MAX_ATTEMPTS = 5;

/** Queues an e-mail in the caller's transaction: it goes out only if the change commits. */
export async function queueEmail(db: DbOrTx, email: OutgoingEmail): Promise<void> {
  await queueEmails(db, [email]);
}

/** Queues many e-mails in the caller's transaction, a few thousand rows a statement. */
export async function queueEmails(db: DbOrTx, emails: OutgoingEmail[]): Promise<void> {
  await inChunks(emails, (slice) =>
    db.insert(emailOutbox).values(
      slice.map((email) => ({
        networkId: email.networkId,
        toAddress: email.to,
        subject: email.subject,
        body: email.body,
        kind: email.kind,
      })),
    ),
  );
}

/**
 * Sends pending e-mails, oldest first. Rows are claimed with SKIP LOCKED so instances
 * delivering at the same time never send one twice; a failure is retried on a later pass.
 */
export async function deliverPendingEmails(
  db: Db,
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  const send = await mailTransport();
  let sent = 0;
  let failed = 0;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(emailOutbox.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      try {
        await send({ to: row.toAddress, subject: row.subject, text: row.body });
        await tx
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
          .where(eq(emailOutbox.id, row.id));
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx
          .update(emailOutbox)
          .set({
            attempts,
            lastError: String((error as Error).message ?? error),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          })
          .where(eq(emailOutbox.id, row.id));
        failed += 1;
      }
    }
  });
  return { sent, failed };
}

/** Delivery after a commit, without making the request wait for SMTP. */
export function deliverSoon(db: Db): void {
  void deliverPendingEmails(db).catch((error) =>
    logger.error({ err: error }, 'e-mail delivery pass failed'),
  );
}
