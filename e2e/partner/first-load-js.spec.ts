import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The partner pages share the console's budget: at most 250 kB of first-load JavaScript (gzip).
test('the partner pages and the sign-up page ship at most 250 kB of first-load JavaScript (gzip)', () => {
  mkdirSync('e2e/screenshots', { recursive: true });
  const out = spawnSync(
    process.execPath,
    ['e2e/support/first-load-js.mjs', '--json', 'e2e/screenshots/first-load-js-partner.json'],
    { encoding: 'utf8' },
  );
  expect(out.status).toBe(0);
  const rows = (
    JSON.parse(readFileSync('e2e/screenshots/first-load-js-partner.json', 'utf8')) as {
      route: string;
      kb: number;
    }[]
  ).filter(
    (r) => (r.route.startsWith('/partner') && !r.route.includes('[')) || r.route === '/signup',
  );
  console.log(rows.map((r) => `${r.route.padEnd(20)} ${r.kb.toFixed(1)} kB`).join('\n'));
  expect(rows.map((r) => r.route).sort()).toEqual([
    '/partner',
    '/partner/campaigns',
    '/partner/claims',
    '/partner/creatives',
    '/partner/databases',
    '/partner/discover',
    '/partner/earnings',
    '/partner/invitations',
    '/partner/links',
    '/partner/payment-details',
    '/partner/payments',
    '/partner/performance',
    '/partner/profile',
    '/partner/tax-profile',
    '/partner/vouchers',
    '/partner/websites',
    '/signup',
  ]);
  expect(rows.filter((r) => r.kb > 250)).toEqual([]);
});
