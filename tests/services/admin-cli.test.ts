import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

  it('rates import stores an ECB file once, refuses a bad file naming the fault and stores nothing', async () => {
    const own = { DATABASE_URL: '', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'anet-cli-')) };
    const net = await cli(
      [
        'create-network',
        '--name',
        'Rates',
        '--email',
        'ops@rates.test',
        '--password',
        'long enough pw',
        '--json',
      ],
      own,
    );
    const networkId = String(JSON.parse(net.stdout).network_id);
    const bad = path.join(own.DATA_DIR, 'bad.xml');
    writeFileSync(
      bad,
      readFileSync('tests/fixtures/ecb-rates-sample.xml', 'utf8').replace(
        "rate='0.9298'",
        "rate='x'",
      ),
    );
    const refused = await cli(['rates', 'import', bad, '--network-id', networkId], own);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(
      '2026-11-19: the CHF rate "x" is not a positive decimal number',
    );
    const args = [
      'rates',
      'import',
      'tests/fixtures/ecb-rates-sample.xml',
      '--network-id',
      networkId,
      '--json',
    ];
    const first = await cli(args, own);
    expect(first.status, first.stderr).toBe(0);
    // The refused file stored nothing: all 14 rates are new now.
    expect(JSON.parse(first.stdout)).toEqual({
      rates: 14,
      dates: 3,
      first_date: '2026-11-19',
      last_date: '2026-11-23',
      changed: 14,
    });
    const again = await cli(args, own);
    expect(JSON.parse(again.stdout).changed).toBe(0);
    const noFile = await cli(['rates', 'import', '--network-id', networkId], own);
    expect(noFile.status).toBe(2);
    expect(noFile.stderr).toMatch(/rates import takes one FILE argument/);
  }, 300_000);
});
