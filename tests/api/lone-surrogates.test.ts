import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as signupRoute from '@/app/(api)/v3/public/networks/[networkId]/partner-signups/route';
import * as createPartnerRoute from '@/app/(api)/user/publisher/route';
import { getDb } from '@/lib/db/client';
import { emailOutbox, partners } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { defaultTermsId, partnerBody } from '../support/partners';

/**
 * JSON can escape half of a UTF-16 surrogate pair on its own (`"\ud800"`): not a character, and
 * storing it failed deep in the database with a 500. Every JSON body is now refused with a 400
 * naming the field, in the version's error body, and nothing is written.
 */
const LONE = 'Site \ud800 Ltd';

const signUp = (networkId: number, body: unknown) =>
  call(signupRoute, `/v3/public/networks/${networkId}/partner-signups`, {
    method: 'POST',
    auth: null,
    body,
    headers: { 'x-anet-peer-address': '198.51.100.77' },
    params: { networkId: String(networkId) },
  });

async function signupBody(networkId: number, overrides: Record<string, unknown>) {
  return {
    terms_id: await defaultTermsId(networkId),
    terms_accepted: true,
    locale: 'en',
    country: 'GB',
    account_name: `site-${Date.now()}`,
    company_name: 'Site Media Ltd',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: `${Date.now()}@surrogate.test`,
    password: 'Vintage-Lantern-42',
    phone: '07700900123',
    address1: '1 Main Street',
    postcode: 'AB1 2CD',
    ...overrides,
  };
}

const partnerCount = async (networkId: number) =>
  (
    await (
      await getDb()
    )
      .select({ n: count() })
      .from(partners)
      .where(eq(partners.networkId, networkId))
  )[0]!.n;

describe('a lone UTF-16 surrogate in a JSON body', () => {
  it('is a v3 400 naming the field on the public sign-up, which e-mails nothing', async () => {
    const net = await makeNetwork();
    const body = await signupBody(net.networkId, { company_name: LONE });
    const res = await signUp(net.networkId, body);
    expect(res.status).toBe(400);
    const [error] = res.json.error.errors;
    // The spec's v3 code for an invalid value.
    expect(error).toMatchObject({
      property: '[company_name]',
      code: '6771735c-3000-49d1-a978-74aeb33d15b9',
    });
    expect(error.message).toMatch(/valid Unicode/);
    const mails = await (
      await getDb()
    )
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, body.email));
    expect(mails[0]!.n).toBe(0);
  });

  it('is a v1 400 naming the field (a key too) on partner creation, which creates nothing', async () => {
    const net = await makeNetwork();
    const before = await partnerCount(net.networkId);
    const body = await partnerBody(net, { company_name: LONE });
    const res = await call(createPartnerRoute, '/user/publisher', {
      method: 'POST',
      auth: net.auth,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.errors[0].property).toContain('company_name');
    const key = await call(createPartnerRoute, '/user/publisher', {
      method: 'POST',
      auth: net.auth,
      body: { ...body, company_name: 'Fine', ['x\udc00']: 1 },
    });
    expect(key.status).toBe(400);
    expect(await partnerCount(net.networkId)).toBe(before);
  });

  it('leaves whole pairs alone: an emoji written as an escaped pair is text like any other', async () => {
    const net = await makeNetwork();
    const body = await partnerBody(net, { company_name: 'Smile \ud83d\ude00 Media' });
    const res = await call(createPartnerRoute, '/user/publisher', {
      method: 'POST',
      auth: net.auth,
      body,
    });
    expect(res.status).toBe(201);
    expect(res.json.publisher.company_name).toBe('Smile 😀 Media');
  });
});
