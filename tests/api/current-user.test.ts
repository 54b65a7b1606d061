import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import * as brandUserRoute from '@/app/(api)/v3/brand/user/route';
import * as partnerUserRoute from '@/app/(api)/v3/partner/user/route';
import * as confirmRoute from '@/app/(api)/v3/public/email-change-confirmations/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, emailOutbox, userEmailChanges, users } from '@/lib/db/schema';
import { getSessionSecret } from '@/lib/services/session-secret';
import { verifyLogin } from '@/lib/services/users';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';
import { uid } from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';

const PARTNER_PASSWORD = 'Vintage-Lantern-42';

const patchPartner = (auth: string, body: unknown, headers: Record<string, string> = {}) =>
  call(partnerUserRoute, '/v3/partner/user', { method: 'PATCH', auth, body, headers });
const patchBrand = (auth: string | null, body: unknown, headers: Record<string, string> = {}) =>
  call(brandUserRoute, '/v3/brand/user', { method: 'PATCH', auth, body, headers });
const confirm = (token: string, headers: Record<string, string> = {}) =>
  call(confirmRoute, '/v3/public/email-change-confirmations', {
    method: 'POST',
    auth: null,
    body: { token },
    headers,
  });

async function mailsTo(address: string) {
  const db = await getDb();
  return db
    .select({ kind: emailOutbox.kind, body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id));
}

async function tokenSentTo(address: string): Promise<string> {
  const mail = (await mailsTo(address)).find((m) => m.kind === 'email_change_confirm_address');
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation e-mail to ${address}`);
  return token;
}

async function sessionCookie(userId: number): Promise<string> {
  const token = await encode({
    token: { sub: String(userId), sv: 1 },
    secret: await getSessionSecret(await getDb()),
  });
  return `next-auth.session-token=${token}`;
}

const newAddress = () => `new-${uid()}@mail.test`;

async function partnerWithLogin(net: TestNetwork) {
  const partner = await makePartnerUser(net);
  return {
    ...partner,
    email: partner.user.email_address as string,
    userId: Number(partner.user.user_id),
  };
}

describe('PATCH /v3/partner/user', () => {
  it('stores the new address unverified, mails it a link, and keeps signing in with the old one until it is used', async () => {
    const net = await makeNetwork();
    const partner = await partnerWithLogin(net);
    const db = await getDb();
    const address = newAddress();

    const res = await patchPartner(partner.auth, { emailAddress: address });
    expect(res.status, res.text).toBe(200);
    expect(referenceErrors('current-user-partner', res.json)).toEqual([]);
    expect(res.json.data).toMatchObject({
      user_id: String(partner.userId),
      email: address,
      email_verified: false,
      confirmed_email: partner.email,
      email_confirmation_expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const read = await call(partnerUserRoute, '/v3/partner/user', { auth: partner.auth });
    expect(read.json.data).toEqual(res.json.data);
    expect(await verifyLogin(db, partner.email, PARTNER_PASSWORD)).toBe(partner.userId);
    expect(await verifyLogin(db, address, PARTNER_PASSWORD)).toBeUndefined();

    const confirmed = await confirm(await tokenSentTo(address));
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.data).toEqual({
      user_id: String(partner.userId),
      email: address,
      email_verified: true,
      confirmed_email: address,
      email_confirmation_expires_at: null,
    });
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
    expect(await verifyLogin(db, address, PARTNER_PASSWORD)).toBe(partner.userId);
    expect(await verifyLogin(db, partner.email, PARTNER_PASSWORD)).toBeUndefined();
    expect((await mailsTo(partner.email)).map((m) => m.kind)).toContain('email_changed');
    const audit = await db
      .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, String(partner.userId))),
      );
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'email_change_requested',
          after: { pending_email: address },
        }),
        {
          action: 'email_changed',
          before: { email: partner.email },
          after: { email: address },
        },
      ]),
    );

    // The link works once.
    const again = await confirm(await tokenSentTo(address));
    expect(again.status).toBe(400);
    expect(again.json.error.errors[0].property).toBe('[token]');
  });

  it('answers the same for an address that belongs to another account, which gets a note and never a link', async () => {
    const net = await makeNetwork();
    const partner = await partnerWithLogin(net);
    const elsewhere = await makeNetwork();
    const taken = await partnerWithLogin(elsewhere);
    const fresh = newAddress();

    const free = await patchPartner(partner.auth, { emailAddress: fresh });
    const busy = await patchPartner(partner.auth, { emailAddress: taken.email });
    expect(busy.status).toBe(200);
    expect(Object.keys(busy.json.data)).toEqual(Object.keys(free.json.data));
    expect(busy.json.data).toMatchObject({ email: taken.email, email_verified: false });
    expect((await mailsTo(taken.email)).map((m) => m.kind)).toContain('email_change_address_taken');
    expect((await mailsTo(taken.email)).map((m) => m.kind)).not.toContain(
      'email_change_confirm_address',
    );
    expect((await mailsTo(taken.email)).some((m) => m.body.includes('token='))).toBe(false);
    // The newer request ended the older one: its link no longer works.
    expect((await confirm(await tokenSentTo(fresh))).status).toBe(400);
  });

  it('refuses at confirmation an address taken meanwhile (400, duplicate), and changes nothing', async () => {
    const net = await makeNetwork();
    const partner = await partnerWithLogin(net);
    const address = newAddress();
    await patchPartner(partner.auth, { emailAddress: address });
    const token = await tokenSentTo(address);
    await makePartnerUser(net, { email_address: address });
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.json.error.errors[0]).toMatchObject({
      property: '[email]',
      message: expect.stringMatching(/another account/),
    });
    const db = await getDb();
    const [row] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, partner.userId));
    expect(row!.email).toBe(partner.email);
  });

  it('cancels the waiting change when the confirmed address is sent again; an expired link fails', async () => {
    const net = await makeNetwork();
    const partner = await partnerWithLogin(net);
    const address = newAddress();
    await patchPartner(partner.auth, { emailAddress: address });
    const token = await tokenSentTo(address);
    const back = await patchPartner(partner.auth, { emailAddress: partner.email.toUpperCase() });
    expect(back.json.data).toMatchObject({ email: partner.email, email_verified: true });
    expect((await confirm(token)).status).toBe(400);

    const later = newAddress();
    await patchPartner(partner.auth, { emailAddress: later });
    const db = await getDb();
    await db
      .update(userEmailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userEmailChanges.userId, partner.userId));
    expect((await confirm(await tokenSentTo(later))).status).toBe(400);
    const read = await call(partnerUserRoute, '/v3/partner/user', { auth: partner.auth });
    expect(read.json.data).toMatchObject({ email: partner.email, email_verified: true });
  });

  it('refuses bad input with a 400 naming the field; an empty body changes nothing', async () => {
    const net = await makeNetwork();
    const partner = await partnerWithLogin(net);
    for (const [body, property] of [
      [{ emailAddress: 'not-an-address' }, '[emailAddress]'],
      [{ emailAddress: 42 }, '[emailAddress]'],
      [{ emailAddress: `${'x'.repeat(250)}@mail.test` }, '[emailAddress]'],
      [{ email: 'a@b.test' }, ''],
    ] as const) {
      const res = await patchPartner(partner.auth, body);
      expect(res.status, res.text).toBe(400);
      if (property) expect(res.json.error.errors[0].property).toBe(property);
    }
    const empty = await patchPartner(partner.auth, {});
    expect(empty.status).toBe(200);
    expect(empty.json.data).toMatchObject({ email: partner.email, email_verified: true });
    expect(await mailsTo(partner.email)).toHaveLength(0);
  });

  it('limits a user to five changes an hour (429)', async () => {
    const net = await makeNetwork();
    const partner = await partnerWithLogin(net);
    for (let i = 0; i < 5; i += 1)
      expect((await patchPartner(partner.auth, { emailAddress: newAddress() })).status).toBe(200);
    const res = await patchPartner(partner.auth, { emailAddress: newAddress() });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
  });

  it('is for partner users: staff and brand users get 403', async () => {
    const net = await makeNetwork();
    const brandUser = await makeBrandUser(net, []);
    expect((await patchPartner(net.auth, { emailAddress: newAddress() })).status).toBe(403);
    expect((await patchPartner(brandUser.auth, { emailAddress: newAddress() })).status).toBe(403);
    expect((await call(partnerUserRoute, '/v3/partner/user', { auth: net.auth })).status).toBe(403);
  });
});

describe('PATCH /v3/brand/user', () => {
  it("serves staff and brand users in the reference's shape; partner users get 403", async () => {
    const net = await makeNetwork();
    const brandUser = await makeBrandUser(net, []);
    const partner = await partnerWithLogin(net);
    const staff = await patchBrand(net.auth, { emailAddress: newAddress() });
    expect(staff.status, staff.text).toBe(200);
    expect(referenceErrors('current-user-brand', staff.json)).toEqual([]);
    expect(staff.json.data).toMatchObject({ user_id: String(net.userId), email_verified: false });
    const brand = await patchBrand(brandUser.auth, { emailAddress: newAddress() });
    expect(brand.status).toBe(200);
    expect(referenceErrors('current-user-brand', brand.json)).toEqual([]);
    expect(brand.json.data.user_id).toBe(String(brandUser.userId));
    expect((await patchBrand(partner.auth, { emailAddress: newAddress() })).status).toBe(403);
    expect((await patchBrand(null, { emailAddress: newAddress() })).status).toBe(401);
  });

  it('asks a console session for the current password; the API key needs none', async () => {
    const net = await makeNetwork();
    const cookie = await sessionCookie(net.userId);
    const headers = { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' };
    const missing = await patchBrand(null, { emailAddress: newAddress() }, headers);
    expect(missing.status).toBe(400);
    expect(missing.json.error.errors[0].property).toBe('[current_password]');
    const wrong = await patchBrand(
      null,
      { emailAddress: newAddress(), current_password: 'not it' },
      headers,
    );
    expect(wrong.status).toBe(400);
    const address = newAddress();
    const right = await patchBrand(
      null,
      { emailAddress: address, current_password: net.password },
      headers,
    );
    expect(right.status, right.text).toBe(200);
    expect(right.json.data).toMatchObject({ email: address, email_verified: false });
    expect(await mailsTo(address)).toHaveLength(1);
  });
});

describe('POST /v3/public/email-change-confirmations', () => {
  it('refuses another origin (403), a blank or unknown token (400)', async () => {
    const net = await makeNetwork();
    const address = newAddress();
    await patchBrand(net.auth, { emailAddress: address });
    const token = await tokenSentTo(address);
    const foreign = await confirm(token, {
      origin: 'https://evil.example',
      host: 'localhost:3000',
    });
    expect(foreign.status).toBe(403);
    expect((await confirm('')).status).toBe(400);
    expect((await confirm('x'.repeat(43))).status).toBe(400);
    expect((await confirm(token)).status).toBe(200);
  });
});
