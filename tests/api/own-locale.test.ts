import { describe, expect, it } from 'vitest';
import * as localeRoute from '@/app/(api)/v3/users/me/locale/route';
import { call, makeNetwork } from '../support/harness';
import { makePartnerUser } from '../support/partners';

const PATH = '/v3/users/me/locale';
const put = (auth: string | null, body: unknown) =>
  call(localeRoute, PATH, { method: 'PUT', auth, body });

describe('PUT /v3/users/me/locale', () => {
  it("sets the calling user's own language, which GET then reads", async () => {
    const net = await makeNetwork();
    const partner = await makePartnerUser(net);
    const other = await makePartnerUser(net);
    expect((await call(localeRoute, PATH, { auth: partner.auth })).json.data.locale).toBe('en');

    const res = await put(partner.auth, { locale: 'fr' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ locale: 'fr' });
    expect((await call(localeRoute, PATH, { auth: partner.auth })).json.data.locale).toBe('fr');
    // Only the caller's own account changes.
    expect((await call(localeRoute, PATH, { auth: other.auth })).json.data.locale).toBe('en');
    // Staff keep a language of their own too.
    expect((await put(net.auth, { locale: 'de_at' })).json.data.locale).toBe('de_at');
  });

  it('refuses a locale outside the list, and callers without credentials', async () => {
    const net = await makeNetwork();
    const partner = await makePartnerUser(net);
    const bad = await put(partner.auth, { locale: 'klingon' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('locale');
    expect((await put(partner.auth, {})).status).toBe(400);
    expect((await put(null, { locale: 'de' })).status).toBe(401);
    expect((await call(localeRoute, PATH, { auth: partner.auth })).json.data.locale).toBe('en');
  });
});
