import { describe, expect, it } from 'vitest';
import * as byTagsRoute from '@/app/(api)/campaign/[campaign_id]/creative_tags/creative/route';
import * as dealRoute from '@/app/(api)/campaign/[campaign_id]/deal/[deal_id]/route';
import * as summaryRoute from '@/app/(api)/user/publisher/[publisher_id]/creative/route';
import * as partnerFeedsRoute from '@/app/(api)/user/publisher/[publisher_id]/feed/route';
import * as creativeTypeRoute from '@/app/(api)/reference/creative_type/route';
import { referenceErrors } from '../support/reference-contract';
import { call, makeNetwork } from '../support/harness';
import { brandWithCampaign } from '../support/campaigns';
import {
  creatives,
  deals,
  feeds,
  partnerCreatives,
  partnerOn,
  pngUpload,
  tags,
  threeCreatives,
} from '../support/content';

/**
 * Contract tests of the campaign content operations (creatives, creative tags, deals, product
 * feeds, the creative type lookup): each response validates against the reference's response
 * schema (tests/fixtures/reference/<name>.json with its source and adjustments).
 */

const ok = (name: string, res: { status: number; json: unknown }, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(referenceErrors(name, res.json)).toEqual([]);
};

describe('reference contract: creatives and creative tags', () => {
  it('every creative and tag operation, brand side and partner side', async () => {
    const net = await makeNetwork();
    const { campaign } = await brandWithCampaign(net);
    const id = campaign.campaign_id;
    const tagged = await tags(net.auth, id, 'POST', {
      tags: [{ name: 'promo' }, { name: 'logo' }],
    });
    ok('creative-tags-create-v1', tagged, 201);
    const [promo, logo] = tagged.json.creative_tags.map(
      (t: { creative_tag: { creative_tag_id: string } }) => t.creative_tag.creative_tag_id,
    );
    // The reference's example body, with fields we compute (ids, preview, created_*) ignored
    // and our upload in place of its remote img_url.
    const created = await creatives(net.auth, id, 'POST', {
      creatives: [
        {
          tags: promo,
          active: 'y',
          advertiser_reference: 'Promotion July 2016',
          campaign_id: id,
          creative_items: [
            {
              tags: '',
              active: 'y',
              content_type: 'image/jpeg',
              created_at: '2016-04-07 04:21:51',
              creative_item_id: undefined,
              creative_type_id: 1,
              description: '',
              filename: '4fdf4b3879da1funny-animals-page.jpg',
              img_upload: pngUpload(400, 360),
              preview: 'https://demo.prf.hn/preview/screativeref:300396',
              specific_destination: '',
            },
          ],
          creative_tracking_link: '',
          creative_tracking_link_rotate: '',
          creative_type_id: 1,
          custom_append_url_parameters: '',
          custom_prepend_url_parameters: '',
          default_specific_creative_id: '300396',
          description: 'Demo Text',
          destination: 'http://www.partnerize.com',
          dynamic_tracking_link: '',
          end_date_time: '2033-09-30 15:00:00',
          height: 360,
          html_tracking_link: '',
          limits: '',
          preview: 'https://demo.prf.hn/preview/creativeref:300442',
          start_date_time: '2013-08-31 15:00:00',
          width: 400,
        },
        ...threeCreatives().slice(1),
      ],
    });
    ok('creatives-create-v1', created, 201);
    const banner = created.json.creatives[0].creative;
    expect(banner).toMatchObject({ width: 400, height: 360, tags: promo, creative_type_id: 1 });

    ok(
      'creatives-update-v1',
      await creatives(net.auth, id, 'PUT', {
        creatives: [{ creative_id: banner.creative_id, tags: [promo, logo], active: 'y' }],
      }),
    );
    ok('creatives-list-v1', await creatives(net.auth, id));
    ok(
      'creatives-by-tags-v1',
      await call(byTagsRoute, `/campaign/${id}/creative_tags/creative?tags[]=${logo}`, {
        auth: net.auth,
        params: { campaign_id: id },
      }),
    );
    ok('creative-tags-list-v1', await tags(net.auth, id));
    ok(
      'creative-tags-update-v1',
      await tags(net.auth, id, 'PUT', { tags: [{ creative_tag_id: promo, name: 'promotion' }] }),
    );
    ok(
      'creative-tags-delete-v1',
      await tags(net.auth, id, 'DELETE', { tags: [{ creative_tag_id: logo }] }),
    );

    const partner = await partnerOn(net, campaign);
    const mine = await partnerCreatives(partner.auth, partner.partnerId, id);
    ok('partner-campaign-creatives-v1', mine);
    expect(mine.json.count).toBe(3);
    ok(
      'partner-creative-summary-v1',
      await call(summaryRoute, `/user/publisher/${partner.partnerId}/creative`, {
        auth: partner.auth,
        params: { publisher_id: partner.partnerId },
      }),
    );
  });

  it('GET /reference/creative_type', async () => {
    const net = await makeNetwork();
    const res = await call(creativeTypeRoute, '/reference/creative_type', { auth: net.auth });
    ok('reference-creative-type', res);
    expect(res.json.creative_types[0].creative_type).toMatchObject({
      creative_type_id: 1,
      creative_name: 'Banner',
      output_method: 'banner',
      active: 'y',
    });
  });
});

describe('reference contract: deals and product feeds', () => {
  it('every deal operation (the reference example body)', async () => {
    const net = await makeNetwork();
    const { campaign } = await brandWithCampaign(net);
    const id = campaign.campaign_id;
    const created = await deals(net.auth, id, 'POST', {
      active: 'y',
      advertiser_reference: 'Promo012',
      category: 'Clothing',
      country_iso: 'GB',
      coupon_code: 'DEAL45',
      description: 'There are a lot of awesome deals',
      destination: 'https://dealz.bargain/promo',
      end_date_time: '2037-09-01T00:00:00+01:00',
      offer_type: 'coupon',
      offer_value: '40% off',
      start_date_time: '2017-08-01T00:00:00+01:00',
      terms: 'No terms for this deal',
      title: '40% off everything',
    });
    ok('deal-create-v1', created, 201);
    const deal = created.json.campaign_deal;
    expect(deal).toMatchObject({
      start_date_time: '2017-07-31T23:00:00+00:00',
      updated_at: null,
      live: true,
    });
    const params = { campaign_id: id, deal_id: deal.campaign_deal_id };
    const path = `/campaign/${id}/deal/${deal.campaign_deal_id}`;
    ok('deal-v1', await call(dealRoute, path, { auth: net.auth, params }));
    ok(
      'deal-update-v1',
      await call(dealRoute, path, {
        method: 'PATCH',
        auth: net.auth,
        params,
        body: { offer_value: '45% off', terms: null },
      }),
    );
    await deals(net.auth, id, 'POST', {
      title: 'Bare',
      description: 'Only the required fields',
      offer_type: 'sale',
      offer_value: 'Half price',
    });
    ok('deals-list-v1', await deals(net.auth, id));
    const removed = await call(dealRoute, path, { method: 'DELETE', auth: net.auth, params });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
  });

  it('every product feed operation (the reference example bodies)', async () => {
    const net = await makeNetwork();
    const { campaign } = await brandWithCampaign(net);
    const id = campaign.campaign_id;
    const created = await feeds(net.auth, id, 'POST', {
      feeds: [
        {
          active: 'y',
          dynamic: 0,
          fetch_frequency: 3600,
          location: 'http://example.com/feed.xml',
          name: 'Sample Feed',
        },
        { location: 'https://example.com/exports/uk_destinations.csv' },
      ],
    });
    ok('feeds-create-v1', created, 201);
    const feedId = created.json.feeds[0].feed.feed_id;
    expect(created.json.feeds[1].feed.name).toBe('uk_destinations.csv');
    const updated = await feeds(net.auth, id, 'PUT', {
      feeds: [
        { active: 'y', feed_id: feedId, fetch_frequency: 3600, name: 'Sample Feed' },
        { location: 'https://example.com/exports/uk_destinations.csv', name: 'UK Destinations' },
      ],
    });
    ok('feeds-update-v1', updated);
    expect(updated.json.feeds.map((f: { feed: { action: string } }) => f.feed.action)).toEqual([
      'nochange',
      'update',
    ]);
    ok('feeds-list-v1', await feeds(net.auth, id));

    const partner = await partnerOn(net, campaign);
    const mine = await call(partnerFeedsRoute, `/user/publisher/${partner.partnerId}/feed`, {
      auth: partner.auth,
      params: { publisher_id: partner.partnerId },
    });
    ok('partner-feeds-v1', mine);
    expect(mine.json.campaigns[0].campaign.feeds).toHaveLength(2);
  });
});
