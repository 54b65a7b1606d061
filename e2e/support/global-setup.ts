import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { statePath, type E2EState } from './state';

/**
 * A throwaway embedded database: the admin CLI makes a network, then `npm start` serves
 * it (building first if needed). The keys go to a state file the tests read.
 */
export default async function globalSetup() {
  const port = process.env.E2E_PORT ?? '3210';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anet-e2e-'));
  // Webhook deliveries may reach the test's own receiver on 127.0.0.1, and are looked for often.
  // No SMTP_URL: e-mails are logged at info (lib/services/emails.ts), and the tests read the
  // sign-up's confirmation links from the server log (e2e/support/mail.ts).
  const env = {
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
  };
  const password = 'e2e password 123';
  const email = `staff-${Date.now()}@e2e.test`;
  const cli = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/admin.ts',
      'create-network',
      '--name',
      'E2E Network',
      '--email',
      email,
      '--password',
      password,
      '--json',
    ],
    { env, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(`admin create-network failed: ${cli.stderr}`);
  const keys = JSON.parse(cli.stdout) as {
    network_id: number;
    application_key: string;
    user_id: number;
    user_api_key: string;
  };

  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/login`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      throw new Error(`server did not start; see ${path.join(dataDir, 'server.log')}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const state: E2EState = { pid: server.pid!, dataDir, baseUrl, email, password, ...keys };
  writeFileSync(statePath, JSON.stringify(state));
}
