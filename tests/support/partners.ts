import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as createPartnerRoute from '@/app/(api)/user/publisher/route';
import * as createPartnerUserRoute from '@/app/(api)/user/route';
import { getDb } from '@/lib/db/client';
import { networkTerms } from '@/lib/db/schema';
import { createUser } from '@/lib/services/users';
import { basic, call, type TestNetwork } from './harness';

/** The id of the network's default terms (en, every country, version 1). */
export async function defaultTermsId(networkId: number): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ id: networkTerms.id })
    .from(networkTerms)
    .where(and(eq(networkTerms.networkId, networkId), eq(networkTerms.locale, 'en')));
  return String(row!.id);
}

export async function partnerBody(net: TestNetwork, overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    account_name: `partner-${tag}`,
    vertical: '2',
    promotional_method: '2',
    signup_ip: '203.0.113.7',
    entity_terms_id: await defaultTermsId(net.networkId),
    contact_email: `${tag}@partner.test`,
    ...overrides,
  };
}

/** Creates a partner through the API as network staff; returns its publisher object. */
export async function makePartner(net: TestNetwork, overrides: Record<string, unknown> = {}) {
  const res = await call(createPartnerRoute, '/user/publisher', {
    method: 'POST',
    auth: net.auth,
    body: await partnerBody(net, overrides),
  });
  if (res.status !== 201) throw new Error(`partner create failed: ${res.status} ${res.text}`);
  return res.json.publisher as Record<string, unknown> & { publisher_id: string };
}

export function partnerUserBody(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    user_name: `user-${tag}`,
    email_address: `${tag}@user.test`,
    password: 'Vintage-Lantern-42',
    address1: '1 Main Street',
    postcode: 'AB1 2CD',
    country: 'GB',
    phone: '07700900123',
    signup_ip: '198.51.100.4',
    ...overrides,
  };
}

/** A partner with its own login, made through POST /user; `auth` signs requests as that partner user. */
export async function makePartnerUser(net: TestNetwork, overrides: Record<string, unknown> = {}) {
  const res = await call(createPartnerUserRoute, '/user', {
    method: 'POST',
    auth: net.auth,
    body: partnerUserBody(overrides),
  });
  if (res.status !== 201) throw new Error(`partner user create failed: ${res.status} ${res.text}`);
  const user = res.json.user;
  return {
    user,
    partnerId: user.publisher.publisher_id as string,
    auth: basic(net.applicationKey, user.user_api_key),
  };
}

/** A brand user of the network with the given brand grants. */
export async function makeBrandUser(net: TestNetwork, brandIds: number[] = []) {
  const db = await getDb();
  const tag = randomUUID().slice(0, 8);
  const { userId, userApiKey } = await createUser(db, {
    networkId: net.networkId,
    role: 'brand',
    userName: `brand-${tag}`,
    email: `${tag}@brand.test`,
    brandIds,
  });
  return { userId, auth: basic(net.applicationKey, userApiKey) };
}
