import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const SCRIPT = path.join(process.cwd(), 'scripts', 'queue-crash-worker.ts');

/** Runs scripts/queue-crash-worker.ts with `args` on the database `env` names; its stdout by line. */
export function spawnQueueWorker(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exited, stderr: () => stderr };
}
