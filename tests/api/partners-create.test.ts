import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as createPartnerRoute from '@/app/(api)/user/publisher/route';
import * as createPartnerUserRoute from '@/app/(api)/user/route';
import * as partnerRoute from '@/app/(api)/user/publisher/[publisher_id]/route';
import { getDb } from '@/lib/db/client';
import { emailOutbox, networkTermsAcknowledgements, partnerStatusChanges } from '@/lib/db/schema';
import { deliverPendingEmails } from '@/lib/services/emails';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import { call, makeNetwork } from '../support/harness';
import { startSmtpSink } from '../support/smtp-sink';
import {
  makeBrandUser,
  makePartner,
  makePartnerUser,
  partnerBody,
  partnerUserBody,
} from '../support/partners';

const create = (auth: string, body: unknown) =>
  call(createPartnerRoute, '/user/publisher', { method: 'POST', auth, body });
const createWithUser = (auth: string, body: unknown) =>
  call(createPartnerUserRoute, '/user', { method: 'POST', auth, body });

describe('POST /user/publisher (Create network partner)', () => {
  it("creates a pending partner with the spec's wire types, records its status and terms acceptance", async () => {
    const net = await makeNetwork();
    const body = await partnerBody(net, {
      phone: '555213456',
      company_name: 'Acme Media',
      operating_country: 'GB',
      contact_locale: 'fr',
    });
    const res = await create(net.auth, body);
    expect(res.status).toBe(201);
    const p = res.json.publisher;
    expect(p).toMatchObject({
      account_name: body.account_name,
      company_name: 'Acme Media',
      contact_email: body.contact_email,
      contact_locale: 'fr',
      network_id: String(net.networkId),
      network_status: 'p',
      phone: 555213456,
      vertical: 2,
      vertical_name: 'Retail',
      promotional_method: 2,
      promotional_method_name: 'Content / Blog',
      signup_ip: '203.0.113.7',
      terms_and_conditions_id: Number(body.entity_terms_id),
      is_affiliate_user: 'n',
      created_by: String(net.userId),
      company_logo: null,
    });
    expect(p.publisher_id).toMatch(/^\d+$/);
    expect(p.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.json.execution_time).toMatch(/seconds$/);

    const db = await getDb();
    const changes = await db
      .select()
      .from(partnerStatusChanges)
      .where(eq(partnerStatusChanges.partnerId, Number(p.publisher_id)));
    expect(changes).toMatchObject([{ fromStatus: null, toStatus: 'p', actorUserId: net.userId }]);
    const acks = await db
      .select()
      .from(networkTermsAcknowledgements)
      .where(eq(networkTermsAcknowledgements.partnerId, Number(p.publisher_id)));
    expect(acks).toHaveLength(1);
    expect(acks[0]).toMatchObject({ termsId: Number(body.entity_terms_id), version: 1 });
    expect(acks[0]!.contentSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('approves at once on a network that auto-approves partners', async () => {
    const net = await makeNetwork({ autoApprove: true });
    const p = await makePartner(net);
    expect(p.network_status).toBe('a');
  });

  it('names every missing required field with required_property', async () => {
    const net = await makeNetwork();
    const res = await create(net.auth, {});
    expect(res.status).toBe(400);
    expect(res.json.error.type).toBe('400');
    const props = res.json.error.errors.map((e: { property: string }) => e.property).sort();
    expect(props).toEqual([
      'account_name',
      'contact_email',
      'entity_terms_id',
      'promotional_method',
      'signup_ip',
      'vertical',
    ]);
    expect(new Set(res.json.error.errors.map((e: { code: string }) => e.code))).toEqual(
      new Set(['required_property']),
    );
  });

  it.each([
    ['contact_email', 'not-an-email', 'invalid_property_format'],
    ['signup_ip', '999.1.1.1', 'invalid_property_format'],
    ['vertical', '999', 'invalid_enum_value'],
    ['promotional_method', 'abc', 'invalid_property_format'],
    ['vertical', { id: 1 }, 'invalid_type'],
    ['default_currency', 'XYZ', 'invalid_enum_value'],
    ['operating_country', 'UK', 'invalid_enum_value'],
    ['contact_locale', 'en_gb', 'invalid_enum_value'],
    ['reporting_timezone', 'Mars/Olympus', 'invalid_property_format'],
    ['account_name', '', 'required_property'],
    ['account_name', 'x'.repeat(101), 'invalid_max_length'],
    ['entity_terms_id', 'abc', 'invalid_value'],
  ])('refuses %s = %j with %s', async (field, value, code) => {
    const net = await makeNetwork();
    const res = await create(net.auth, await partnerBody(net, { [field]: value }));
    expect(res.status).toBe(400);
    expect(res.json.error.errors).toEqual([expect.objectContaining({ property: field, code })]);
    expect(res.json.error.errors[0].message).toContain(field);
  });

  it('refuses terms of another network, and terms replaced by a newer version', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const foreign = await create(
      net.auth,
      await partnerBody(net, { entity_terms_id: (await partnerBody(other)).entity_terms_id }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.errors[0]).toMatchObject({
      property: 'entity_terms_id',
      code: 'invalid_value',
    });
  });

  it('refuses a duplicate account_name, whatever its case, and creates nothing', async () => {
    const net = await makeNetwork();
    const first = await makePartner(net, { account_name: 'SameName' });
    const res = await create(net.auth, await partnerBody(net, { account_name: 'samename' }));
    expect(res.status).toBe(400);
    expect(res.json.error.errors[0]).toMatchObject({
      property: 'account_name',
      code: 'invalid_property',
    });
    expect(res.json.error.errors[0].message).toMatch(/already used/);
    expect(first.account_name).toBe('SameName');
  });

  it('is for network staff only: partner and brand users get 403, no key 401', async () => {
    const net = await makeNetwork();
    const partnerUser = await makePartnerUser(net);
    const brandUser = await makeBrandUser(net);
    const body = await partnerBody(net);
    expect((await create(partnerUser.auth, body)).status).toBe(403);
    expect((await create(brandUser.auth, body)).status).toBe(403);
    const anonymous = await call(createPartnerRoute, '/user/publisher', { method: 'POST', body });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /user (Create network partner with user account)', () => {
  it('creates the user and its partner; the new key signs in as that partner; the password is never echoed', async () => {
    const net = await makeNetwork();
    const body = partnerUserBody({
      firstname: 'Ada',
      lastname: 'Lovelace',
      publisher: await partnerBody(net, { company_name: 'Ada Media' }),
    });
    const res = await createWithUser(net.auth, body);
    expect(res.status).toBe(201);
    const user = res.json.user;
    expect(user).toMatchObject({
      user_name: body.user_name,
      email_address: body.email_address,
      firstname: 'Ada',
      country: 'GB',
      network_id: String(net.networkId),
      network_name: net.name,
    });
    expect(user.user_api_key).toMatch(/.{20,}/);
    expect(res.text).not.toContain(body.password);
    expect(user.publisher).toMatchObject({ company_name: 'Ada Media', network_status: 'p' });

    const auth = `Basic ${Buffer.from(`${net.applicationKey}:${user.user_api_key}`).toString('base64')}`;
    const own = await call(partnerRoute, `/user/publisher/${user.publisher.publisher_id}`, {
      auth,
      params: { publisher_id: user.publisher.publisher_id },
    });
    expect(own.status).toBe(200);
    expect(own.json.publisher.company_name).toBe('Ada Media');
  });

  it('without a publisher object, describes the partner from the user fields', async () => {
    const net = await makeNetwork();
    const body = partnerUserBody({ firstname: 'Grace', lastname: 'Hopper' });
    const res = await createWithUser(net.auth, body);
    expect(res.status).toBe(201);
    expect(res.json.user.publisher).toMatchObject({
      account_name: body.user_name,
      contact_email: body.email_address,
      contact_name: 'Grace Hopper',
      operating_country: 'GB',
      vertical_name: 'Other',
    });
  });

  it('refuses short and common passwords, naming the password', async () => {
    const net = await makeNetwork();
    const short = await createWithUser(net.auth, partnerUserBody({ password: 'abc123' }));
    expect(short.status).toBe(400);
    expect(short.json.error.errors[0]).toMatchObject({
      property: 'password',
      code: 'invalid_lower_bound',
    });
    const common = await createWithUser(net.auth, partnerUserBody({ password: 'password123' }));
    expect(common.status).toBe(400);
    expect(common.json.error.errors[0].property).toBe('password');
    expect(common.json.error.errors[0].message).toMatch(/compromised/);
  });

  it('refuses a taken user_name or e-mail address and leaves no partner behind', async () => {
    const net = await makeNetwork();
    const first = await makePartnerUser(net);
    const sameName = await createWithUser(
      net.auth,
      partnerUserBody({ user_name: first.user.user_name.toUpperCase() }),
    );
    expect(sameName.status).toBe(400);
    expect(sameName.json.error.errors[0]).toMatchObject({
      property: 'user_name',
      code: 'invalid_property',
    });
    const sameEmail = await createWithUser(
      net.auth,
      partnerUserBody({ email_address: first.user.email_address }),
    );
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.json.error.errors[0].property).toBe('email_address');
  });

  it('names nested publisher fields by their path', async () => {
    const net = await makeNetwork();
    const res = await createWithUser(
      net.auth,
      partnerUserBody({ publisher: { ...(await partnerBody(net)), contact_email: 'nope' } }),
    );
    expect(res.status).toBe(400);
    expect(res.json.error.errors[0]).toMatchObject({
      property: 'publisher.contact_email',
      code: 'invalid_property_format',
    });
  });

  it('queues a confirmation e-mail when asked, and delivers it (logged without SMTP)', async () => {
    const net = await makeNetwork();
    const body = partnerUserBody({ send_confirm_email: true });
    const res = await createWithUser(net.auth, body);
    expect(res.status).toBe(201);
    const db = await getDb();
    // Delivery starts on its own after the commit; a pass of ours may find the row claimed by it.
    const mails = await vi.waitFor(
      async () => {
        await deliverPendingEmails(db);
        const rows = await db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, body.email_address));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ kind: 'signup_confirmation', status: 'sent' });
        return rows;
      },
      { timeout: 5000, interval: 100 },
    );
    expect(mails[0]!.subject).toContain(net.name);

    const quiet = partnerUserBody();
    await createWithUser(net.auth, quiet);
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, quiet.email_address)),
    ).toHaveLength(0);
  });

  it('sends the confirmation e-mail through SMTP when SMTP_URL is set', async () => {
    const sink = await startSmtpSink();
    overrideConfigForTests({ SMTP_URL: sink.url });
    try {
      const net = await makeNetwork();
      const body = partnerUserBody({ send_confirm_email: true });
      expect((await createWithUser(net.auth, body)).status).toBe(201);
      const db = await getDb();
      const [mail] = await vi.waitFor(
        async () => {
          await deliverPendingEmails(db);
          const arrived = sink.to(body.email_address);
          expect(arrived).toHaveLength(1);
          return arrived;
        },
        { timeout: 5000, interval: 100 },
      );
      expect(mail!.subject).toContain(net.name);
    } finally {
      resetConfigForTests('SMTP_URL');
      await sink.close();
    }
  });
});
