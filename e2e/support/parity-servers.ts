import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Two `npm start` servers from the same build, on copies of one seeded database: one with the
 * fast paths (as in production), one with API_FAST_PATH=off and CLICK_FAST_PATH=off, so every
 * request goes through Next.js. For e2e/api/fast-path-parity.spec.ts.
 */

export interface Seeded {
  networkId: number;
  applicationKey: string;
  apiKey: string;
  camref: string;
}

export interface ParityServers {
  seeded: Seeded;
  fastPath: number;
  nextJs: number;
  /** The fast paths each server offered (its `fast paths offered` log line). */
  offered: [string[], string[]];
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function seed(dataDir: string): Seeded {
  const out = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'e2e/support/seed-demo.ts'],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  if (out.status !== 0) throw new Error(`seeding the demo network failed: ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').at(-1)!) as Seeded;
}

function startServer(dataDir: string, port: number, extra: Record<string, string>) {
  const child = spawn(process.execPath, ['lib/node-server/server.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      DEMO_SEED: 'off',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      // The same public addresses on both, whatever port each listens on.
      PUBLIC_BASE_URL: 'http://parity.test',
      NEXTAUTH_URL: 'http://parity.test',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const match = pattern.exec(log);
        if (match) resolve(match);
        return match;
      };
      if (look()) return;
      const onData = () => look() && child.stdout!.off('data', onData);
      child.stdout!.on('data', onData);
      child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${log}`)));
    });
  child.stdout!.on('data', (chunk: Buffer) => (log += String(chunk)));
  child.stderr!.on('data', (chunk: Buffer) => (log += String(chunk)));
  return { child, waitFor };
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

export async function startParityServers(): Promise<ParityServers> {
  const dirs = [mkdtempSync(path.join(os.tmpdir(), 'anet-parity-'))];
  const seeded = seed(dirs[0]!);
  dirs.push(`${dirs[0]}-next`);
  cpSync(dirs[0]!, dirs[1]!, { recursive: true });
  const [fastPath, nextJs] = [await freePort(), await freePort()];
  const servers = [
    startServer(dirs[0]!, fastPath, {}),
    startServer(dirs[1]!, nextJs, { API_FAST_PATH: 'off', CLICK_FAST_PATH: 'off' }),
  ];
  const stop = async () => {
    await Promise.all(servers.map((s) => stopServer(s.child)));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(servers.map((s) => s.waitFor(/Ready in/)));
    // Next.js runs instrumentation.ts (which offers the fast paths) on its first request; a page
    // also makes its request storages live, as in production.
    for (const port of [fastPath, nextJs]) await send(port, 'GET', '/login', {});
    const offered = await Promise.all(
      servers.map(async (s) => {
        const line = await s.waitFor(/\{[^\n]*"msg":"fast paths offered"\}/);
        return (JSON.parse(line[0]) as { fastPaths: string[] }).fastPaths;
      }),
    );
    return { seeded, fastPath, nextJs, offered: [offered[0]!, offered[1]!], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request on a fresh connection, the answer's body as sent (gunzipped when gzip'd). */
export function send(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: target, agent: false, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzipped = res.headers['content-encoding'] === 'gzip';
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            flat[name] = Array.isArray(value) ? value.join('\n') : String(value);
          resolve({
            status: res.statusCode ?? 0,
            headers: flat,
            body: (gzipped ? gunzipSync(raw) : raw).toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
