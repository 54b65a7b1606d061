import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as networkBrandsRoute from '@/app/(api)/v3/network/[networkId]/brands/route';
import * as userBrandsRoute from '@/app/(api)/v3/brand/route';
import * as createRoute from '@/app/(api)/user/advertiser/route';
import { getDb } from '@/lib/db/client';
import { brandDeeplinkDomains } from '@/lib/db/schema';
import { createUser } from '@/lib/services/users';
import { basic, call, makeNetwork, type TestNetwork } from '../support/harness';

const uid = () => randomUUID().slice(0, 8);
const CODES = {
  forbidden: '76fb121a-d769-4293-852d-3b9b6a3dcce8',
  notFound: '0d528fb3-569c-45fa-b2b5-309b360bf9fa',
  invalidEnum: 'aa903a6c-64ff-4f8b-830d-8967331c5ba3',
  invalidValue: '6771735c-3000-49d1-a978-74aeb33d15b9',
};
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;

async function userOf(
  net: TestNetwork,
  role: 'brand' | 'partner',
  brandIds: number[] = [],
): Promise<string> {
  const name = `${role}-${uid()}`;
  const user = await createUser(await getDb(), {
    networkId: net.networkId,
    role,
    userName: name,
    email: `${name}@users.test`,
    brandIds,
  });
  return basic(net.applicationKey, user.userApiKey);
}

/** A brand made by staff; returns its id (number) and the name partners see. */
async function brandOf(
  net: TestNetwork,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; name: string }> {
  const body = {
    account_name: `v3-${uid()}`,
    company_name: 'V3 Co',
    address1: '1 St',
    country: 'GB',
    postcode: 'N1',
    phone: '020',
    signup_ip: '192.0.2.1',
    ...fields,
  };
  const res = await call(createRoute, '/user/advertiser', { method: 'POST', auth: net.auth, body });
  expect(res.status).toBe(201);
  return {
    id: Number(res.json.advertiser.advertiser_id),
    name: res.json.advertiser.display_name ?? res.json.advertiser.company_name,
  };
}

async function addDomain(net: TestNetwork, brandId: number, domain: string) {
  await (
    await getDb()
  )
    .insert(brandDeeplinkDomains)
    .values({ networkId: net.networkId, brandId, domain, createdBy: net.userId });
}

const networkBrands = (auth: string, networkId: string | number, qs = '') =>
  call(networkBrandsRoute, `/v3/network/${networkId}/brands${qs}`, {
    auth,
    params: { networkId: String(networkId) },
  });
const userBrands = (auth: string, qs = '') => call(userBrandsRoute, `/v3/brand${qs}`, { auth });

function expectV3Error(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  res: { status: number; json: any },
  status: number,
  code: string,
  property = '',
) {
  expect(res.status).toBe(status);
  expect(res.json).toEqual({
    error: {
      code: String(status),
      message: expect.any(String),
      errors: [{ property, type: expect.any(String), code, message: expect.any(String) }],
    },
  });
}

describe('GET /v3/network/{networkId}/brands (brands for a network)', () => {
  it('lists the network brands for staff, with deeplink-domains only when asked', async () => {
    const net = await makeNetwork();
    const a = await brandOf(net, { display_name: 'Alpha' });
    const b = await brandOf(net, { company_name: 'Beta Ltd' });
    await brandOf(await makeNetwork());
    await addDomain(net, a.id, 'alpha.example');
    await addDomain(net, a.id, 'shop.alpha.example');
    const plain = await networkBrands(net.auth, net.networkId, '?unknown=ignored');
    expect(plain.status).toBe(200);
    expect(plain.json).toEqual({
      data: [
        { brand_id: String(a.id), brand_name: 'Alpha' },
        { brand_id: String(b.id), brand_name: 'Beta Ltd' },
      ],
    });
    const expanded = await networkBrands(net.auth, net.networkId, '?with=deeplink-domains');
    expect(expanded.status).toBe(200);
    const domain = (d: string) => ({
      domain: d,
      brand_id: String(a.id),
      created_by: String(net.userId),
      created_at: expect.stringMatching(ISO),
    });
    expect(expanded.json.data).toEqual([
      {
        brand_id: String(a.id),
        brand_name: 'Alpha',
        'deeplink-domains': [domain('alpha.example'), domain('shop.alpha.example')],
      },
      { brand_id: String(b.id), brand_name: 'Beta Ltd', 'deeplink-domains': [] },
    ]);
  });

  it('refuses any other with value with the v3 400 body', async () => {
    const net = await makeNetwork();
    for (const qs of ['?with=campaigns', '?with=deeplink-domains,campaigns']) {
      const res = await networkBrands(net.auth, net.networkId, qs);
      expectV3Error(res, 400, CODES.invalidEnum, '[with]');
      expect(res.json.error.errors[0]).toMatchObject({
        type: 'validation_error',
        message: expect.stringContaining('deeplink-domains'),
      });
    }
  });

  it('hides the list from brand users (404), refuses partner users (403), and 404s other or malformed networks', async () => {
    const net = await makeNetwork();
    const brand = await brandOf(net);
    expectV3Error(
      await networkBrands(await userOf(net, 'brand', [brand.id]), net.networkId),
      404,
      CODES.notFound,
    );
    expectV3Error(
      await networkBrands(await userOf(net, 'partner'), net.networkId),
      403,
      CODES.forbidden,
    );
    const other = await makeNetwork();
    expectV3Error(await networkBrands(net.auth, other.networkId), 404, CODES.notFound);
    expectV3Error(await networkBrands(net.auth, 'abc'), 404, CODES.notFound);
  });
});

describe('GET /v3/brand (brands for the user)', () => {
  it('lists every network brand for staff and only granted brands for brand users', async () => {
    const net = await makeNetwork();
    const a = await brandOf(net, { display_name: 'A' });
    const b = await brandOf(net, { display_name: 'B' });
    await addDomain(net, b.id, 'b.example');
    const staff = await userBrands(net.auth);
    expect(staff.status).toBe(200);
    expect(staff.json).toEqual({
      data: [
        { brand_id: String(a.id), brand_name: 'A' },
        { brand_id: String(b.id), brand_name: 'B' },
      ],
    });
    const brandAuth = await userOf(net, 'brand', [b.id]);
    const granted = await userBrands(brandAuth, '?with=deeplink-domains');
    expect(granted.status).toBe(200);
    expect(granted.json.data).toEqual([
      {
        brand_id: String(b.id),
        brand_name: 'B',
        'deeplink-domains': [
          {
            domain: 'b.example',
            brand_id: String(b.id),
            created_by: String(net.userId),
            created_at: expect.stringMatching(ISO),
          },
        ],
      },
    ]);
    expect((await userBrands(await userOf(net, 'brand'))).json).toEqual({ data: [] });
  });

  it('filters by network_id: the own network lists, another network gives an empty list', async () => {
    const net = await makeNetwork();
    const a = await brandOf(net);
    const other = await makeNetwork();
    await brandOf(other);
    expect(
      (await userBrands(net.auth, `?network_id=${net.networkId}`)).json.data.map(
        (d: { brand_id: string }) => d.brand_id,
      ),
    ).toEqual([String(a.id)]);
    const foreign = await userBrands(net.auth, `?network_id=${other.networkId}`);
    expect(foreign.status).toBe(200);
    expect(foreign.json).toEqual({ data: [] });
  });

  it('refuses partner users (403), a malformed network_id and an unknown with value (400)', async () => {
    const net = await makeNetwork();
    expectV3Error(await userBrands(await userOf(net, 'partner')), 403, CODES.forbidden);
    expectV3Error(
      await userBrands(net.auth, '?network_id=abc'),
      400,
      CODES.invalidValue,
      '[network_id]',
    );
    expectV3Error(await userBrands(net.auth, '?with=everything'), 400, CODES.invalidEnum, '[with]');
  });
});
