import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as infoRoute from '@/app/(api)/v3/public/networks/[networkId]/signup/route';
import * as signupRoute from '@/app/(api)/v3/public/networks/[networkId]/partner-signups/route';
import * as publishRoute from '@/app/(api)/v3/network/[networkId]/network-terms-and-conditions/route';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/auth/password';
import { getDb } from '@/lib/db/client';
import {
  emailOutbox,
  networkTermsAcknowledgements,
  partners,
  partnerStatusChanges,
  users,
} from '@/lib/db/schema';
import { SIGNUP_PASSWORD_MAX, SIGNUP_PASSWORD_MIN } from '@/lib/schemas/signup';
import { verifyLogin } from '@/lib/services/users';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { defaultTermsId } from '../support/partners';
import { confirmSignupOf, confirmationToken } from '../support/signup';

const V3 = {
  required: '2572f7f9-e87e-4aa7-98cf-6f53c9ed5584',
  invalidValue: '6771735c-3000-49d1-a978-74aeb33d15b9',
  invalidEmail: 'bd79c0ab-ddba-46cc-a703-a7a4b08de310',
  invalidLocale: 'a0af4293-1f1a-4a1c-a328-979cba6182a2',
  invalidCountry: '8f900c12-61bd-455d-9398-996cd040f7f0',
  tooShort: '39c6adce-c253-4750-b2c1-7215713af74d',
  unexpected: '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
  duplicate: '25772442-e9f9-4cb1-9147-65c422026404',
  compromised: 'd9bcdbfe-a9d6-4bfa-a8ff-da5fd93e0f6d',
  notFound: '0d528fb3-569c-45fa-b2b5-309b360bf9fa',
};

/** Each test calls from its own address, so the per-address rate limit never mixes tests. */
const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

const info = (
  networkId: number | string,
  qs = '',
  headers: Record<string, string> = { 'x-anet-peer-address': address() },
) =>
  call(infoRoute, `/v3/public/networks/${networkId}/signup${qs}`, {
    auth: null,
    headers,
    params: { networkId: String(networkId) },
  });

const signUp = (
  networkId: number | string,
  body: unknown,
  headers: Record<string, string> = { 'x-anet-peer-address': address() },
) =>
  call(signupRoute, `/v3/public/networks/${networkId}/partner-signups`, {
    method: 'POST',
    auth: null,
    body,
    headers,
    params: { networkId: String(networkId) },
  });

/**
 * The whole sign-up: the form (202, a confirmation e-mailed), then the link (201, the partner
 * created). Answers the first step's response when it did not e-mail a link.
 */
async function signUpConfirmed(
  networkId: number | string,
  body: { email: string } & Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const requested = await signUp(networkId, body, headers);
  if (requested.status !== 202) return requested;
  return (await confirmationToken(body.email)) ? confirmSignupOf(body.email) : requested;
}

const publish = (net: TestNetwork, body: unknown) =>
  call(publishRoute, `/v3/network/${net.networkId}/network-terms-and-conditions`, {
    method: 'POST',
    auth: net.auth,
    body,
    params: { networkId: String(net.networkId) },
  });

function signupBody(termsId: string, overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    terms_id: termsId,
    terms_accepted: true,
    locale: 'en',
    country: 'GB',
    account_name: `site-${tag}`,
    company_name: 'Site Media Ltd',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: `${tag}@signup.test`,
    password: 'Vintage-Lantern-42',
    phone: '07700900123',
    address1: '1 Main Street',
    postcode: 'AB1 2CD',
    ...overrides,
  };
}

const problems = (res: { json: { error: { errors: { property: string; code: string }[] } } }) =>
  Object.fromEntries(res.json.error.errors.map((e) => [e.property, e.code]));

describe('GET /v3/public/networks/{networkId}/signup', () => {
  it('answers without credentials: the network, its approval policy, the terms by the fallback rule, the password policy', async () => {
    const net = await makeNetwork();
    const res = await info(net.networkId, '?locale=fr&country=FR');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(res.json.data).toMatchObject({
      network_id: String(net.networkId),
      network_name: net.name,
      auto_approve_partners: false,
      terms: { id: await defaultTermsId(net.networkId), locale: 'en', country: null, version: 1 },
      password_policy: { min_length: 8, max_length: 256, refuses_common_passwords: true },
    });
    expect(res.json.data.terms.content).toContain('<p>');
    expect(res.json.data.terms.created_at).toMatch(/\+00:00$/);

    const auto = await makeNetwork({ autoApprove: true });
    expect((await info(auto.networkId)).json.data.auto_approve_partners).toBe(true);
  });

  it('shows the terms for the locale and country, falling back by country, then language, then English', async () => {
    const net = await makeNetwork();
    const de = (
      await publish(net, { locale: 'de', country: 'DE', content: '<p>AGB für Deutschland</p>' })
    ).json.data;
    const deAny = (await publish(net, { locale: 'de', content: '<p>AGB</p>' })).json.data;
    expect((await info(net.networkId, '?locale=de&country=DE')).json.data.terms).toMatchObject({
      id: de.id,
      locale: 'de',
      country: 'DE',
      content: '<p>AGB für Deutschland</p>',
    });
    expect((await info(net.networkId, '?locale=de&country=AT')).json.data.terms.id).toBe(deAny.id);
    expect((await info(net.networkId, '?locale=de_at&country=DE')).json.data.terms.id).toBe(de.id);
    expect((await info(net.networkId, '?locale=de')).json.data.terms.id).toBe(deAny.id);
    expect((await info(net.networkId, '?locale=fr&country=DE')).json.data.terms.locale).toBe('en');
    // A newer version replaces the shown one at once.
    const de2 = (
      await publish(net, { locale: 'de', country: 'DE', content: '<p>AGB, Fassung 2</p>' })
    ).json.data;
    expect((await info(net.networkId, '?locale=de&country=DE')).json.data.terms).toMatchObject({
      id: de2.id,
      version: 2,
    });
  });

  it('refuses a locale or country outside the spec enums (400, property and code); an unknown network is 404', async () => {
    const net = await makeNetwork();
    const bad = await info(net.networkId, '?locale=xx&country=UK');
    expect(bad.status).toBe(400);
    expect(problems(bad)).toEqual({ '[locale]': V3.invalidLocale, '[country]': V3.invalidCountry });
    const unknown = await info(999_999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.errors[0].code).toBe(V3.notFound);
    expect((await info('abc')).status).toBe(404);
  });

  it('reveals nothing about the network beyond its name and terms, even to a signed-in caller of another network', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const res = await info(net.networkId, '', {
      authorization: other.auth,
      'x-anet-peer-address': address(),
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.data).sort()).toEqual([
      'auto_approve_partners',
      'network_id',
      'network_name',
      'password_policy',
      'terms',
    ]);
  });

  it('repeats the password policy of lib/auth/password.ts', () => {
    expect([SIGNUP_PASSWORD_MIN, SIGNUP_PASSWORD_MAX]).toEqual([
      PASSWORD_MIN_LENGTH,
      PASSWORD_MAX_LENGTH,
    ]);
  });
});

describe('POST /v3/public/networks/{networkId}/partner-signups', () => {
  it('creates a pending partner with its own login, records the terms accepted and who did it, and queues a welcome e-mail', async () => {
    const net = await makeNetwork();
    const de = (await publish(net, { locale: 'de', country: 'DE', content: '<p>AGB</p>' })).json
      .data;
    const body = signupBody(de.id, {
      locale: 'de',
      country: 'DE',
      vertical: 6,
      promotional_method: 8,
    });
    const res = await signUpConfirmed(net.networkId, body, {
      'x-anet-peer-address': '203.0.113.99',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).not.toContain(body.password);
    const data = res.json.data;
    expect(data).toMatchObject({
      email: body.email,
      account_name: body.account_name,
      network_id: String(net.networkId),
      network_name: net.name,
      network_status: 'p',
      terms: { id: de.id, version: 1, locale: 'de', country: 'DE' },
    });
    expect(data).not.toHaveProperty('user_api_key');

    const db = await getDb();
    const [partner] = await db
      .select()
      .from(partners)
      .where(eq(partners.id, Number(data.partner_id)));
    expect(partner).toMatchObject({
      networkId: net.networkId,
      accountName: body.account_name,
      companyName: 'Site Media Ltd',
      contactName: 'Ada Lovelace',
      contactEmail: body.email,
      contactLocale: 'de',
      operatingCountry: 'DE',
      legalEntity: 'DE',
      vertical: 6,
      promotionalMethod: 8,
      signupIp: '203.0.113.99',
      termsId: Number(de.id),
      networkStatus: 'p',
      createdBy: Number(data.user_id),
    });
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, Number(data.user_id)));
    expect(user).toMatchObject({
      role: 'partner',
      partnerId: partner!.id,
      networkId: net.networkId,
      userName: body.account_name,
      locale: 'de',
      country: 'DE',
    });
    expect(await verifyLogin(db, body.email.toUpperCase(), body.password)).toBe(user!.id);
    expect(
      await db
        .select()
        .from(partnerStatusChanges)
        .where(eq(partnerStatusChanges.partnerId, partner!.id)),
    ).toMatchObject([{ fromStatus: null, toStatus: 'p', actorUserId: user!.id }]);
    const acks = await db
      .select()
      .from(networkTermsAcknowledgements)
      .where(eq(networkTermsAcknowledgements.partnerId, partner!.id));
    expect(acks).toMatchObject([{ termsId: Number(de.id), version: 1 }]);
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, body.email), eq(emailOutbox.kind, 'signup_confirmation')),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toMatch(/reviews new partners/);
    // The welcome (with the names) goes out only after the address was confirmed.
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, body.email)),
    ).toHaveLength(2);
  });

  it('approves at once on a network that auto-approves partners; vertical and method default to Other', async () => {
    const net = await makeNetwork({ autoApprove: true });
    const res = await signUpConfirmed(
      net.networkId,
      signupBody(await defaultTermsId(net.networkId)),
    );
    expect(res.status).toBe(201);
    expect(res.json.data.network_status).toBe('a');
    const [partner] = await (
      await getDb()
    )
      .select()
      .from(partners)
      .where(eq(partners.id, Number(res.json.data.partner_id)));
    expect(partner).toMatchObject({ vertical: 10, promotionalMethod: 14, networkStatus: 'a' });
    expect(partner!.signupIp).toMatch(/^198\.51\.100\.\d+$/);
    // Without a peer address the address is unknown.
    const anonymous = await signUpConfirmed(
      net.networkId,
      signupBody(await defaultTermsId(net.networkId)),
      { 'x-anet-peer-address': '' },
    );
    const [unknown] = await (
      await getDb()
    )
      .select()
      .from(partners)
      .where(eq(partners.id, Number(anonymous.json.data.partner_id)));
    expect(unknown!.signupIp).toBe('0.0.0.0');
  });

  it('names each missing or invalid property with its code, and refuses unknown attributes (v3)', async () => {
    const net = await makeNetwork();
    const empty = await signUp(net.networkId, {});
    expect(empty.status).toBe(400);
    expect(empty.json.error.code).toBe('400');
    const missing = problems(empty);
    for (const p of [
      'terms_id',
      'terms_accepted',
      'locale',
      'country',
      'account_name',
      'firstname',
      'lastname',
      'email',
      'password',
      'phone',
      'address1',
      'postcode',
    ]) {
      expect(missing[`[${p}]`], p).toBe(V3.required);
    }
    const termsId = await defaultTermsId(net.networkId);
    const bad = await signUp(
      net.networkId,
      signupBody(termsId, {
        email: 'nope',
        locale: 'xx',
        terms_accepted: false,
        website: 'https://x.example',
      }),
    );
    expect(bad.status).toBe(400);
    expect(problems(bad)).toEqual({
      '[email]': V3.invalidEmail,
      '[locale]': V3.invalidLocale,
      '[terms_accepted]': V3.invalidValue,
      '[website]': V3.unexpected,
    });
    const accepted = bad.json.error.errors.find(
      (e: { property: string }) => e.property === '[terms_accepted]',
    );
    expect(accepted.message).toMatch(/terms must be accepted/);
  });

  it('refuses stale terms (replaced while the page was open), terms of another locale and another network, creating nothing', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const v1 = await defaultTermsId(net.networkId);
    const v2 = (await publish(net, { locale: 'en', content: '<p>Version two</p>' })).json.data;
    const body = signupBody(v1);
    const stale = await signUp(net.networkId, body);
    expect(stale.status).toBe(400);
    expect(stale.json.error.errors).toEqual([
      expect.objectContaining({ property: '[terms_id]', code: V3.invalidValue }),
    ]);
    expect(stale.json.error.errors[0].message).toContain(
      `replaced by version 2 (terms_id ${v2.id})`,
    );

    const fr = (await publish(net, { locale: 'fr', content: '<p>CGU</p>' })).json.data;
    const wrongLocale = await signUp(net.networkId, { ...body, terms_id: fr.id });
    expect(wrongLocale.status).toBe(400);
    expect(wrongLocale.json.error.errors[0].message).toMatch(
      `current terms for locale en and country GB (terms_id ${v2.id})`,
    );
    const foreign = await signUp(net.networkId, {
      ...body,
      terms_id: await defaultTermsId(other.networkId),
    });
    expect(problems(foreign)).toEqual({ '[terms_id]': V3.invalidValue });

    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    expect((await signUpConfirmed(net.networkId, { ...body, terms_id: v2.id })).status).toBe(201);
  });

  it('applies the password policy: at least 8 characters, not a common password, not the account name', async () => {
    const net = await makeNetwork();
    const termsId = await defaultTermsId(net.networkId);
    const short = await signUp(net.networkId, signupBody(termsId, { password: 'Ab1!' }));
    expect(short.status).toBe(400);
    expect(problems(short)).toEqual({ '[password]': V3.tooShort });
    const common = await signUp(net.networkId, signupBody(termsId, { password: 'password123' }));
    expect(problems(common)).toEqual({ '[password]': V3.compromised });
    expect(common.json.error.errors[0].message).toMatch(/compromised/);
    const sameAsName = await signUp(
      net.networkId,
      signupBody(termsId, { account_name: 'Blue-Harbour-77', password: 'blue-harbour-77' }),
    );
    expect(problems(sameAsName)).toEqual({ '[password]': V3.compromised });
    // Strength estimate (zxcvbn-ts, score >= 3) with the visitor's names as guessable words.
    for (const weak of ['Password1!', 'P@ssw0rd123', 'Summer2024!'])
      expect(
        problems(await signUp(net.networkId, signupBody(termsId, { password: weak }))),
      ).toHaveProperty('[password]');
  });

  it('does not tell an e-mail address already used anywhere (any case) from a new one, and refuses an account name taken on the network', async () => {
    const net = await makeNetwork();
    const elsewhere = await makeNetwork();
    const termsId = await defaultTermsId(net.networkId);
    const first = signupBody(termsId);
    expect((await signUpConfirmed(net.networkId, first)).status).toBe(201);
    // Known addresses get the same 202 as new ones; their owner is e-mailed instead (signup-privacy.test.ts).
    const sameEmail = await signUp(
      elsewhere.networkId,
      signupBody(await defaultTermsId(elsewhere.networkId), { email: first.email.toUpperCase() }),
    );
    expect(sameEmail.status).toBe(202);
    const staffEmail = await signUp(net.networkId, signupBody(termsId, { email: net.email }));
    expect(staffEmail.status).toBe(202);
    const sameName = await signUp(
      net.networkId,
      signupBody(termsId, { account_name: first.account_name.toUpperCase() }),
    );
    expect(problems(sameName)).toEqual({ '[account_name]': V3.duplicate });
    expect(sameName.json.error.errors[0].message).toMatch(/^account_name/);
    // The same account name on another network is fine.
    expect(
      (
        await signUpConfirmed(
          elsewhere.networkId,
          signupBody(await defaultTermsId(elsewhere.networkId), {
            account_name: first.account_name,
          }),
        )
      ).status,
    ).toBe(201);
  });

  it('answers 404 for an unknown network, and refuses a browser posting from another site', async () => {
    const net = await makeNetwork();
    const termsId = await defaultTermsId(net.networkId);
    const unknown = await signUp(999_999_999, signupBody(termsId));
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.errors[0].code).toBe(V3.notFound);
    expect((await signUp('x1', signupBody(termsId))).status).toBe(404);
    const crossSite = await signUp(net.networkId, signupBody(termsId), {
      origin: 'https://evil.example',
      'x-anet-peer-address': address(),
    });
    expect(crossSite.status).toBe(403);
    const fetchSite = await signUp(net.networkId, signupBody(termsId), {
      'sec-fetch-site': 'cross-site',
      'x-anet-peer-address': address(),
    });
    expect(fetchSite.status).toBe(403);
    const ownPage = await signUp(net.networkId, signupBody(termsId), {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'x-anet-peer-address': address(),
    });
    expect(ownPage.status).toBe(202);
  });

  describe('rate limit', () => {
    afterAll(() => configureRateLimit({ points: 600, windowSeconds: 60 }));
    it('counts public calls per client address, like every other call', async () => {
      configureRateLimit({ points: 2, windowSeconds: 60 });
      const net = await makeNetwork();
      // An address of its own: the counters may live in Redis, shared with the rest of the run.
      const octet = () => Math.floor(Math.random() * 250) + 1;
      const from = { 'x-anet-peer-address': `10.${octet()}.${octet()}.${octet()}` };
      expect((await info(net.networkId, '', from)).status).toBe(200);
      const second = await signUp(
        net.networkId,
        signupBody(await defaultTermsId(net.networkId)),
        from,
      );
      expect(second.status).toBe(202);
      expect(second.headers.get('x-ratelimit-remaining')).toBe('0');
      const over = await signUp(
        net.networkId,
        signupBody(await defaultTermsId(net.networkId)),
        from,
      );
      expect(over.status).toBe(429);
      expect(
        (
          await info(net.networkId, '', {
            'x-anet-peer-address': `10.${octet()}.${octet()}.${octet()}`,
          })
        ).status,
      ).toBe(200);
    });
  });
});
