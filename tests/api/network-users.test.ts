import { describe, expect, it } from 'vitest';
import * as usersRoute from '@/app/(api)/v3/network/[networkId]/users/route';
import * as userRoute from '@/app/(api)/v3/network/[networkId]/users/[userId]/route';
import * as userBrandsRoute from '@/app/(api)/v3/network/[networkId]/users/[userId]/brands/route';
import * as meRoute from '@/app/(api)/v3/users/me/route';
import * as apiKeyRoute from '@/app/(api)/v3/users/me/api-key/route';
import * as networkRoute from '@/app/(api)/network/route';
import * as brandRoute from '@/app/(api)/user/advertiser/[advertiser_id]/route';
import { basic, call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';
import { makeBrand, uid } from '../support/campaigns';

const CODES = {
  forbidden: '76fb121a-d769-4293-852d-3b9b6a3dcce8',
};

const list = (
  net: TestNetwork,
  qs = '',
  auth: string | null = net.auth,
  networkId = net.networkId,
) =>
  call(usersRoute, `/v3/network/${networkId}/users${qs}`, {
    auth,
    params: { networkId: String(networkId) },
  });
const create = (
  net: TestNetwork,
  body: unknown,
  auth: string | null = net.auth,
  networkId = net.networkId,
) =>
  call(usersRoute, `/v3/network/${networkId}/users`, {
    method: 'POST',
    auth,
    body,
    params: { networkId: String(networkId) },
  });
const patch = (net: TestNetwork, userId: string | number, body: unknown, auth = net.auth) =>
  call(userRoute, `/v3/network/${net.networkId}/users/${userId}`, {
    method: 'PATCH',
    auth,
    body,
    params: { networkId: String(net.networkId), userId: String(userId) },
  });
const getOne = (net: TestNetwork, userId: string | number, auth = net.auth) =>
  call(userRoute, `/v3/network/${net.networkId}/users/${userId}`, {
    auth,
    params: { networkId: String(net.networkId), userId: String(userId) },
  });
const setBrands = (
  net: TestNetwork,
  userId: string | number,
  brandIds: unknown[],
  auth = net.auth,
) =>
  call(userBrandsRoute, `/v3/network/${net.networkId}/users/${userId}/brands`, {
    method: 'PUT',
    auth,
    body: { brand_ids: brandIds },
    params: { networkId: String(net.networkId), userId: String(userId) },
  });

const newUser = (overrides: Record<string, unknown> = {}) => {
  const tag = uid();
  return { user_name: `user-${tag}`, email: `${tag}@users.test`, role: 'brand', ...overrides };
};

describe('GET/POST /v3/network/{networkId}/users', () => {
  it('adds a brand user with grants, shows its API key once, and the key works', async () => {
    const net = await makeNetwork();
    const brand = await makeBrand(net);
    const res = await create(
      net,
      newUser({
        firstname: 'Bea',
        brand_ids: [brand.advertiser_id],
        password: 'Vintage-Lantern-42',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      role: 'brand',
      firstname: 'Bea',
      brand_ids: [brand.advertiser_id],
      has_password: true,
      partner_id: null,
    });
    const key = res.json.data.user_api_key as string;
    expect(key.startsWith(res.json.data.api_key_prefix)).toBe(true);
    const read = await call(brandRoute, `/user/advertiser/${brand.advertiser_id}`, {
      auth: basic(net.applicationKey, key),
      params: { advertiser_id: brand.advertiser_id },
    });
    expect(read.status).toBe(200);

    const again = await getOne(net, res.json.data.user_id);
    expect(again.json.data).not.toHaveProperty('user_api_key');
    expect(JSON.stringify(again.json)).not.toContain(key);
  });

  it('lists users oldest first with role filter, search and paging', async () => {
    const net = await makeNetwork();
    const a = await create(net, newUser({ user_name: `alpha-${uid()}`, role: 'network' }));
    await create(net, newUser({ user_name: `beta-${uid()}` }));
    await makePartnerUser(net);
    const all = await list(net);
    expect(all.status).toBe(200);
    expect(all.json.data.map((u: { role: string }) => u.role)).toEqual([
      'network',
      'network',
      'brand',
      'partner',
    ]);
    expect(all.json.data[3].partner_id).toMatch(/^\d+$/);
    expect(all.json.hypermedia.pagination.total_item_count).toBe(4);
    const brands = await list(net, '?role=brand');
    expect(brands.json.data).toHaveLength(1);
    const search = await list(net, `?q=${encodeURIComponent(a.json.data.user_name.toUpperCase())}`);
    expect(search.json.data.map((u: { user_id: string }) => u.user_id)).toEqual([
      a.json.data.user_id,
    ]);
    const page = await list(net, '?limit=2&offset=2');
    expect(page.json.data).toHaveLength(2);
    expect(page.json.hypermedia.pagination).toMatchObject({
      total_page_count: 2,
      previous_page: expect.stringContaining('offset=0'),
    });
    const bad = await list(net, '?role=admin');
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors[0].property).toBe('[role]');
  });

  it('refuses duplicates, weak passwords, grants to staff, foreign brands and unknown attributes, naming the field', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const foreignBrand = await makeBrand(other);
    const first = await create(net, newUser());
    const dupName = await create(
      net,
      newUser({ user_name: first.json.data.user_name.toUpperCase() }),
    );
    expect(dupName.status).toBe(400);
    expect(dupName.json.error.errors[0]).toMatchObject({ property: '[user_name]' });
    const dupEmail = await create(net, newUser({ email: first.json.data.email }));
    expect(dupEmail.json.error.errors[0]).toMatchObject({ property: '[email]' });
    const weak = await create(net, newUser({ password: 'password1' }));
    expect(weak.json.error.errors[0]).toMatchObject({ property: '[password]' });
    const staffGrant = await create(net, newUser({ role: 'network', brand_ids: ['1'] }));
    expect(staffGrant.json.error.errors[0]).toMatchObject({ property: '[brand_ids]' });
    const foreign = await create(net, newUser({ brand_ids: [foreignBrand.advertiser_id] }));
    expect(foreign.json.error.errors[0]).toMatchObject({ property: '[brand_ids][0]' });
    const partnerRole = await create(net, newUser({ role: 'partner' }));
    expect(partnerRole.json.error.errors[0]).toMatchObject({ property: '[role]' });
    const extra = await create(net, { ...newUser(), admin: true });
    expect(extra.json.error.errors[0]).toMatchObject({ property: '[admin]' });
    expect((await list(net)).json.data).toHaveLength(2);
  });
});

describe('PATCH /v3/network/{networkId}/users/{userId} and PUT .../brands', () => {
  it('sets a role, and grants and revokes brands in one call', async () => {
    const net = await makeNetwork();
    const [b1, b2] = [await makeBrand(net), await makeBrand(net)];
    const user = (await create(net, newUser({ brand_ids: [b1.advertiser_id] }))).json.data;
    const granted = await setBrands(net, user.user_id, [b2.advertiser_id, b1.advertiser_id]);
    expect(granted.status).toBe(200);
    expect(granted.json.data.brand_ids.sort()).toEqual([b1.advertiser_id, b2.advertiser_id].sort());
    const revoked = await setBrands(net, user.user_id, [b2.advertiser_id]);
    expect(revoked.json.data.brand_ids).toEqual([b2.advertiser_id]);

    const promoted = await patch(net, user.user_id, { role: 'network', lastname: 'Ng' });
    expect(promoted.status).toBe(200);
    expect(promoted.json.data).toMatchObject({ role: 'network', lastname: 'Ng', brand_ids: [] });
    const staffGrant = await setBrands(net, user.user_id, [b1.advertiser_id]);
    expect(staffGrant.status).toBe(400);
    expect(staffGrant.json.error.errors[0].property).toBe('[brand_ids]');
    const demoted = await patch(net, user.user_id, { role: 'brand' });
    expect(demoted.json.data).toMatchObject({ role: 'brand', brand_ids: [] });
  });

  it('keeps the acting staff user and partner users in their roles', async () => {
    const net = await makeNetwork();
    const self = await patch(net, net.userId, { role: 'brand' });
    expect(self.status).toBe(400);
    expect(self.json.error.errors[0].property).toBe('[role]');
    const partner = await makePartnerUser(net);
    const partnerChange = await patch(net, partner.user.user_id, { role: 'network' });
    expect(partnerChange.status).toBe(400);
    expect(partnerChange.json.error.errors[0].property).toBe('[role]');
    const sameRole = await patch(net, net.userId, { role: 'network', firstname: 'Sam' });
    expect(sameRole.status).toBe(200);
    expect(sameRole.json.data.firstname).toBe('Sam');
  });

  it('names a foreign brand id in the grants, and another network user reads as not found', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const user = (await create(net, newUser())).json.data;
    const foreignBrand = await makeBrand(other);
    const bad = await setBrands(net, user.user_id, ['999999999', foreignBrand.advertiser_id]);
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors.map((e: { property: string }) => e.property)).toEqual([
      '[brand_ids][0]',
      '[brand_ids][1]',
    ]);
    expect((await getOne(net, other.userId)).status).toBe(404);
    expect((await patch(net, other.userId, { firstname: 'x' })).status).toBe(404);
  });
});

describe('access to the user operations', () => {
  it('is staff only: brand and partner users get 403; another network is 404; no credentials 401', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const brandUser = await makeBrandUser(net);
    const partnerUser = await makePartnerUser(net);
    const target = (await create(net, newUser())).json.data;
    for (const auth of [brandUser.auth, partnerUser.auth]) {
      const written = await create(net, newUser(), auth);
      expect(written.status).toBe(403);
      expect(written.json.error.errors[0].code).toBe(CODES.forbidden);
      expect((await patch(net, target.user_id, { role: 'network' }, auth)).status).toBe(403);
      expect((await setBrands(net, target.user_id, [], auth)).status).toBe(403);
      expect((await list(net, '', auth)).status).toBe(403);
      expect((await getOne(net, target.user_id, auth)).status).toBe(403);
    }
    expect((await list(net, '', net.auth, other.networkId)).status).toBe(404);
    expect((await create(net, newUser(), net.auth, other.networkId)).status).toBe(404);
    expect((await list(net, '', null)).status).toBe(401);
  });
});

describe('GET /v3/users/me and POST /v3/users/me/api-key', () => {
  it('shows the caller with its network and key prefixes, for every role', async () => {
    const net = await makeNetwork();
    const me = await call(meRoute, '/v3/users/me', { auth: net.auth });
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({
      user_id: String(net.userId),
      role: 'network',
      email: net.email,
      api_key_prefix: net.userApiKey.slice(0, 6),
      network: {
        network_id: String(net.networkId),
        network_name: net.name,
        application_key_prefix: net.applicationKey.slice(0, 6),
      },
    });
    expect(JSON.stringify(me.json)).not.toContain(net.applicationKey);
    const partnerUser = await makePartnerUser(net);
    const partnerMe = await call(meRoute, '/v3/users/me', { auth: partnerUser.auth });
    expect(partnerMe.json.data).toMatchObject({
      role: 'partner',
      partner_id: partnerUser.partnerId,
    });
    expect((await call(meRoute, '/v3/users/me', { auth: null })).status).toBe(401);
  });

  it("rotates the caller's own key: the new one works at once, the old one stops", async () => {
    const net = await makeNetwork();
    const brandUser = await makeBrandUser(net);
    for (const auth of [net.auth, brandUser.auth]) {
      const rotated = await call(apiKeyRoute, '/v3/users/me/api-key', { method: 'POST', auth });
      expect(rotated.status).toBe(201);
      expect(rotated.headers.get('cache-control')).toBe('private, no-store');
      const key = rotated.json.data.user_api_key as string;
      expect(key.startsWith(rotated.json.data.api_key_prefix)).toBe(true);
      const fresh = await call(networkRoute, '/network', { auth: basic(net.applicationKey, key) });
      expect(fresh.status).toBe(200);
      expect((await call(networkRoute, '/network', { auth })).status).toBe(401);
    }
    const get = await call(apiKeyRoute, '/v3/users/me/api-key', { auth: net.auth });
    expect(get.status).toBe(405);
  });
});
