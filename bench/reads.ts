/**
 * The benched reads (bench/run.ts): each driven with autocannon against the app and against
 * the hand-written baseline (bench/bare-server.ts) at the same path, and each checked to give
 * the same body from both (execution_time and the host aside).
 */
import autocannon from 'autocannon';
import { DISCOVERY_DEFAULT_LIMIT } from '@/lib/api/http/pagination';
import type { Seeded } from './seed';

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  connections: number;
  note?: string;
}

export interface ReadOp {
  name: string;
  path: string;
  connections: number;
}

export interface ReadResult {
  op: ReadOp;
  app?: Row;
  bare?: Row;
  sameBody?: boolean;
}

export function readOps(
  seeded: Seeded,
  scale: { partners: number; brands: number },
  connections: number,
): ReadOp[] {
  const deepOffset = Math.floor(scale.partners * 0.9);
  const brandsOffset = Math.floor(scale.brands * 0.9);
  const partnerId = seeded.partnerIds[0]!;
  // The default page (DISCOVERY_DEFAULT_LIMIT brands), spelled out so any build answers the same.
  const discovery = `/v2/publishers/${partnerId}/discovery/advertisers?limit=${DISCOVERY_DEFAULT_LIMIT}`;
  const ops: [string, string, number?][] = [
    ['GET /network', '/network'],
    [
      'list partners, first page (100)',
      `/network/${seeded.networkId}/publisher?limit=100&offset=0`,
    ],
    [
      `list partners, offset ${deepOffset}`,
      `/network/${seeded.networkId}/publisher?limit=100&offset=${deepOffset}`,
    ],
    ['GET a partner', `/user/publisher/${partnerId}`],
    [`brands list, offset ${brandsOffset}`, `/user/advertiser?limit=100&offset=${brandsOffset}`],
    [`discovery for a partner (${DISCOVERY_DEFAULT_LIMIT} brands)`, discovery],
    [`discovery for a partner (${DISCOVERY_DEFAULT_LIMIT} brands)`, discovery, 8],
  ];
  return ops.map(([name, path, c]) => ({ name, path, connections: c ?? connections }));
}

export async function drive(
  name: string,
  url: string,
  headers: Record<string, string>,
  connections: number,
  duration: number,
): Promise<Row> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** The body without what differs by design: the server's own timing and its host. */
function comparable(text: string, base: string): string {
  const body = JSON.parse(text.split(base).join('http://host')) as Record<string, unknown>;
  delete body.execution_time;
  return JSON.stringify(body);
}

/** Drives every op against `base`; the baseline's bodies are kept, the app's compared with them. */
export async function driveAll(
  side: 'app' | 'bare',
  base: string,
  headers: Record<string, string>,
  ops: ReadOp[],
  results: ReadResult[],
  duration: number,
  bodies: Map<string, string>,
) {
  for (const op of ops) {
    let result = results.find((r) => r.op === op);
    if (!result) results.push((result = { op }));
    const res = await fetch(`${base}${op.path}`, { headers });
    const text = await res.text();
    if (res.status === 200) {
      const body = comparable(text, base);
      if (side === 'bare') bodies.set(op.path, body);
      else if (bodies.has(op.path)) result.sameBody = bodies.get(op.path) === body;
    }
    result[side] = await drive(op.name, `${base}${op.path}`, headers, op.connections, duration);
  }
}

export function readsTable(results: ReadResult[]): string {
  const fmt = (n: number, d = 1) => n.toFixed(d);
  const lines = results.map(({ op, app, bare, sameBody }) => {
    const ratio = app && bare ? app.rps / bare.rps : NaN;
    const verdict = Number.isNaN(ratio) ? '' : ratio >= 0.5 ? 'MET' : 'MISSED';
    const body = sameBody === undefined ? 'n/a' : sameBody ? 'same' : 'DIFFERS';
    return (
      `| ${op.name} | ${op.connections} | ${fmt(app?.rps ?? NaN)} | ${app?.p50 ?? ''} | ${app?.p99 ?? ''} | ` +
      `${app?.errors ?? ''} | ${fmt(bare?.rps ?? NaN)} | ${bare?.p50 ?? ''} | ${bare?.errors ?? ''} | ` +
      `${fmt(ratio, 2)}x ${verdict} | ${body} |`
    );
  });
  return [
    '| operation | conns | req/s | p50 ms | p99 ms | errors | baseline req/s | baseline p50 ms | baseline errors | vs baseline (>= 0.5x) | body |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...lines,
  ].join('\n');
}
