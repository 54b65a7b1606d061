import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of a test's own, on a free loopback port, for fault tests that stop the
 * server (never the shared one the suite runs on). PostgreSQL refuses to run as root: as root
 * its commands run as the `postgres` OS user, in a temporary directory that user owns.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  start(): void;
  /** `pg_ctl stop -m immediate`: the server is gone at once, as in a crash. */
  stopImmediately(): void;
  remove(): void;
}

function binDir(): string | undefined {
  if (existsSync('/usr/local/bin/pg_ctl') && existsSync('/usr/local/bin/initdb'))
    return '/usr/local/bin';
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((d) => existsSync(`${d}/pg_ctl`));
}

/** Whether this machine can run a private cluster (the binaries, and a user that may run them). */
export function privatePostgresAvailable(): boolean {
  if (!binDir()) return false;
  if (process.getuid?.() !== 0) return true;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('no initdb/pg_ctl on this machine');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : `${bin}/${command}`,
      asRoot ? ['-u', 'postgres', '--', `${bin}/${command}`, ...args] : args,
      { stdio: 'pipe' },
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'anet-private-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '--no-locale',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pg = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      void run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']),
    stopImmediately: () => void run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    remove() {
      try {
        pg.stopImmediately();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}
