import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as listRoute from '@/app/(api)/user/advertiser/route';
import * as itemRoute from '@/app/(api)/user/advertiser/[advertiser_id]/route';
import { serveImage } from '@/lib/api/endpoints/images';
import { brandInputOf } from '@/lib/api/inputs/brand';
import { getDb } from '@/lib/db/client';
import { createBrand } from '@/lib/services/brands';
import { principalForUser } from '@/lib/services/users';
import { call, makeNetwork, type TestNetwork } from '../support/harness';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGBA PNG; pixel data only when small enough to matter (the header is what is judged). */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const rows =
    width * height <= 64 * 64 ? Buffer.alloc((width * 4 + 1) * height, 0x7f) : Buffer.alloc(0);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const address = {
  address1: '1 High Street',
  country: 'GB',
  postcode: 'EC1A 1BB',
  phone: '02079460000',
  signup_ip: '203.0.113.10',
};

async function brandOf(net: TestNetwork, fields: Record<string, unknown> = {}) {
  const body = {
    ...address,
    account_name: `icon-${randomUUID().slice(0, 8)}`,
    company_name: 'Icon Co',
    ...fields,
  };
  return call(listRoute, '/user/advertiser', { method: 'POST', auth: net.auth, body });
}
const updateBrand = (net: TestNetwork, id: string, body: Record<string, unknown>) =>
  call(itemRoute, `/user/advertiser/${id}`, {
    method: 'POST',
    auth: net.auth,
    body: { ...address, ...body },
    params: { advertiser_id: id },
  });
const getBrand = (net: TestNetwork, id: string) =>
  call(itemRoute, `/user/advertiser/${id}`, { auth: net.auth, params: { advertiser_id: id } });

/** Fetches a returned advertiser_icon the way a browser would, through the image route. */
async function fetchIcon(
  url: string,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  expect(url).toMatch(/^http:\/\/localhost:3000\/assets\/images\/\d+-[0-9a-f]{16}\.(png|jpg)$/);
  const res = await serveImage(url.split('/').pop()!);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('brand icons (advertiser_icon, advertiser_icon_upload)', () => {
  it('stores an uploaded PNG and serves the same bytes at the returned URL', async () => {
    const net = await makeNetwork();
    const created = await brandOf(net);
    const id = created.json.advertiser.advertiser_id;
    const image = png(16, 16);
    const res = await updateBrand(net, id, { advertiser_icon_upload: dataUrl('image/png', image) });
    expect(res.status).toBe(200);
    const url = res.json.advertiser.advertiser_icon;
    const served = await fetchIcon(url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.bytes.equals(image)).toBe(true);
    expect((await getBrand(net, id)).json.advertiser.advertiser_icon).toBe(url);
  });

  it('accepts the icon at creation, keeps it when the served URL is sent back, and removes it on null', async () => {
    const net = await makeNetwork();
    const image = png(8, 4);
    const created = await brandOf(net, { advertiser_icon_upload: dataUrl('image/png', image) });
    expect(created.status).toBe(201);
    const { advertiser_id: id, advertiser_icon: url } = created.json.advertiser;
    expect((await fetchIcon(url)).bytes.equals(image)).toBe(true);
    // A read-modify-write client sends our own URL back: nothing is downloaded, the icon stays.
    const roundTrip = await updateBrand(net, id, { advertiser_icon: url, display_name: 'Renamed' });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.json.advertiser).toMatchObject({
      advertiser_icon: url,
      display_name: 'Renamed',
    });
    const removed = await updateBrand(net, id, { advertiser_icon: null });
    expect(removed.status).toBe(200);
    expect(removed.json.advertiser.advertiser_icon).toBeNull();
    expect((await getBrand(net, id)).json.advertiser.advertiser_icon).toBeNull();
  });

  it('refuses a GIF, HTML posing as a JPEG and oversize images with 400, and leaves the brand unchanged', async () => {
    const net = await makeNetwork();
    const created = await brandOf(net, { advertiser_icon_upload: dataUrl('image/png', png(2, 2)) });
    const before = created.json.advertiser;
    const huge = Buffer.concat([png(1, 1), Buffer.alloc(2 * 1024 * 1024)]);
    const cases: [string, string, RegExp][] = [
      [dataUrl('image/gif', GIF_1X1), 'invalid_property_format', /GIF.*only PNG and JPEG/],
      [
        dataUrl('image/jpeg', Buffer.from('<html><body><script>alert(1)</script></body></html>')),
        'invalid_property_format',
        /PNG or JPEG/,
      ],
      [dataUrl('image/png', png(5000, 5000)), 'invalid_upper_bound', /at most 4096 pixels wide/],
      [dataUrl('image/png', huge), 'invalid_upper_bound', /at most 2097152 bytes/],
    ];
    for (const [upload, code, message] of cases) {
      const res = await updateBrand(net, before.advertiser_id, {
        advertiser_icon_upload: upload,
        display_name: 'Changed',
      });
      expect(res.status, upload.slice(0, 40)).toBe(400);
      expect(res.json.error.errors).toEqual([
        { property: 'advertiser_icon_upload', code, message: expect.stringMatching(message) },
      ]);
    }
    expect((await getBrand(net, before.advertiser_id)).json.advertiser).toEqual(before);
  });

  it('names the kind of each refusal (file_invalid_type, image_too_wide, file_too_large)', async () => {
    const net = await makeNetwork();
    const db = await getDb();
    const principal = (await principalForUser(db, net.userId, 'basic'))!;
    const input = (upload: string) => ({
      ...address,
      account_name: `k-${randomUUID().slice(0, 8)}`,
      company_name: 'K',
      advertiser_icon_upload: upload,
    });
    const kindOf = (upload: string) =>
      createBrand(db, principal, brandInputOf(input(upload))).then(
        () => 'accepted',
        (error: { fields?: { kind: string }[] }) => error.fields?.[0]?.kind,
      );
    expect(await kindOf(dataUrl('image/gif', GIF_1X1))).toBe('file_invalid_type');
    expect(await kindOf(dataUrl('image/jpeg', Buffer.from('<html></html>')))).toBe(
      'file_invalid_type',
    );
    expect(await kindOf(dataUrl('image/png', png(5000, 5000)))).toBe('image_too_wide');
    expect(await kindOf(dataUrl('image/png', Buffer.alloc(2 * 1024 * 1024 + 1)))).toBe(
      'file_too_large',
    );
  });

  describe('by URL', () => {
    const servers: http.Server[] = [];

    afterEach(async () => {
      resetConfigForTests('SAFE_FETCH_ALLOW_ADDRESSES');
      await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
    });

    /** An image server on a loopback address; counts the requests it gets. */
    async function serve(
      host: string,
      image: Buffer,
    ): Promise<{ port: number; hits: () => number }> {
      let hits = 0;
      const server = http.createServer((_req, res) => {
        hits += 1;
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length });
        res.end(image);
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, host, resolve));
      return { port: (server.address() as AddressInfo).port, hits: () => hits };
    }

    it('downloads advertiser_icon from an allowed address and hosts it itself', async () => {
      const image = png(32, 32);
      const origin = await serve('127.0.0.2', image);
      overrideConfigForTests({ SAFE_FETCH_ALLOW_ADDRESSES: '127.0.0.2' });
      const net = await makeNetwork();
      const created = await brandOf(net);
      const submitted = `http://127.0.0.2:${origin.port}/logo.png`;
      const res = await updateBrand(net, created.json.advertiser.advertiser_id, {
        advertiser_icon: submitted,
      });
      expect(res.status).toBe(200);
      expect(origin.hits()).toBe(1);
      const url = res.json.advertiser.advertiser_icon;
      expect(url).not.toBe(submitted);
      const served = await fetchIcon(url);
      expect(served.type).toBe('image/png');
      expect(served.bytes.equals(image)).toBe(true);
    });

    it('refuses a loopback URL that is not allowed, without connecting to it', async () => {
      const origin = await serve('127.0.0.1', png(4, 4));
      overrideConfigForTests({ SAFE_FETCH_ALLOW_ADDRESSES: undefined });
      const net = await makeNetwork();
      const created = await brandOf(net);
      for (const send of [
        () =>
          updateBrand(net, created.json.advertiser.advertiser_id, {
            advertiser_icon: `http://127.0.0.1:${origin.port}/x.png`,
          }),
        () => brandOf(net, { advertiser_icon: `http://127.0.0.1:${origin.port}/x.png` }),
      ]) {
        const res = await send();
        expect(res.status).toBe(400);
        expect(res.json.error.errors).toEqual([
          {
            property: 'advertiser_icon',
            code: 'invalid_property_format',
            message: expect.stringContaining('private, loopback'),
          },
        ]);
      }
      expect(origin.hits()).toBe(0);
    });
  });
});
