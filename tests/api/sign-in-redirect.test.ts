import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';
import { PAGE_PATH_HEADER, signInPathFor } from '@/lib/api/web/sign-in-redirect';

// What proxy.ts hands the page's layout (Next.js passes overridden request headers on as
// x-middleware-request-<name>).
function pagePathSeen(url: string): string | null {
  const response = proxy(new NextRequest(url));
  return response.headers.get(`x-middleware-request-${PAGE_PATH_HEADER}`);
}

describe('a signed-out deep link keeps its target through the sign-in', () => {
  it('proxy.ts passes the page path and query on to the layout, without the RSC marker', () => {
    expect(pagePathSeen('http://localhost/console/partners/5')).toBe('/console/partners/5');
    expect(pagePathSeen('http://localhost/console/audit?entity_type=partner&_rsc=x1')).toBe(
      '/console/audit?entity_type=partner',
    );
    expect(pagePathSeen('http://localhost/partner/campaigns')).toBe('/partner/campaigns');
  });

  it('a client cannot plant another path: the proxy overwrites the header', () => {
    const request = new NextRequest('http://localhost/console/brands', {
      headers: { [PAGE_PATH_HEADER]: '//evil.test' },
    });
    expect(proxy(request).headers.get(`x-middleware-request-${PAGE_PATH_HEADER}`)).toBe(
      '/console/brands',
    );
  });

  it('the sign-in address carries the page as callbackUrl', () => {
    expect(signInPathFor('/console/partners/5', '/console')).toBe(
      '/login?callbackUrl=%2Fconsole%2Fpartners%2F5',
    );
    expect(signInPathFor('/console/audit?actor=3', '/console')).toBe(
      '/login?callbackUrl=%2Fconsole%2Faudit%3Factor%3D3',
    );
  });

  it('a missing or off-site target falls back to the area home', () => {
    expect(signInPathFor(null, '/console')).toBe('/login?callbackUrl=%2Fconsole');
    expect(signInPathFor('//evil.test/x', '/partner')).toBe('/login?callbackUrl=%2Fpartner');
    expect(signInPathFor('https://evil.test/', '/partner')).toBe('/login?callbackUrl=%2Fpartner');
    expect(signInPathFor('/\\evil.test', '/console')).toBe('/login?callbackUrl=%2Fconsole');
  });
});
