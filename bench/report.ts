/** bench/results.md from one run of bench/run.ts. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clickSection, type ClickRow } from './clicks';
import { intakeSection, type IntakeResult } from './conversion-intake';
import { median, timedSection, type Timed } from './extras';
import { readsTable, type ReadResult, type Row } from './reads';
import type { SeedScale } from './seed';

export interface Report {
  reads: ReadResult[];
  timed: Timed[];
  label: string;
  mode: string;
  scale: SeedScale;
  seedSeconds: number;
  executionMs: number[];
  bulkMs: number[];
  clickRows: ClickRow[];
  /** Issue 21's conversion intake (bench/conversion-intake.ts). */
  intake?: IntakeResult;
  plans: string;
  /** Two reads again with API_FAST_PATH=off: what Next.js's own routing costs (same build). */
  throughNext: ReadResult[];
  /** bench/async-context.ts's section. */
  asyncContext: string;
  connections: number;
  duration: number;
  file: string;
}

const fmt = (n: number, d = 1) => n.toFixed(d);

function targets(r: Report): string {
  const app = (prefix: string, connections = r.connections) =>
    r.reads.find((x) => x.op.name.startsWith(prefix) && x.op.connections === connections)?.app;
  const first = app('list partners, first');
  const deep = app('list partners, offset');
  const discovery8 = app('discovery for a partner', 8);
  const ratios = r.reads.filter((x) => x.app && x.bare).map((x) => x.app!.rps / x.bare!.rps);
  const lines = [
    `- every read at >= 0.5x of its hand-written baseline: lowest ${fmt(Math.min(...ratios), 2)}x ${ratios.every((x) => x >= 0.5) ? 'MET' : 'MISSED'}`,
  ];
  if (discovery8)
    lines.push(
      `- discovery for a partner p50 at 8 connections: ${discovery8.p50} ms (target <= 50 ms) ${discovery8.p50 <= 50 ? 'MET' : 'MISSED'}`,
    );
  if (first && deep)
    lines.push(
      `- deep offset vs first page p50: ${fmt(deep.p50 / Math.max(first.p50, 1), 2)}x (target <= 2x) ${deep.p50 <= 2 * Math.max(first.p50, 1) ? 'MET' : 'MISSED'}`,
    );
  const bulk = median(r.bulkMs);
  lines.push(
    `- bulk status update of 1,000 partners with cascade: median ${fmt(bulk, 0)} ms of ${r.bulkMs.map((m) => fmt(m, 0)).join(', ')} (target <= 1000 ms) ${bulk <= 1000 ? 'MET' : 'MISSED'}`,
    `- execution_time of GET /network: median ${fmt(median(r.executionMs), 2)} ms (target <= 2 ms) ${median(r.executionMs) <= 2 ? 'MET' : 'MISSED'}`,
  );
  lines.push(...againstSmallerScale(r, first, deep));
  return lines.join('\n');
}

/** At `--scale 1m`: the partner list's figures against those in results.md (100,000 partners). */
function againstSmallerScale(r: Report, ...rows: (Row | undefined)[]): string[] {
  if (r.mode !== 'scale 1m' || !existsSync(path.join(path.dirname(r.file), 'results.md')))
    return [];
  const earlier = readFileSync(path.join(path.dirname(r.file), 'results.md'), 'utf8');
  return rows.flatMap((row) => {
    if (!row) return [];
    const kind = row.name.startsWith('list partners, first')
      ? 'list partners, first'
      : 'list partners, offset';
    const cells = earlier
      .split('\n')
      .find((l) => l.startsWith(`| ${kind}`))
      ?.split('|');
    if (!cells) return [];
    const [rps, p50] = [Number(cells[3]), Number(cells[4])];
    const ratio = row.p50 / Math.max(p50, 1);
    return [
      `- ${row.name} at 1,000,000 partners vs 100,000 (results.md): p50 ${row.p50} vs ${p50} ms (${fmt(ratio, 2)}x), ${fmt(row.rps)} vs ${fmt(rps)} req/s (target within 2x) ${ratio <= 2 && rps / row.rps <= 2 ? 'MET' : 'MISSED'}`,
    ];
  });
}

function throughNextSection(rows: ReadResult[]): string {
  if (!rows.length) return '';
  return `
The same build with \`API_FAST_PATH=off\` (Next.js routes the API, as under \`next dev\`), for the
cost the fast path (lib/node-server/api-host.ts) removes:

${readsTable(rows)}
`;
}

export function report(r: Report) {
  const cpus = os.cpus();
  const text = `# Benchmark results

- Date: ${new Date().toISOString()}
- Mode: ${r.mode}; seed ${JSON.stringify(r.scale)} in ${fmt(r.seedSeconds)} s
- Database: ${r.label}
- Machine: ${cpus.length} x ${cpus[0]?.model ?? 'cpu'}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}
- Load: autocannon, ${r.connections} connections unless the row says otherwise, ${r.duration} s per operation
- Baseline: bench/bare-server.ts, a node:http server answering the same path with hand-written
  SQL through \`pg\` (bench/bare-sql.ts) and the same presenters; no Next.js, ORM, service layer,
  per-request authentication, rate limiting or logging. "body" compares one response of each
  (execution_time and host aside). Each read is driven against the baseline and then the app, back
  to back (${r.label.startsWith('PGlite') ? 'the embedded database takes one process at a time, so each pair starts and stops both' : 'both servers run at once'}).

${readsTable(r.reads)}
${throughNextSection(r.throughNext)}
Targets:
${targets(r)}
${timedSection(r.timed)}${clickSection(r.clickRows, r.connections)}${intakeSection(r.intake)}${r.asyncContext}
${r.plans}
`;
  writeFileSync(r.file, text);
  process.stdout.write(`\n${text.slice(0, 6000)}\nwritten to ${path.basename(r.file)}\n`);
}
