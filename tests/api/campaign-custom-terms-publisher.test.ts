import { describe, expect, it } from 'vitest';
import * as route from '@/app/(api)/campaign/[campaign_id]/custom_terms/publisher/[publisher_id]/route';
import * as ackRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions-acknowledgments/route';
import { PartnerCustomTermsListResponse } from '@/lib/schemas/campaign';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import {
  approvedPartner,
  brandWithCampaign,
  decide,
  requestOne,
  updateCampaign,
} from '../support/campaigns';

const read = (auth: string, campaignId: string, publisherId: string, suffix = '') =>
  call(route, `/campaign/${campaignId}/custom_terms/publisher/${publisherId}${suffix}`, {
    auth,
    params: { campaign_id: campaignId, publisher_id: publisherId },
    headers: suffix ? { 'x-api-format': suffix.slice(1) } : {},
  });

const termsIdOf = (campaign: Record<string, unknown>) =>
  (campaign.custom_terms as { campaign_custom_terms_and_conditions_id: string })
    .campaign_custom_terms_and_conditions_id;

async function world() {
  const net = await makeNetwork();
  const setup = await brandWithCampaign(net, {
    custom_terms: { title: 'Rules v1', terms: '<p>Be nice</p>' },
  });
  const partner = await approvedPartner(net);
  return { net, ...setup, partner, firstTermsId: termsIdOf(setup.campaign) };
}

describe('GET /campaign/{campaign_id}/custom_terms/publisher/{publisher_id}', () => {
  it("lists every version with the partner's acceptance, participation status and approval date", async () => {
    const { net, brandUser, campaign, partner, firstTermsId } = await world();
    // Not on the campaign yet: status and approved are "null", nothing agreed.
    const before = await read(brandUser.auth, campaign.campaign_id, partner.partnerId);
    expect(before.status).toBe(200);
    expect(() => PartnerCustomTermsListResponse.parse(before.json)).not.toThrow();
    expect(before.json.execution_time).toMatch(/seconds$/);
    expect(before.json.custom_terms).toEqual([
      {
        campaign_custom_terms_and_conditions_id: firstTermsId,
        campaign_id: campaign.campaign_id,
        title: 'Rules v1',
        terms: '<p>Be nice</p>',
        locale: 'en',
        active: 'y',
        created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        publisher_id: partner.partnerId,
        approved: 'null',
        agreed_latest_terms: 'n',
        status: 'null',
        acknowledged: 'n',
      },
    ]);

    // Requests with the terms (p), then approved.
    await requestOne(partner.auth, partner.partnerId, campaign, { terms_id: firstTermsId });
    const pending = await read(net.auth, campaign.campaign_id, partner.partnerId);
    expect(pending.json.custom_terms[0]).toMatchObject({
      status: 'p',
      approved: 'null',
      agreed_latest_terms: 'y',
      acknowledged: 'y',
    });
    await decide('accept', net.auth, net.networkId, [
      { campaign_id: campaign.campaign_id, publisher_id: partner.partnerId },
    ]);

    // New terms: a second version; the latest is not agreed until acknowledged.
    const updated = await updateCampaign(net.auth, campaign.campaign_id, {
      campaign_id: campaign.campaign_id,
      custom_terms: { title: 'Rules v2', terms: 'Be nicer' },
    });
    const secondTermsId = termsIdOf(updated.json.campaign);
    const after = await read(brandUser.auth, campaign.campaign_id, partner.partnerId);
    expect(
      after.json.custom_terms.map((t: Record<string, string>) => [
        t.campaign_custom_terms_and_conditions_id,
        t.active,
        t.acknowledged,
        t.agreed_latest_terms,
        t.status,
      ]),
    ).toEqual([
      [firstTermsId, 'n', 'y', 'n', 'a'],
      [secondTermsId, 'y', 'n', 'n', 'a'],
    ]);
    expect(after.json.custom_terms[0].approved).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const ack = await call(ackRoute, '/v3/partner/campaign-terms-and-conditions-acknowledgments', {
      method: 'POST',
      auth: partner.auth,
      body: { partner_id: partner.partnerId, campaign_terms_and_conditions_id: secondTermsId },
    });
    expect(ack.status).toBe(201);
    const acked = await read(brandUser.auth, campaign.campaign_id, partner.partnerId);
    expect(
      acked.json.custom_terms.map((t: Record<string, string>) => [
        t.acknowledged,
        t.agreed_latest_terms,
      ]),
    ).toEqual([
      ['y', 'y'],
      ['y', 'y'],
    ]);
  });

  it('answers an empty list for a campaign without custom terms, and XML', async () => {
    const net = await makeNetwork();
    const { campaign } = await brandWithCampaign(net);
    const partner = await approvedPartner(net);
    const res = await read(net.auth, campaign.campaign_id, partner.partnerId);
    expect(res.json.custom_terms).toEqual([]);
    const { campaign: withTerms, partner: p2, net: n2, firstTermsId } = await world();
    const xml = await read(n2.auth, withTerms.campaign_id, p2.partnerId, '.xml');
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toMatch(/xml/);
    expect(xml.text).toContain(firstTermsId);
    expect(xml.text).toContain('agreed_latest_terms');
  });

  it('shows an invitation as p (v1)', async () => {
    const { net, campaign, partner } = await world();
    const { POST } =
      await import('@/app/(api)/v2/networks/[networkId]/invite/network-partners/route');
    await call({ POST }, `/v2/networks/${net.networkId}/invite/network-partners`, {
      method: 'POST',
      auth: net.auth,
      body: { publisher_id: [partner.partnerId], campaign_id: [campaign.campaign_id] },
      params: { networkId: String(net.networkId) },
    });
    expect(
      (await read(net.auth, campaign.campaign_id, partner.partnerId)).json.custom_terms[0].status,
    ).toBe('p');
  });

  it('access: staff and the granted brand user; ungranted brand user and partners 403; other networks and unknown ids 404', async () => {
    const { net, campaign, partner } = await world();
    const ungranted = await makeBrandUser(net, []);
    expect((await read(ungranted.auth, campaign.campaign_id, partner.partnerId)).status).toBe(403);
    expect((await read(partner.auth, campaign.campaign_id, partner.partnerId)).status).toBe(403);
    const foreign = await world();
    expect((await read(foreign.net.auth, campaign.campaign_id, partner.partnerId)).status).toBe(
      404,
    );
    // Own campaign, other network's partner; own partner, other network's campaign.
    expect(
      (await read(foreign.net.auth, foreign.campaign.campaign_id, partner.partnerId)).status,
    ).toBe(404);
    expect(
      (await read(foreign.net.auth, campaign.campaign_id, foreign.partner.partnerId)).status,
    ).toBe(404);
    expect((await read(net.auth, campaign.campaign_id, '99999999')).status).toBe(404);
    expect((await read(net.auth, '99999999', partner.partnerId)).status).toBe(404);
    expect((await read(net.auth, 'abc', partner.partnerId)).status).toBe(404);
    const res = await read(foreign.net.auth, foreign.campaign.campaign_id, partner.partnerId);
    expect(res.text).not.toContain('Rules v1');
  });
});
