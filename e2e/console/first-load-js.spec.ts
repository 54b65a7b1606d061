import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// `next build` (Next 16) no longer prints first-load JS; this measures it from the build the
// suite runs against and keeps every page within the budget.
test('no page ships more than 250 kB of first-load JavaScript (gzip)', () => {
  mkdirSync('e2e/screenshots', { recursive: true });
  const out = spawnSync(
    process.execPath,
    [
      'e2e/support/first-load-js.mjs',
      '--max-kb',
      '250',
      '--json',
      'e2e/screenshots/first-load-js.json',
    ],
    { encoding: 'utf8' },
  );
  console.log(out.stdout);
  const rows = JSON.parse(readFileSync('e2e/screenshots/first-load-js.json', 'utf8')) as {
    route: string;
    kb: number;
  }[];
  expect(rows.map((r) => r.route)).toEqual(
    expect.arrayContaining([
      '/console',
      '/console/partners',
      '/console/settings',
      '/console/traffic',
      '/console/traffic/invalid',
      '/login',
    ]),
  );
  expect(rows.filter((r) => r.kb > 250)).toEqual([]);
  expect(out.status).toBe(0);
});
