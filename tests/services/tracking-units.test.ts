import { describe, expect, it } from 'vitest';
import {
  agentFacts,
  clickrefTime,
  deepLinkAllowed,
  newClickref,
  normalizeDomain,
  parseCamref,
  parseClickPath,
  truncateAddress,
  withClickref,
} from '@/lib/services/tracking';

describe('click paths', () => {
  it("parses the reference's example, segments in any order, destination last", () => {
    expect(
      parseClickPath(
        '/click/camref:111111l2/adref:Promo012/pubref:test+pubref/creativeref:111111l7/destination:https%3A%2F%2Fdealsite.promo%2Foffers',
      ),
    ).toEqual({
      kind: 'camref',
      camref: '111111l2',
      pubref: 'test+pubref',
      adref: 'Promo012',
      creativeref: '111111l7',
      type: 'standard',
      destination: 'https://dealsite.promo/offers',
      meta: {},
    });
    expect(parseClickPath('/click/type:cpc/camref:7l12/pubref:a%20b')).toMatchObject({
      camref: '7l12',
      type: 'cpc',
      pubref: 'a b',
      destination: null,
    });
  });

  it('a raw destination keeps its slashes and takes the query; a merged scheme slash is restored', () => {
    expect(
      parseClickPath('/click/camref:7l12/destination:https://a.example/x/y', '?q=1'),
    ).toMatchObject({
      destination: 'https://a.example/x/y?q=1',
    });
    expect(parseClickPath('/click/camref:7l12/destination:https:/a.example/x')).toMatchObject({
      destination: 'https://a.example/x',
    });
  });

  it('short links and what is not a click', () => {
    expect(parseClickPath('/l/bKVPQEz')).toEqual({ kind: 'short', code: 'bKVPQEz' });
    expect(parseClickPath('/click/')).toBeNull();
    expect(parseClickPath('/click/pubref:x')).toBeNull();
    expect(parseClickPath('/clicks/camref:1l2')).toBeNull();
    expect(parseCamref('7l12')).toEqual({ campaignId: 7, partnerId: 12 });
    for (const bad of ['7l', 'l12', '07l12', '7x12', '7l12l3', 'i9sh'])
      expect(parseCamref(bad)).toBeNull();
  });
});

describe('clickrefs', () => {
  it('are short, URL-safe, unique and carry their second', () => {
    const at = new Date('2026-05-01T12:34:56.789Z');
    const refs = new Set(Array.from({ length: 10_000 }, () => newClickref(at)));
    expect(refs.size).toBe(10_000);
    for (const ref of [...refs].slice(0, 50)) {
      expect(ref).toMatch(/^[0-9a-z]{7}[A-Za-z0-9_-]{12}$/);
      expect(clickrefTime(ref)).toEqual(new Date('2026-05-01T12:34:56.000Z'));
    }
    expect(clickrefTime('nope')).toBeNull();
  });

  it('are appended before a fragment, after any query', () => {
    expect(withClickref('https://a.example/', 'clickref', 'R')).toBe(
      'https://a.example/?clickref=R',
    );
    expect(withClickref('https://a.example/?x=1', 'clickref', 'R')).toBe(
      'https://a.example/?x=1&clickref=R',
    );
    expect(withClickref('https://a.example/?', 'cr', 'R')).toBe('https://a.example/?cr=R');
    expect(withClickref('https://a.example/p#f', 'clickref', 'R')).toBe(
      'https://a.example/p?clickref=R#f',
    );
  });
});

describe('addresses', () => {
  it('truncate: the last IPv4 octet, everything past the first 48 bits of IPv6', () => {
    expect(truncateAddress('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::');
    expect(truncateAddress('2001:db8::1')).toBe('2001:db8:0::');
    expect(truncateAddress('::1')).toBe('0:0:0::');
    expect(truncateAddress('::ffff:192.0.2.1')).toBe('0:0:0::');
    expect(truncateAddress('not an address')).toBeNull();
  });
});

describe('deep links', () => {
  const rules = {
    allowDeepLinking: true,
    domains: ['deals.example', 'xn--bcher-kva.example'],
    defaultDestination: 'https://shop.example/home',
  };
  it('allows the domains, their subdomains and the campaign host; nothing that only looks alike', () => {
    for (const ok of [
      'https://deals.example/x',
      'http://www.deals.example/x?y=1',
      'https://shop.example/other',
      'https://m.shop.example/',
      'https://bücher.example/',
      'https://DEALS.example./',
    ])
      expect(deepLinkAllowed(ok, rules), ok).toBe(true);
    for (const bad of [
      'https://deals.example.evil.example/',
      'https://evildeals.example/',
      'ftp://deals.example/',
      'https://user@deals.example/',
      'javascript:alert(1)',
      'https://deals.example/\u202Egro',
      'not a url',
    ])
      expect(deepLinkAllowed(bad, rules), bad).toBe(false);
    expect(deepLinkAllowed('https://deals.example/', { ...rules, allowDeepLinking: false })).toBe(
      false,
    );
  });

  it('normalises domain names and refuses anything else', () => {
    expect(normalizeDomain(' Shop.Example. ')).toBe('shop.example');
    expect(normalizeDomain('bücher.example')).toBe('xn--bcher-kva.example');
    for (const bad of [
      'https://a.example',
      'a.example/x',
      'a.example:80',
      'localhost',
      '10.0.0.1',
      '-a.example',
      'a..example',
      '',
    ])
      expect(normalizeDomain(bad), bad).toBeNull();
  });
});

describe('user agents', () => {
  it('bots and device classes', () => {
    expect(
      agentFacts('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'),
    ).toEqual({
      bot: true,
      device: expect.any(String),
    });
    expect(agentFacts(null)).toEqual({ bot: true, device: 'other' });
    expect(
      agentFacts(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36',
      ),
    ).toEqual({ bot: false, device: 'mobile' });
  });
});
