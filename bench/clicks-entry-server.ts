/**
 * The click redirect as `npm start` serves it, without the Next.js build: the server entry hook
 * (scripts/http-entry.mjs, loaded with --import) hands the tracking paths to lib/api/click-host's
 * fast path, exactly as in the Next.js process; every other path is a bare 404 here. For
 * `npm run bench -- --only clicks --clicks-host=entry` where no build exists.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDb } from '@/lib/db/client';
import { installClickFastPath } from '@/lib/api/click-host';

await getDb();
installClickFastPath();
const server = http.createServer((_req, res) => res.writeHead(404).end());
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`),
);
