import type PgBoss from 'pg-boss';

const DEADLOCK = '40P01';
const ATTEMPTS = 5;

/**
 * boss.createQueue, safe when several instances start on a fresh database at once: pg-boss 10
 * creates a queue's partition in a transaction that deadlocks against another instance
 * creating the same queue (4 starts in 5 measured). The loser tries again and finds the queue.
 */
export async function createQueueOnce(
  boss: PgBoss,
  name: string,
  options?: PgBoss.Queue,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS || (error as { code?: string }).code !== DEADLOCK) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
