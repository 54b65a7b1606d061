import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Asynchronous, so the test worker keeps answering vitest while the CLI starts up.
const cli = (args: string[], env: Record<string, string>) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/admin.ts', ...args],
      { env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ status: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('admin CLI', () => {
  // The CLI runs against its own embedded directory so it never competes with the test database.
  const env = { DATABASE_URL: '', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'anet-cli-')) };

  it('create-network prints one JSON object whose keys work; bad arguments write nothing', async () => {
    const bad = await cli(
      ['create-network', '--name', 'Bad', '--email', 'not-an-email', '--password', 'x', '--json'],
      env,
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/email must be a valid e-mail address/);
    expect(bad.stderr).toMatch(/Usage: npm run admin/);
    const unknown = await cli(['explode'], env);
    expect(unknown.status).toBe(2);

    const ok = await cli(
      [
        'create-network',
        '--name',
        'CLI Net',
        '--email',
        'ops@cli.test',
        '--password',
        'long enough pw',
        '--json',
      ],
      env,
    );
    expect(ok.status, ok.stderr).toBe(0);
    const out = JSON.parse(ok.stdout.trim());
    expect(out).toEqual({
      network_id: expect.any(Number),
      application_key: expect.any(String),
      user_id: expect.any(Number),
      user_api_key: expect.any(String),
    });
    const list = await cli(['list-networks', '--json'], env);
    expect(JSON.parse(list.stdout)).toEqual([
      {
        network_id: out.network_id,
        name: 'CLI Net',
        application_key_prefix: out.application_key.slice(0, 6),
      },
    ]);

    const rotated = await cli(['rotate-api-key', '--user-id', String(out.user_id), '--json'], env);
    expect(rotated.status).toBe(0);
    expect(JSON.parse(rotated.stdout).user_api_key).not.toBe(out.user_api_key);

    const newApp = await cli(
      ['rotate-application-key', '--network-id', String(out.network_id), '--json'],
      env,
    );
    expect(newApp.status, newApp.stderr).toBe(0);
    const appKey = JSON.parse(newApp.stdout).application_key as string;
    expect(appKey).not.toBe(out.application_key);
    const listed = await cli(['list-networks', '--json'], env);
    expect(JSON.parse(listed.stdout)[0].application_key_prefix).toBe(appKey.slice(0, 6));
  }, 300_000); // spawns several tsx processes, each migrating a new embedded database: minutes on a busy 2-core machine
});
