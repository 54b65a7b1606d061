import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, configFrom, overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import { handleNodeClick } from '@/lib/node-server/click-host';
import { forgetFloodCounts, forgetLinkFacts } from '@/lib/services/tracking';
import { clickCountry } from '@/lib/services/tracking/country';
import {
  clickOf,
  clickrefOf,
  followClick,
  freshTrackingState,
  trackingWorld,
} from '../support/tracking';

/**
 * A click's country comes from the geo-IP header a proxy or CDN in front of the network writes,
 * and only from the one CLICK_COUNTRY_HEADER names: unset, no header is read at all (a client can
 * send any header it likes). A value that is not a country code is no country.
 */

const restore = freshTrackingState();
afterAll(restore);
beforeEach(() => {
  forgetLinkFacts();
  forgetFloodCounts();
});
afterEach(() => resetConfigForTests('CLICK_COUNTRY_HEADER'));

let visitor = 0;

async function countryOfClick(camref: string, headers: Record<string, string>) {
  // A new address each time, so no run of clicks is a flood (counted, not stored).
  visitor += 1;
  const address = `198.51.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
  const res = await followClick(`/click/camref:${camref}`, { headers, address });
  expect(res.status, res.text).toBe(302);
  return (await clickOf(clickrefOf(res.location)))!.country;
}

describe('the click country', () => {
  it('is not recorded when no header is configured, whatever the client sends', async () => {
    const w = await trackingWorld();
    expect(
      await countryOfClick(w.camref, {
        'cf-ipcountry': 'DE',
        'cloudfront-viewer-country': 'DE',
        'x-country-code': 'DE',
      }),
    ).toBeNull();
  });

  it('is the configured header (any case of its name) upper-cased; placeholders and junk are none', async () => {
    const w = await trackingWorld();
    overrideConfigForTests({ CLICK_COUNTRY_HEADER: 'CF-IPCountry' });
    expect(await countryOfClick(w.camref, { 'CF-IPCountry': 'DE' })).toBe('DE');
    expect(await countryOfClick(w.camref, { 'cf-ipcountry': 'gb' })).toBe('GB');
    expect(await countryOfClick(w.camref, { 'cf-ipcountry': 'XK' })).toBe('XK');
    for (const value of ['XX', 'T1', 'zz', 'EU', 'Germany', 'D', 'DEU', '1A', '--'])
      expect(await countryOfClick(w.camref, { 'cf-ipcountry': value }), value).toBeNull();
    // Another header than the configured one is not read.
    expect(await countryOfClick(w.camref, { 'cloudfront-viewer-country': 'FR' })).toBeNull();
    expect(await countryOfClick(w.camref, {})).toBeNull();
  });

  it('is read the same on the fast path (npm start)', async () => {
    const w = await trackingWorld();
    overrideConfigForTests({ CLICK_COUNTRY_HEADER: 'cloudfront-viewer-country' });
    const server = http.createServer((req, res) => {
      if (!handleNodeClick(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const follow = (headers: Record<string, string>) =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: `/click/camref:${w.camref}`, agent: false, headers },
          (res) => {
            res.resume();
            resolve(res.headers.location);
          },
        );
        req.on('error', reject);
      });
    try {
      const agent = { 'user-agent': 'Mozilla/5.0 Firefox/128.0' };
      const fr = await follow({ ...agent, 'CloudFront-Viewer-Country': 'FR' });
      expect((await clickOf(clickrefOf(fr ?? null)))!.country).toBe('FR');
      const bad = await follow({ ...agent, 'CloudFront-Viewer-Country': 'France' });
      expect((await clickOf(clickrefOf(bad ?? null)))!.country).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('CLICK_COUNTRY_HEADER must be a header name', () => {
    expect(configFrom({}).tracking.countryHeader).toBeUndefined();
    expect(configFrom({ CLICK_COUNTRY_HEADER: 'CF-IPCountry' }).tracking.countryHeader).toBe(
      'cf-ipcountry',
    );
    expect(() => configFrom({ CLICK_COUNTRY_HEADER: 'CF IPCountry' })).toThrow(ConfigError);
    expect(() => configFrom({ CLICK_COUNTRY_HEADER: 'geo:country' })).toThrow(
      /CLICK_COUNTRY_HEADER: expects an HTTP header name/,
    );
  });

  it('codes: two letters, upper-cased, no user-assigned placeholder but Kosovo', () => {
    expect(clickCountry(' us ')).toBe('US');
    expect(clickCountry('XK')).toBe('XK');
    for (const v of [
      null,
      undefined,
      '',
      'XX',
      'XA',
      'QZ',
      'QM',
      'AA',
      'ZZ',
      'AP',
      'T1',
      'A1',
      'O1',
    ])
      expect(clickCountry(v), String(v)).toBeNull();
    expect(clickCountry('QA')).toBe('QA'); // Qatar: Q before M is a country
  });
});
