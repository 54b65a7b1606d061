/**
 * The physical-limit reference: a plain node:http server that answers the list-partners
 * request by calling the same service function and presenter as the API route, on the same
 * database, without Next.js, authentication, rate limiting or envelopes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDb } from '@/lib/db/client';
import { presentPartner } from '@/lib/api/presenters/partner';
import { authenticateByKeys } from '@/lib/services/users';
import { listPartners } from '@/lib/services/partners';

const db = await getDb();
const principal = await authenticateByKeys(
  db,
  process.env.BENCH_APP_KEY!,
  process.env.BENCH_USER_KEY!,
);
if (!principal) throw new Error('bench keys do not authenticate');

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const { rows, total } = await listPartners(
    db,
    principal,
    principal.networkId,
    { sort: 'publisher_id' },
    { offset, limit },
  );
  const body = JSON.stringify({
    count: total,
    limit,
    offset,
    publishers: rows.map((p) => ({ publisher: presentPartner(p, 'http://localhost', principal) })),
  });
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`),
);
