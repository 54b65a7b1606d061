import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv, startServer } from './server-process';
import { statePath, type E2EState } from './state';

/**
 * A throwaway embedded database: the admin CLI makes a network, then `npm start` serves
 * it (building first if needed). The keys go to a state file the tests read.
 */
export default async function globalSetup() {
  const port = process.env.E2E_PORT ?? '3210';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anet-e2e-'));
  const env = serverEnv(port, dataDir);
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

  const baseUrl = `http://localhost:${port}`;
  const pid = await startServer(env, baseUrl);
  const state: E2EState = { pid, dataDir, baseUrl, email, password, ...keys };
  writeFileSync(statePath, JSON.stringify(state));
}
