import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as campaignPublishersRoute from '@/app/(api)/campaign/[campaign_id]/publisher/route';
import * as campaignPublisherRoute from '@/app/(api)/campaign/[campaign_id]/publisher/[publisher_id]/route';
import * as websitesRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, webhookEndpoints, webhookEvents } from '@/lib/db/schema';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartner } from '../support/partners';
import {
  approvedPartner,
  brandWithCampaign,
  codesOf,
  historyOf,
  participationOf,
  requestOne,
  setNetworkStatus,
  uid,
  updateCampaign,
} from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';

/**
 * The campaign partner operations against the public reference: GET and POST
 * /campaign/{campaign_id}/publisher and GET /campaign/{campaign_id}/publisher/{publisher_id}
 * (openapi/partnerize-participating-partners-api-openapi.yml; API Blueprint
 * src/participating_publishers.apib), and the brand adding a partner directly.
 */

const listOn = (auth: string, campaignId: string, query = '') =>
  call(campaignPublishersRoute, `/campaign/${campaignId}/publisher${query}`, {
    auth,
    params: { campaign_id: campaignId },
  });
const setOn = (auth: string, campaignId: string, publishers: unknown) =>
  call(campaignPublishersRoute, `/campaign/${campaignId}/publisher`, {
    method: 'POST',
    auth,
    body: { publishers },
    params: { campaign_id: campaignId },
  });
const oneOn = (auth: string, campaignId: string, publisherId: string) =>
  call(campaignPublisherRoute, `/campaign/${campaignId}/publisher/${publisherId}`, {
    auth,
    params: { campaign_id: campaignId, publisher_id: publisherId },
  });

type Item = { publisher: Record<string, unknown> & { publisher_id: string } };
const idsOf = (res: { json: { publishers: Item[] } }) =>
  res.json.publishers.map((p) => p.publisher.publisher_id);

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
  const setup = await brandWithCampaign(net);
  return { net, ...setup, id: setup.campaign.campaign_id };
}

async function participationRecords(net: TestNetwork) {
  const db = await getDb();
  const events = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.networkId, net.networkId))
    .orderBy(asc(webhookEvents.createdAt))
    .then((rows) => rows.filter((e) => e.type.startsWith('participation.')));
  const audit = await db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.networkId, net.networkId), eq(auditEvents.entityType, 'participation')),
    );
  return { events, audit };
}

describe('campaign partners in the reference shape', () => {
  it('GET list, GET one and POST validate against the reference schemas, with camref and campaign_approved', async () => {
    const { net, brandUser, id } = await world();
    const partner = await approvedPartner(net);
    await call(websitesRoute, `/user/publisher/${partner.partnerId}/website`, {
      method: 'POST',
      auth: net.auth,
      body: { website_url: 'https://blog.example', website_type: 9, website_vertical: 10 },
      params: { publisher_id: partner.partnerId },
    });
    // The Blueprint's example request (src/participating_publishers.apib), its example ids
    // replaced by seeded ones: a partner without any participation, campaign_status a.
    const added = await setOn(net.auth, id, [
      { publisher_id: partner.partnerId, campaign_status: 'a' },
    ]);
    expect(added.status).toBe(200);
    expect(referenceErrors('participating-partners-create', added.json)).toEqual([]);

    const list = await listOn(net.auth, id);
    expect(list.status).toBe(200);
    expect(referenceErrors('participating-partners-list', list.json)).toEqual([]);
    const record = list.json.publishers[0].publisher;
    expect(record).toMatchObject({
      publisher_id: partner.partnerId,
      campaign_status: 'a',
      camref: `${id}l${partner.partnerId}`,
      campaign_approved: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      network_status: 'a',
    });
    expect(record.websites).toEqual([
      expect.objectContaining({ website_url: 'https://blog.example', website_type: 9 }),
    ]);
    expect(record.databases).toEqual([]);

    const one = await oneOn(net.auth, id, partner.partnerId);
    expect(one.status).toBe(200);
    expect(referenceErrors('participating-partner', one.json)).toEqual([]);
    expect(one.json.publishers[0].publisher.camref).toBe(record.camref);

    // Brand users: the limited record with the campaign fields, still valid against the reference.
    const limited = await listOn(brandUser.auth, id);
    expect(referenceErrors('participating-partners-list', limited.json)).toEqual([]);
    const seen = limited.json.publishers[0].publisher;
    expect(seen).toMatchObject({ camref: record.camref, campaign_status: 'a' });
    // Every key of the full record is there (clients index them), what a brand may not see empty.
    expect(Object.keys(seen).sort()).toEqual(Object.keys(record).sort());
    expect(seen).toMatchObject({
      websites: [],
      databases: [],
      contact_email: null,
      signup_ip: null,
      reporting_identifier: null,
    });
  });

  it('a pending partner has camref and a null campaign_approved; camref survives status changes', async () => {
    const { net, campaign, id } = await world();
    const partner = await approvedPartner(net);
    await requestOne(partner.auth, partner.partnerId, campaign);
    const pending = (await oneOn(net.auth, id, partner.partnerId)).json.publishers[0].publisher;
    expect(pending).toMatchObject({ campaign_status: 'p', campaign_approved: null });
    await setOn(net.auth, id, [{ publisher_id: partner.partnerId, campaign_status: 'r' }]);
    const rejected = (await oneOn(net.auth, id, partner.partnerId)).json.publishers[0].publisher;
    expect(rejected.camref).toBe(pending.camref);
  });

  it('pages with offset and limit and the reference pagination hypermedia', async () => {
    const { net, id } = await world();
    const partners = [await approvedPartner(net), await approvedPartner(net)];
    partners.push(await approvedPartner(net));
    const ids = partners.map((p) => p.partnerId);
    await setOn(
      net.auth,
      id,
      ids.map((p) => ({ publisher_id: p, campaign_status: 'a' })),
    );
    const first = await listOn(net.auth, id, '?limit=2');
    expect(first.json).toMatchObject({ count: 3, limit: 2, offset: 0 });
    expect(idsOf(first)).toEqual(ids.slice(0, 2));
    expect(first.json.hypermedia.pagination).toMatchObject({
      total_page_count: 2,
      total_item_count: 3,
      next_page: `/campaign/${id}/publisher?limit=2&offset=2`,
      previous_page: null,
    });
    const second = await listOn(net.auth, id, '?limit=2&offset=2');
    expect(idsOf(second)).toEqual(ids.slice(2));
    expect(second.json.hypermedia.pagination.next_page).toBeNull();
    expect((await listOn(net.auth, id, '?campaign_status=r')).json.count).toBe(0);
  });
});

describe('POST /campaign/{campaign_id}/publisher adds partners directly', () => {
  it('a granted brand user adds a partner approved, with history, audit row and webhook event', async () => {
    const { net, brandUser, id } = await world();
    const partner = await approvedPartner(net);
    const res = await setOn(brandUser.auth, id, [
      { publisher_id: partner.partnerId, campaign_status: 'a', reason: 'Top blogger' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.publishers[0].publisher).toMatchObject({
      publisher_id: partner.partnerId,
      campaign_status: 'a',
      invited: 'n',
    });
    expect((await participationOf(id, partner.partnerId))?.approvedAt).toBeInstanceOf(Date);
    expect(
      (await historyOf(id, partner.partnerId)).map((h) => [
        h.fromStatus,
        h.toStatus,
        h.reason,
        h.actorUserId,
      ]),
    ).toEqual([[null, 'a', 'Top blogger', brandUser.userId]]);
    const { events, audit } = await participationRecords(net);
    expect(audit.map((a) => a.action)).toEqual(['approved']);
    expect(events.map((e) => [e.type, (e.data as { partner_id: string }).partner_id])).toEqual([
      ['participation.approved', partner.partnerId],
    ]);
  });

  it('adds with the status asked (p, r) and mixes additions with status changes', async () => {
    const { net, campaign, id } = await world();
    const [a, b, c] = [
      await approvedPartner(net),
      await approvedPartner(net),
      await approvedPartner(net),
    ];
    await requestOne(c.auth, c.partnerId, campaign);
    const res = await setOn(net.auth, id, [
      { publisher_id: a.partnerId, campaign_status: 'p' },
      { publisher_id: b.partnerId, campaign_status: 'r' },
      { publisher_id: c.partnerId, campaign_status: 'a' },
    ]);
    expect(res.status).toBe(200);
    expect(
      res.json.publishers.map((p: Item) => [p.publisher.publisher_id, p.publisher.campaign_status]),
    ).toEqual([
      [a.partnerId, 'p'],
      [b.partnerId, 'r'],
      [c.partnerId, 'a'],
    ]);
    expect((await historyOf(id, b.partnerId)).map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'r'],
    ]);
  });

  it('only partners approved on the network of the campaign, only active campaigns; all or nothing', async () => {
    const { net, id } = await world();
    const good = await approvedPartner(net);
    const pending = await makePartner(net);
    await setNetworkStatus(net, pending.publisher_id, 'p');
    const foreign = await approvedPartner(await makeNetwork());
    const res = await setOn(net.auth, id, [
      { publisher_id: good.partnerId, campaign_status: 'a' },
      { publisher_id: pending.publisher_id, campaign_status: 'r' },
      { publisher_id: foreign.partnerId, campaign_status: 'a' },
    ]);
    expect(res.status).toBe(400);
    expect(codesOf(res)).toEqual({
      'publishers[1].campaign_status': 'invalid_value',
      'publishers[2].publisher_id': 'invalid_value',
    });
    expect(await participationOf(id, good.partnerId)).toBeUndefined();

    await updateCampaign(net.auth, id, { campaign_id: id, status: 'r' });
    const retired = await setOn(net.auth, id, [
      { publisher_id: good.partnerId, campaign_status: 'a' },
    ]);
    expect(codesOf(retired)).toEqual({ 'publishers[0].publisher_id': 'invalid_value' });
  });

  it('brand users only for granted brands, never partners; staff anywhere in the network', async () => {
    const { net, id } = await world();
    const partner = await approvedPartner(net);
    const body = [{ publisher_id: partner.partnerId, campaign_status: 'a' }];
    expect((await setOn((await makeBrandUser(net, [])).auth, id, body)).status).toBe(403);
    expect((await setOn(partner.auth, id, body)).status).toBe(403);
    expect((await setOn((await makeNetwork()).auth, id, body)).status).toBe(404);
    expect(await participationOf(id, partner.partnerId)).toBeUndefined();
    const other = await brandWithCampaign(net);
    expect((await setOn(net.auth, other.campaign.campaign_id, body)).status).toBe(200);
  });
});
