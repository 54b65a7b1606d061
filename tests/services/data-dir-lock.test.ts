import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '@/lib/db/data-dir-lock';

describe('embedded database directory lock', () => {
  it('refuses a second holder with a message naming the first', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'anet-lock-'));
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`in use by process ${process.pid} `));
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('takes over the lock of a holder that was killed with kill -9', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'anet-lock-'));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import { lockDataDir } from './lib/db/data-dir-lock.ts'; await lockDataDir(${JSON.stringify(dir)}); console.log('LOCKED'); setInterval(() => {}, 1000);`,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (d: Buffer) => d.toString().includes('LOCKED') && resolve()),
    );
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by process/);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const taken = await lockDataDir(dir);
    await taken.release();
  });
});
