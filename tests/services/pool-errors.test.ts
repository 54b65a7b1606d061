import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { createScratchDatabase } from '../support/scratch-database';

// PostgreSQL only: PGlite runs in the process and has no connections to lose. Without the pool's
// error listener each dropped connection is an uncaught error, which fails the vitest run.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('the PostgreSQL pool', () => {
  it.runIf(onPostgres)(
    'survives the server dropping its idle connections: no uncaught error, and the next query is answered',
    async () => {
      const scratch = await createScratchDatabase('pool_errors');
      const handle = await openDatabase({ DATABASE_URL: scratch.url });
      try {
        await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        const { rowCount } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [scratch.name],
        );
        await admin.end();
        expect(rowCount).toBeGreaterThan(0);
        // The terminations reach the idle clients as socket errors; give them a turn to arrive.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const result = await handle.db.execute(sql`select 41 + 1 as answer`);
        expect((result as unknown as { rows: { answer: number }[] }).rows[0]!.answer).toBe(42);
      } finally {
        await handle.close();
        await scratch.drop();
      }
    },
  );
});
