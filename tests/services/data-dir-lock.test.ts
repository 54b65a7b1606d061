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
});
