import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import * as networkRoute from '@/app/(api)/network/route';
import * as createPartnerUserRoute from '@/app/(api)/user/route';
import * as signupRoute from '@/app/(api)/v3/public/networks/[networkId]/partner-signups/route';
import * as confirmRoute from '@/app/(api)/v3/public/partner-signup-confirmations/route';
import * as networkUsersRoute from '@/app/(api)/v3/network/[networkId]/users/route';
import * as apiKeyRoute from '@/app/(api)/v3/users/me/api-key/route';
import * as passwordRoute from '@/app/(api)/v3/users/me/password/route';
import { buildAuthOptions } from '@/lib/api/web/auth-options';
import { getDb } from '@/lib/db/client';
import { emailOutbox, partners, pendingSignups, users } from '@/lib/db/schema';
import { safeRedirectPath, safeRedirectUrl } from '@/lib/safe-redirect';
import { getSessionSecret } from '@/lib/services/session-secret';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { defaultTermsId, partnerUserBody } from '../support/partners';

const V3_INVALID_VALUE = '6771735c-3000-49d1-a978-74aeb33d15b9';
const V3_REQUIRED = '2572f7f9-e87e-4aa7-98cf-6f53c9ed5584';
const peer = () => ({
  'x-anet-peer-address': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
});

async function sessionCookie(userId: number, version: number): Promise<string> {
  const token = await encode({
    token: { sub: String(userId), sv: version },
    secret: await getSessionSecret(await getDb()),
  });
  return `next-auth.session-token=${token}`;
}
const sameOrigin = (cookie: string) => ({
  cookie,
  origin: 'http://localhost:3000',
  host: 'localhost:3000',
  'sec-fetch-site': 'same-origin',
});
const readNetwork = (cookie: string) =>
  call(networkRoute, '/network', { auth: null, headers: sameOrigin(cookie) });
const rotate = (headers: { cookie?: string; auth?: string }, body: unknown = {}) =>
  call(apiKeyRoute, '/v3/users/me/api-key', {
    method: 'POST',
    auth: headers.auth ?? null,
    body,
    headers: headers.cookie ? sameOrigin(headers.cookie) : {},
  });

describe('safe redirects after sign-in (issue 22, item 4)', () => {
  const hostile = [
    '/\t/evil.test/path',
    '/\n/evil.test/path',
    '/\r\n/evil.test',
    '//evil.test',
    '/\\evil.test',
    '\\/evil.test',
    'https://evil.test/',
    'javascript:alert(1)',
    '/%09/evil.test',
    '/%0a/evil.test',
    '%2F%2Fevil.test',
    '/%5Cevil.test',
    '/%2F/evil.test',
    '/\u200b/evil.test',
    '/%E2%80%AE/x',
    '/%zz',
    '',
    'partner',
  ];
  it.each(hostile)('refuses %j', (target) => {
    expect(safeRedirectPath(target, '/console')).toBe('/console');
  });
  it('keeps our own paths, with query and fragment', () => {
    expect(safeRedirectPath('/partner', '/')).toBe('/partner');
    expect(safeRedirectPath('/console/partners?status=p#x', '/')).toBe(
      '/console/partners?status=p#x',
    );
  });
  it('next-auth redirect callback: only same-origin URLs, hostile ones end at the home page', async () => {
    const redirect = (await buildAuthOptions()).callbacks!.redirect!;
    const base = 'http://localhost:3000';
    const go = (url: string) => redirect({ url, baseUrl: base });
    expect(await go('/partner')).toBe(`${base}/partner`);
    expect(await go(`${base}/console`)).toBe(`${base}/console`);
    for (const url of hostile.concat(['http://localhost:3000.evil.test/', 'http://evil.test']))
      expect(await go(url)).toBe(`${base}/`);
    expect(safeRedirectUrl('http://localhost:3000//evil.test', base)).toBe('/');
  });
});

describe('revocable sessions (issue 22, item 8)', () => {
  it('a session token stops working after sign-out, and a new sign-in works again', async () => {
    const net = await makeNetwork();
    const cookie = await sessionCookie(net.userId, 1);
    expect((await readNetwork(cookie)).status).toBe(200);
    await (
      await buildAuthOptions()
    ).events!.signOut!({
      token: { sub: String(net.userId), sv: 1 },
      session: null as never,
    });
    expect((await readNetwork(cookie)).status).toBe(401);
    expect((await readNetwork(await sessionCookie(net.userId, 2))).status).toBe(200);
    // A token without a version (issued before sessions were revocable) is no session.
    const unversioned = await encode({
      token: { sub: String(net.userId) },
      secret: await getSessionSecret(await getDb()),
    });
    expect((await readNetwork(`next-auth.session-token=${unversioned}`)).status).toBe(401);
  });

  it('changing the password ends every session; the current password is required', async () => {
    const net = await makeNetwork();
    const cookie = await sessionCookie(net.userId, 1);
    const change = (body: unknown) =>
      call(passwordRoute, '/v3/users/me/password', {
        method: 'PUT',
        auth: null,
        body,
        headers: sameOrigin(cookie),
      });
    const wrong = await change({
      current_password: 'nope',
      new_password: 'Quiet-Meadow-Lantern-7',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.errors[0]).toMatchObject({
      property: '[current_password]',
      code: V3_INVALID_VALUE,
    });
    const weak = await change({ current_password: net.password, new_password: 'Summer2024!' });
    expect(weak.json.error.errors[0].property).toBe('[new_password]');
    const ok = await change({
      current_password: net.password,
      new_password: 'Quiet-Meadow-Lantern-7',
    });
    expect(ok.status).toBe(204);
    expect((await readNetwork(cookie)).status).toBe(401);
  });
});

describe('re-authentication before minting an API key (issue 22, item 8)', () => {
  it('from a session, rotation needs the current password, named on the field', async () => {
    const net = await makeNetwork();
    const cookie = await sessionCookie(net.userId, 1);
    const missing = await rotate({ cookie });
    expect(missing.status).toBe(400);
    expect(missing.json.error.errors[0]).toMatchObject({
      property: '[current_password]',
      code: V3_REQUIRED,
    });
    const wrong = await rotate({ cookie }, { current_password: 'not it' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.errors[0]).toMatchObject({
      property: '[current_password]',
      code: V3_INVALID_VALUE,
    });
    expect(wrong.json.error.errors[0].message).toMatch(/not your current password/);
    const ok = await rotate({ cookie }, { current_password: net.password });
    expect(ok.status).toBe(201);
    expect(ok.json.data.user_api_key).toMatch(/^\S{20,}$/);
  });

  it('with HTTP Basic, the key holder rotates without a password', async () => {
    const net = await makeNetwork();
    expect((await rotate({ auth: net.auth })).status).toBe(201);
  });
});

function signupBody(termsId: string, overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    terms_id: termsId,
    terms_accepted: true,
    locale: 'en',
    country: 'GB',
    account_name: `site-${tag}`,
    firstname: '<b>Click http://evil.test now</b>',
    lastname: 'Visitor',
    email: `${tag}@signup.test`,
    password: 'Vintage-Lantern-42',
    phone: '07700900123',
    address1: '1 Main Street',
    postcode: 'AB1 2CD',
    ...overrides,
  };
}
const signUp = (net: TestNetwork, body: unknown) =>
  call(signupRoute, `/v3/public/networks/${net.networkId}/partner-signups`, {
    method: 'POST',
    auth: null,
    body,
    headers: peer(),
    params: { networkId: String(net.networkId) },
  });
const confirm = (token: string) =>
  call(confirmRoute, '/v3/public/partner-signup-confirmations', {
    method: 'POST',
    auth: null,
    body: { token },
    headers: peer(),
  });
// In the order they were queued: PostgreSQL returns rows in no fixed order once the sender has updated them.
const mailsTo = async (email: string) =>
  (await getDb())
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(asc(emailOutbox.id));

describe('public sign-up: uniform answers and e-mail confirmation (issue 22, items 5 and 7)', () => {
  it('answers a known e-mail address exactly like a new one, and e-mails the owner instead', async () => {
    const net = await makeNetwork();
    const termsId = await defaultTermsId(net.networkId);
    const fresh = await signUp(net, signupBody(termsId));
    const known = await signUp(net, signupBody(termsId, { email: net.email }));
    expect(known.status).toBe(fresh.status);
    expect(fresh.status).toBe(202);
    const shape = (res: typeof fresh) => ({
      ...res.json.data,
      email: 'x',
      expires_at: res.json.data.expires_at.replace(/\d/g, '0'),
    });
    expect(shape(known)).toEqual(shape(fresh));
    expect(Object.keys(known.json).sort()).toEqual(Object.keys(fresh.json).sort());
    const ownerMail = await mailsTo(net.email);
    expect(ownerMail.map((m) => m.kind)).toEqual(['signup_existing_account']);
    expect(ownerMail[0]!.body).not.toContain('evil.test');
    // Nothing was created for the known address.
    expect(
      await (await getDb()).select().from(users).where(eq(users.email, net.email)),
    ).toHaveLength(1);
  });

  it('e-mails the owner of a known address once a day however often it is signed up with, and answers the same (issue 30)', async () => {
    const net = await makeNetwork();
    const termsId = await defaultTermsId(net.networkId);
    const answers: Awaited<ReturnType<typeof signUp>>[] = [];
    for (const email of [net.email, net.email, net.email.toUpperCase(), net.email])
      answers.push(await signUp(net, signupBody(termsId, { email })));
    // At once, too: concurrent sign-ups with the address take turns.
    answers.push(
      ...(await Promise.all(
        [1, 2, 3].map(() => signUp(net, signupBody(termsId, { email: net.email }))),
      )),
    );
    const fresh = await signUp(net, signupBody(termsId));
    const shape = (res: (typeof answers)[number]) => ({
      status: res.status,
      keys: Object.keys(res.json.data).sort(),
    });
    for (const answer of answers) expect(shape(answer)).toEqual(shape(fresh));
    const ownerMail = await mailsTo(net.email);
    expect(ownerMail.map((m) => m.kind)).toEqual(['signup_existing_account']);
    // A day later the owner hears of it again.
    const db = await getDb();
    await db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(emailOutbox.id, ownerMail[0]!.id));
    expect((await signUp(net, signupBody(termsId, { email: net.email }))).status).toBe(202);
    expect(await mailsTo(net.email)).toHaveLength(2);
  });

  it('sends first a confirmation without the visitor’s text; the single-use link creates the partner', async () => {
    const net = await makeNetwork();
    const body = signupBody(await defaultTermsId(net.networkId));
    expect((await signUp(net, body)).status).toBe(202);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    const [mail, ...more] = await mailsTo(body.email);
    expect(more).toHaveLength(0);
    expect(mail!.kind).toBe('signup_confirm_address');
    for (const text of ['evil.test', 'Click', 'Visitor', body.account_name])
      expect(`${mail!.subject}\n${mail!.body}`).not.toContain(text);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    const [pending] = await db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.email, body.email));
    expect(pending!.tokenHash).not.toContain(token);
    expect(JSON.stringify(pending)).not.toContain(body.password);

    const created = await confirm(token);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ email: body.email, network_status: 'p' });
    const [partner] = await db
      .select()
      .from(partners)
      .where(
        and(eq(partners.networkId, net.networkId), eq(partners.accountName, body.account_name)),
      );
    expect(partner).toBeDefined();
    expect((await mailsTo(body.email)).map((m) => m.kind)).toEqual([
      'signup_confirm_address',
      'signup_confirmation',
    ]);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.json.error.errors[0]).toMatchObject({ property: '[token]' });
    expect((await confirm('not-a-token')).status).toBe(400);
  });

  it('an expired link creates nothing', async () => {
    const net = await makeNetwork();
    const body = signupBody(await defaultTermsId(net.networkId));
    await signUp(net, body);
    const token = /token=([A-Za-z0-9_-]+)/.exec((await mailsTo(body.email))[0]!.body)![1]!;
    await (
      await getDb()
    )
      .update(pendingSignups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignups.email, body.email));
    expect((await confirm(token)).status).toBe(400);
  });
});

describe('password policy: a strength estimate with the user’s own words (issue 22, item 9)', () => {
  const weak = ['Password1!', 'P@ssw0rd123', 'Summer2024!'];
  it.each(weak)('refuses %s in v3 (sign-up and staff users) and v1 (POST /user)', async (pw) => {
    const net = await makeNetwork();
    const v3 = await signUp(net, signupBody(await defaultTermsId(net.networkId), { password: pw }));
    expect(v3.status).toBe(400);
    expect(v3.json.error.errors[0].property).toBe('[password]');
    expect(v3.json.error.errors[0].message).toMatch(/too easy to guess|compromised/);
    const staff = await call(networkUsersRoute, `/v3/network/${net.networkId}/users`, {
      method: 'POST',
      auth: net.auth,
      body: {
        role: 'network',
        user_name: `u${randomUUID().slice(0, 6)}`,
        email: `${randomUUID().slice(0, 8)}@x.test`,
        password: pw,
      },
      params: { networkId: String(net.networkId) },
    });
    expect(staff.status).toBe(400);
    expect(staff.json.error.errors[0].property).toBe('[password]');
    const v1 = await call(createPartnerUserRoute, '/user', {
      method: 'POST',
      auth: net.auth,
      body: partnerUserBody({ password: pw }),
    });
    expect(v1.status).toBe(400);
    expect(v1.json.error.errors[0].property).toBe('password');
  });

  it('accepts a long passphrase', async () => {
    const net = await makeNetwork();
    const res = await signUp(
      net,
      signupBody(await defaultTermsId(net.networkId), { password: 'Quiet-Meadow-Lantern-7' }),
    );
    expect(res.status).toBe(202);
  });
});
