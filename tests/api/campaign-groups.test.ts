import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import * as groupsRoute from '@/app/(api)/v3/brand/campaign-groups/route';
import * as groupRoute from '@/app/(api)/v3/brand/campaign-groups/[campaign_group_id]/route';
import * as groupCampaignsRoute from '@/app/(api)/v3/brand/campaign-groups/[campaign_group_id]/campaigns/route';
import { getDb } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import { approvedPartner, makeBrand, makeCampaign } from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';

const createGroup = (auth: string, body: unknown) =>
  call(groupsRoute, '/v3/brand/campaign-groups', { method: 'POST', auth, body });
const listGroups = (auth: string, query = '') =>
  call(groupsRoute, `/v3/brand/campaign-groups${query}`, { auth });
const groupCall = (auth: string, id: string, method = 'GET', body?: unknown) =>
  call(groupRoute, `/v3/brand/campaign-groups/${id}`, {
    method,
    auth,
    body,
    params: { campaign_group_id: id },
  });
const groupCampaigns = (auth: string, id: string, method = 'GET', body?: unknown) =>
  call(groupCampaignsRoute, `/v3/brand/campaign-groups/${id}/campaigns`, {
    method,
    auth,
    body,
    params: { campaign_group_id: id },
  });

async function brandWithCampaigns(net: TestNetwork) {
  const brand = await makeBrand(net);
  const first = await makeCampaign(net, brand.advertiser_id);
  const second = await makeCampaign(net, brand.advertiser_id);
  const third = await makeCampaign(net, brand.advertiser_id);
  const user = await makeBrandUser(net, [Number(brand.advertiser_id)]);
  return { brand, first, second, third, user };
}

describe('GET /v3/brand/campaign-groups/{campaign_group_id}/campaigns', () => {
  it("lists a group's campaigns in the reference's shape, for staff and the brand's users", async () => {
    const net = await makeNetwork();
    const b = await brandWithCampaigns(net);
    const created = await createGroup(net.auth, {
      brand_id: b.brand.advertiser_id,
      name: 'Summer',
      campaign_ids: [b.third.campaign_id, b.first.campaign_id],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.data).toMatchObject({
      brand_id: b.brand.advertiser_id,
      name: 'Summer',
      campaign_ids: [b.first.campaign_id, b.third.campaign_id],
      campaign_count: 2,
    });
    const id = created.json.data.campaign_group_id as string;

    for (const auth of [net.auth, b.user.auth]) {
      const res = await groupCampaigns(auth, id);
      expect(res.status, res.text).toBe(200);
      expect(referenceErrors('campaign-group-campaigns', res.json)).toEqual([]);
      expect(res.json.data).toEqual([
        { campaign_id: b.first.campaign_id, title: b.first.title, campaign_name: b.first.title },
        { campaign_id: b.third.campaign_id, title: b.third.title, campaign_name: b.third.title },
      ]);
    }
  });

  it('scopes groups by brand grants: another brand user reads 404 and may not write (403), partners 403', async () => {
    const net = await makeNetwork();
    const b = await brandWithCampaigns(net);
    const other = await brandWithCampaigns(net);
    const partner = await approvedPartner(net);
    const group = await createGroup(b.user.auth, {
      brand_id: b.brand.advertiser_id,
      name: 'Mine',
      campaign_ids: [b.first.campaign_id],
    });
    expect(group.status, group.text).toBe(201);
    const id = group.json.data.campaign_group_id as string;

    expect((await groupCampaigns(other.user.auth, id)).status).toBe(404);
    expect((await groupCall(other.user.auth, id)).status).toBe(404);
    expect((await groupCampaigns(other.user.auth, id, 'PUT', { campaign_ids: [] })).status).toBe(
      403,
    );
    expect((await groupCall(other.user.auth, id, 'PATCH', { name: 'Theirs' })).status).toBe(403);
    expect((await groupCall(other.user.auth, id, 'DELETE')).status).toBe(403);
    expect(
      (await createGroup(other.user.auth, { brand_id: b.brand.advertiser_id, name: 'X' })).status,
    ).toBe(403);
    expect((await groupCampaigns(partner.auth, id)).status).toBe(403);
    expect((await listGroups(partner.auth)).status).toBe(403);
    expect(
      (await createGroup(partner.auth, { brand_id: b.brand.advertiser_id, name: 'P' })).status,
    ).toBe(403);

    // Lists: each brand user its own brands' groups, staff all of them.
    await createGroup(other.user.auth, { brand_id: other.brand.advertiser_id, name: 'Theirs' });
    const names = async (auth: string, query = '') =>
      (await listGroups(auth, query)).json.data.map((g: { name: string }) => g.name);
    expect(await names(b.user.auth)).toEqual(['Mine']);
    expect(await names(other.user.auth)).toEqual(['Theirs']);
    expect(await names(net.auth)).toEqual(['Mine', 'Theirs']);
    expect(await names(net.auth, `?brand_id=${other.brand.advertiser_id}`)).toEqual(['Theirs']);
    expect(await names(b.user.auth, `?brand_id=${other.brand.advertiser_id}`)).toEqual([]);
  });

  it("keeps networks apart: another network's group is 404 for its staff", async () => {
    const net = await makeNetwork();
    const b = await brandWithCampaigns(net);
    const group = await createGroup(net.auth, { brand_id: b.brand.advertiser_id, name: 'Ours' });
    const id = group.json.data.campaign_group_id as string;
    const other = await makeNetwork();
    const theirs = await brandWithCampaigns(other);
    expect((await groupCampaigns(other.auth, id)).status).toBe(404);
    expect((await groupCall(other.auth, id)).status).toBe(404);
    expect((await groupCampaigns(other.auth, id, 'PUT', { campaign_ids: [] })).status).toBe(404);
    expect((await groupCall(other.auth, id, 'DELETE')).status).toBe(404);
    expect((await listGroups(other.auth)).json.data).toEqual([]);
    const foreignBrand = await createGroup(other.auth, {
      brand_id: b.brand.advertiser_id,
      name: 'X',
    });
    expect(foreignBrand.status).toBe(400);
    expect(foreignBrand.json.error.errors[0].property).toBe('[brand_id]');
    const foreignCampaign = await createGroup(other.auth, {
      brand_id: theirs.brand.advertiser_id,
      name: 'X',
      campaign_ids: [b.first.campaign_id],
    });
    expect(foreignCampaign.status).toBe(400);
    expect(foreignCampaign.json.error.errors[0].property).toBe('[campaign_ids][0]');
    expect((await groupCampaigns(net.auth, id)).json.data).toEqual([]);
  });
});

describe('campaign group writes (ours)', () => {
  it('sets the campaigns, renames and deletes a group, each audited', async () => {
    const net = await makeNetwork();
    const b = await brandWithCampaigns(net);
    const created = await createGroup(b.user.auth, { brand_id: b.brand.advertiser_id, name: 'A' });
    const id = created.json.data.campaign_group_id as string;
    expect(created.json.data.campaign_ids).toEqual([]);

    const set = await groupCampaigns(b.user.auth, id, 'PUT', {
      campaign_ids: [b.second.campaign_id, b.first.campaign_id],
    });
    expect(set.status, set.text).toBe(200);
    expect(set.json.data.map((c: { campaign_id: string }) => c.campaign_id)).toEqual([
      b.first.campaign_id,
      b.second.campaign_id,
    ]);
    const renamed = await groupCall(b.user.auth, id, 'PATCH', { name: '  Autumn ' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ name: 'Autumn', campaign_count: 2 });
    const one = await groupCall(net.auth, id);
    expect(one.json.data).toMatchObject({
      campaign_group_id: id,
      name: 'Autumn',
      campaign_ids: [b.first.campaign_id, b.second.campaign_id],
    });
    expect((await groupCampaigns(b.user.auth, id, 'PUT', { campaign_ids: [] })).json.data).toEqual(
      [],
    );

    const removed = await groupCall(b.user.auth, id, 'DELETE');
    expect(removed.status).toBe(204);
    expect((await groupCampaigns(b.user.auth, id)).status).toBe(404);

    const db = await getDb();
    const audit = await db
      .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'campaign_group'), eq(auditEvents.entityId, id)))
      .orderBy(asc(auditEvents.id));
    expect(audit.map((a) => a.action)).toEqual([
      'created',
      'updated',
      'updated',
      'updated',
      'deleted',
    ]);
    expect(audit[1]).toMatchObject({
      before: { campaign_ids: [] },
      after: { campaign_ids: [b.first.campaign_id, b.second.campaign_id] },
    });
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const net = await makeNetwork();
    const b = await brandWithCampaigns(net);
    const other = await brandWithCampaigns(net);
    const group = await createGroup(net.auth, {
      brand_id: b.brand.advertiser_id,
      name: 'Kept',
      campaign_ids: [b.first.campaign_id],
    });
    const id = group.json.data.campaign_group_id as string;
    const creates: [unknown, string][] = [
      [{ name: 'No brand' }, '[brand_id]'],
      [{ brand_id: b.brand.advertiser_id, name: '   ' }, '[name]'],
      [{ brand_id: b.brand.advertiser_id, name: 'x'.repeat(101) }, '[name]'],
      [{ brand_id: 'abc', name: 'X' }, '[brand_id]'],
      [{ brand_id: '999999999', name: 'X' }, '[brand_id]'],
      [
        { brand_id: b.brand.advertiser_id, name: 'X', campaign_ids: [other.first.campaign_id] },
        '[campaign_ids][0]',
      ],
      [
        {
          brand_id: b.brand.advertiser_id,
          name: 'X',
          campaign_ids: [b.first.campaign_id, b.first.campaign_id],
        },
        '[campaign_ids][1]',
      ],
      [{ brand_id: b.brand.advertiser_id, name: 'X', colour: 'red' }, ''],
    ];
    for (const [body, property] of creates) {
      const res = await createGroup(net.auth, body);
      expect(res.status, `${JSON.stringify(body)} -> ${res.text}`).toBe(400);
      if (property) expect(res.json.error.errors[0].property).toBe(property);
    }
    const put = await groupCampaigns(net.auth, id, 'PUT', {
      campaign_ids: [b.second.campaign_id, other.second.campaign_id],
    });
    expect(put.status).toBe(400);
    expect(put.json.error.errors[0].property).toBe('[campaign_ids][1]');
    expect((await groupCampaigns(net.auth, id, 'PUT', {})).status).toBe(400);
    expect((await groupCall(net.auth, id, 'PATCH', { name: '' })).status).toBe(400);
    expect((await groupCampaigns(net.auth, 'abc')).status).toBe(404);
    expect((await groupCampaigns(net.auth, '999999999')).status).toBe(404);
    expect((await listGroups(net.auth, '?brand_id=abc')).status).toBe(400);

    expect((await listGroups(net.auth)).json.data).toEqual([
      expect.objectContaining({ name: 'Kept', campaign_ids: [b.first.campaign_id] }),
    ]);
  });
});
