import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeNetwork } from '../support/harness';

/**
 * Two app instances on one PostgreSQL and one Redis share the rate limit: the sum of the
 * requests both accept never exceeds it. Needs PostgreSQL and Redis, so it runs in the
 * PostgreSQL pass of `npm test` (the embedded database allows one process only).
 */

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

function startInstance(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures', 'api-instance.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      const m = /LISTENING (\d+)/.exec(d.toString());
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.on('exit', (code) => reject(new Error(`instance exited ${code}: ${err}`)));
  });
}

describe('two app instances', () => {
  it.runIf(shared)('share one rate limit through Redis', async () => {
    const net = await makeNetwork();
    const env = { ...process.env, RATE_LIMIT_POINTS: '40', RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_PREFIX: `anet-instances-${Date.now()}`, LOG_LEVEL: 'silent' };
    const [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
    const statuses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => fetch(`${i % 2 ? one : two}/network`, { headers: { authorization: net.auth } }).then((r) => r.status)),
    );
    const accepted = statuses.filter((s) => s === 200).length;
    const limited = statuses.filter((s) => s === 429).length;
    console.log(`two instances: ${accepted} accepted, ${limited} limited of 120 (limit 40 shared)`);
    expect(accepted).toBe(40);
    expect(limited).toBe(80);
  }, 60_000);
});
