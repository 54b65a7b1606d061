import { count, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversions, fraudChecks } from '@/lib/db/schema';
import { runPendingFraudChecks } from '@/lib/services/fraud';

/**
 * Runs the campaign's pending sale checks and waits until none is left: a queue worker of
 * another test process may hold one of them (locked in its transaction), and its incident
 * exists only once that check commits.
 */
export async function settleFraudChecks(campaignId: string | number, timeoutMs = 20_000) {
  const db = await getDb();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    while ((await runPendingFraudChecks(db)) > 0);
    const [left] = await db
      .select({ n: count() })
      .from(fraudChecks)
      .where(
        inArray(
          fraudChecks.conversionId,
          db
            .select({ id: conversions.id })
            .from(conversions)
            .where(eq(conversions.campaignId, Number(campaignId))),
        ),
      );
    if (!left?.n) return;
    if (Date.now() > deadline) throw new Error(`${left.n} fraud checks still pending`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
