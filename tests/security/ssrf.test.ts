import { createRequire, syncBuiltinESMExports } from 'node:module';
import type { LookupFunction } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as partnerRoute from '@/app/(api)/user/publisher/[publisher_id]/route';
import * as brandRoute from '@/app/(api)/user/advertiser/[advertiser_id]/route';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makePartner } from '../support/partners';
import { makeBrand } from '../support/campaigns';
import { makePng, startServer, type TestServer } from '../support/images';

/**
 * The image downloader (partner logos, brand icons) must never reach inside: literal private
 * addresses, DNS names that resolve inside, and redirects to either are refused, and the
 * targets see no request. DNS is faked by replacing node:dns lookup for the test.
 */

const dns = createRequire(import.meta.url)('node:dns') as { lookup: LookupFunction };
const realLookup = dns.lookup;
const FAKE_DNS: Record<string, string> = {
  'metadata.evil.test': '169.254.169.254',
  'intranet.evil.test': '10.1.2.3',
  'loopback.evil.test': '127.0.0.1',
  'v6-loopback.evil.test': '::1',
  'unique-local.evil.test': 'fd00::1',
  'carrier-nat.evil.test': '100.64.0.1',
  'zero.evil.test': '0.0.0.0',
};

function fakeLookup(hostname: string, options: unknown, callback: unknown) {
  const cb = (typeof options === 'function' ? options : callback) as (
    err: Error | null,
    address: unknown,
    family?: number,
  ) => void;
  const opts = (typeof options === 'object' && options) as { all?: boolean };
  const address = FAKE_DNS[hostname];
  if (!address)
    return (realLookup as unknown as (...a: unknown[]) => void)(hostname, options, callback);
  const family = address.includes(':') ? 6 : 4;
  if (opts && opts.all) cb(null, [{ address, family }]);
  else cb(null, address, family);
}

let net: TestNetwork;
let partnerId: string;
let brandId: string;
let target: TestServer;
const servers: TestServer[] = [];
const refused: string[] = [];

beforeAll(async () => {
  (dns as { lookup: unknown }).lookup = fakeLookup;
  syncBuiltinESMExports();
  net = await makeNetwork();
  partnerId = (await makePartner(net)).publisher_id;
  brandId = (await makeBrand(net)).advertiser_id;
  target = await startServer('127.0.0.1', (_req, res) =>
    res.writeHead(200, { 'content-type': 'image/png' }).end(makePng(2, 2)),
  );
});
afterEach(() => {
  resetConfigForTests('SAFE_FETCH_ALLOW_ADDRESSES');
});
afterAll(async () => {
  (dns as { lookup: unknown }).lookup = realLookup;
  syncBuiltinESMExports();
  await Promise.all([target, ...servers].map((s) => s.close()));
  console.log(`SSRF: ${refused.length} URLs refused (${refused.join(', ')})`);
});

async function expectRefused(url: string) {
  for (const [mod, path, body, params] of [
    [
      partnerRoute,
      `/user/publisher/${partnerId}`,
      { company_logo: url },
      { publisher_id: partnerId },
    ],
    [
      brandRoute,
      `/user/advertiser/${brandId}`,
      {
        advertiser_icon: url,
        address1: 'a',
        country: 'GB',
        postcode: 'p',
        phone: '1',
        signup_ip: '203.0.113.1',
      },
      { advertiser_id: brandId },
    ],
  ] as const) {
    const res = await call(mod, path, { method: 'POST', auth: net.auth, body, params });
    expect(res.status, `${url}: ${res.text}`).toBe(400);
    expect(res.json.error.errors[0].message, url).toMatch(
      /private, loopback, link-local or reserved/,
    );
  }
  refused.push(url);
}

describe('SSRF through the image downloader', () => {
  it('refuses literal private, loopback, link-local, metadata and reserved addresses', async () => {
    const port = new URL(target.url).port;
    for (const url of [
      `http://127.0.0.1:${port}/a.png`,
      'http://127.1/a.png',
      'http://2130706433/a.png',
      'http://0x7f000001/a.png',
      'http://10.0.0.1/a.png',
      'http://172.16.0.1/a.png',
      'http://192.168.1.1/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/a.png',
      'http://[::ffff:127.0.0.1]/a.png',
      'http://[fd00::1]/a.png',
      'http://0.0.0.0/a.png',
      `http://localhost:${port}/a.png`,
    ]) {
      await expectRefused(url);
    }
    expect(target.hits).toEqual([]);
  });

  it('refuses DNS names that resolve to such addresses', async () => {
    const port = new URL(target.url).port;
    for (const host of Object.keys(FAKE_DNS))
      await expectRefused(`http://${host}:${port}/logo.png`);
    expect(target.hits).toEqual([]);
  });

  it('refuses a redirect from an allowed host to an internal address or name', async () => {
    const port = new URL(target.url).port;
    for (const location of [
      `${target.url}/secret.png`,
      `http://loopback.evil.test:${port}/secret.png`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const redirector = await startServer('127.0.0.2', (_req, res) =>
        res.writeHead(302, { location }).end(),
      );
      servers.push(redirector);
      overrideConfigForTests({ SAFE_FETCH_ALLOW_ADDRESSES: '127.0.0.2' });
      await expectRefused(`${redirector.url}/logo.png`);
      expect(redirector.hits.length).toBe(2);
    }
    expect(target.hits).toEqual([]);
  });
});
