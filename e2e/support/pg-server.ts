import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/**
 * An `npm start` server of its own on a fresh PostgreSQL database, for a browser test that must
 * let time pass (e2e/support/time-passes.ts) while the server runs: the suite's shared server
 * holds its embedded database alone. The database is dropped again by stop().
 */

export interface PgServer {
  baseUrl: string;
  networkId: number;
  /** Basic authorization of the network's staff user. */
  auth: string;
  applicationKey: string;
  /** Lets `days` days pass for the network (lifecycle upkeep, payment details' age). */
  timePasses(days: number): void;
  stop(): Promise<void>;
}

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function tsx(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const out = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, ...args], {
    env,
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`${script} failed: ${out.stderr}`);
  return out.stdout;
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startPgServer(): Promise<PgServer> {
  const database = `anet_e2e_${randomUUID().slice(0, 8)}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  await admin(`CREATE DATABASE ${database}`);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    REDIS_URL: '',
    PORT: String(port),
    DEMO_SEED: 'off',
    LOG_LEVEL: 'silent',
    SMTP_URL: '',
    PUBLIC_BASE_URL: baseUrl,
    NEXTAUTH_URL: baseUrl,
    RATE_LIMIT_PREFIX: database,
  };
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child) await stopServer(child);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    const keys = JSON.parse(
      tsx(
        'scripts/admin.ts',
        [
          'create-network',
          '--name',
          'Payments E2E',
          '--email',
          `staff-${database}@payments.e2e.test`,
          '--password',
          'e2e password 123',
          '--json',
        ],
        env,
      ),
    ) as { network_id: number; application_key: string; user_api_key: string };
    child = spawn(process.execPath, ['lib/node-server/server.mjs'], { env, stdio: 'ignore' });
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ok = await fetch(`${baseUrl}/login`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error('the PostgreSQL e2e server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    return {
      baseUrl,
      networkId: keys.network_id,
      applicationKey: keys.application_key,
      auth: `Basic ${Buffer.from(`${keys.application_key}:${keys.user_api_key}`).toString('base64')}`,
      timePasses: (days) =>
        void tsx('e2e/support/time-passes.ts', [String(days), String(keys.network_id)], env),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
