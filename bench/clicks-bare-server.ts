/**
 * The click redirect's physical-limit reference: a plain node:http server that, for every
 * request, inserts one click row (the same table and columns the redirect writes, one INSERT
 * per click, committed) and answers 302 to the destination with the clickref. No link lookup,
 * no verdict, no batching, no ORM: hand-written SQL through `pg` (like bench/bare-server.ts), the
 * floor of "store a click, then redirect" on this database. On PGlite (DATA_DIR, one process)
 * the same statement goes through PGlite's own query().
 * BENCH_CAMPAIGN_ID, BENCH_PARTNER_ID and BENCH_NETWORK_ID name the click's link.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { getDbHandle } from '@/lib/db/client';

interface Queryable {
  query: (text: string, values: unknown[]) => Promise<unknown>;
}

const pool: Queryable = await (async () => {
  if (process.env.DATABASE_URL)
    return new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  // PGlite: the handle opens (and migrates) the data directory; query through its client.
  const handle = await getDbHandle();
  const client = (handle.db as unknown as { $client: Queryable }).$client;
  return { query: client.query.bind(client) };
})();
const networkId = Number(process.env.BENCH_NETWORK_ID);
const campaignId = Number(process.env.BENCH_CAMPAIGN_ID);
const partnerId = Number(process.env.BENCH_PARTNER_ID);
const destination = 'https://shop.example/bench';
const INSERT = `insert into clicks (clickref, network_id, campaign_id, partner_id, destination_url,
  user_agent, referer, ip_digest, creditable) values ($1, $2, $3, $4, $5, $6, $7, $8, true)`;

const server = http.createServer(async (req, res) => {
  const clickref = randomBytes(12).toString('base64url');
  await pool.query(INSERT, [
    clickref,
    networkId,
    campaignId,
    partnerId,
    destination,
    req.headers['user-agent'] ?? null,
    req.headers.referer ?? null,
    (req.socket.remoteAddress ?? '').replace(/\.\d+$/, '.0'),
  ]);
  res
    .writeHead(302, {
      location: `${destination}?clickref=${clickref}`,
      'cache-control': 'no-store',
    })
    .end();
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`),
);
