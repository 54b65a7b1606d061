/**
 * npm run bench [-- --quick] [-- --scale 1m] [-- --only clicks]: seeds a network, then drives
 * the production server (npm start) and the hand-written baseline (bench/bare-server.ts) with
 * autocannon, times the one-at-a-time scenarios (bench/extras.ts), explains the reads' queries
 * (bench/explain.ts) and writes bench/results.md (results-quick.md, results-1m.md; on PGlite results-pglite.md)
 * (`--only clicks`: the click scenario alone, bench/clicks.ts; `--only conversions` and
 * `--only earnings`: issue 21's scenarios alone, bench/only.ts; `--only payments`: issue 31's
 * payment run, PostgreSQL only, bench/payments.ts; `--scale 1m`: 1,000,000 partners
 * and 1,000,000 clicks; `--skip intake`: leave out the 100,000-conversion intake, which takes
 * most of a full run's time and has its own file, results-conversions.md).
 * PGlite by default (a temporary data directory); PostgreSQL when DATABASE_URL is set (a fresh
 * database is created beside the one named, and dropped afterwards).
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { databaseEnv } from './database-env';
import { FULL, LARGE, PAYMENTS, QUICK, seed, type Seeded } from './seed';
import {
  driveAppClicks,
  driveBareClicks,
  driveClicksAlone,
  findClickTarget,
  reportClicks,
  type ClickRow,
  type ClickScenario,
} from './clicks';
import { driveAll, readOps, type ReadOp, type ReadResult } from './reads';
import {
  attempt,
  findApproved,
  seedPartnerUser,
  signIn,
  PARTNER_PASSWORD,
  STAFF_PASSWORD,
  timeConversionIntake,
  timePage,
  timeSingleStatus,
  type Timed,
} from './extras';
import { explainSection } from './explain';
import { seedEarnings, timeEarnings } from './earnings';
import {
  CONVERSIONS,
  QUICK_CONVERSIONS,
  runConversionIntake,
  type IntakeResult,
} from './conversion-intake';
import { runOnly } from './only';
import { keepName, seededWorld } from './keep';
import { asyncContextSection } from './async-context';
import { report } from './report';
import { start, startApp, startBare, stop } from './servers';

const quick = process.argv.includes('--quick');
const large = process.argv[process.argv.indexOf('--scale') + 1] === '1m'; // `--scale 1m`
const only = process.argv[process.argv.indexOf('--only') + 1]; // `--only clicks`
const scale = only === 'payments' ? PAYMENTS : large ? LARGE : quick ? QUICK : FULL;
const duration = quick ? 5 : 15;
const CONNECTIONS = 32;
const skipIntake = process.argv[process.argv.indexOf('--skip') + 1] === 'intake';
const root = fileURLToPath(new URL('..', import.meta.url));
// PostgreSQL's results in results.md; PGlite's beside them in results-pglite.md.
const onPglite = !process.env.DATABASE_URL;
const RESULTS = `results${large ? '-1m' : quick ? '-quick' : ''}${onPglite ? '-pglite' : ''}.md`;

type Db = Awaited<ReturnType<typeof databaseEnv>>;
type Headers = Record<string, string>;

async function main() {
  const db = await databaseEnv(keepName());
  const reads: ReadResult[] = [];
  const timed: Timed[] = [];
  let seedSeconds = 0;
  let executionMs: number[] = [];
  let bulkMs: number[] = [];
  let plans = '';
  const clickRows: ClickRow[] = [];
  let intake: IntakeResult | undefined;
  const throughNext: ReadResult[] = [];
  try {
    const world = await seededWorld(db, scale, () => seedDatabase(db));
    const seeded = world.seeded;
    seedSeconds = seeded.seconds;
    if (only === 'conversions' || only === 'earnings' || only === 'payments' || only === 'fraud')
      return await runOnly(only, seeded, { ...db, quick, root, startApp, stop, ...world });
    const target = await findClickTarget(db.env);
    const clicks: ClickScenario = {
      env: db.env,
      target,
      start,
      stop,
      connections: CONNECTIONS,
      duration,
    };
    if (only === 'clicks') {
      clickRows.push(...(await driveClicksAlone(clicks, () => startApp(db))));
      return reportClicks(clickRows, { label: db.label, connections: CONNECTIONS, duration, root });
    }
    const auth = `Basic ${Buffer.from(`${seeded.applicationKey}:${seeded.userApiKey}`).toString('base64')}`;
    const headers = { authorization: auth };
    const partnerEmail = await seedPartnerUser(db.env, seeded).catch(() => undefined);
    const approved = await findApproved(db.env);
    const earnings = await seedEarnings(db.env, seeded.networkId, seeded.partnerIds[1]!);
    if (!skipIntake)
      intake = await runConversionIntake(db.env, seeded, quick ? QUICK_CONVERSIONS : CONVERSIONS);
    // The embedded database allows one process: the plans first, then each server alone.
    plans = await explainSection(db.env, seeded, {
      partnerId: seeded.partnerIds[0]!,
      deepOffset: Math.floor(scale.partners * 0.9),
      brandsOffset: Math.floor(scale.brands * 0.9),
    });
    const ops = readOps(seeded, scale, CONNECTIONS);
    const bodies = new Map<string, string>();
    const server = await driveReads(db, seeded, headers, ops, reads, bodies);
    executionMs = await sampleExecutionTime(server.api, headers);
    timed.push(...(await timeOneAtATime(server.api, headers, seeded, approved, partnerEmail)));
    timed.push(await timeEarnings(db.env, server.api, headers, earnings));
    bulkMs = await timeBulkStatus(server.api, headers, seeded);
    const appClicks = await driveAppClicks(clicks, server.api);
    await stop(server.child);
    throughNext.push(...(await driveThroughNext(db, headers, ops, reads, bodies)));
    clickRows.push(await driveBareClicks(clicks), appClicks);
  } finally {
    await db.cleanup();
  }
  if (only !== 'clicks')
    report({
      reads,
      timed,
      label: db.label,
      mode: large ? 'scale 1m' : quick ? 'quick' : 'full',
      scale,
      seedSeconds,
      executionMs,
      bulkMs,
      clickRows,
      intake,
      plans,
      throughNext,
      asyncContext: asyncContextSection(root),
      connections: CONNECTIONS,
      duration,
      file: path.join(root, 'bench', RESULTS),
    });
}

/**
 * Each read against the baseline, then against the app, back to back, so a noisy minute on this
 * shared machine lands on one read's pair, not on one side of every ratio. On PostgreSQL both
 * servers run at once; PGlite takes one process at a time, so there each pair starts the
 * baseline, drives it, stops it and starts the app. Returns the app server, still running.
 */
async function driveReads(
  db: Db,
  seeded: Seeded,
  headers: Headers,
  ops: ReadOp[],
  reads: ReadResult[],
  bodies: Map<string, string>,
): Promise<{ child: ChildProcess; api: string }> {
  const side = (name: 'app' | 'bare', base: string, op: ReadOp) =>
    driveAll(name, base, name === 'app' ? headers : {}, [op], reads, duration, bodies);
  if (!onPglite) {
    const [bare, server] = [await startBare(db, seeded), await startApp(db)];
    try {
      for (const op of ops) {
        await side('bare', bare.url, op);
        await side('app', server.api, op);
      }
    } finally {
      await stop(bare.child);
    }
    return server;
  }
  let server: { child: ChildProcess; api: string } | undefined;
  for (const op of ops) {
    if (server) await stop(server.child);
    const bare = await startBare(db, seeded);
    await side('bare', bare.url, op).finally(() => stop(bare.child));
    server = await startApp(db);
    await side('app', server.api, op);
  }
  return server ?? (await startApp(db));
}

/** GET /network and GET a partner again with API_FAST_PATH=off: Next.js's routing cost. */
async function driveThroughNext(
  db: Db,
  headers: Headers,
  ops: ReadOp[],
  reads: ReadResult[],
  bodies: Map<string, string>,
): Promise<ReadResult[]> {
  const server = await startApp(db, { API_FAST_PATH: 'off' });
  const out: ReadResult[] = [];
  for (const op of ops.filter((o) => ['GET /network', 'GET a partner'].includes(o.name))) {
    const bare = reads.find((x) => x.op === op)?.bare;
    out.push({ op: { ...op, name: `${op.name} (through Next.js)` }, bare });
  }
  try {
    const run = out.map((x) => x.op);
    await driveAll('app', server.api, headers, run, out, duration, bodies);
  } finally {
    await stop(server.child);
  }
  return out;
}

async function timeOneAtATime(
  api: string,
  headers: Headers,
  seeded: Seeded,
  approved: { campaignId: number; partnerId: number },
  partnerEmail: string | undefined,
): Promise<Timed[]> {
  const out = [await timeSingleStatus(api, headers, seeded)];
  out.push(
    await attempt('conversion intake (v3 record)', 50, () =>
      timeConversionIntake(api, headers, approved),
    ),
  );
  const partnerId = seeded.partnerIds[0]!;
  out.push(
    await attempt('console partner detail page (TTFB)', 150, async () =>
      timePage(
        'console partner detail page (TTFB)',
        `${api}/console/partners/${partnerId}`,
        await signIn(api, seeded.email, STAFF_PASSWORD),
      ),
    ),
  );
  out.push(
    await attempt('partner discovery page (TTFB)', 150, async () => {
      if (!partnerEmail) throw new Error('no partner user could be created');
      const cookie = await signIn(api, partnerEmail, PARTNER_PASSWORD);
      return timePage('partner discovery page (TTFB)', `${api}/partner/discover`, cookie);
    }),
  );
  return out;
}

async function seedDatabase(db: Db): Promise<Seeded> {
  process.stdout.write(`seeding ${JSON.stringify(scale)} on ${db.label}...\n`);
  const handle = await openDatabase({ ...process.env, ...db.env });
  const seeded = await seed(handle.db, scale);
  // Fresh bulk-loaded tables have no statistics or visibility map yet; autovacuum would get
  // there in time, the benchmark should not measure that window.
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
  process.stdout.write(`seeded in ${seeded.seconds.toFixed(1)} s\n`);
  return seeded;
}

/**
 * Warm-up (JIT, connection pool), then execution_time, the server's own time for one request:
 * sampled one at a time on the idle server, before any load run leaves work queued behind it.
 */
async function sampleExecutionTime(api: string, headers: Headers): Promise<number[]> {
  for (let i = 0; i < 300; i += 1) await (await fetch(`${api}/network`, { headers })).arrayBuffer();
  const executionMs: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const body = (await (await fetch(`${api}/network`, { headers })).json()) as {
      execution_time: string;
    };
    executionMs.push(parseFloat(body.execution_time) * 1000);
  }
  return executionMs;
}

/** Bulk network status, 1,000 partners with their participations, three times on fresh partners. */
async function timeBulkStatus(api: string, headers: Headers, seeded: Seeded): Promise<number[]> {
  const bulkMs: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const ids = seeded.partnerIds.slice(2_000 + round * 1_000, 3_000 + round * 1_000);
    const startedAt = performance.now();
    const res = await fetch(`${api}/network/${seeded.networkId}/publisher`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        publishers: ids.map((id) => ({ publisher_id: String(id), network_status: 'r' })),
      }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bulk status answered ${res.status}`);
    bulkMs.push(performance.now() - startedAt);
  }
  return bulkMs;
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
