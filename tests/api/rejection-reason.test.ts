import { describe, expect, it } from 'vitest';
import { PartnerCampaignListResponse } from '@/lib/schemas/participation';
import { makeNetwork } from '../support/harness';
import {
  approvedPartner,
  brandWithCampaign,
  decide,
  partnerCampaigns,
  requestOne,
} from '../support/campaigns';

async function declined(reason: string | null) {
  const net = await makeNetwork();
  const partner = await approvedPartner(net);
  const { campaign } = await brandWithCampaign(net);
  const res = await requestOne(partner.auth, partner.partnerId, campaign);
  if (res.status !== 201) throw new Error(`request failed: ${res.text}`);
  const item = { campaign_id: campaign.campaign_id, publisher_id: partner.partnerId };
  const decision = await decide('decline', net.auth, net.networkId, [{ ...item, reason }]);
  expect(decision.json.success_count).toBe(1);
  return { partner, campaign };
}

describe('the partner sees why a request was declined (GET /user/publisher/{id}/campaign/r)', () => {
  it('carries the reason the network gave, on the rejected list only', async () => {
    const { partner, campaign } = await declined('Audience does not fit');
    const res = await partnerCampaigns(partner.auth, partner.partnerId, 'r');
    expect(res.status).toBe(200);
    expect(() => PartnerCampaignListResponse.parse(res.json)).not.toThrow();
    expect(res.json.campaigns).toHaveLength(1);
    expect(res.json.campaigns[0].campaign).toMatchObject({
      campaign_id: campaign.campaign_id,
      publisher_status: 'r',
      publisher_status_reason: 'Audience does not fit',
    });
    const pending = await partnerCampaigns(partner.auth, partner.partnerId, 'a');
    for (const c of pending.json.campaigns)
      expect(c.campaign).not.toHaveProperty('publisher_status_reason');
  });

  it('is null when the decline gave no reason', async () => {
    const { partner } = await declined(null);
    const res = await partnerCampaigns(partner.auth, partner.partnerId, 'r');
    expect(res.json.campaigns[0].campaign.publisher_status_reason).toBeNull();
  });
});
