import type PgBoss from 'pg-boss';
import type { Db } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { runPendingFraudChecks, scanAllNetworks, setFraudWaker } from '@/lib/services/fraud';
import { createQueueOnce } from './create-queue';

/**
 * The fraud worker on the job queue (docs/fraud.md#detection). A message on FRAUD_QUEUE says
 * "check the sales waiting" (the fraud_checks rows say which; claiming them is safe on several
 * instances), sent after each recorded sale without waiting. A sweep every minute makes up
 * for lost messages, and the volume scan runs every hour.
 */

const FRAUD_QUEUE = 'anet-fraud';
const SWEEP_MS = 60_000;
const SCAN_MS = 3_600_000;

export interface FraudWorker {
  stop(): void;
}

export async function startFraudWorker(
  boss: PgBoss,
  db: Db,
  options: { workers: boolean; pollingIntervalSeconds: number },
): Promise<FraudWorker> {
  await createQueueOnce(boss, FRAUD_QUEUE, {
    name: FRAUD_QUEUE,
    policy: 'short',
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 300,
  });
  const workerIds: string[] = [];
  setFraudWaker(async () => {
    await boss.send(FRAUD_QUEUE, {}, { singletonKey: 'pending' });
    for (const id of workerIds) boss.notifyWorker(id);
  });
  if (!options.workers) return { stop: () => setFraudWaker(undefined) };
  workerIds.push(
    await boss.work(
      FRAUD_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
      async () => {
        while ((await runPendingFraudChecks(db)) > 0);
      },
    ),
  );
  const sweep = setInterval(() => {
    runPendingFraudChecks(db).catch((error) => logger.warn({ err: error }, 'fraud sweep failed'));
  }, SWEEP_MS);
  const scan = setInterval(() => {
    scanAllNetworks(db).catch((error) => logger.warn({ err: error }, 'fraud scan failed'));
  }, SCAN_MS);
  sweep.unref();
  scan.unref();
  return {
    stop() {
      setFraudWaker(undefined);
      clearInterval(sweep);
      clearInterval(scan);
    },
  };
}
