/**
 * The click redirect's physical-limit reference: a plain node:http server that, for every
 * request, inserts one click row (the same table and columns the redirect writes, one INSERT
 * per click, committed) and answers 302 to the destination with the clickref. No link lookup,
 * no verdict, no batching: the floor of "store a click, then redirect" on this database.
 * BENCH_CAMPAIGN_ID, BENCH_PARTNER_ID and BENCH_NETWORK_ID name the click's link.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDb } from '@/lib/db/client';
import { clicks } from '@/lib/db/schema';

const db = await getDb();
const networkId = Number(process.env.BENCH_NETWORK_ID);
const campaignId = Number(process.env.BENCH_CAMPAIGN_ID);
const partnerId = Number(process.env.BENCH_PARTNER_ID);
const destination = 'https://shop.example/bench';

const server = http.createServer(async (req, res) => {
  const clickref = randomBytes(12).toString('base64url');
  await db.insert(clicks).values({
    clickref,
    networkId,
    campaignId,
    partnerId,
    destinationUrl: destination,
    userAgent: req.headers['user-agent'] ?? null,
    referer: req.headers.referer ?? null,
    ipDigest: (req.socket.remoteAddress ?? '').replace(/\.\d+$/, '.0'),
    creditable: true,
  });
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
