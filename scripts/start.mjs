// npm start: build once if there is no build, then serve on PORT (default 3000).
// Migrations and the demo seed run at server start (instrumentation.ts).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const run = (args) => spawnSync(process.execPath, ['node_modules/next/dist/bin/next', ...args], { stdio: 'inherit' });

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running next build (once)...');
  const build = run(['build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.PORT ?? '3000';
// next-auth builds its redirects from NEXTAUTH_URL; default it to where we serve.
const env = { ...process.env };
if (!env.NEXTAUTH_URL && !env.AUTH_TRUST_HOST) env.NEXTAUTH_URL = `http://localhost:${port}`;
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
