import { describe, expect, it } from 'vitest';
import * as requestAccessRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/[status]/route';
import * as requestAccessNoStatusRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/route';
import * as ackRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions-acknowledgments/route';
import { CampaignRequestsResponse, PartnerCampaignListResponse } from '@/lib/schemas/participation';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';
import {
  approvedPartner,
  brandWithCampaign,
  codesOf,
  historyOf,
  makeBrand,
  makeCampaign,
  participationOf,
  requestCampaigns,
  requestOne,
  setNetworkStatus,
  updateCampaign,
} from '../support/campaigns';

const requestAccess = (auth: string, publisherId: string, body: unknown, status?: string) =>
  status === undefined
    ? call(requestAccessNoStatusRoute, `/user/publisher/${publisherId}/campaign`, {
        method: 'POST',
        auth,
        body,
        params: { publisher_id: publisherId },
      })
    : call(requestAccessRoute, `/user/publisher/${publisherId}/campaign/${status}`, {
        method: 'POST',
        auth,
        body,
        params: { publisher_id: publisherId, status },
      });

const acknowledge = (auth: string, body: unknown) =>
  call(ackRoute, '/v3/partner/campaign-terms-and-conditions-acknowledgments', {
    method: 'POST',
    auth,
    body,
  });

async function termsCampaign(net: TestNetwork, overrides: Record<string, unknown> = {}) {
  const setup = await brandWithCampaign(net, {
    custom_terms: { title: 'Brand rules', terms: '<p>No PPC on our brand terms</p>' },
    ...overrides,
  });
  const termsId = (
    setup.campaign.custom_terms as { campaign_custom_terms_and_conditions_id: string }
  ).campaign_custom_terms_and_conditions_id;
  return { ...setup, termsId };
}

describe('POST /v2/publishers/{publisherId}/campaign-requests (Create campaign requests)', () => {
  it('creates a pending request (p) with 201, counts and per-item results, and a history row', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign } = await brandWithCampaign(net);
    const res = await requestOne(partner.auth, partner.partnerId, campaign);
    expect(res.status).toBe(201);
    expect(() => CampaignRequestsResponse.parse(res.json)).not.toThrow();
    expect(res.json).toMatchObject({ success_count: 1, failure_count: 0 });
    expect(res.json.execution_type).toMatch(/^\d+\.\d{5} seconds$/);
    expect(res.json.execution_time).toMatch(/^\d+\.\d{5} seconds$/);
    expect(res.json.results).toEqual([
      {
        campaign_id: campaign.campaign_id,
        advertiser_id: campaign.advertiser_id,
        success: true,
        status: 'p',
        changed: true,
        error: null,
      },
    ]);
    expect((await participationOf(campaign.campaign_id, partner.partnerId))?.status).toBe('p');
    const history = await historyOf(campaign.campaign_id, partner.partnerId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatus: null,
      toStatus: 'p',
      actorUserId: Number(partner.user.user_id),
      reason: null,
    });
  });

  it('approves at once (a) when the campaign auto-approves partners', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign } = await brandWithCampaign(net, { auto_approve_publisher: 'y' });
    const res = await requestOne(partner.auth, partner.partnerId, campaign);
    expect(res.json.results[0]).toMatchObject({ success: true, status: 'a', changed: true });
    const row = await participationOf(campaign.campaign_id, partner.partnerId);
    expect(row?.status).toBe('a');
    expect(row?.approvedAt).toBeInstanceOf(Date);
    expect((await historyOf(campaign.campaign_id, partner.partnerId))[0]).toMatchObject({
      fromStatus: null,
      toStatus: 'a',
      reason: 'campaign auto-approves partners',
    });
  });

  it('changes nothing on a repeat request: same status, no new history row', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign } = await brandWithCampaign(net);
    await requestOne(partner.auth, partner.partnerId, campaign);
    const before = await participationOf(campaign.campaign_id, partner.partnerId);
    const again = await requestCampaigns(partner.auth, partner.partnerId, {
      campaign_requests: [
        { advertiser_id: campaign.advertiser_id, campaign_id: campaign.campaign_id },
        { advertiser_id: campaign.advertiser_id, campaign_id: campaign.campaign_id },
      ],
    });
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ success_count: 2, failure_count: 0 });
    expect(
      again.json.results.map((r: { changed: boolean; status: string }) => [r.changed, r.status]),
    ).toEqual([
      [false, 'p'],
      [false, 'p'],
    ]);
    expect(await participationOf(campaign.campaign_id, partner.partnerId)).toEqual(before);
    expect(await historyOf(campaign.campaign_id, partner.partnerId)).toHaveLength(1);
  });

  it('reports failed items and goes on with the rest (partial success)', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign } = await brandWithCampaign(net);
    const other = await brandWithCampaign(net);
    const retired = await makeCampaign(net, other.brand.advertiser_id, { status: 'r' });
    const pausedBrand = await makeBrand(net, { status: 'p' });
    const ofPausedBrand = await makeCampaign(net, pausedBrand.advertiser_id);
    const foreign = await brandWithCampaign(await makeNetwork());
    const res = await requestCampaigns(partner.auth, partner.partnerId, {
      campaign_requests: [
        { advertiser_id: campaign.advertiser_id, campaign_id: campaign.campaign_id },
        { advertiser_id: other.brand.advertiser_id, campaign_id: campaign.campaign_id },
        { advertiser_id: foreign.brand.advertiser_id, campaign_id: foreign.campaign.campaign_id },
        { advertiser_id: other.brand.advertiser_id, campaign_id: retired.campaign_id },
        { advertiser_id: other.brand.advertiser_id, campaign_id: other.campaign.campaign_id },
        { advertiser_id: pausedBrand.advertiser_id, campaign_id: ofPausedBrand.campaign_id },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success_count: 2, failure_count: 4 });
    expect(
      res.json.results.map(
        (r: { success: boolean; error: { code: string } | null }) => r.error?.code ?? 'ok',
      ),
    ).toEqual([
      'ok',
      'invalid_value',
      'entity_not_found',
      'campaign_not_active',
      'ok',
      'campaign_not_active',
    ]);
    expect(await participationOf(retired.campaign_id, partner.partnerId)).toBeUndefined();
    expect(await participationOf(foreign.campaign.campaign_id, partner.partnerId)).toBeUndefined();
  });

  it('refuses a request to a campaign with custom terms unless the latest terms are acknowledged', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign, termsId } = await termsCampaign(net);

    const missing = await requestOne(partner.auth, partner.partnerId, campaign);
    expect(missing.json).toMatchObject({ success_count: 0, failure_count: 1 });
    expect(missing.json.results[0]).toMatchObject({
      success: false,
      status: null,
      changed: false,
      error: { code: 'terms_required', terms_id: termsId },
    });
    expect(await participationOf(campaign.campaign_id, partner.partnerId)).toBeUndefined();

    // The brand publishes new terms: the old id is stale.
    const updated = await updateCampaign(net.auth, campaign.campaign_id, {
      campaign_id: campaign.campaign_id,
      custom_terms: { title: 'Brand rules', terms: '<p>Version two</p>' },
    });
    const latest = updated.json.campaign.custom_terms.campaign_custom_terms_and_conditions_id;
    expect(latest).not.toBe(termsId);
    expect(updated.json.campaign.custom_terms.version).toBe(2);
    const stale = await requestOne(partner.auth, partner.partnerId, campaign, {
      terms_id: termsId,
    });
    expect(stale.json.results[0]).toMatchObject({
      success: false,
      error: { code: 'terms_required', terms_id: latest },
    });
    expect(await participationOf(campaign.campaign_id, partner.partnerId)).toBeUndefined();

    const ok = await requestOne(partner.auth, partner.partnerId, campaign, { terms_id: latest });
    expect(ok.json.results[0]).toMatchObject({ success: true, status: 'p', changed: true });
    expect((await participationOf(campaign.campaign_id, partner.partnerId))?.acceptedTermsId).toBe(
      Number(latest),
    );
  });

  it('accepts a request without terms_id once the partner acknowledged the latest terms', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign, termsId } = await termsCampaign(net, { auto_approve_publisher: 'y' });
    const ack = await acknowledge(partner.auth, {
      partner_id: partner.partnerId,
      campaign_terms_and_conditions_id: termsId,
    });
    expect(ack.status).toBe(201);
    expect(ack.json.data).toMatchObject({
      partner_id: partner.partnerId,
      campaign_terms_and_conditions_id: termsId,
      created_by: partner.user.user_id,
    });
    const res = await requestOne(partner.auth, partner.partnerId, campaign);
    expect(res.json.results[0]).toMatchObject({ success: true, status: 'a' });
  });

  it('refuses partners whose network status is p, r or n (403), and changes nothing', async () => {
    const net = await makeNetwork();
    const { campaign } = await brandWithCampaign(net);
    for (const status of ['p', 'r', 'n']) {
      const partner = await makePartnerUser(net);
      if (status !== 'p') await setNetworkStatus(net, partner.partnerId, status);
      const res = await requestOne(partner.auth, partner.partnerId, campaign);
      expect(res.status, status).toBe(403);
      expect(res.json.error.errors[0]).toMatchObject({ code: 'unauthorized' });
      expect(res.json.error.message).toContain(`network status is ${status}`);
      expect(await participationOf(campaign.campaign_id, partner.partnerId)).toBeUndefined();
    }
  });

  it('lets only the partner itself or staff request; brand users get 403, other partners and networks 403/404', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign, brandUser } = await brandWithCampaign(net);
    expect((await requestOne(brandUser.auth, partner.partnerId, campaign)).status).toBe(403);
    const otherPartner = await approvedPartner(net);
    expect((await requestOne(otherPartner.auth, partner.partnerId, campaign)).status).toBe(403);
    expect((await requestOne((await makeNetwork()).auth, partner.partnerId, campaign)).status).toBe(
      404,
    );
    expect(await participationOf(campaign.campaign_id, partner.partnerId)).toBeUndefined();
    const byStaff = await requestOne(net.auth, partner.partnerId, campaign);
    expect(byStaff.json.results[0]).toMatchObject({ success: true, status: 'p' });
    expect((await historyOf(campaign.campaign_id, partner.partnerId))[0]?.actorUserId).toBe(
      net.userId,
    );
  });

  it('validates the body with the property and code named', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const cases: [unknown, string, string][] = [
      [{}, 'campaign_requests', 'required_property'],
      [{ campaign_requests: [] }, 'campaign_requests', 'invalid_lower_bound'],
      [
        { campaign_requests: [{ campaign_id: '1' }] },
        'campaign_requests[0].advertiser_id',
        'required_property',
      ],
      [
        { campaign_requests: [{ advertiser_id: 'x', campaign_id: '1' }] },
        'campaign_requests[0].advertiser_id',
        'invalid_value',
      ],
    ];
    for (const [body, property, code] of cases) {
      const res = await requestCampaigns(partner.auth, partner.partnerId, body);
      expect(res.status, property).toBe(400);
      expect(res.json.error.errors[0], property).toMatchObject({
        property,
        type: 'validation_error',
        code,
      });
    }
  });
});

describe('POST /user/publisher/{publisher_id}/campaign[/{status}] (Request access, obsolete)', () => {
  it('requests campaigns and answers the campaigns with publisher_status (201)', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign } = await brandWithCampaign(net);
    const auto = await brandWithCampaign(net, { auto_approve_publisher: 'y' });
    const res = await requestAccess(partner.auth, partner.partnerId, {
      status: 'a',
      campaigns: [
        { campaign_id: campaign.campaign_id },
        { campaign_id: auto.campaign.campaign_id },
      ],
    });
    expect(res.status).toBe(201);
    expect(() => PartnerCampaignListResponse.parse(res.json)).not.toThrow();
    expect(
      res.json.campaigns.map(
        (c: { campaign: { campaign_id: string; publisher_status: string } }) => [
          c.campaign.campaign_id,
          c.campaign.publisher_status,
        ],
      ),
    ).toEqual([
      [campaign.campaign_id, 'p'],
      [auto.campaign.campaign_id, 'a'],
    ]);
    // The optional {status} segment is ignored, and a repeat changes nothing.
    const again = await requestAccess(
      partner.auth,
      partner.partnerId,
      { campaigns: [{ campaign_id: campaign.campaign_id }] },
      'r',
    );
    expect(again.status).toBe(201);
    expect(again.json.campaigns[0].campaign.publisher_status).toBe('p');
    expect(await historyOf(campaign.campaign_id, partner.partnerId)).toHaveLength(1);
  });

  it('needs the latest terms_id for a campaign with custom terms: missing or stale is a 403 naming the item, and nothing changes', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const plain = await brandWithCampaign(net);
    const { campaign, termsId } = await termsCampaign(net);
    const missing = await requestAccess(partner.auth, partner.partnerId, {
      campaigns: [
        { campaign_id: plain.campaign.campaign_id },
        { campaign_id: campaign.campaign_id },
      ],
    });
    expect(missing.status).toBe(403);
    expect(missing.json.error).toMatchObject({ type: '403' });
    expect(missing.json.error.message).toContain(`terms_id ${termsId}`);
    expect(codesOf(missing)).toEqual({ 'campaigns[1].terms_id': 'required_property' });
    expect(await participationOf(plain.campaign.campaign_id, partner.partnerId)).toBeUndefined();

    const stale = await requestAccess(partner.auth, partner.partnerId, {
      campaigns: [{ campaign_id: campaign.campaign_id, terms_id: '99999999' }],
    });
    expect(stale.status).toBe(403);
    expect(codesOf(stale)).toEqual({ 'campaigns[0].terms_id': 'invalid_value' });

    const ok = await requestAccess(partner.auth, partner.partnerId, {
      campaigns: [{ campaign_id: campaign.campaign_id, terms_id: termsId }],
    });
    expect(ok.status).toBe(201);
    expect(ok.json.campaigns[0].campaign).toMatchObject({
      publisher_status: 'p',
      campaign_custom_terms_and_conditions_id: termsId,
      campaign_custom_terms_and_conditions_title: 'Brand rules',
    });
  });

  it('refuses unknown or inactive campaigns with 400, and non-approved partners with 403', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const brand = await makeBrand(net);
    const retired = await makeCampaign(net, brand.advertiser_id, { status: 'r' });
    const res = await requestAccess(partner.auth, partner.partnerId, {
      campaigns: [{ campaign_id: '99999999' }, { campaign_id: retired.campaign_id }],
    });
    expect(res.status).toBe(400);
    expect(codesOf(res)).toEqual({
      'campaigns[0].campaign_id': 'invalid_value',
      'campaigns[1].campaign_id': 'invalid_value',
    });
    const pending = await makePartnerUser(net);
    const active = await makeCampaign(net, brand.advertiser_id);
    expect(
      (
        await requestAccess(pending.auth, pending.partnerId, {
          campaigns: [{ campaign_id: active.campaign_id }],
        })
      ).status,
    ).toBe(403);
    const body = await requestAccess(partner.auth, partner.partnerId, { campaigns: [] });
    expect(codesOf(body)).toMatchObject({ campaigns: 'invalid_lower_bound' });
    expect(
      (
        await requestAccess(
          (await makeBrandUser(net, [Number(brand.advertiser_id)])).auth,
          partner.partnerId,
          { campaigns: [{ campaign_id: active.campaign_id }] },
        )
      ).status,
    ).toBe(403);
  });
});

describe('custom terms are versioned', () => {
  it('publishes a new version only when the terms change, and removes them with null', async () => {
    const net = await makeNetwork();
    const { campaign, termsId } = await termsCampaign(net);
    const same = await updateCampaign(net.auth, campaign.campaign_id, {
      campaign_id: campaign.campaign_id,
      custom_terms: { title: 'Brand rules', terms: '<p>No PPC on our brand terms</p>' },
    });
    expect(same.json.campaign.custom_terms).toMatchObject({
      campaign_custom_terms_and_conditions_id: termsId,
      version: 1,
    });
    const removed = await updateCampaign(net.auth, campaign.campaign_id, {
      campaign_id: campaign.campaign_id,
      custom_terms: null,
    });
    expect(removed.json.campaign.custom_terms).toBeNull();
    const partner = await approvedPartner(net);
    const res = await requestOne(partner.auth, partner.partnerId, campaign);
    expect(res.json.results[0]).toMatchObject({ success: true });
    const invalid = await updateCampaign(net.auth, campaign.campaign_id, {
      campaign_id: campaign.campaign_id,
      custom_terms: { title: '', terms: '<script></script>' },
    });
    expect(codesOf(invalid)).toMatchObject({ 'custom_terms.title': 'required_property' });
  });

  it('v3 acknowledgement refuses stale terms and unknown keys with v3 codes', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const { campaign, termsId } = await termsCampaign(net);
    await updateCampaign(net.auth, campaign.campaign_id, {
      campaign_id: campaign.campaign_id,
      custom_terms: { title: 'New', terms: 'Changed' },
    });
    const stale = await acknowledge(partner.auth, {
      partner_id: partner.partnerId,
      campaign_terms_and_conditions_id: termsId,
    });
    expect(stale.status).toBe(400);
    expect(stale.json.error.errors[0]).toMatchObject({
      property: '[campaign_terms_and_conditions_id]',
      code: '6771735c-3000-49d1-a978-74aeb33d15b9',
    });
    const extra = await acknowledge(partner.auth, {
      partner_id: partner.partnerId,
      campaign_terms_and_conditions_id: termsId,
      note: 'x',
    });
    expect(extra.json.error.errors[0]).toMatchObject({
      property: '[note]',
      code: '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
    });
    const other = await approvedPartner(net);
    expect(
      (
        await acknowledge(other.auth, {
          partner_id: partner.partnerId,
          campaign_terms_and_conditions_id: termsId,
        })
      ).status,
    ).toBe(403);
  });
});
