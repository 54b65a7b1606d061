import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { fraudIncidents } from '@/lib/db/schema';
import { seedDemoNetwork } from '@/lib/services/demo';
import { runPendingFraudChecks, scanNetwork } from '@/lib/services/fraud';
import { createScratchDatabase } from '../support/scratch-database';

/**
 * False alarms (issue 32): the demo network's 90 days of ordinary clicks and sales, checked as
 * the live intake and the hourly scan would have checked them, raise no incident under the
 * default rules. The seed writes 90 days of sales at once, so each sale is first given its own
 * time as its recording time (as the intake would have recorded it); otherwise every sale older
 * than 45 days would be, rightly, "dated long before it was recorded".
 */

let handle: DbHandle;
let dropDatabase: (() => Promise<void>) | undefined;
const DAY = 86_400_000;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase('anet_fraud_demo');
    handle = await openDatabase({ ...process.env, DATABASE_URL: scratch.url });
    dropDatabase = scratch.drop;
  } else {
    handle = await openDatabase({ ...process.env, DATABASE_URL: '', DATA_DIR: 'memory://' });
  }
  await seedDemoNetwork(handle.db);
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await dropDatabase?.();
});

describe('fraud rules on the demo traffic', () => {
  it('raise no incident on 90 days of ordinary sales and clicks', async () => {
    const db = handle.db;
    await db.execute(sql`update conversions set created_at = conversion_time`);
    const queued = await db.execute(
      sql`insert into fraud_checks (conversion_id, network_id) select id, network_id from conversions`,
    );
    expect(
      (queued as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
        (queued as unknown as { rowCount: number }).rowCount,
    ).toBeGreaterThan(100);
    while ((await runPendingFraudChecks(db, 1000)) > 0);
    const [network] = (
      (await db.execute(sql`select id from networks order by id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const today = Math.floor(Date.now() / DAY) * DAY;
    for (let d = 0; d <= 90; d += 1)
      await scanNetwork(db, Number(network!.id), new Date(today - d * DAY + DAY - 1));
    expect(await db.select().from(fraudIncidents)).toEqual([]);
  }, 300_000);
});
