import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { paymentRunLines, paymentRuns } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { actorOf, ChangeSet } from '../audit/change-set';
import { runOf } from './runs';

/**
 * Discards a run that has no self-bills yet (previewed or approved; staff): its preview lines and
 * the run go, so the currency is free for a new run (a wrong cut-off, a run that includes
 * nobody). Nothing of the money moved: a run touches the ledger only when it is issued. The audit
 * row keeps what the run was. An issued run's self-bills are documents and stay.
 */
export async function discardPaymentRun(
  db: Db,
  principal: Principal,
  networkId: number,
  runId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const run = await runOf(tx, principal, networkId, runId, true);
    if (run.status !== 'previewed' && run.status !== 'approved')
      throw new AppError(
        'conflict',
        `The run is ${run.status}: its self-bills are issued, so it cannot be discarded; mark them paid, or record what the bank returns`,
      );
    await tx.delete(paymentRunLines).where(eq(paymentRunLines.runId, runId));
    await tx.delete(paymentRuns).where(eq(paymentRuns.id, runId));
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'payment_run',
        entityId: runId,
        action: 'discarded',
        before: {
          status: run.status,
          currency: run.currency,
          cut_off: run.cutOff.toISOString(),
          payment_type: run.paymentType,
          total: run.total,
        },
      })
      .commit(tx);
  });
}
