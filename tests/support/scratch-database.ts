import pg from 'pg';

/**
 * A PostgreSQL database of a test's own beside DATABASE_URL's, for tests that need an empty
 * one (crash tests, partitions, the demo seed). `drop` waits for the test's own closed
 * connections to go first: a forced drop would hit one still ending, and its FATAL reply would
 * surface as an uncaught error in the test worker.
 */
export async function createScratchDatabase(prefix: string) {
  const base = process.env.DATABASE_URL!;
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
    } finally {
      await c.end();
    }
  };
  return { name, url: url.toString(), drop };
}
