import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as groupsRoute from '@/app/(api)/commission_group/route';
import * as campaignGroupRoute from '@/app/(api)/campaign/[campaign_id]/commission_group/[commission_group_id]/route';
import * as campaignGroupsRoute from '@/app/(api)/campaign/[campaign_id]/commission_group/route';
import * as networkGroupsRoute from '@/app/(api)/v3/network/[networkId]/commission-groups/route';
import * as partnerGroupsRoute from '@/app/(api)/user/publisher/[publisher_id]/commission_group/route';
import { getDb } from '@/lib/db/client';
import { partnerGroups, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { groupsOfPartners, partnerInGroups } from '@/lib/services/partner-groups';
import { call, makeNetwork } from '../support/harness';
import { brandWithCampaign } from '../support/campaigns';
import { makeBrandUser, makePartnerUser } from '../support/partners';

/**
 * The reads of partner (commission) groups: a campaign's (v1, json and xml), one group, the
 * network's (v3, with its filters) and a partner's (v1); roles and tenant isolation.
 */

type Json = Record<string, unknown>;

async function createGroups(auth: string, items: Json[]) {
  const res = await call(groupsRoute, '/commission_group', {
    method: 'POST',
    auth,
    body: { commission_groups: items },
  });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return res.json.commission_groups.map((g: { commission_group: Json }) => g.commission_group) as {
    commission_group_id: string;
  }[];
}

const campaignGroups = (auth: string, campaignId: string, format?: string) =>
  call(campaignGroupsRoute, `/campaign/${campaignId}/commission_group`, {
    auth,
    params: { campaign_id: campaignId },
    headers: format ? { 'x-api-format': format } : {},
  });
const oneGroup = (auth: string, campaignId: string, groupId: string) =>
  call(campaignGroupRoute, `/campaign/${campaignId}/commission_group/${groupId}`, {
    auth,
    params: { campaign_id: campaignId, commission_group_id: groupId },
  });
const networkGroups = (auth: string, networkId: number | string, query = '') =>
  call(networkGroupsRoute, `/v3/network/${networkId}/commission-groups${query}`, {
    auth,
    params: { networkId: String(networkId) },
  });
const groupsOfPartner = (auth: string, partnerId: string, format?: string) =>
  call(partnerGroupsRoute, `/user/publisher/${partnerId}/commission_group`, {
    auth,
    params: { publisher_id: partnerId },
    headers: format ? { 'x-api-format': format } : {},
  });

/** Two brands with a campaign each (a brand user granted the first), partners, and groups. */
async function world() {
  const net = await makeNetwork();
  const first = await brandWithCampaign(net);
  const second = await brandWithCampaign(net);
  const partner = await makePartnerUser(net);
  const otherPartner = await makePartnerUser(net);
  const [ongoing, inactive, ended] = await createGroups(net.auth, [
    {
      campaign_id: first.campaign.campaign_id,
      name: 'Ongoing',
      end_date_time: '2099-01-01 00:00:00',
      publishers: [partner.partnerId, otherPartner.partnerId],
    },
    { campaign_id: first.campaign.campaign_id, name: 'Inactive', active: 'n' },
    {
      campaign_id: second.campaign.campaign_id,
      name: 'Ended',
      start_date_time: '2001-01-01 00:00:00',
      end_date_time: '2002-01-01 00:00:00',
      publishers: [partner.partnerId],
    },
  ]);
  return {
    net,
    first,
    second,
    partner,
    otherPartner,
    ongoing: ongoing!,
    inactive: inactive!,
    ended: ended!,
  };
}

const namesOf = (res: { json: { data: { name: string }[] } }) => res.json.data.map((g) => g.name);
const v1Names = (res: { json: { commission_groups: { commission_group: { name: string } }[] } }) =>
  res.json.commission_groups.map((g) => g.commission_group.name);

describe('GET /campaign/{campaign_id}/commission_group[/{commission_group_id}]', () => {
  it('lists a campaign’s groups with members to staff and granted brand users, in json and xml', async () => {
    const { net, first, partner, otherPartner, ongoing } = await world();
    const staff = await campaignGroups(net.auth, first.campaign.campaign_id);
    expect(staff.status).toBe(200);
    expect(staff.json.count).toBe(2);
    expect(v1Names(staff)).toEqual(['Ongoing', 'Inactive']);
    expect(staff.json.commission_groups[0].commission_group).toMatchObject({
      commission_group_id: ongoing.commission_group_id,
      campaign_id: first.campaign.campaign_id,
      active: 'y',
      publishers: [partner.partnerId, otherPartner.partnerId].sort((a, b) => Number(a) - Number(b)),
    });
    const brand = await campaignGroups(first.brandUser.auth, first.campaign.campaign_id);
    expect(brand.json).toEqual({ ...staff.json, execution_time: brand.json.execution_time });

    const xml = await campaignGroups(net.auth, first.campaign.campaign_id, 'xml');
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(xml.text).toContain('<commission_groups>');
    expect(xml.text).toContain('<name>Ongoing</name>');
    expect(xml.text).toContain(`<item>${partner.partnerId}</item>`);

    const one = await oneGroup(net.auth, first.campaign.campaign_id, ongoing.commission_group_id);
    expect(one.status).toBe(200);
    expect(one.json.commission_group).toEqual(staff.json.commission_groups[0].commission_group);
  });

  it('refuses partner users and ungranted brand users; another campaign’s or network’s group is not found', async () => {
    const { net, first, second, partner, ongoing, ended } = await world();
    const other = await makeNetwork();
    const { campaign: foreignCampaign } = await brandWithCampaign(other);
    expect((await campaignGroups(partner.auth, first.campaign.campaign_id)).status).toBe(403);
    expect((await campaignGroups(second.brandUser.auth, first.campaign.campaign_id)).status).toBe(
      403,
    );
    const ungranted = await makeBrandUser(net, []);
    expect(
      (await oneGroup(ungranted.auth, first.campaign.campaign_id, ongoing.commission_group_id))
        .status,
    ).toBe(403);
    expect(
      (await oneGroup(net.auth, first.campaign.campaign_id, ended.commission_group_id)).status,
    ).toBe(404);
    expect((await oneGroup(net.auth, first.campaign.campaign_id, '999999999')).status).toBe(404);
    expect((await oneGroup(net.auth, first.campaign.campaign_id, 'abc')).status).toBe(404);
    expect((await campaignGroups(other.auth, first.campaign.campaign_id)).status).toBe(404);
    expect(
      (await oneGroup(other.auth, first.campaign.campaign_id, ongoing.commission_group_id)).status,
    ).toBe(404);
    expect((await campaignGroups(net.auth, foreignCampaign.campaign_id)).status).toBe(404);
  });
});

describe('GET /v3/network/{networkId}/commission-groups', () => {
  it('lists ongoing groups by default, with active=false|all and has_participation', async () => {
    const { net, first, second } = await world();
    const res = await networkGroups(net.auth, net.networkId);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      {
        id: expect.any(String),
        name: 'Ongoing',
        description: '',
        active: true,
        start_date: null,
        end_date: '2099-01-01T00:00:00+00:00',
        partner_count: 2,
        campaign: { id: first.campaign.campaign_id, name: first.campaign.title },
      },
    ]);
    expect(namesOf(await networkGroups(net.auth, net.networkId, '?active=false'))).toEqual([
      'Inactive',
      'Ended',
    ]);
    const all = await networkGroups(net.auth, net.networkId, '?active=all');
    expect(namesOf(all)).toEqual(['Ongoing', 'Inactive', 'Ended']);
    expect(all.json.data[2]).toMatchObject({
      start_date: '2001-01-01T00:00:00+00:00',
      campaign: { id: second.campaign.campaign_id },
    });
    expect(
      namesOf(await networkGroups(net.auth, net.networkId, '?active=all&has_participation=true')),
    ).toEqual(['Ongoing', 'Ended']);
    expect(
      namesOf(await networkGroups(net.auth, net.networkId, '?active=0&has_participation=false')),
    ).toEqual(['Inactive']);
    expect((await networkGroups(net.auth, net.networkId, '?active=maybe')).status).toBe(400);
    expect(
      (await networkGroups(net.auth, net.networkId, `?network_id=${net.networkId}`)).status,
    ).toBe(200);
    expect((await networkGroups(net.auth, net.networkId, '?network_id=999999')).status).toBe(404);
  });

  it('shows a brand user its granted brands’ groups only; refuses partner users; another network is not found', async () => {
    const { net, first, partner } = await world();
    expect(
      namesOf(await networkGroups(first.brandUser.auth, net.networkId, '?active=all')),
    ).toEqual(['Ongoing', 'Inactive']);
    const none = await makeBrandUser(net, []);
    expect((await networkGroups(none.auth, net.networkId, '?active=all')).json.data).toEqual([]);
    expect((await networkGroups(partner.auth, net.networkId)).status).toBe(403);
    const other = await makeNetwork();
    expect((await networkGroups(other.auth, net.networkId)).status).toBe(404);
    expect((await networkGroups(net.auth, other.networkId)).status).toBe(404);
  });

  it('counts a group that has not started yet as ongoing (it has not ended)', async () => {
    const { net, ongoing } = await world();
    const db = await getDb();
    await db
      .update(partnerGroups)
      .set({ startAt: new Date(Date.now() + 86_400_000) })
      .where(eq(partnerGroups.id, Number(ongoing.commission_group_id)));
    expect(namesOf(await networkGroups(net.auth, net.networkId))).toEqual(['Ongoing']);
  });
});

describe('GET /user/publisher/{publisher_id}/commission_group', () => {
  it('lists a partner’s groups without members to staff, the partner and (granted brands only) brand users', async () => {
    const { net, first, partner } = await world();
    const staff = await groupsOfPartner(net.auth, partner.partnerId);
    expect(staff.status).toBe(200);
    expect(staff.json.count).toBe(2);
    expect(v1Names(staff)).toEqual(['Ongoing', 'Ended']);
    expect(staff.json.commission_groups[1].commission_group).toEqual({
      commission_group_id: expect.any(String),
      campaign_id: expect.any(String),
      name: 'Ended',
      description: '',
      active: 'y',
      start_date_time: '2001-01-01 00:00:00',
      end_date_time: '2002-01-01 00:00:00',
      last_modified: expect.any(String),
    });
    const own = await groupsOfPartner(partner.auth, partner.partnerId);
    expect(v1Names(own)).toEqual(['Ongoing', 'Ended']);
    expect(v1Names(await groupsOfPartner(first.brandUser.auth, partner.partnerId))).toEqual([
      'Ongoing',
    ]);
    const xml = await groupsOfPartner(partner.auth, partner.partnerId, 'xml');
    expect(xml.status).toBe(200);
    expect(xml.text).toContain('<name>Ended</name>');
    expect(xml.text).not.toContain('<publishers>');
  });

  it('refuses another partner’s user; unknown and foreign partners are not found', async () => {
    const { net, partner, otherPartner } = await world();
    expect((await groupsOfPartner(otherPartner.auth, partner.partnerId)).status).toBe(403);
    expect((await groupsOfPartner(net.auth, '999999999')).status).toBe(404);
    const other = await makeNetwork();
    expect((await groupsOfPartner(other.auth, partner.partnerId)).status).toBe(404);
    const fresh = await makePartnerUser(net);
    expect((await groupsOfPartner(fresh.auth, fresh.partnerId)).json).toMatchObject({
      count: 0,
      commission_groups: [],
    });
  });
});

describe('partner group helpers for partner lists (groupsOfPartners, partnerInGroups)', () => {
  const principalOf = (networkId: number, role: Principal['role'], brandIds: number[] = []) =>
    ({
      userId: 1,
      networkId,
      role,
      userName: 'x',
      partnerId: null,
      brandIds,
      via: 'system',
    }) as Principal;

  it('names each partner’s visible groups and filters partners by group, within the network', async () => {
    const { net, first, partner, otherPartner, ongoing, ended } = await world();
    const db = await getDb();
    const staff = principalOf(net.networkId, 'network');
    const brand = principalOf(net.networkId, 'brand', [Number(first.brand.advertiser_id)]);
    const ids = [Number(partner.partnerId), Number(otherPartner.partnerId)];
    const ofStaff = await groupsOfPartners(db, staff, ids);
    expect(ofStaff.get(ids[0]!)!.map((g) => g.name)).toEqual(['Ongoing', 'Ended']);
    expect(ofStaff.get(ids[1]!)!.map((g) => g.name)).toEqual(['Ongoing']);
    expect((await groupsOfPartners(db, brand, ids)).get(ids[0]!)!.map((g) => g.name)).toEqual([
      'Ongoing',
    ]);
    const other = await makeNetwork();
    expect(
      (await groupsOfPartners(db, principalOf(other.networkId, 'network'), ids)).get(ids[0]!),
    ).toEqual([]);

    const inGroups = async (principal: Principal, groupIds: string[]) =>
      (
        await db
          .select({ id: partners.id })
          .from(partners)
          .where(
            and(
              eq(partners.networkId, net.networkId),
              partnerInGroups(partners.id, principal, groupIds.map(Number)),
            ),
          )
          .orderBy(partners.id)
      ).map((r) => r.id);
    expect(await inGroups(staff, [ended.commission_group_id])).toEqual([ids[0]]);
    expect(await inGroups(staff, [ongoing.commission_group_id, ended.commission_group_id])).toEqual(
      ids,
    );
    expect(await inGroups(brand, [ended.commission_group_id])).toEqual([]);
    expect(
      await inGroups(principalOf(other.networkId, 'network'), [ongoing.commission_group_id]),
    ).toEqual([]);
    expect(await inGroups(staff, [])).toEqual([]);
  });
});
