/**
 * The hand-written baseline: a plain node:http server answering each benched read at the same
 * path with hand-written SQL through `pg` (bench/bare-sql.ts) and the same response body (the
 * same presenters, pure functions of rows), without Next.js, the ORM, the service layer,
 * per-request authentication, rate limiting or logging. The caller is resolved once at start.
 * BENCH_APP_KEY and BENCH_USER_KEY name the caller; DATABASE_URL the database (PostgreSQL), or
 * DATA_DIR for PGlite, where the queries go through PGlite's own query().
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { getDbHandle } from '@/lib/db/client';
import { DISCOVERY_DEFAULT_LIMIT, offsetPagination } from '@/lib/api/http/pagination';
import { presentNetwork } from '@/lib/api/presenters/network';
import { presentAdvertiser, presentLimitedAdvertiser } from '@/lib/api/presenters/brand';
import {
  presentDatabase,
  presentPartner,
  presentPartnerFor,
  presentWebsite,
} from '@/lib/api/presenters/partner';
import { presentDiscoveryAdvertiser } from '@/lib/api/presenters/participation';
import { canManageBrand } from '@/lib/services/access';
import { authenticateByKeys } from '@/lib/services/users';
import * as q from './bare-sql';

// The app reads `date` columns as text (drizzle's default mode); so does the baseline.
pg.types.setTypeParser(1082, (v: string) => v);

const handle = await getDbHandle();
const principal = await authenticateByKeys(
  handle.db,
  process.env.BENCH_APP_KEY!,
  process.env.BENCH_USER_KEY!,
);
if (!principal) throw new Error('bench keys do not authenticate');

const pool = await (async () => {
  if (process.env.DATABASE_URL)
    return new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  // PGlite allows one process: query through the handle's own client.
  const client = (handle.db as unknown as { $client: { query: q.Queryable['query'] } }).$client;
  return { query: client.query.bind(client) } as q.Queryable;
})();

const started = () => performance.now();
const withTime = (body: object, t0: number) =>
  JSON.stringify({
    ...body,
    execution_time: `${((performance.now() - t0) / 1000).toFixed(5)} seconds`,
  });

type Handler = (m: RegExpExecArray, url: URL, origin: string) => Promise<object>;

const page = (url: URL, defaultLimit = 100) => ({
  offset: Number(url.searchParams.get('offset') ?? 0),
  limit: Number(url.searchParams.get('limit') ?? defaultLimit),
});

const routes: [RegExp, Handler][] = [
  [
    /^\/network$/,
    async () => ({
      count: 1,
      networks: [
        { network: presentNetwork((await q.network(pool, principal.networkId)) as never) },
      ],
    }),
  ],
  [
    /^\/network\/(\d+)\/publisher$/,
    async (m, url, origin) => {
      const { offset, limit } = page(url);
      const { rows, total } = await q.partnerPage(pool, Number(m[1]), offset, limit);
      return {
        count: total,
        limit,
        offset,
        publishers: rows.map((p) => ({
          publisher: presentPartnerFor(p as never, origin, principal),
        })),
        hypermedia: { pagination: offsetPagination(url.toString(), { offset, limit }, total) },
      };
    },
  ],
  [
    /^\/user\/publisher\/(\d+)$/,
    async (m, _url, origin) => {
      const found = await q.partner(pool, principal.networkId, Number(m[1]));
      return {
        publisher: {
          ...presentPartner(found.partner as never, origin, principal),
          websites: found.websites.map((w) => presentWebsite(w as never)),
          databases: found.databases.map((d) => presentDatabase(d as never)),
        },
      };
    },
  ],
  [
    /^\/user\/advertiser$/,
    async (_m, url, origin) => {
      const { offset, limit } = page(url);
      const { rows, total } = await q.brandPage(pool, principal.networkId, offset, limit);
      return {
        advertisers: rows.map((b) => ({
          advertiser: canManageBrand(principal, b.row.id as number)
            ? presentAdvertiser(b as never, origin)
            : presentLimitedAdvertiser(b as never, origin),
        })),
        count: total,
        limit,
        offset,
        hypermedia: { pagination: offsetPagination(url.toString(), { offset, limit }, total) },
      };
    },
  ],
  [
    /^\/v2\/publishers\/(\d+)\/discovery\/advertisers$/,
    async (m, url, origin) => {
      const { offset, limit } = page(url, DISCOVERY_DEFAULT_LIMIT);
      const found = await q.discovery(pool, principal.networkId, Number(m[1]), offset, limit);
      return {
        count: found.total,
        offset,
        limit,
        advertisers: found.advertisers.map((a) =>
          presentDiscoveryAdvertiser(a as never, origin, false),
        ),
      };
    },
  ],
];

const server = http.createServer(async (req, res) => {
  const t0 = started();
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  try {
    for (const [pattern, handler] of routes) {
      const m = pattern.exec(url.pathname);
      if (!m) continue;
      const body = withTime(await handler(m, url, url.origin), t0);
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    res.writeHead(404).end();
  } catch (error) {
    console.error(error);
    res.writeHead(500).end();
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`),
);
