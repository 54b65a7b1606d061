/**
 * The `clicks` scenario of the benchmark (bench/run.ts): the click redirect
 * (`/click/camref:{camref}`, 302 with the clickref once the click is committed) driven at the
 * same 32 connections as a bare node:http server doing the same insert and redirect on the same
 * database (bench/clicks-bare-server.ts). Reports clicks/s, p50 and p99, the ratio (target
 * >= 0.5x), and checks that every answered redirect left its row.
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, count, eq } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { clicks, participations } from '@/lib/db/schema';

export interface ClickRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  note?: string;
}

export interface ClickTarget {
  networkId: number;
  campaignId: number;
  partnerId: number;
  camref: string;
}

type Env = Record<string, string>;
type Start = (
  command: string[],
  env: Env,
  ready: RegExp,
) => Promise<{ child: ChildProcess; match: RegExpExecArray }>;

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** An approved participation of the seeded network to click on. */
export async function findClickTarget(env: Env): Promise<ClickTarget> {
  const handle = await openDatabase({ ...process.env, ...env });
  try {
    const [p] = await handle.db
      .select({
        networkId: participations.networkId,
        campaignId: participations.campaignId,
        partnerId: participations.partnerId,
      })
      .from(participations)
      .where(eq(participations.status, 'a'))
      .limit(1);
    if (!p) throw new Error('the seed has no approved participation');
    return { ...p, camref: `${p.campaignId}l${p.partnerId}` };
  } finally {
    await handle.close();
  }
}

async function storedClicks(env: Env, target: ClickTarget): Promise<number> {
  const handle = await openDatabase({ ...process.env, ...env });
  try {
    const [row] = await handle.db
      .select({ n: count() })
      .from(clicks)
      .where(and(eq(clicks.campaignId, target.campaignId), eq(clicks.partnerId, target.partnerId)));
    return row!.n;
  } finally {
    await handle.close();
  }
}

/** Drives redirects: 3xx answers are the successes; anything else counts as an error. */
export async function driveRedirects(
  name: string,
  url: string,
  connections: number,
  duration: number,
): Promise<ClickRow & { answered: number }> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'user-agent': BROWSER, referer: 'https://blog.example/post' },
  });
  const r = result as unknown as Record<string, number>;
  const answered = r['3xx'] ?? 0;
  return {
    name,
    rps: answered / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (result.requests.total - answered),
    answered,
  };
}

export interface ClickScenario {
  env: Env;
  target: ClickTarget;
  start: Start;
  stop: (child: ChildProcess) => Promise<void>;
  connections: number;
  duration: number;
}

/** The bare reference: started alone on the database, driven, stopped; rows checked after. */
export async function driveBareClicks(s: ClickScenario): Promise<ClickRow> {
  const before = await storedClicks(s.env, s.target);
  const bare = await s.start(
    ['--import', 'tsx', 'bench/clicks-bare-server.ts'],
    {
      ...s.env,
      BENCH_NETWORK_ID: String(s.target.networkId),
      BENCH_CAMPAIGN_ID: String(s.target.campaignId),
      BENCH_PARTNER_ID: String(s.target.partnerId),
      LOG_LEVEL: 'silent',
    },
    /LISTENING (\d+)/,
  );
  const url = `http://127.0.0.1:${bare.match[1]}/click/camref:${s.target.camref}`;
  const row = await driveRedirects(
    'bare node:http: insert click + 302',
    url,
    s.connections,
    s.duration,
  );
  await s.stop(bare.child);
  return withStoredCheck(row, (await storedClicks(s.env, s.target)) - before);
}

/**
 * The redirect as served: on `api` (the app started by npm start), or, when `api` is not given,
 * by bench/clicks-entry-server.ts (the same fast path, no Next.js build needed).
 */
export async function driveAppClicks(s: ClickScenario, api?: string): Promise<ClickRow> {
  let host: { child: ChildProcess } | undefined;
  let base = api;
  const before = api ? undefined : await storedClicks(s.env, s.target);
  if (!base) {
    const entry = await s.start(
      ['--import', 'tsx', 'bench/clicks-entry-server.ts'],
      { ...s.env, LOG_LEVEL: 'silent', CLICK_FLOOD_LIMIT: '1000000' },
      /LISTENING (\d+)/,
    );
    host = entry;
    base = `http://127.0.0.1:${entry.match[1]}`;
  }
  const url = `${base}/click/camref:${s.target.camref}`;
  await fetch(url, { redirect: 'manual' });
  const row = await driveRedirects(
    api
      ? 'click redirect (npm start)'
      : 'click redirect (server entry fast path, no Next.js build)',
    url,
    s.connections,
    s.duration,
  );
  if (!host) return row;
  await s.stop(host.child);
  return withStoredCheck(row, (await storedClicks(s.env, s.target)) - before! - 1);
}

function withStoredCheck(row: ClickRow & { answered: number }, stored: number): ClickRow {
  const { answered, ...rest } = row;
  const note =
    stored >= answered
      ? `${answered} redirects, ${stored} rows`
      : `LOST: ${answered} redirects but ${stored} rows`;
  return { ...rest, note };
}

/** The report's target line for the scenario. */
export function clickTargetLine(bare: ClickRow, app: ClickRow): string {
  const ratio = app.rps / bare.rps;
  return `- click redirect vs bare insert+redirect: ${ratio.toFixed(2)}x (${app.rps.toFixed(0)} vs ${bare.rps.toFixed(0)} clicks/s, p50 ${app.p50}/${bare.p50} ms, p99 ${app.p99}/${bare.p99} ms; target >= 0.5x) ${ratio >= 0.5 ? 'MET' : 'MISSED'}`;
}

/**
 * `--only clicks`: the bare reference, then the redirect as `npm start` serves it, or with
 * `--clicks-host=entry` as the server entry's fast path serves it without a Next.js build.
 */
export async function driveClicksAlone(
  s: ClickScenario,
  startApp: () => Promise<{ child: ChildProcess; api: string }>,
): Promise<ClickRow[]> {
  const rows = [await driveBareClicks(s)];
  if (process.argv.includes('--clicks-host=entry')) rows.push(await driveAppClicks(s));
  else {
    const app = await startApp();
    rows.push(await driveAppClicks(s, app.api));
    await s.stop(app.child);
  }
  return rows;
}

/** The report's click section: the two rows and the target line. */
export function clickSection(rows: ClickRow[], connections: number): string {
  const [bare, app] = rows;
  if (!bare || !app) return '';
  const table = [
    '| click redirect | clicks/s | p50 ms | p99 ms | errors | vs bare | stored |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.rps.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / bare.rps).toFixed(2)}x | ${r.note ?? ''} |`,
    ),
  ].join('\n');
  return `\n## Clicks (${connections} connections)\n\n${table}\n\n${clickTargetLine(bare, app)}\n`;
}

/** `--only clicks`: bench/results-clicks.md. */
export function reportClicks(
  rows: ClickRow[],
  run: { label: string; connections: number; duration: number; root: string },
): void {
  const text = `# Click benchmark\n\n- Date: ${new Date().toISOString()}\n- Database: ${run.label}\n- Load: autocannon, ${run.connections} connections, ${run.duration} s per server\n${clickSection(rows, run.connections)}`;
  const file = path.join(run.root, 'bench', 'results-clicks.md');
  writeFileSync(file, text);
  process.stdout.write(`\n${text}\nwritten to ${path.relative(run.root, file)}\n`);
}
