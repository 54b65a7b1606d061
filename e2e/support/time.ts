import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { serverEnv, startServer, stopServer } from './server-process';
import { readState, statePath } from './state';

/**
 * Moves the e2e network's sales along their lifecycle as if `days` had passed (approved ->
 * locked -> payable): the server is stopped (the embedded database takes one process), the
 * upkeep runs as of then, and the server starts again; sessions survive (the secret is stored).
 */
export async function advanceLifecycleBy(
  days: number,
): Promise<{ locked: number; payable: number }> {
  const s = readState();
  const port = new URL(s.baseUrl).port;
  const env = serverEnv(port, s.dataDir);
  await stopServer(s.pid);
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'e2e/support/advance-lifecycle.ts',
      String(s.network_id),
      String(days),
    ],
    { env, encoding: 'utf8' },
  );
  const pid = await startServer(env, s.baseUrl);
  writeFileSync(statePath, JSON.stringify({ ...s, pid }));
  if (run.status !== 0) throw new Error(`advancing the lifecycle failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as { locked: number; payable: number };
}
