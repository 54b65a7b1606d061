import { describe, expect, it } from 'vitest';
import * as listRoute from '@/app/(api)/campaign/[campaign_id]/custom_terms/route';
import * as combinedRoute from '@/app/(api)/v2/publishers/[publisherId]/campaigns/terms/route';
import * as campaignPartnersRoute from '@/app/(api)/campaign/[campaign_id]/publisher/route';
import * as ackRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions-acknowledgments/route';
import * as partnerReadRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/custom_terms/[custom_terms_id]/route';
import { applicableCustomTerms } from '@/lib/services/terms';
import { getDb } from '@/lib/db/client';
import { referenceErrors } from '../support/reference-contract';
import { call, makeNetwork } from '../support/harness';
import {
  approvedPartner,
  brandWithCampaign,
  decide,
  makeCampaign,
  partnerCampaigns,
  participationOf,
  requestOne,
} from '../support/campaigns';

// The partner's side of custom terms: the terms that apply to it reach its requests, its lists
// and GET /v2/publishers/{publisherId}/campaigns/terms (docs/campaigns.md#custom-terms).

type Item = Record<string, string | null>;

const combined = (auth: string, publisherId: string, campaigns: string) =>
  call(combinedRoute, `/v2/publishers/${publisherId}/campaigns/terms?campaigns=${campaigns}`, {
    auth,
    params: { publisherId },
  });

async function world() {
  const net = await makeNetwork();
  const setup = await brandWithCampaign(net, {
    terms: { en: { terms: '<p>Standard rules</p>' }, de: { terms: '<p>Regeln</p>' } },
    custom_terms: { title: 'General', terms: '<p>For everyone</p>' },
  });
  const campaign = setup.campaign as { campaign_id: string; advertiser_id: string } & {
    custom_terms: { campaign_custom_terms_and_conditions_id: string };
  };
  const c = campaign.campaign_id;
  const [p1, p2] = [await approvedPartner(net), await approvedPartner(net)];
  const created = await call(listRoute, `/campaign/${c}/custom_terms/`, {
    method: 'POST',
    auth: net.auth,
    body: { publisher_id: [p1.partnerId], title: 'Just p1', terms: '<p>Only p1</p>' },
    params: { campaign_id: c },
  });
  return {
    net,
    ...setup,
    campaign,
    c,
    generalId: campaign.custom_terms.campaign_custom_terms_and_conditions_id,
    ownId: created.json.custom_terms[0].campaign_custom_terms_and_conditions_id as string,
    p1,
    p2,
  };
}

describe('GET /v2/publishers/{publisherId}/campaigns/terms', () => {
  it('gives the network terms, then per campaign the standard and the custom terms that apply; partner terms replace the standard ones', async () => {
    const { net, c, generalId, ownId, p1, p2, brand } = await world();
    const plain = await makeCampaign(net, brand.advertiser_id);
    const general = await combined(p2.auth, p2.partnerId, `${c},${plain.campaign_id}`);
    expect(general.status).toBe(200);
    expect(referenceErrors('partner-combined-terms', general.json)).toEqual([]);
    expect(
      general.json.terms.map((t: Item) => [t.type, t.campaign_id, t.terms_id, t.accepted]),
    ).toEqual([
      ['network', null, expect.any(String), 'y'],
      ['campaign', c, null, null],
      ['custom', c, generalId, 'n'],
    ]);
    expect(general.json.count).toBe(3);
    expect(general.json.terms[0].title).toBe('Network terms');
    expect(general.json.terms[1]).toMatchObject({ content: '<p>Standard rules</p>' });
    expect(general.json.terms[2]).toMatchObject({
      title: 'General',
      content: '<p>For everyone</p>',
    });

    const own = await combined(p1.auth, p1.partnerId, c);
    expect(own.json.terms.map((t: Item) => [t.type, t.terms_id])).toEqual([
      ['network', expect.any(String)],
      ['custom', ownId],
    ]);
    expect(own.text).not.toContain('Standard rules');
    // Staff may read it for a partner.
    expect((await combined(net.auth, p1.partnerId, c)).json.terms).toHaveLength(2);
  });

  it('refuses bad and foreign input', async () => {
    const { net, c, p1, p2, brandUser } = await world();
    const other = await world();
    expect((await combined(p1.auth, p1.partnerId, '')).status).toBe(400);
    expect((await combined(p1.auth, p1.partnerId, 'abc')).status).toBe(400);
    const foreign = await combined(p1.auth, p1.partnerId, other.c);
    expect(foreign.status).toBe(400);
    expect(foreign.text).not.toContain('Only p1');
    expect((await combined(p1.auth, p2.partnerId, c)).status).toBe(404);
    expect((await combined(brandUser.auth, p1.partnerId, c)).status).toBe(403);
    expect((await combined(net.auth, other.p1.partnerId, c)).status).toBe(404);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await combined(p1.auth, p1.partnerId, tooMany)).status).toBe(400);
  });
});

describe('partner terms reach requests and lists', () => {
  it('a request must accept the terms that apply to the partner; the participation carries them', async () => {
    const { net, campaign, c, generalId, ownId, p1 } = await world();
    const stale = await requestOne(p1.auth, p1.partnerId, campaign, { terms_id: generalId });
    expect(stale.json.results[0]).toMatchObject({
      success: false,
      error: { code: 'terms_required', terms_id: ownId },
    });
    const ok = await requestOne(p1.auth, p1.partnerId, campaign, { terms_id: ownId });
    expect(ok.json.results[0]).toMatchObject({ success: true, status: 'p' });
    expect((await participationOf(c, p1.partnerId))!.acceptedTermsId).toBe(Number(ownId));
    const pending = await partnerCampaigns(p1.auth, p1.partnerId, 'p');
    expect(pending.json.campaigns[0].campaign).toMatchObject({
      campaign_custom_terms_and_conditions_id: ownId,
      campaign_custom_terms_and_conditions_title: 'Just p1',
    });
    // The brand's list of the campaign's partners shows each partner's terms.
    await decide('accept', net.auth, net.networkId, [
      { campaign_id: c, publisher_id: p1.partnerId },
    ]);
    const partners = await call(campaignPartnersRoute, `/campaign/${c}/publisher`, {
      auth: net.auth,
      params: { campaign_id: c },
    });
    expect(partners.json.publishers[0].publisher).toMatchObject({
      campaign_custom_terms_and_conditions_id: ownId,
    });
  });

  it('acknowledging the general terms is refused for a partner with its own; its own are accepted', async () => {
    const { generalId, ownId, p1 } = await world();
    const ack = (id: string) =>
      call(ackRoute, '/v3/partner/campaign-terms-and-conditions-acknowledgments', {
        method: 'POST',
        auth: p1.auth,
        body: { partner_id: p1.partnerId, campaign_terms_and_conditions_id: id },
      });
    const refused = await ack(generalId);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(`(${ownId})`);
    expect((await ack(ownId)).status).toBe(201);
  });

  it("the v1 partner read gives a partner its own terms, not another partner's", async () => {
    const { c, generalId, ownId, p1, p2 } = await world();
    const read = (p: { auth: string; partnerId: string }, id: string) =>
      call(partnerReadRoute, `/user/publisher/${p.partnerId}/campaign/custom_terms/${id}`, {
        auth: p.auth,
        params: { publisher_id: p.partnerId, custom_terms_id: id },
      });
    expect((await read(p1, ownId)).json.custom_terms[0]).toMatchObject({
      campaign_id: c,
      active: 'y',
    });
    expect((await read(p2, ownId)).status).toBe(404);
    expect((await read(p2, generalId)).status).toBe(200);
  });

  it('applicableCustomTerms: partner terms, else the general ones, only on the partner network', async () => {
    const { c, generalId, ownId, p1, p2 } = await world();
    const other = await world();
    const db = await getDb();
    const ids = [Number(c), Number(other.c)];
    const forP1 = await applicableCustomTerms(db, Number(p1.partnerId), ids);
    expect([...forP1.entries()]).toEqual([
      [Number(c), expect.objectContaining({ id: Number(ownId) })],
    ]);
    const forP2 = await applicableCustomTerms(db, Number(p2.partnerId), ids);
    expect(forP2.get(Number(c))?.id).toBe(Number(generalId));
    expect(forP2.has(Number(other.c))).toBe(false);
    expect((await applicableCustomTerms(db, Number(p2.partnerId), [])).size).toBe(0);
  });
});
