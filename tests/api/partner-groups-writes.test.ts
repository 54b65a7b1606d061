import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as groupsRoute from '@/app/(api)/commission_group/route';
import * as campaignGroupRoute from '@/app/(api)/campaign/[campaign_id]/commission_group/[commission_group_id]/route';
import * as campaignGroupsRoute from '@/app/(api)/campaign/[campaign_id]/commission_group/route';
import { getDb } from '@/lib/db/client';
import {
  auditEvents,
  partnerGroupMembers,
  partnerGroups,
  webhookEndpoints,
  webhookEvents,
} from '@/lib/db/schema';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { brandWithCampaign, makeBrand, makeCampaign, uid } from '../support/campaigns';
import { makeBrandUser, makePartner, makePartnerUser } from '../support/partners';

/** POST and PUT /commission_group: roles, all-or-nothing bodies, PUT semantics, audit and events. */

const post = (auth: string, body: unknown, headers: Record<string, string> = {}) =>
  call(groupsRoute, '/commission_group', { method: 'POST', auth, body, headers });
const put = (auth: string, body: unknown) =>
  call(groupsRoute, '/commission_group', { method: 'PUT', auth, body });
const getGroup = (auth: string, campaignId: string, groupId: string) =>
  call(campaignGroupRoute, `/campaign/${campaignId}/commission_group/${groupId}`, {
    auth,
    params: { campaign_id: campaignId, commission_group_id: groupId },
  });
const listGroups = (auth: string, campaignId: string) =>
  call(campaignGroupsRoute, `/campaign/${campaignId}/commission_group`, {
    auth,
    params: { campaign_id: campaignId },
  });

const properties = (res: { json: { error: { errors?: { property: string }[] } } }) =>
  (res.json.error.errors ?? []).map((e) => e.property);

async function world() {
  const net = await makeNetwork();
  const db = await getDb();
  // An endpoint subscribed to every type, so that events are written to the outbox.
  await db.insert(webhookEndpoints).values({
    networkId: net.networkId,
    url: `https://receiver-${uid()}.example/hooks`,
    secret: `whsec-${uid()}`,
    eventTypes: [...WEBHOOK_EVENT_TYPES],
  });
  const { brand, brandUser, campaign } = await brandWithCampaign(net);
  const partners = [await makePartner(net), await makePartner(net), await makePartner(net)];
  const ids = partners.map((p) => p.publisher_id);
  return { net, brand, brandUser, campaign, ids };
}

async function groupsOf(networkId: number) {
  const db = await getDb();
  return db
    .select()
    .from(partnerGroups)
    .where(eq(partnerGroups.networkId, networkId))
    .orderBy(asc(partnerGroups.id));
}

async function auditOf(net: TestNetwork) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.networkId, net.networkId), eq(auditEvents.entityType, 'commission_group')),
    )
    .orderBy(asc(auditEvents.id));
}

async function eventsOf(net: TestNetwork) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.networkId, net.networkId));
  return rows.filter((r) => r.type.startsWith('commission_group.'));
}

describe('POST /commission_group', () => {
  it('creates several groups with their partners in one call (201), audited, with events', async () => {
    const { net, brandUser, campaign, ids } = await world();
    const res = await post(brandUser.auth, {
      commission_groups: [
        {
          campaign_id: campaign.campaign_id,
          name: 'Top sites',
          description: 'The best',
          start_date_time: '2030-01-01 00:00:00',
          end_date_time: '2030-12-31T23:00:00+00:00',
          publishers: [ids[0], Number(ids[1]), ids[0]],
        },
        { commission_group: { campaign_id: Number(campaign.campaign_id), name: 'Empty' } },
      ],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.execution_time).toMatch(/seconds$/);
    expect(res.json.count).toBe(2);
    const [first, second] = res.json.commission_groups.map(
      (g: { commission_group: unknown }) => g.commission_group,
    );
    expect(res.json.commission_group).toEqual(first);
    expect(first).toMatchObject({
      campaign_id: campaign.campaign_id,
      name: 'Top sites',
      description: 'The best',
      active: 'y',
      start_date_time: '2030-01-01 00:00:00',
      end_date_time: '2030-12-31 23:00:00',
      publishers: [ids[0], ids[1]].sort((a, b) => Number(a) - Number(b)),
      last_modified: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(second).toMatchObject({
      name: 'Empty',
      description: '',
      start_date_time: null,
      end_date_time: null,
      publishers: [],
    });

    const audit = await auditOf(net);
    expect(audit.map((a) => [a.entityId, a.action])).toEqual([
      [first.commission_group_id, 'created'],
      [second.commission_group_id, 'created'],
    ]);
    expect(audit[0]!.after).toMatchObject({ name: 'Top sites', publishers: first.publishers });
    expect(audit[0]!.actorUserId).toBe(brandUser.userId);
    const events = await eventsOf(net);
    expect(events.map((e) => e.type)).toEqual([
      'commission_group.created',
      'commission_group.created',
    ]);
    expect(events.map((e) => e.data)).toContainEqual({
      commission_group_id: first.commission_group_id,
      campaign_id: campaign.campaign_id,
      name: 'Top sites',
      active: true,
      partner_count: 2,
    });
  });

  it('refuses a whole body when one partner is of another network, naming it; nothing is written', async () => {
    const { net, campaign, ids } = await world();
    const other = await makeNetwork();
    const foreign = await makePartner(other);
    const res = await post(net.auth, {
      commission_groups: [
        { campaign_id: campaign.campaign_id, name: 'Fine', publishers: [ids[0]] },
        {
          campaign_id: campaign.campaign_id,
          name: 'Bad',
          publishers: [ids[1], foreign.publisher_id, '999999999'],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(properties(res)).toEqual([
      'commission_groups[1].publishers[1]',
      'commission_groups[1].publishers[2]',
    ]);
    expect(res.json.error.message).toBe(
      `publisher ${foreign.publisher_id} is not a partner of this network`,
    );
    expect(await groupsOf(net.networkId)).toEqual([]);
    expect(await auditOf(net)).toEqual([]);
    expect(await eventsOf(net)).toEqual([]);
  });

  it('refuses unknown and foreign campaigns (400), ungranted brands and partner users (403), bad input (400)', async () => {
    const { net, brandUser, campaign, ids } = await world();
    const other = await makeNetwork();
    const { campaign: foreignCampaign } = await brandWithCampaign(other);
    const ungranted = await makeCampaign(net, (await makeBrand(net)).advertiser_id);
    const partnerUser = await makePartnerUser(net);
    const item = (extra: Record<string, unknown>) => ({
      commission_groups: [{ campaign_id: campaign.campaign_id, name: 'G', ...extra }],
    });

    const foreign = await post(net.auth, item({ campaign_id: foreignCampaign.campaign_id }));
    expect(foreign.status).toBe(400);
    expect(properties(foreign)).toEqual(['commission_groups[0].campaign_id']);
    expect(foreign.json.error.message).toContain(foreignCampaign.campaign_id);

    const notGranted = await post(brandUser.auth, item({ campaign_id: ungranted.campaign_id }));
    expect(notGranted.status).toBe(403);
    expect((await post(partnerUser.auth, item({}))).status).toBe(403);

    const bad: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'commission_groups[0].name'],
      [{ name: undefined }, 'commission_groups[0].name'],
      [{ active: 'yes' }, 'commission_groups[0].active'],
      [{ publishers: ['abc'] }, 'commission_groups[0].publishers[0]'],
      [{ publishers: ids[0] }, 'commission_groups[0].publishers'],
      [{ start_date_time: '2030-02-30 00:00:00' }, 'commission_groups[0].start_date_time'],
      [
        { start_date_time: '2030-02-01 00:00:00', end_date_time: '2030-01-01 00:00:00' },
        'commission_groups[0].end_date_time',
      ],
    ];
    for (const [extra, property] of bad) {
      const res = await post(net.auth, item(extra));
      expect(res.status, `${JSON.stringify(extra)} ${res.text}`).toBe(400);
      expect(properties(res)).toContain(property);
    }
    expect((await post(net.auth, { commission_groups: [] })).status).toBe(400);
    expect(await groupsOf(net.networkId)).toEqual([]);
  });

  it('answers XML with .xml', async () => {
    const { net, campaign, ids } = await world();
    const res = await post(
      net.auth,
      { commission_groups: [{ campaign_id: campaign.campaign_id, name: 'X', publishers: ids }] },
      { 'x-api-format': 'xml' },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(res.text).toContain('<commission_group>');
    expect(res.text).toContain('<name>X</name>');
    expect(res.text).toContain(`<item>${ids[0]}</item>`);
  });
});

describe('PUT /commission_group', () => {
  async function withGroup() {
    const w = await world();
    const created = await post(w.net.auth, {
      commission_groups: [
        {
          campaign_id: w.campaign.campaign_id,
          name: 'Group',
          description: 'Before',
          publishers: [w.ids[0], w.ids[1]],
        },
        { campaign_id: w.campaign.campaign_id, name: 'Other', publishers: [w.ids[2]] },
      ],
    });
    const [group, other] = created.json.commission_groups.map(
      (g: { commission_group: Record<string, unknown> }) => g.commission_group,
    );
    return {
      ...w,
      groupId: group.commission_group_id as string,
      otherId: other.commission_group_id as string,
    };
  }

  it('replaces the member list when publishers is given, keeps it when left out, empties it with []', async () => {
    const { net, brandUser, campaign, ids, groupId } = await withGroup();
    const replaced = await put(brandUser.auth, {
      commission_groups: [{ commission_group_id: groupId, publishers: [ids[1], ids[2]] }],
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.json.commission_group).toMatchObject({
      name: 'Group',
      description: 'Before',
      publishers: [ids[1], ids[2]],
    });

    const renamed = await put(net.auth, {
      commission_groups: [
        {
          commission_group_id: groupId,
          campaign_id: campaign.campaign_id,
          name: 'Renamed',
          active: 'n',
          end_date_time: '2031-01-01 00:00:00',
        },
      ],
    });
    expect(renamed.json.commission_group).toMatchObject({
      name: 'Renamed',
      description: 'Before',
      active: 'n',
      end_date_time: '2031-01-01 00:00:00',
      publishers: [ids[1], ids[2]],
    });

    const emptied = await put(net.auth, {
      commission_groups: [{ commission_group_id: groupId, publishers: [], end_date_time: null }],
    });
    expect(emptied.json.commission_group).toMatchObject({ publishers: [], end_date_time: null });
    expect((await getGroup(net.auth, campaign.campaign_id, groupId)).json.commission_group).toEqual(
      emptied.json.commission_group,
    );

    const audit = (await auditOf(net)).filter((a) => a.action === 'updated');
    expect(audit.map((a) => a.before)).toEqual([
      { publishers: [ids[0], ids[1]] },
      { name: 'Group', active: true, end_date_time: null },
      { publishers: [ids[1], ids[2]], end_date_time: '2031-01-01T00:00:00.000Z' },
    ]);
    const updates = (await eventsOf(net)).filter((e) => e.type === 'commission_group.updated');
    expect(updates.map((e) => e.data)).toContainEqual({
      commission_group_id: groupId,
      campaign_id: campaign.campaign_id,
      name: 'Group',
      active: true,
      partner_count: 2,
      changed: ['publishers'],
      partners_added: [ids[2]],
      partners_removed: [ids[0]],
    });
  });

  it('an update that changes nothing records nothing and keeps last_modified', async () => {
    const { net, ids, groupId } = await withGroup();
    const db = await getDb();
    await db
      .update(partnerGroups)
      .set({ updatedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(partnerGroups.id, Number(groupId)));
    const res = await put(net.auth, {
      commission_groups: [
        { commission_group_id: groupId, name: 'Group', publishers: [ids[1], ids[0]] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.commission_group.last_modified).toBe('2020-01-01 00:00:00');
    expect((await auditOf(net)).filter((a) => a.action === 'updated')).toEqual([]);
    const changed = await put(net.auth, {
      commission_groups: [{ commission_group_id: groupId, description: 'After' }],
    });
    expect(changed.json.commission_group.last_modified).not.toBe('2020-01-01 00:00:00');
  });

  it('is all or nothing: a bad item anywhere leaves every group as it was', async () => {
    const { net, campaign, ids, groupId, otherId } = await withGroup();
    const other = await makeNetwork();
    const foreign = await makePartner(other);
    const before = await listGroups(net.auth, campaign.campaign_id);
    const cases: [unknown[], string][] = [
      [
        [
          { commission_group_id: groupId, name: 'Changed', publishers: [] },
          { commission_group_id: otherId, publishers: [foreign.publisher_id] },
        ],
        'commission_groups[1].publishers[0]',
      ],
      [
        [
          { commission_group_id: groupId, name: 'Changed' },
          { commission_group_id: '999999999', name: 'Nope' },
        ],
        'commission_groups[1].commission_group_id',
      ],
      [
        [
          { commission_group_id: groupId, name: 'Changed' },
          { commission_group_id: groupId, name: 'Twice' },
        ],
        'commission_groups[1].commission_group_id',
      ],
      [
        [
          {
            commission_group_id: groupId,
            campaign_id: (await brandWithCampaign(net)).campaign.campaign_id,
          },
        ],
        'commission_groups[0].campaign_id',
      ],
      [
        [
          {
            commission_group_id: groupId,
            start_date_time: '2040-01-01 00:00:00',
            end_date_time: '2039-01-01 00:00:00',
          },
        ],
        'commission_groups[0].end_date_time',
      ],
      [[{ name: 'No id' }], 'commission_groups[0].commission_group_id'],
    ];
    for (const [items, property] of cases) {
      const res = await put(net.auth, { commission_groups: items });
      expect(res.status, res.text).toBe(400);
      expect(properties(res)).toContain(property);
    }
    expect(await listGroups(net.auth, campaign.campaign_id)).toMatchObject({
      status: 200,
      json: { commission_groups: before.json.commission_groups },
    });
    expect(ids).toHaveLength(3);
    expect((await auditOf(net)).filter((a) => a.action === 'updated')).toEqual([]);
  });

  it('refuses partner users, brand users of another brand, and another network’s groups', async () => {
    const { net, groupId } = await withGroup();
    const partnerUser = await makePartnerUser(net);
    const otherBrandUser = await makeBrandUser(net, [Number((await makeBrand(net)).advertiser_id)]);
    const body = { commission_groups: [{ commission_group_id: groupId, name: 'Hijack' }] };
    expect((await put(partnerUser.auth, body)).status).toBe(403);
    expect((await put(otherBrandUser.auth, body)).status).toBe(403);
    const other = await makeNetwork();
    const foreign = await put(other.auth, body);
    expect(foreign.status).toBe(400);
    expect(properties(foreign)).toEqual(['commission_groups[0].commission_group_id']);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(partnerGroups)
      .where(eq(partnerGroups.id, Number(groupId)));
    expect(row!.name).toBe('Group');
    const members = await db
      .select()
      .from(partnerGroupMembers)
      .where(eq(partnerGroupMembers.groupId, Number(groupId)));
    expect(members).toHaveLength(2);
  });
});
