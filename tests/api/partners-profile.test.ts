import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as partnerRoute from '@/app/(api)/user/publisher/[publisher_id]/route';
import { serveImage } from '@/lib/api/endpoints/images';
import { getDb } from '@/lib/db/client';
import { participations } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser, makePartner, makePartnerUser } from '../support/partners';
import {
  dataUrl,
  GIF_1x1,
  makePng,
  pngHeaderClaiming,
  startServer,
  type TestServer,
} from '../support/images';

const get = (id: string, auth: string) =>
  call(partnerRoute, `/user/publisher/${id}`, { auth, params: { publisher_id: id } });
const update = (id: string, auth: string, body: unknown) =>
  call(partnerRoute, `/user/publisher/${id}`, {
    method: 'POST',
    auth,
    body,
    params: { publisher_id: id },
  });

const servers: TestServer[] = [];
afterEach(async () => {
  resetConfigForTests('SAFE_FETCH_ALLOW_ADDRESSES');
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('GET /user/publisher/{publisher_id} (Get partner)', () => {
  it('returns the partner with its websites and databases to staff and to its own user', async () => {
    const net = await makeNetwork();
    const own = await makePartnerUser(net);
    for (const auth of [net.auth, own.auth]) {
      const res = await get(own.partnerId, auth);
      expect(res.status).toBe(200);
      expect(res.json.publisher).toMatchObject({
        publisher_id: own.partnerId,
        websites: [],
        databases: [],
      });
    }
    expect((await get(own.partnerId, net.auth)).json.publisher).toHaveProperty('network_notes');
    expect((await get(own.partnerId, own.auth)).json.publisher).not.toHaveProperty('network_notes');
  });

  it('answers 403 to another partner and to brand users, 404 for another network or a malformed id', async () => {
    const net = await makeNetwork();
    const own = await makePartnerUser(net);
    const neighbour = await makePartnerUser(net);
    const brandUser = await makeBrandUser(net);
    const other = await makeNetwork();
    const foreign = await makePartner(other);
    expect((await get(own.partnerId, neighbour.auth)).status).toBe(403);
    expect((await get(own.partnerId, brandUser.auth)).status).toBe(403);
    expect((await get(foreign.publisher_id, net.auth)).status).toBe(404);
    expect((await get('abc', net.auth)).status).toBe(404);
  });
});

describe('POST /user/publisher/{publisher_id} (Update partner)', () => {
  it('refuses a NUL character (which PostgreSQL cannot store) with a 400 naming the field, and changes nothing', async () => {
    const net = await makeNetwork();
    const partner = await makePartner(net);
    expect((await update(partner.publisher_id, net.auth, { abn: '51 824 753 556' })).status).toBe(
      200,
    );
    const res = await update(partner.publisher_id, net.auth, { abn: '12\u0000' });
    expect(res.status).toBe(400);
    expect(res.json.error.errors).toEqual([
      expect.objectContaining({ property: 'abn', code: 'invalid_value' }),
    ]);
    const read = await call(partnerRoute, `/user/publisher/${partner.publisher_id}`, {
      auth: net.auth,
      params: { publisher_id: partner.publisher_id },
    });
    expect(read.json.publisher.abn).toBe('51 824 753 556');
  });

  it("updates every field of the spec's table and answers with status and publisher", async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const body = {
      abn: '51 824 753 556',
      account_name: 'renamed-partner',
      campaign_select: 'all',
      company_name: 'New Co',
      company_division: 'Deals',
      contact_email: 'new@partner.test',
      contact_locale: 'de',
      contact_name: 'Max Muster',
      default_currency: 'EUR',
      foreign_identifier: 'ext-1',
      gst_registered: 'y',
      im_provider: 'matrix',
      im_username: '@max',
      is_affiliate_user: 'y',
      is_foreign_network: 'n',
      is_lead_user: 'y',
      network_notes: 'Good partner',
      operating_country: 'DE',
      phone: '0301234567',
      phone_area: '49',
      promotional_method: 3,
      reporting_identifier: 'rep-1',
      reporting_timezone: 'Europe/Berlin',
      uk_vat_registered: 'n',
      us_tax_state: null,
      vat_number: 123456789,
      vertical: 6,
      week_start: 'Sunday',
    };
    const res = await update(p.publisher_id, net.auth, body);
    expect(res.status).toBe(200);
    expect(res.json.status).toEqual({
      status: 'Updated',
      message: 'Publisher successfully updated',
    });
    expect(res.json.publisher).toMatchObject({
      ...body,
      phone: '0301234567',
      phone_area: 49,
      promotional_method_name: 'Cashback',
      vertical_name: 'Fashion',
      week_start: 'sunday',
    });
    expect((await get(p.publisher_id, net.auth)).json.publisher.account_name).toBe(
      'renamed-partner',
    );
  });

  it('keeps only the allowed HTML in description', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const res = await update(p.publisher_id, net.auth, {
      description:
        '<p onclick="x()">We <b>review</b> <a href="javascript:alert(1)">x</a><a href="https://ok.test" target="_blank">ok</a><script>alert(1)</script><iframe src="https://evil.test"></iframe></p>',
    });
    expect(res.status).toBe(200);
    expect(res.json.publisher.description).toBe(
      '<p>We <b>review</b> <a>x</a><a href="https://ok.test" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
  });

  it('refuses bad values with the property named, and applies nothing', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    for (const [field, value, code] of [
      ['contact_locale', 'xx', 'invalid_enum_value'],
      ['operating_country', 'ZZ', 'invalid_enum_value'],
      ['is_lead_user', 'yes', 'invalid_enum_value'],
      ['network_status', 'z', 'invalid_enum_value'],
      ['vat_number', 'GB123', 'invalid_property_format'],
      ['week_start', 'someday', 'invalid_enum_value'],
      ['contact_email', 'bad', 'invalid_property_format'],
      ['company_logo', 'ftp://x.test/a.png', 'invalid_property_format'],
    ] as const) {
      const res = await update(p.publisher_id, net.auth, {
        company_name: 'Should Not Stick',
        [field]: value,
      });
      expect(res.status, field).toBe(400);
      expect(res.json.error.errors[0], field).toMatchObject({ property: field, code });
    }
    expect((await get(p.publisher_id, net.auth)).json.publisher.company_name).toBe('');
  });

  it('refuses an account_name another partner uses', async () => {
    const net = await makeNetwork();
    await makePartner(net, { account_name: 'taken-name' });
    const p = await makePartner(net);
    const res = await update(p.publisher_id, net.auth, { account_name: 'Taken-Name' });
    expect(res.status).toBe(400);
    expect(res.json.error.errors[0]).toMatchObject({
      property: 'account_name',
      code: 'invalid_property',
    });
  });

  it('lets a partner edit its profile but not its network status or the network notes', async () => {
    const net = await makeNetwork();
    const own = await makePartnerUser(net);
    expect((await update(own.partnerId, own.auth, { company_name: 'Mine' })).status).toBe(200);
    const status = await update(own.partnerId, own.auth, { network_status: 'a' });
    expect(status.status).toBe(403);
    expect(status.json.error.message).toMatch(/network status/);
    expect((await update(own.partnerId, own.auth, { network_notes: 'x' })).status).toBe(403);
    expect((await get(own.partnerId, net.auth)).json.publisher.network_status).toBe('p');
    const neighbour = await makePartnerUser(net);
    expect((await update(own.partnerId, neighbour.auth, { company_name: 'Theirs' })).status).toBe(
      403,
    );
  });

  it("staff setting r through the update also rejects the partner's participations", async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const db = await getDb();
    const { brands, campaigns } = await import('@/lib/db/schema');
    const [brand] = await db
      .insert(brands)
      .values({
        networkId: net.networkId,
        accountName: `b-${p.publisher_id}`,
        companyName: 'B',
        address1: 'a',
        postcode: 'p',
        country: 'GB',
        phone: '1',
        signupIp: '203.0.113.1',
      })
      .returning();
    const [campaign] = await db
      .insert(campaigns)
      .values({
        networkId: net.networkId,
        brandId: brand!.id,
        title: 'C',
        destinationUrl: 'https://b.test',
      })
      .returning();
    await db.insert(participations).values({
      networkId: net.networkId,
      campaignId: campaign!.id,
      partnerId: Number(p.publisher_id),
      status: 'a',
    });
    const res = await update(p.publisher_id, net.auth, { network_status: 'r' });
    expect(res.json.publisher.network_status).toBe('r');
    const rows = await db
      .select()
      .from(participations)
      .where(eq(participations.partnerId, Number(p.publisher_id)));
    expect(rows.map((r) => r.status)).toEqual(['r']);
  });
});

describe('Partner logo: one image pipeline', () => {
  const fileOf = (url: string) => url.split('/').pop()!;

  it('stores an uploaded PNG and serves the same bytes from the returned URL', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const png = makePng(40, 20);
    const res = await update(p.publisher_id, net.auth, { company_logo_upload: dataUrl(png) });
    expect(res.status).toBe(200);
    const url: string = res.json.publisher.company_logo;
    expect(url).toMatch(/^http:\/\/localhost:3000\/assets\/images\/\d+-[0-9a-f]{16}\.png$/);
    const served = await serveImage(fileOf(url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(
      (await serveImage(fileOf(url).replace(/-[0-9a-f]{16}/, '-0000000000000000'))).status,
    ).toBe(404);

    const removed = await update(p.publisher_id, net.auth, { company_logo: null });
    expect(removed.json.publisher.company_logo).toBeNull();
  });

  it('judges by content: a GIF, HTML named as JPEG, an oversize image and an empty file are refused', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const cases: [string, string, RegExp][] = [
      [dataUrl(GIF_1x1, 'image/png'), 'invalid_property_format', /GIF/],
      [
        dataUrl(Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'),
        'invalid_property_format',
        /PNG or JPEG/,
      ],
      [dataUrl(pngHeaderClaiming(5000, 100)), 'invalid_upper_bound', /wide/],
      [dataUrl(Buffer.alloc(0)), 'invalid_property', /empty/],
      ['data:image/png;base64,' + 'A'.repeat(3 * 1024 * 1024), 'invalid_upper_bound', /at most/],
    ];
    for (const [upload, code, message] of cases) {
      const res = await update(p.publisher_id, net.auth, { company_logo_upload: upload });
      expect(res.status).toBe(400);
      expect(res.json.error.errors[0]).toMatchObject({ property: 'company_logo_upload', code });
      expect(res.json.error.errors[0].message).toMatch(message);
    }
    expect((await get(p.publisher_id, net.auth)).json.publisher.company_logo).toBeNull();
  });

  it('downloads a logo URL from an allowed host', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const png = makePng(8, 8);
    const server = await startServer('127.0.0.2', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end(png),
    );
    servers.push(server);
    overrideConfigForTests({ SAFE_FETCH_ALLOW_ADDRESSES: '127.0.0.2' });
    const res = await update(p.publisher_id, net.auth, { company_logo: `${server.url}/logo.txt` });
    expect(res.status).toBe(200);
    const served = await serveImage(fileOf(res.json.publisher.company_logo));
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('SSRF: loopback, private, link-local and IPv6 loopback URLs, and redirects to them, are refused and never requested', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const target = await startServer('127.0.0.1', (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end(makePng(2, 2)),
    );
    servers.push(target);
    const targets = [
      `${target.url}/secret.png`,
      'http://10.0.0.1/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:9/a.png',
      'http://localhost:1/a.png',
    ];
    let v6: TestServer | undefined;
    try {
      v6 = await startServer('::1', (_req, res) => res.end(makePng(2, 2)));
      servers.push(v6);
      targets.push(`${v6.url}/a.png`);
    } catch {
      // No IPv6 loopback on this machine; the literal [::1] URL above still covers the check.
    }
    for (const url of targets) {
      const started = Date.now();
      const res = await update(p.publisher_id, net.auth, { company_logo: url });
      expect(res.status, url).toBe(400);
      expect(res.json.error.errors[0].property).toBe('company_logo');
      expect(res.json.error.errors[0].message, url).toMatch(
        /private, loopback, link-local or reserved/,
      );
      expect(Date.now() - started, url).toBeLessThan(5000);
    }
    // A public-looking first hop (allowed for the test) that redirects inside.
    const redirector = await startServer('127.0.0.2', (_req, res) =>
      res.writeHead(302, { location: `${target.url}/secret.png` }).end(),
    );
    servers.push(redirector);
    overrideConfigForTests({ SAFE_FETCH_ALLOW_ADDRESSES: '127.0.0.2' });
    const redirected = await update(p.publisher_id, net.auth, {
      company_logo: `${redirector.url}/logo.png`,
    });
    expect(redirected.status).toBe(400);
    expect(redirected.json.error.errors[0].message).toMatch(/private, loopback/);
    expect(redirector.hits).toEqual(['/logo.png']);
    expect(target.hits).toEqual([]);
    expect(v6?.hits ?? []).toEqual([]);
  });
});
