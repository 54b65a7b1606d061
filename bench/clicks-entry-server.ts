/**
 * The click redirect as `npm start` serves it, without the Next.js build: the server's request
 * listener (lib/node-server/listener.mjs) hands the tracking paths to the click fast path
 * (lib/node-server/click-host.ts), exactly as in `npm start`; every other path is a bare 404 here. For
 * `npm run bench -- --only clicks --clicks-host=entry` where no build exists.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDb } from '@/lib/db/client';
import { installClickFastPath } from '@/lib/node-server/click-host';
import { requestListener } from '@/lib/node-server/listener.mjs';

await getDb();
installClickFastPath();
const server = http.createServer(requestListener((_req, res) => res.writeHead(404).end()));
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`),
);
