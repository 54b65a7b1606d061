import { describe, expect, it } from 'vitest';
import * as detailsRoute from '@/app/(api)/v3/partner/[partnerId]/discovery/route';
import * as discoveryRoute from '@/app/(api)/v2/publishers/[publisherId]/discovery/advertisers/route';
import { DiscoveryDetailsV3Response } from '@/lib/schemas/participation';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import { approvedPartner, makeBrand, makeCampaign } from '../support/campaigns';
import { createCommission, PAST } from '../support/commissions';

const details = (auth: string, partnerId: string) =>
  call(detailsRoute, `/v3/partner/${partnerId}/discovery`, { auth, params: { partnerId } });

type Campaign = { id: string; details: Record<string, unknown> };

describe('GET /v3/partner/{partnerId}/discovery (discovery with campaign details, ours)', () => {
  it('gives description, default commission, cookie period, approval type and whether rules may pay more', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const brand = await makeBrand(net);
    const auto = await makeCampaign(net, brand.advertiser_id, {
      auto_approve_publisher: 'y',
      default_commission_rate: '8.5',
      cookie_period: 86400 * 45,
      description: { en: '<p>Garden <strong>tools</strong><script>x()</script></p>' },
    });
    const review = await makeCampaign(net, brand.advertiser_id, {
      auto_approve_publisher: 'n',
      cookie_period: 86400,
    });
    const rule = await createCommission(net.auth, review.campaign_id, {
      description: 'More for volume',
      start_date: PAST,
      rates: [
        {
          id: partner.partnerId,
          type: 'publisher',
          performance_value: '12',
          performance_model: 'percentage_cpa',
        },
      ],
    });
    expect(rule.status, rule.text).toBe(201);

    const res = await details(partner.auth, partner.partnerId);
    expect(res.status, res.text).toBe(200);
    expect(() => DiscoveryDetailsV3Response.parse(res.json)).not.toThrow();
    const found: Campaign[] = res.json.data.advertisers[0].campaigns;
    const byId = new Map(found.map((c) => [c.id, c.details]));
    expect(byId.get(auto.campaign_id)).toEqual({
      description: '<p>Garden tools</p>',
      default_commission_rate: '8.5',
      default_commission_value: null,
      higher_rates_may_apply: false,
      cookie_period_days: 45,
      approval: 'automatic',
    });
    expect(byId.get(review.campaign_id)).toMatchObject({
      description: null,
      higher_rates_may_apply: true,
      cookie_period_days: 1,
      approval: 'review',
    });
  });

  it('keeps the v2 reference response free of our fields', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const brand = await makeBrand(net);
    await makeCampaign(net, brand.advertiser_id, { auto_approve_publisher: 'y' });
    const res = await call(
      discoveryRoute,
      `/v2/publishers/${partner.partnerId}/discovery/advertisers`,
      { auth: partner.auth, params: { publisherId: partner.partnerId } },
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.advertisers[0].campaigns[0]).sort()).toEqual(
      ['currency', 'default_destination', 'id', 'status', 'title', 'vertical'].sort(),
    );
  });

  it('is for the partner itself: other partners read 404, brand users 403', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const other = await approvedPartner(net);
    expect((await details(partner.auth, other.partnerId)).status).toBe(404);
    const brand = await makeBrand(net);
    const brandUser = await makeBrandUser(net, [Number(brand.advertiser_id)]);
    expect((await details(brandUser.auth, partner.partnerId)).status).toBe(403);
  });
});
