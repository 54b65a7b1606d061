import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as listRoute from '@/app/(api)/v2/publishers/[publisherId]/invitations/advertisers/route';
import * as acceptRoute from '@/app/(api)/v2/publishers/[publisherId]/invitations/accept/route';
import * as declineRoute from '@/app/(api)/v2/publishers/[publisherId]/invitations/decline/route';
import * as inviteRoute from '@/app/(api)/v2/networks/[networkId]/invite/network-partners/route';
import * as ackRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions-acknowledgments/route';
import { getDb } from '@/lib/db/client';
import {
  auditEvents,
  campaignTerms,
  campaignTermsAcknowledgements,
  campaignTermsPartners,
  webhookEndpoints,
  webhookEvents,
} from '@/lib/db/schema';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import {
  approvedPartner,
  brandWithCampaign,
  codesOf,
  historyOf,
  makeCampaign,
  partnerCampaigns,
  participationOf,
  requestOne,
  setNetworkStatus,
  uid,
  updateCampaign,
} from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';

const list = (auth: string, publisherId: string, query = '') =>
  call(listRoute, `/v2/publishers/${publisherId}/invitations/advertisers${query}`, {
    auth,
    params: { publisherId },
  });

const answer = (
  kind: 'accept' | 'decline',
  auth: string,
  publisherId: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  call(
    kind === 'accept' ? acceptRoute : declineRoute,
    `/v2/publishers/${publisherId}/invitations/${kind}`,
    { method: 'POST', auth, body, headers, params: { publisherId } },
  );

async function invite(auth: string, net: TestNetwork, partnerIds: string[], campaignIds: string[]) {
  const res = await call(inviteRoute, `/v2/networks/${net.networkId}/invite/network-partners`, {
    method: 'POST',
    auth,
    body: { publisher_id: partnerIds, campaign_id: campaignIds },
    params: { networkId: String(net.networkId) },
  });
  if (res.status !== 200 || res.json.failure_count)
    throw new Error(`invite failed: ${res.status} ${res.text}`);
}

const termsIdOf = (campaign: Record<string, unknown>) =>
  (campaign.custom_terms as { campaign_custom_terms_and_conditions_id: string })
    .campaign_custom_terms_and_conditions_id;

/** A network whose brand invited a partner to a plain campaign and to one with custom terms; another brand invited it too. */
async function world() {
  const net = await makeNetwork();
  const db = await getDb();
  await db.insert(webhookEndpoints).values({
    networkId: net.networkId,
    url: `https://receiver-${uid()}.example/hooks`,
    secret: `whsec-${uid()}`,
    eventTypes: [...WEBHOOK_EVENT_TYPES],
  });
  const { brand, brandUser, campaign: plain } = await brandWithCampaign(net);
  const withTerms = await makeCampaign(net, brand.advertiser_id, {
    custom_terms: { title: 'Brand rules', terms: '<p>No <b>cashback</b> sites</p>' },
  });
  const second = await brandWithCampaign(net);
  const partner = await approvedPartner(net);
  const other = await approvedPartner(net);
  await invite(
    brandUser.auth,
    net,
    [partner.partnerId],
    [plain.campaign_id, withTerms.campaign_id],
  );
  await invite(net.auth, net, [partner.partnerId], [second.campaign.campaign_id]);
  return { net, brand, brandUser, plain, withTerms, second, partner, other };
}

async function auditOf(net: TestNetwork, action: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.networkId, net.networkId),
        eq(auditEvents.entityType, 'participation'),
        eq(auditEvents.action, action),
      ),
    )
    .orderBy(asc(auditEvents.id));
}

async function eventsOf(net: TestNetwork) {
  const db = await getDb();
  return db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.networkId, net.networkId))
    .orderBy(asc(webhookEvents.createdAt), asc(webhookEvents.id));
}

describe('GET /v2/publishers/{publisher_id}/invitations/advertisers/', () => {
  it("lists the partner's open invitations grouped by brand, with the custom terms that apply; matches the reference", async () => {
    const { net, brand, plain, withTerms, second, partner } = await world();
    const res = await list(partner.auth, partner.partnerId);
    expect(res.status).toBe(200);
    expect(referenceErrors('invitations-list', res.json)).toEqual([]);
    expect(res.json).toMatchObject({ count: 2, limit: 100, offset: 0 });
    expect(res.json.execution_time).toMatch(/seconds$/);
    const [first, next] = res.json.advertisers;
    expect(first).toMatchObject({
      id: brand.advertiser_id,
      name: 'Acme',
      network: { id: String(net.networkId), name: net.name },
      address: { country: 'GB', line1: '1 High Street', line2: '', postcode: 'EC1A 1BB' },
    });
    expect(first.invitations.map((i: { campaign: { id: string } }) => i.campaign.id)).toEqual([
      plain.campaign_id,
      withTerms.campaign_id,
    ]);
    expect(first.invitations[0]).toMatchObject({
      campaign: {
        title: plain.title,
        default_destination: 'https://shop.example/summer',
        campaign_logo: null,
        currency: { iso: 'GBP', name: 'Pound sterling', symbol: '£' },
        vertical: { id: expect.any(String), name: expect.any(String) },
      },
      custom_terms: null,
    });
    expect(first.invitations[1].custom_terms).toMatchObject({
      id: termsIdOf(withTerms),
      title: 'Brand rules',
      terms: '<p>No <b>cashback</b> sites</p>',
      version: 1,
      acknowledged: false,
    });
    expect(next.invitations.map((i: { campaign: { id: string } }) => i.campaign.id)).toEqual([
      second.campaign.campaign_id,
    ]);

    // Paging by brand; past the end the count stays.
    const paged = await list(partner.auth, partner.partnerId, '?limit=1&offset=1');
    expect(paged.json).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(paged.json.advertisers).toHaveLength(1);
    const past = await list(partner.auth, partner.partnerId, '?offset=10');
    expect(past.json).toMatchObject({ count: 2, advertisers: [] });

    // Staff may read it for the partner.
    expect((await list(net.auth, partner.partnerId)).json.count).toBe(2);
  });

  it('leaves out invitations to paused campaigns, and lists nothing for a partner not approved on the network', async () => {
    const { net, plain, partner } = await world();
    await updateCampaign(net.auth, plain.campaign_id, {
      campaign_id: plain.campaign_id,
      status: 'p',
    });
    const res = await list(partner.auth, partner.partnerId);
    const ids = res.json.advertisers.flatMap((a: { invitations: { campaign: { id: string } }[] }) =>
      a.invitations.map((i) => i.campaign.id),
    );
    expect(ids).not.toContain(plain.campaign_id);
    expect(ids).toHaveLength(2);
    await setNetworkStatus(net, partner.partnerId, 'p');
    expect((await list(partner.auth, partner.partnerId)).json).toMatchObject({
      count: 0,
      advertisers: [],
    });
  });

  it('another partner, a brand user and another network cannot read them', async () => {
    const { brandUser, partner, other } = await world();
    expect((await list(other.auth, partner.partnerId)).status).toBe(404);
    expect((await list(other.auth, other.partnerId)).json).toMatchObject({ count: 0 });
    const brand = await list(brandUser.auth, partner.partnerId);
    expect(brand.status).toBe(403);
    expect(brand.json.error).toMatchObject({ code: '403' });
    const foreign = await makeNetwork();
    expect((await list(foreign.auth, partner.partnerId)).status).toBe(404);
    expect((await list(partner.auth, 'abc')).status).toBe(404);
    expect((await list(partner.auth, partner.partnerId, '?limit=x')).status).toBe(400);
  });
});

describe('POST /v2/publishers/{publisherId}/invitations/accept', () => {
  it('accepts an invitation without custom terms: 204, approved, history, audit row and event; it appears under My campaigns', async () => {
    const { net, plain, partner } = await world();
    const eventsBefore = (await eventsOf(net)).length;
    const res = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [plain.campaign_id],
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await participationOf(plain.campaign_id, partner.partnerId)).toMatchObject({
      status: 'a',
      approvedAt: expect.any(Date),
    });
    expect((await historyOf(plain.campaign_id, partner.partnerId)).at(-1)).toMatchObject({
      fromStatus: 't',
      toStatus: 'a',
      reason: 'invitation accepted by the partner',
      actorUserId: expect.any(Number),
    });
    const approved = await auditOf(net, 'approved');
    expect(approved.at(-1)!.after).toMatchObject({
      campaign_id: plain.campaign_id,
      publisher_id: partner.partnerId,
      status: 'a',
      reason: 'invitation accepted by the partner',
    });
    const events = (await eventsOf(net)).slice(eventsBefore);
    expect(
      events.map((e) => [e.type, (e.data as { previous_status: string }).previous_status]),
    ).toEqual([['participation.approved', 't']]);
    const mine = await partnerCampaigns(partner.auth, partner.partnerId, 'a');
    expect(
      mine.json.campaigns.map((c: { campaign: { campaign_id: string } }) => c.campaign.campaign_id),
    ).toEqual([plain.campaign_id]);
    // No longer listed as an invitation; accepting again is a clear 400.
    const listed = await list(partner.auth, partner.partnerId);
    const invitedCampaigns = listed.json.advertisers.flatMap(
      (a: { invitations: { campaign: { id: string } }[] }) =>
        a.invitations.map((i) => i.campaign.id),
    );
    expect(invitedCampaigns).not.toContain(plain.campaign_id);
    const again = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [plain.campaign_id],
    });
    expect(again.status).toBe(400);
    expect(codesOf(again)).toEqual({ 'campaign_ids[0]': 'invalid_value' });
    expect(again.json.error.errors[0].message).toMatch(/already approved/);
  });

  it('custom terms: 403 until accepted; terms_ids records the acknowledgement with the acceptance', async () => {
    const { withTerms, partner } = await world();
    const termsId = termsIdOf(withTerms);
    const refused = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [withTerms.campaign_id],
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ code: '403' });
    expect(refused.json.error.errors[0]).toMatchObject({ code: 'unauthorized' });
    expect(refused.json.error.message).toContain(`needs terms ${termsId}`);
    expect(await participationOf(withTerms.campaign_id, partner.partnerId)).toMatchObject({
      status: 't',
    });

    const wrong = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [withTerms.campaign_id],
      terms_ids: ['999999999'],
    });
    expect(wrong.status).toBe(400);
    expect(codesOf(wrong)).toEqual({ 'terms_ids[0]': 'invalid_value' });
    expect(wrong.json.error.errors[0].message).toContain(`current: ${termsId}`);

    const ok = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [withTerms.campaign_id],
      terms_ids: [termsId],
    });
    expect(ok.status).toBe(204);
    expect(await participationOf(withTerms.campaign_id, partner.partnerId)).toMatchObject({
      status: 'a',
      acceptedTermsId: Number(termsId),
    });
    const db = await getDb();
    const acks = await db
      .select()
      .from(campaignTermsAcknowledgements)
      .where(eq(campaignTermsAcknowledgements.partnerId, Number(partner.partnerId)));
    expect(acks.map((a) => a.termsId)).toEqual([Number(termsId)]);
  });

  it("partner terms associated with the partner apply instead of the campaign's general terms", async () => {
    const { net, withTerms, partner } = await world();
    const db = await getDb();
    const [own] = await db
      .insert(campaignTerms)
      .values({
        networkId: net.networkId,
        campaignId: Number(withTerms.campaign_id),
        version: 2,
        title: 'Rules for you',
        content: '<p>Only email</p>',
        partnerSpecific: true,
      })
      .returning();
    await db.insert(campaignTermsPartners).values({
      networkId: net.networkId,
      campaignId: own!.campaignId,
      termsId: own!.id,
      partnerId: Number(partner.partnerId),
    });
    const listed = await list(partner.auth, partner.partnerId);
    expect(listed.json.advertisers[0].invitations[1].custom_terms).toMatchObject({
      id: String(own!.id),
      title: 'Rules for you',
      acknowledged: false,
    });
    const general = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [withTerms.campaign_id],
      terms_ids: [termsIdOf(withTerms)],
    });
    expect(general.status).toBe(400);
    expect(general.json.error.errors[0].message).toContain(`current: ${own!.id}`);
    const ok = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [withTerms.campaign_id],
      terms_ids: [String(own!.id)],
    });
    expect(ok.status).toBe(204);
    expect(await participationOf(withTerms.campaign_id, partner.partnerId)).toMatchObject({
      status: 'a',
      acceptedTermsId: own!.id,
    });
  });

  it('terms acknowledged beforehand need nothing more; a mixed call with a bad item changes nothing', async () => {
    const { plain, withTerms, second, partner } = await world();
    const termsId = termsIdOf(withTerms);
    const ack = await call(ackRoute, '/v3/partner/campaign-terms-and-conditions-acknowledgments', {
      method: 'POST',
      auth: partner.auth,
      body: { partner_id: partner.partnerId, campaign_terms_and_conditions_id: termsId },
    });
    expect(ack.status).toBe(201);
    expect(
      (await list(partner.auth, partner.partnerId)).json.advertisers[0].invitations[1].custom_terms
        .acknowledged,
    ).toBe(true);

    // All or nothing: one campaign the partner is not invited to fails the call, naming it.
    const mixed = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [plain.campaign_id, '99999999', withTerms.campaign_id],
    });
    expect(mixed.status).toBe(400);
    expect(codesOf(mixed)).toEqual({ 'campaign_ids[1]': 'invalid_value' });
    expect(await participationOf(plain.campaign_id, partner.partnerId)).toMatchObject({
      status: 't',
    });

    const res = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [plain.campaign_id, withTerms.campaign_id, second.campaign.campaign_id],
    });
    expect(res.status).toBe(204);
    for (const id of [plain.campaign_id, withTerms.campaign_id, second.campaign.campaign_id])
      expect((await participationOf(id, partner.partnerId))!.status).toBe('a');
    expect((await list(partner.auth, partner.partnerId)).json).toMatchObject({ count: 0 });
  });

  it("a partner accepts only its own invitations; requests, rejections and other partners' campaigns are 4xx", async () => {
    const { net, brand, plain, partner, other, brandUser } = await world();
    // Another partner user, on this partner's path: 403, nothing changes.
    const foreignPath = await answer('accept', other.auth, partner.partnerId, {
      campaign_ids: [plain.campaign_id],
    });
    expect(foreignPath.status).toBe(403);
    // On its own path, naming this partner's invitation: not its invitation.
    const notInvited = await answer('accept', other.auth, other.partnerId, {
      campaign_ids: [plain.campaign_id],
    });
    expect(notInvited.status).toBe(400);
    expect(notInvited.json.error.errors[0].message).toMatch(/has no invitation/);
    expect((await participationOf(plain.campaign_id, partner.partnerId))!.status).toBe('t');

    // A pending request is not an invitation.
    const requested = await makeCampaign(net, brand.advertiser_id);
    await requestOne(other.auth, other.partnerId, requested);
    const pending = await answer('accept', other.auth, other.partnerId, {
      campaign_ids: [requested.campaign_id],
    });
    expect(pending.status).toBe(400);
    expect(pending.json.error.errors[0].message).toMatch(/requested it/);

    // Brand users and other networks.
    expect(
      (
        await answer('accept', brandUser.auth, partner.partnerId, {
          campaign_ids: [plain.campaign_id],
        })
      ).status,
    ).toBe(403);
    const foreign = await makeNetwork();
    expect(
      (
        await answer('accept', foreign.auth, partner.partnerId, {
          campaign_ids: [plain.campaign_id],
        })
      ).status,
    ).toBe(404);
    // Staff may accept for the partner.
    expect(
      (await answer('accept', net.auth, partner.partnerId, { campaign_ids: [plain.campaign_id] }))
        .status,
    ).toBe(204);
  });

  it('refuses a partner not approved on the network, a paused campaign, and bad bodies', async () => {
    const { net, plain, second, partner } = await world();
    await updateCampaign(net.auth, plain.campaign_id, {
      campaign_id: plain.campaign_id,
      status: 'p',
    });
    const paused = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [plain.campaign_id],
    });
    expect(paused.status).toBe(400);
    expect(paused.json.error.errors[0].message).toMatch(/not active/);

    for (const body of [{}, { campaign_ids: [] }, { campaign_ids: ['x'] }, { campaign_ids: 'a' }]) {
      const res = await answer('accept', partner.auth, partner.partnerId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(codesOf(res))[0]).toMatch(/^campaign_ids/);
    }

    await setNetworkStatus(net, partner.partnerId, 'p');
    const pendingPartner = await answer('accept', partner.auth, partner.partnerId, {
      campaign_ids: [second.campaign.campaign_id],
    });
    expect(pendingPartner.status).toBe(403);
    expect((await participationOf(second.campaign.campaign_id, partner.partnerId))!.status).toBe(
      't',
    );
  });

  it('an Idempotency-Key replays the 204 without applying twice', async () => {
    const { plain, partner } = await world();
    const headers = { 'Idempotency-Key': `inv-${uid()}` };
    const body = { campaign_ids: [plain.campaign_id] };
    expect((await answer('accept', partner.auth, partner.partnerId, body, headers)).status).toBe(
      204,
    );
    expect((await answer('accept', partner.auth, partner.partnerId, body, headers)).status).toBe(
      204,
    );
    expect(await historyOf(plain.campaign_id, partner.partnerId)).toHaveLength(2);
  });
});

describe('POST /v2/publishers/{publisherId}/invitations/decline', () => {
  it('declines: 204, rejected with history, audit row and event; the brand may invite again', async () => {
    const { net, brandUser, withTerms, partner } = await world();
    const eventsBefore = (await eventsOf(net)).length;
    // Declining needs no terms.
    const res = await answer('decline', partner.auth, partner.partnerId, {
      campaign_ids: [withTerms.campaign_id],
    });
    expect(res.status).toBe(204);
    expect((await historyOf(withTerms.campaign_id, partner.partnerId)).at(-1)).toMatchObject({
      fromStatus: 't',
      toStatus: 'r',
      reason: 'invitation declined by the partner',
    });
    expect((await auditOf(net, 'rejected')).at(-1)!.after).toMatchObject({
      campaign_id: withTerms.campaign_id,
      status: 'r',
    });
    const events = (await eventsOf(net)).slice(eventsBefore);
    expect(events.map((e) => e.type)).toEqual(['participation.rejected']);
    const listed = await list(partner.auth, partner.partnerId);
    expect(listed.json.advertisers[0].invitations).toHaveLength(1);

    // Declining again is not an invitation any more.
    const again = await answer('decline', partner.auth, partner.partnerId, {
      campaign_ids: [withTerms.campaign_id],
    });
    expect(again.status).toBe(400);
    expect(again.json.error.errors[0].message).toMatch(/rejected/);

    await invite(brandUser.auth, net, [partner.partnerId], [withTerms.campaign_id]);
    expect((await participationOf(withTerms.campaign_id, partner.partnerId))!.status).toBe('t');
  });

  it('only the partner (or staff) declines its own invitations', async () => {
    const { plain, partner, other, brandUser } = await world();
    expect(
      (
        await answer('decline', other.auth, partner.partnerId, {
          campaign_ids: [plain.campaign_id],
        })
      ).status,
    ).toBe(403);
    expect(
      (await answer('decline', other.auth, other.partnerId, { campaign_ids: [plain.campaign_id] }))
        .status,
    ).toBe(400);
    expect(
      (
        await answer('decline', brandUser.auth, partner.partnerId, {
          campaign_ids: [plain.campaign_id],
        })
      ).status,
    ).toBe(403);
    expect((await participationOf(plain.campaign_id, partner.partnerId))!.status).toBe('t');
    expect((await answer('decline', partner.auth, partner.partnerId, {})).status).toBe(400);
  });
});
