import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as listRoute from '@/app/(api)/user/advertiser/route';
import * as itemRoute from '@/app/(api)/user/advertiser/[advertiser_id]/route';
import { getDb } from '@/lib/db/client';
import { brands, userBrandGrants } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import { createUser } from '@/lib/services/users';
import { basic, call, makeNetwork, type TestNetwork } from '../support/harness';

const uid = () => randomUUID().slice(0, 8);

const required = () => ({
  account_name: `acme-${uid()}`,
  company_name: 'Acme Ltd',
  address1: '1 High Street',
  country: 'GB',
  postcode: 'EC1A 1BB',
  phone: '02079460000',
  signup_ip: '203.0.113.10',
});

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

async function createBrand(auth: string, fields: Record<string, unknown> = {}) {
  return call(listRoute, '/user/advertiser', {
    method: 'POST',
    auth,
    body: { ...required(), ...fields },
  });
}

/** Creates a brand as staff and returns its advertiser record. */
async function brandOf(net: TestNetwork, fields: Record<string, unknown> = {}) {
  const res = await createBrand(net.auth, fields);
  expect(res.status).toBe(201);
  return res.json.advertiser;
}

const getBrand = (auth: string, id: string) =>
  call(itemRoute, `/user/advertiser/${id}`, { auth, params: { advertiser_id: id } });
const updateBrand = (auth: string, id: string, body: unknown) =>
  call(itemRoute, `/user/advertiser/${id}`, {
    method: 'POST',
    auth,
    body,
    params: { advertiser_id: id },
  });

/** The v1 validation items, as {property: code}. */
const codesOf = (res: { json: { error: { errors?: { property: string; code: string }[] } } }) =>
  Object.fromEntries((res.json.error.errors ?? []).map((e) => [e.property, e.code]));

describe('POST /user/advertiser (Create Brand)', () => {
  it('creates a brand with 201 and answers the full advertiser record', async () => {
    const net = await makeNetwork();
    const fields = {
      ...required(),
      advertiser_id: '999999',
      address2: 'Floor 2',
      address3: null,
      phone: 2079460000,
      phone_area: '+44',
      display_name: 'Acme',
      contact_email: 'partners@acme.example',
      default_currency: 'EUR',
      payment_currency: 'USD',
      status: 'p',
      vat_number: 'GB123456789',
      pre_payment: 'y',
      current_balance: 1500.5,
      budget_summary_interval: 'monthly',
      budget_summary_start_time: '2024-01-01 00:00:00',
    };
    const res = await call(listRoute, '/user/advertiser', {
      method: 'POST',
      auth: net.auth,
      body: fields,
    });
    expect(res.status).toBe(201);
    expect(res.json.execution_time).toMatch(/^\d+\.\d{5} seconds$/);
    expect(res.json.advertiser).toEqual({
      advertiser_id: expect.stringMatching(/^[1-9]\d*$/),
      network_id: String(net.networkId),
      account_name: fields.account_name,
      company_name: 'Acme Ltd',
      display_name: 'Acme',
      contact_email: 'partners@acme.example',
      address1: '1 High Street',
      address2: 'Floor 2',
      address3: null,
      address4: null,
      postcode: 'EC1A 1BB',
      country: 'GB',
      phone: '2079460000',
      phone_area: '+44',
      signup_ip: '203.0.113.10',
      status: 'p',
      default_currency: 'EUR',
      payment_currency: 'USD',
      vat_number: 'GB123456789',
      pre_payment: 'y',
      current_balance: '1500.5',
      budget_summary_interval: 'monthly',
      budget_summary_start_time: '2024-01-01 00:00:00',
      advertiser_icon: null,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(res.json.advertiser.advertiser_id).not.toBe('999999');
  });

  it('defaults status to a and both currencies to GBP, and leaves optional fields null', async () => {
    const net = await makeNetwork();
    const advertiser = await brandOf(net);
    expect(advertiser).toMatchObject({
      status: 'a',
      default_currency: 'GBP',
      payment_currency: 'GBP',
      display_name: null,
      contact_email: null,
      vat_number: null,
    });
  });

  it('grants the new brand to the user who created it', async () => {
    const net = await makeNetwork();
    const brandAuth = await userOf(net, 'brand');
    const res = await createBrand(brandAuth);
    expect(res.status).toBe(201);
    const id = res.json.advertiser.advertiser_id;
    expect((await getBrand(brandAuth, id)).status).toBe(200);
    const staffMade = await brandOf(net);
    const grants = await (
      await getDb()
    )
      .select()
      .from(userBrandGrants)
      .where(
        and(
          eq(userBrandGrants.userId, net.userId),
          eq(userBrandGrants.brandId, Number(staffMade.advertiser_id)),
        ),
      );
    expect(grants).toHaveLength(1);
  });

  it('requires account_name, company_name, address1, country, postcode, phone and signup_ip', async () => {
    const net = await makeNetwork();
    const res = await call(listRoute, '/user/advertiser', {
      method: 'POST',
      auth: net.auth,
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ type: '400', message: expect.any(String) });
    expect(codesOf(res)).toEqual({
      account_name: 'required_property',
      company_name: 'required_property',
      address1: 'required_property',
      country: 'required_property',
      postcode: 'required_property',
      phone: 'required_property',
      signup_ip: 'required_property',
    });
    for (const item of res.json.error.errors)
      expect(item.message).toMatch(new RegExp(`^${item.property} `));
    const blank = await createBrand(net.auth, { company_name: '  ', phone: '' });
    expect(blank.status).toBe(400);
    expect(codesOf(blank)).toEqual({
      company_name: 'required_property',
      phone: 'required_property',
    });
  });

  it('checks enums, formats and lengths', async () => {
    const net = await makeNetwork();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ country: 'XX' }, 'country', 'invalid_enum_value'],
      [{ country: 'gb' }, 'country', 'invalid_enum_value'],
      [{ default_currency: 'AUD' }, 'default_currency', 'invalid_enum_value'],
      [{ payment_currency: 'gbp' }, 'payment_currency', 'invalid_enum_value'],
      [{ status: 'x' }, 'status', 'invalid_enum_value'],
      [{ signup_ip: 'not-an-ip' }, 'signup_ip', 'invalid_property_format'],
      [{ contact_email: 'nope' }, 'contact_email', 'invalid_property_format'],
      [
        { advertiser_icon: 'ftp://example.com/a.png' },
        'advertiser_icon',
        'invalid_property_format',
      ],
      [
        { advertiser_icon_upload: 'not a data url' },
        'advertiser_icon_upload',
        'invalid_property_format',
      ],
      [{ account_name: 'a'.repeat(101) }, 'account_name', 'invalid_max_length'],
      [{ address2: 42 }, 'address2', 'invalid_type'],
    ];
    for (const [fields, property, code] of cases) {
      const res = await createBrand(net.auth, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.json.error.errors, JSON.stringify(fields)).toEqual([
        { property, code, message: expect.stringContaining(property) },
      ]);
    }
  });

  it('refuses advertiser_icon and advertiser_icon_upload together', async () => {
    const net = await makeNetwork();
    const res = await createBrand(net.auth, {
      advertiser_icon: 'https://example.com/a.png',
      advertiser_icon_upload: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(res.status).toBe(400);
    expect(res.json.error.errors).toEqual([
      {
        property: 'advertiser_icon_upload',
        code: 'invalid_property',
        message: expect.stringContaining('together with advertiser_icon'),
      },
    ]);
  });

  it('refuses an account_name already used on the network, in any case, but not on another network', async () => {
    const net = await makeNetwork();
    const name = `Acme-${uid()}`;
    await brandOf(net, { account_name: name });
    for (const taken of [name, name.toUpperCase(), name.toLowerCase()]) {
      const res = await createBrand(net.auth, { account_name: taken });
      expect(res.status, taken).toBe(400);
      expect(res.json.error.errors).toEqual([
        {
          property: 'account_name',
          code: 'invalid_property',
          message: expect.stringContaining('already used'),
        },
      ]);
    }
    const other = await makeNetwork();
    expect((await createBrand(other.auth, { account_name: name })).status).toBe(201);
  });

  it('answers 400 to the loser of two concurrent creates with one account_name', async () => {
    const net = await makeNetwork();
    const name = `race-${uid()}`;
    const results = await Promise.all([
      createBrand(net.auth, { account_name: name }),
      createBrand(net.auth, { account_name: name.toUpperCase() }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const loser = results.find((r) => r.status === 400)!;
    expect(loser.json.error.errors).toEqual([
      {
        property: 'account_name',
        code: 'invalid_property',
        message: expect.stringContaining('already used'),
      },
    ]);
    // Past the pre-check, the unique index decides; its violation must be recognised by name.
    const db = await getDb();
    const row = {
      networkId: net.networkId,
      accountName: name,
      companyName: 'x',
      address1: 'x',
      postcode: 'x',
      country: 'GB',
      phone: '1',
      signupIp: '192.0.2.1',
    };
    const error = await db
      .insert(brands)
      .values(row)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, 'brands_network_account_name_unique')).toBe(true);
  });

  it('lets brand users create (pending, for staff approval) but not choose a status; refuses partner users', async () => {
    const net = await makeNetwork();
    const brandAuth = await userOf(net, 'brand');
    // Approval is on by default: a brand user cannot make its brand active itself.
    const withStatus = await createBrand(brandAuth, { status: 'a' });
    expect(withStatus.status).toBe(403);
    expect(withStatus.json).toEqual({
      error: { message: expect.stringContaining('status'), type: '403' },
    });
    const pending = await createBrand(brandAuth, { status: 'p' });
    expect(pending.status).toBe(201);
    expect(pending.json.advertiser.status).toBe('p');
    const partner = await createBrand(await userOf(net, 'partner'));
    expect(partner.status).toBe(403);
    expect(partner.json.error.type).toBe('403');
  });
});

describe('GET /user/advertiser (List all Brands)', () => {
  it('lists every brand of the network in full for staff, oldest first, with paging data', async () => {
    const net = await makeNetwork();
    const a = await brandOf(net);
    const b = await brandOf(net);
    await brandOf(await makeNetwork()); // another network's brand is never listed
    const res = await call(listRoute, '/user/advertiser', { auth: net.auth });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      count: 2,
      limit: 100,
      offset: 0,
      execution_time: expect.stringMatching(/seconds$/),
    });
    expect(res.json.advertisers).toEqual([{ advertiser: a }, { advertiser: b }]);
    expect(res.json.hypermedia.pagination).toEqual({
      total_page_count: 1,
      total_item_count: 2,
      first_page: '/user/advertiser?limit=100&offset=0',
      last_page: '/user/advertiser?limit=100&offset=0',
      next_page: null,
      previous_page: null,
    });
  });

  it('gives brand users their granted brands in full and the others in the limited schema', async () => {
    const net = await makeNetwork();
    const granted = await brandOf(net, { display_name: 'Granted' });
    const named = await brandOf(net, { display_name: 'Shown Name', company_name: 'Hidden Co' });
    const unnamed = await brandOf(net, { company_name: 'Fallback Co' });
    const auth = await userOf(net, 'brand', [Number(granted.advertiser_id)]);
    const res = await call(listRoute, '/user/advertiser', { auth });
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(3);
    expect(res.json.advertisers).toEqual([
      { advertiser: granted },
      {
        advertiser: {
          advertiser_id: named.advertiser_id,
          display_name: 'Shown Name',
          advertiser_icon: null,
        },
      },
      {
        advertiser: {
          advertiser_id: unnamed.advertiser_id,
          display_name: 'Fallback Co',
          advertiser_icon: null,
        },
      },
    ]);
  });

  it('refuses partner users', async () => {
    const net = await makeNetwork();
    const res = await call(listRoute, '/user/advertiser', { auth: await userOf(net, 'partner') });
    expect(res.status).toBe(403);
    expect(res.json.error.type).toBe('403');
  });

  it('pages with limit and offset: past the end is empty with the right count, limit is capped at 500', async () => {
    const net = await makeNetwork();
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await brandOf(net)).advertiser_id);
    const page = await call(listRoute, '/user/advertiser?limit=2&offset=1', { auth: net.auth });
    expect(page.json).toMatchObject({ count: 3, limit: 2, offset: 1 });
    expect(
      page.json.advertisers.map(
        (a: { advertiser: { advertiser_id: string } }) => a.advertiser.advertiser_id,
      ),
    ).toEqual(ids.slice(1));
    expect(page.json.hypermedia.pagination).toMatchObject({
      next_page: null,
      previous_page: '/user/advertiser?limit=2&offset=0',
    });
    const first = await call(listRoute, '/user/advertiser?limit=2', { auth: net.auth });
    expect(first.json.hypermedia.pagination.next_page).toBe('/user/advertiser?limit=2&offset=2');
    const past = await call(listRoute, '/user/advertiser?offset=10', { auth: net.auth });
    expect(past.status).toBe(200);
    expect(past.json).toMatchObject({ advertisers: [], count: 3, offset: 10, limit: 100 });
    const capped = await call(listRoute, '/user/advertiser?limit=9999', { auth: net.auth });
    expect(capped.status).toBe(200);
    expect(capped.json).toMatchObject({ limit: 500, count: 3 });
    expect(capped.json.advertisers).toHaveLength(3);
  });

  it('refuses negative or non-numeric offset and limit with 400', async () => {
    const net = await makeNetwork();
    const cases: [string, string, string][] = [
      ['offset=-1', 'offset', 'invalid_lower_bound'],
      ['limit=-5', 'limit', 'invalid_lower_bound'],
      ['limit=0', 'limit', 'invalid_lower_bound'],
      ['limit=ten', 'limit', 'invalid_type'],
    ];
    for (const [qs, property, code] of cases) {
      const res = await call(listRoute, `/user/advertiser?${qs}`, { auth: net.auth });
      expect(res.status, qs).toBe(400);
      expect(res.json.error).toMatchObject({ type: '400', errors: [{ property, code }] });
    }
  });

  it('answers in XML for /user/advertiser.xml', async () => {
    const net = await makeNetwork();
    const a = await brandOf(net);
    const res = await call(listRoute, '/user/advertiser.xml', { auth: net.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(res.text).toMatch(
      new RegExp(
        `<advertisers>\\s*<advertiser>\\s*<advertiser_id>${a.advertiser_id}</advertiser_id>`,
      ),
    );
    expect(res.text).toMatch(/<count>1<\/count>/);
  });
});

describe('GET /user/advertiser/{advertiser_id} (Retrieve a Brand)', () => {
  it('answers the full record to staff and to a brand user granted the brand', async () => {
    const net = await makeNetwork();
    const brand = await brandOf(net);
    const staff = await getBrand(net.auth, brand.advertiser_id);
    expect(staff.status).toBe(200);
    expect(staff.json).toEqual({
      advertiser: brand,
      execution_time: expect.stringMatching(/seconds$/),
    });
    const granted = await getBrand(
      await userOf(net, 'brand', [Number(brand.advertiser_id)]),
      brand.advertiser_id,
    );
    expect(granted.status).toBe(200);
    expect(granted.json.advertiser).toEqual(brand);
  });

  it('refuses a brand user not granted the brand and partner users with 403', async () => {
    const net = await makeNetwork();
    const brand = await brandOf(net);
    const other = await brandOf(net);
    for (const auth of [
      await userOf(net, 'brand', [Number(other.advertiser_id)]),
      await userOf(net, 'partner'),
    ]) {
      const res = await getBrand(auth, brand.advertiser_id);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ error: { message: expect.any(String), type: '403' } });
    }
  });

  it("answers 404 for another network's brand, an unknown id and a malformed id", async () => {
    const net = await makeNetwork();
    const foreign = await brandOf(await makeNetwork());
    for (const id of [foreign.advertiser_id, '999999999', 'abc', '10l110', '0', '-1']) {
      const res = await getBrand(net.auth, id);
      expect(res.status, id).toBe(404);
      expect(res.json.error.type).toBe('404');
    }
  });
});

describe('POST /user/advertiser/{advertiser_id} (Update a Brand)', () => {
  const address = {
    address1: '2 New Road',
    country: 'FR',
    postcode: '75001',
    phone: '0140000000',
    signup_ip: '198.51.100.7',
  };

  it('updates the fields sent, leaves the others, and clears nullable fields sent as null', async () => {
    const net = await makeNetwork();
    const brand = await brandOf(net, {
      address2: 'Floor 2',
      vat_number: 'GB1',
      display_name: 'Old',
    });
    const res = await updateBrand(net.auth, brand.advertiser_id, {
      ...address,
      address2: null,
      display_name: 'New Name',
      contact_email: 'new@acme.example',
      default_currency: 'JPY',
      payment_currency: 'EUR',
      status: 'r',
      advertiser_id: '123',
    });
    expect(res.status).toBe(200);
    expect(res.json.advertiser).toEqual({
      ...brand,
      ...address,
      address2: null,
      display_name: 'New Name',
      contact_email: 'new@acme.example',
      default_currency: 'JPY',
      payment_currency: 'EUR',
      status: 'r',
    });
    expect((await getBrand(net.auth, brand.advertiser_id)).json.advertiser).toEqual(
      res.json.advertiser,
    );
  });

  it('requires address1, country, postcode, phone and signup_ip, and checks enums', async () => {
    const net = await makeNetwork();
    const brand = await brandOf(net);
    const res = await updateBrand(net.auth, brand.advertiser_id, { display_name: 'x' });
    expect(res.status).toBe(400);
    expect(codesOf(res)).toEqual({
      address1: 'required_property',
      country: 'required_property',
      postcode: 'required_property',
      phone: 'required_property',
      signup_ip: 'required_property',
    });
    const bad = await updateBrand(net.auth, brand.advertiser_id, {
      ...address,
      country: 'ZZ',
      status: 'q',
    });
    expect(codesOf(bad)).toEqual({ country: 'invalid_enum_value', status: 'invalid_enum_value' });
  });

  it('renames account_name unless another brand of the network has it (case-insensitively)', async () => {
    const net = await makeNetwork();
    const taken = await brandOf(net, { account_name: `Taken-${uid()}` });
    const brand = await brandOf(net, { account_name: `Mine-${uid()}` });
    const dup = await updateBrand(net.auth, brand.advertiser_id, {
      ...address,
      account_name: taken.account_name.toUpperCase(),
    });
    expect(dup.status).toBe(400);
    expect(dup.json.error.errors).toEqual([
      {
        property: 'account_name',
        code: 'invalid_property',
        message: expect.stringContaining('already used'),
      },
    ]);
    const ownCase = await updateBrand(net.auth, brand.advertiser_id, {
      ...address,
      account_name: brand.account_name.toLowerCase(),
    });
    expect(ownCase.status).toBe(200);
    expect(ownCase.json.advertiser.account_name).toBe(brand.account_name.toLowerCase());
  });

  it('lets a granted brand user update but not change the status', async () => {
    const net = await makeNetwork();
    const brand = await brandOf(net);
    const auth = await userOf(net, 'brand', [Number(brand.advertiser_id)]);
    const ok = await updateBrand(auth, brand.advertiser_id, {
      ...address,
      status: 'a',
      display_name: 'Mine',
    });
    expect(ok.status).toBe(200);
    expect(ok.json.advertiser.display_name).toBe('Mine');
    const status = await updateBrand(auth, brand.advertiser_id, { ...address, status: 'p' });
    expect(status.status).toBe(403);
    expect(status.json.error).toEqual({ message: expect.stringContaining('status'), type: '403' });
    expect((await getBrand(net.auth, brand.advertiser_id)).json.advertiser.status).toBe('a');
  });

  it('refuses brand users not granted the brand and partner users (403), other networks (404)', async () => {
    const net = await makeNetwork();
    const brand = await brandOf(net);
    const other = await brandOf(net);
    for (const auth of [
      await userOf(net, 'brand', [Number(other.advertiser_id)]),
      await userOf(net, 'partner'),
    ]) {
      const res = await updateBrand(auth, brand.advertiser_id, address);
      expect(res.status).toBe(403);
      expect(res.json.error.type).toBe('403');
    }
    const foreign = await brandOf(await makeNetwork());
    expect((await updateBrand(net.auth, foreign.advertiser_id, address)).status).toBe(404);
    expect((await updateBrand(net.auth, 'nope', address)).status).toBe(404);
    expect((await getBrand(net.auth, brand.advertiser_id)).json.advertiser).toEqual(brand);
  });

  it('refuses advertiser_icon and advertiser_icon_upload together', async () => {
    const net = await makeNetwork();
    const brand = await brandOf(net);
    const res = await updateBrand(net.auth, brand.advertiser_id, {
      ...address,
      advertiser_icon: null,
      advertiser_icon_upload: 'data:image/png;base64,AAAA',
    });
    expect(res.status).toBe(400);
    expect(res.json.error.errors[0]).toMatchObject({
      property: 'advertiser_icon_upload',
      code: 'invalid_property',
    });
  });

  it('answers 405 for methods the path does not support', async () => {
    const net = await makeNetwork();
    const res = await call(itemRoute, '/user/advertiser/1', {
      method: 'DELETE',
      auth: net.auth,
      params: { advertiser_id: '1' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });
});
