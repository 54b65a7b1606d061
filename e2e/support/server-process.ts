import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';

/** The environment `npm start` runs in under the browser tests (one throwaway PGlite directory). */
export function serverEnv(port: string, dataDir: string): NodeJS.ProcessEnv {
  // Webhook deliveries may reach the test's own receiver on 127.0.0.1, and are looked for often.
  // No SMTP_URL: e-mails are logged at info (lib/services/emails.ts), and the tests read the
  // sign-up's confirmation links from the server log (e2e/support/mail.ts).
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    PORT: port,
    LOG_LEVEL: 'info',
    SMTP_URL: '',
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    SAFE_FETCH_ALLOW_ADDRESSES: '127.0.0.1',
    WEBHOOK_POLL_MS: '500',
    // Every browser here connects from loopback; a test stands in for a shopper elsewhere by
    // sending X-Forwarded-For (a click from the partner's own sign-in address is a self-click).
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // A browser with the pseudo-locale cookie gets the test language (e2e/partner/pseudo-locale.spec.ts).
    PSEUDO_LOCALE: 'on',
  };
}

/** Starts `npm start`'s server on the data directory (log appended to its server.log); its pid once it answers. */
export async function startServer(env: NodeJS.ProcessEnv, baseUrl: string): Promise<number> {
  const log = openSync(path.join(env.DATA_DIR!, 'server.log'), 'a');
  const server = spawn(process.execPath, ['lib/node-server/server.mjs'], {
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/login`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      throw new Error(`server did not start; see ${path.join(env.DATA_DIR!, 'server.log')}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return server.pid!;
}

/** Stops the server's process group and waits until it is gone (the embedded database is free). */
export async function stopServer(pid: number): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) {
      process.kill(-pid, 'SIGKILL');
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
