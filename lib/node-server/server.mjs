// `npm start`: our HTTP server, with Next.js as its request handler. Builds once if there is no
// build, then serves on PORT (default 3000). Migrations, the demo seed and the fast paths are set
// up by instrumentation.ts, which Next.js runs on the first request (as under `next start`);
// until then every request goes to Next.js. README.md here tells the flow.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { installFrameLocalStorage } from './async-context.mjs';
import { continueWithinLimit } from './body-guard.mjs';
import { requestListener } from './listener.mjs';

// One async context for every AsyncLocalStorage, before Next.js creates any; nothing on Node 24.
// When Node 20 and 22 support goes, delete this line (README.md here, "async-context.mjs").
installFrameLocalStorage();

const startedAt = Date.now();
const dir = process.cwd();
const port = Number(process.env.PORT ?? '3000');
// As `next start` sets them; no telemetry notice or upload unless the caller chose otherwise.
process.env.NODE_ENV ||= 'production';
process.env.NEXT_RUNTIME = 'nodejs';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// next-auth builds its redirects from NEXTAUTH_URL; default it to where we serve.
if (!process.env.NEXTAUTH_URL && !process.env.AUTH_TRUST_HOST)
  process.env.NEXTAUTH_URL = `http://localhost:${port}`;

if (!existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) {
  console.log('No production build yet: running next build (once)...');
  const nextBin = 'node_modules/next/dist/bin/next';
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { default: next } = await import('next');
const server = http.createServer();
// An idle keep-alive connection stays open longer than the clients in front of it keep theirs
// (Node's agent: 5 s; load balancers: typically 60 s). At Node's default of 5 s on both ends, a
// client could reuse a connection the server was closing that instant and get "socket hang up".
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT_MS ?? '65000');

const app = next({ dev: false, dir, port, httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();
const listener = requestListener((req, res) =>
  handle(req, res).catch((error) => {
    // What `next start` answers when its handler throws.
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end('Internal Server Error');
  }),
);
server.on('request', listener);
server.on('checkContinue', continueWithinLimit(listener));
server.on('error', (error) => {
  console.error('Failed to start server', error);
  process.exit(1);
});
server.listen(port, () => {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`Ready in ${seconds}s on http://localhost:${port}`);
});
