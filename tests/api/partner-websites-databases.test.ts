import { describe, expect, it } from 'vitest';
import * as websitesRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import * as websiteRoute from '@/app/(api)/user/publisher/[publisher_id]/website/[website_id]/route';
import * as databasesRoute from '@/app/(api)/user/publisher/[publisher_id]/database/route';
import * as databaseRoute from '@/app/(api)/user/publisher/[publisher_id]/database/[database_id]/route';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser, makePartner, makePartnerUser } from '../support/partners';

const sites = (id: string, auth: string, method = 'GET', body?: unknown) =>
  call(websitesRoute, `/user/publisher/${id}/website`, {
    method,
    auth,
    body,
    params: { publisher_id: id },
  });
const site = (id: string, websiteId: string, auth: string) =>
  call(websiteRoute, `/user/publisher/${id}/website/${websiteId}`, {
    auth,
    params: { publisher_id: id, website_id: websiteId },
  });
const dbs = (id: string, auth: string, method = 'GET', body?: unknown) =>
  call(databasesRoute, `/user/publisher/${id}/database`, {
    method,
    auth,
    body,
    params: { publisher_id: id },
  });
const oneDb = (id: string, databaseId: string, auth: string) =>
  call(databaseRoute, `/user/publisher/${id}/database/${databaseId}`, {
    auth,
    params: { publisher_id: id, database_id: databaseId },
  });

describe('Partner websites', () => {
  it("creates, lists, reads and updates a partner's websites; the first becomes primary", async () => {
    const net = await makeNetwork();
    const own = await makePartnerUser(net);
    const created = await sites(own.partnerId, own.auth, 'POST', {
      websites: [
        {
          website_url: 'https://blog.example',
          website_name: 'Blog',
          website_type: 1,
          website_country: 'GB',
        },
        { website_url: 'https://deals.example' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.json.count).toBe(2);
    const [first, second] = created.json.websites.map(
      (w: { website: Record<string, unknown> }) => w.website,
    );
    expect(first).toMatchObject({
      publisher_id: own.partnerId,
      website_url: 'https://blog.example',
      primary: 'y',
      active: 'y',
      website_type: 1,
      website_type_name: 'Blog',
      website_name: 'Blog',
      website_country: 'GB',
      website_vertical: 10,
      website_vertical_name: 'Other',
    });
    expect(second).toMatchObject({ primary: 'n', website_name: null });
    expect(first.website_id).toMatch(/^\d+$/);

    const listed = await sites(own.partnerId, own.auth);
    expect(
      listed.json.websites.map((w: { website: { website_id: string } }) => w.website.website_id),
    ).toEqual([first.website_id, second.website_id]);
    expect((await site(own.partnerId, second.website_id, net.auth)).json.website.website_url).toBe(
      'https://deals.example',
    );

    const updated = await sites(own.partnerId, own.auth, 'PUT', {
      websites: [{ website: { website_id: second.website_id, primary: 'y', active: 'n' } }],
    });
    expect(updated.status).toBe(200);
    expect(updated.json.websites[0].website).toMatchObject({
      website_id: second.website_id,
      primary: 'y',
      active: 'n',
    });
    expect((await site(own.partnerId, first.website_id, own.auth)).json.website.primary).toBe('n');
  });

  it('accepts one flat website as the body', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const res = await sites(p.publisher_id, net.auth, 'POST', {
      website_url: 'https://flat.example',
    });
    expect(res.status).toBe(201);
    expect(res.json.websites[0].website.website_url).toBe('https://flat.example');
  });

  it('validates website_url, enums, a single primary, and ownership of website_id; nothing half-written', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const other = await makePartner(net);
    const otherSite = (
      await sites(other.publisher_id, net.auth, 'POST', { website_url: 'https://other.example' })
    ).json.websites[0].website;

    const missing = await sites(p.publisher_id, net.auth, 'POST', {
      websites: [{ website_url: 'https://ok.example' }, { website_name: 'x' }],
    });
    expect(missing.json.error.errors[0]).toMatchObject({
      property: 'websites[1].website_url',
      code: 'required_property',
    });
    const badUrl = await sites(p.publisher_id, net.auth, 'POST', {
      websites: [{ website_url: 'not a url' }],
    });
    expect(badUrl.json.error.errors[0]).toMatchObject({
      property: 'websites[0].website_url',
      code: 'invalid_property_format',
    });
    const badType = await sites(p.publisher_id, net.auth, 'POST', {
      websites: [{ website_url: 'https://a.example', website_type: 99, website_country: 'XX' }],
    });
    expect(badType.json.error.errors.map((e: { property: string }) => e.property).sort()).toEqual([
      'websites[0].website_country',
      'websites[0].website_type',
    ]);
    const twoPrimaries = await sites(p.publisher_id, net.auth, 'POST', {
      websites: [
        { website_url: 'https://a.example', primary: 'y' },
        { website_url: 'https://b.example', primary: 'y' },
      ],
    });
    expect(twoPrimaries.json.error.errors[0]).toMatchObject({ property: 'websites[1].primary' });
    expect((await sites(p.publisher_id, net.auth)).json.websites).toEqual([]);

    const mine = (
      await sites(p.publisher_id, net.auth, 'POST', { website_url: 'https://mine.example' })
    ).json.websites[0].website;
    const foreign = await sites(p.publisher_id, net.auth, 'PUT', {
      websites: [
        { website_id: mine.website_id, website_name: 'Changed' },
        { website_id: otherSite.website_id, website_name: 'Stolen' },
      ],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.errors[0]).toMatchObject({
      property: 'websites[1].website_id',
      code: 'invalid_value',
    });
    expect(
      (await site(p.publisher_id, mine.website_id, net.auth)).json.website.website_name,
    ).toBeNull();
    expect(
      (await site(other.publisher_id, otherSite.website_id, net.auth)).json.website.website_name,
    ).toBeNull();
    expect((await site(p.publisher_id, otherSite.website_id, net.auth)).status).toBe(404);
    const noId = await sites(p.publisher_id, net.auth, 'PUT', {
      websites: [{ website_name: 'x' }],
    });
    expect(noId.json.error.errors[0]).toMatchObject({
      property: 'websites[0].website_id',
      code: 'required_property',
    });
  });

  it('follows the access matrix: own partner and staff yes; another partner and brand users 403; another network 404', async () => {
    const net = await makeNetwork();
    const own = await makePartnerUser(net);
    const neighbour = await makePartnerUser(net);
    const brandUser = await makeBrandUser(net);
    const other = await makeNetwork();
    expect((await sites(own.partnerId, net.auth)).status).toBe(200);
    expect((await sites(own.partnerId, neighbour.auth)).status).toBe(403);
    expect(
      (await sites(own.partnerId, neighbour.auth, 'POST', { website_url: 'https://x.example' }))
        .status,
    ).toBe(403);
    expect((await sites(own.partnerId, brandUser.auth)).status).toBe(403);
    expect((await sites(own.partnerId, other.auth)).status).toBe(404);
  });
});

describe('Partner databases', () => {
  it('creates, lists, reads and updates databases', async () => {
    const net = await makeNetwork();
    const own = await makePartnerUser(net);
    const created = await dbs(own.partnerId, own.auth, 'POST', {
      databases: [
        {
          database_name: 'Newsletter',
          creation_method: 'opt-in',
          size: 12000,
          male: 40,
          female: 55,
          min_age: 18,
          max_age: 65,
        },
      ],
    });
    expect(created.status).toBe(201);
    const d = created.json.databases[0].database;
    expect(d).toMatchObject({
      publisher_id: own.partnerId,
      database_name: 'Newsletter',
      creation_method: 'opt-in',
      size: 12000,
      male: 40,
      female: 55,
      min_age: 18,
      max_age: 65,
      active: 'y',
    });
    expect((await oneDb(own.partnerId, d.database_id, own.auth)).json.database.size).toBe(12000);
    expect((await dbs(own.partnerId, net.auth)).json.databases).toHaveLength(1);

    const updated = await dbs(own.partnerId, own.auth, 'PUT', {
      databases: [{ database_id: d.database_id, size: '15000', female: 60 }],
    });
    expect(updated.status).toBe(200);
    expect(updated.json.databases[0].database).toMatchObject({ size: 15000, female: 60, male: 40 });
  });

  it('enforces required fields, no negatives, male + female <= 100 and min_age <= max_age, also against stored values', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const missing = await dbs(p.publisher_id, net.auth, 'POST', {
      databases: [{ database_name: 'x' }],
    });
    expect(missing.json.error.errors.map((e: { property: string }) => e.property).sort()).toEqual([
      'databases[0].creation_method',
      'databases[0].size',
    ]);
    const negative = await dbs(p.publisher_id, net.auth, 'POST', {
      database_name: 'x',
      creation_method: 'y',
      size: -1,
    });
    expect(negative.json.error.errors[0]).toMatchObject({
      property: 'databases[0].size',
      code: 'invalid_lower_bound',
    });
    const split = await dbs(p.publisher_id, net.auth, 'POST', {
      database_name: 'x',
      creation_method: 'y',
      size: 1,
      male: 70,
      female: 40,
    });
    expect(split.json.error.errors[0]).toMatchObject({
      property: 'databases[0].male',
      code: 'invalid_value',
    });
    const ages = await dbs(p.publisher_id, net.auth, 'POST', {
      database_name: 'x',
      creation_method: 'y',
      size: 1,
      min_age: 40,
      max_age: 30,
    });
    expect(ages.json.error.errors[0]).toMatchObject({
      property: 'databases[0].max_age',
      code: 'invalid_value',
    });
    expect((await dbs(p.publisher_id, net.auth)).json.databases).toEqual([]);

    const d = (
      await dbs(p.publisher_id, net.auth, 'POST', {
        database_name: 'x',
        creation_method: 'y',
        size: 1,
        male: 50,
        female: 50,
        min_age: 20,
        max_age: 30,
      })
    ).json.databases[0].database;
    const tooMany = await dbs(p.publisher_id, net.auth, 'PUT', {
      databases: [{ database_id: d.database_id, male: 51 }],
    });
    expect(tooMany.status).toBe(400);
    const tooOld = await dbs(p.publisher_id, net.auth, 'PUT', {
      databases: [{ database_id: d.database_id, min_age: 31 }],
    });
    expect(tooOld.json.error.errors[0].property).toBe('databases[0].max_age');
    expect((await oneDb(p.publisher_id, d.database_id, net.auth)).json.database).toMatchObject({
      male: 50,
      min_age: 20,
    });
  });

  it("refuses a database_id of another partner and another network's partner", async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const other = await makePartner(net);
    const theirs = (
      await dbs(other.publisher_id, net.auth, 'POST', {
        database_name: 'x',
        creation_method: 'y',
        size: 1,
      })
    ).json.databases[0].database;
    const res = await dbs(p.publisher_id, net.auth, 'PUT', {
      databases: [{ database_id: theirs.database_id, size: 2 }],
    });
    expect(res.json.error.errors[0]).toMatchObject({
      property: 'databases[0].database_id',
      code: 'invalid_value',
    });
    expect((await oneDb(p.publisher_id, theirs.database_id, net.auth)).status).toBe(404);
    const foreignNet = await makeNetwork();
    expect((await dbs(p.publisher_id, foreignNet.auth)).status).toBe(404);
    const partnerUser = await makePartnerUser(net);
    expect((await dbs(p.publisher_id, partnerUser.auth)).status).toBe(403);
  });
});
