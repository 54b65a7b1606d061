// npm start: build once if there is no build, then serve on PORT (default 3000).
// Migrations and the demo seed run at server start (instrumentation.ts).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const port = process.env.PORT ?? '3000';
// No telemetry notice or upload from next build / next start, unless the caller chose otherwise.
const env = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };
// next-auth builds its redirects from NEXTAUTH_URL; default it to where we serve.
if (!env.NEXTAUTH_URL && !env.AUTH_TRUST_HOST) env.NEXTAUTH_URL = `http://localhost:${port}`;
const next = (args, nodeArgs = []) => [
  process.execPath,
  [...nodeArgs, 'node_modules/next/dist/bin/next', ...args],
];
// The server entry hook: the peer address header and malformed-path repair (see the file).
const entryHook = ['--import', pathToFileURL('scripts/http-entry.mjs').href];

if (!existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) {
  console.log('No production build yet: running next build (once)...');
  const build = spawnSync(...next(['build']), { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// An idle keep-alive connection stays open longer than the clients in front of it keep theirs
// (Node's agent: 5 s; load balancers: typically 60 s). At Node's default of 5 s on both ends, a
// client could reuse a connection the server was closing that instant and get "socket hang up".
const keepAlive = process.env.KEEP_ALIVE_TIMEOUT_MS ?? '65000';
const server = spawn(...next(['start', '-p', port, '--keepAliveTimeout', keepAlive], entryHook), {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
