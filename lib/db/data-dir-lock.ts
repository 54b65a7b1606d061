import fs from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export interface DataDirLock {
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  command: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<Holder | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is single-process: two processes writing one data directory corrupt it.
 * The lock makes the second process fail with a message that names the first.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const lockTarget = path.join(dir, 'instance');
  const holderFile = path.join(dir, 'instance.holder.json');
  await fs.writeFile(lockTarget, '', { flag: 'a' });

  const acquire = () =>
    lockfile.lock(lockTarget, { stale: 15_000, update: 5_000, realpath: false });
  let release: () => Promise<void>;
  try {
    release = await acquire();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = await readHolder(holderFile);
    if (holder && !isAlive(holder.pid)) {
      // The holder died without releasing (kill -9): its lock is ours to break. proper-lockfile
      // only unlocks locks this process took, so remove its lock directory ourselves.
      await fs.rm(`${lockTarget}.lock`, { recursive: true, force: true });
      release = await acquire();
    } else {
      const who = holder
        ? `process ${holder.pid} (${holder.command}), running since ${holder.since}`
        : 'another process';
      throw new Error(
        `The embedded database in ${dir} is in use by ${who}. PGlite allows one process at a time: ` +
          'stop that process first, or set DATABASE_URL to use PostgreSQL from several processes.',
      );
    }
  }
  const holder: Holder = {
    pid: process.pid,
    command: process.argv.slice(1).join(' '),
    since: new Date().toISOString(),
  };
  await fs.writeFile(holderFile, JSON.stringify(holder));
  return {
    async release() {
      await fs.rm(holderFile, { force: true });
      await release().catch(() => undefined);
    },
  };
}
