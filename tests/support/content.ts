import * as creativesRoute from '@/app/(api)/campaign/[campaign_id]/creative/route';
import * as tagsRoute from '@/app/(api)/campaign/[campaign_id]/creative/tags/route';
import * as dealsRoute from '@/app/(api)/campaign/[campaign_id]/deal/route';
import * as feedsRoute from '@/app/(api)/campaign/[campaign_id]/feed/route';
import * as partnerCreativesRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/[status]/creative/route';
import { call, type TestNetwork } from './harness';
import { approvedPartner, decide, requestOne } from './campaigns';
import { dataUrl, makePng } from './images';

/** Helpers for the campaign content tests (creatives, tags, deals, product feeds). */

export const pngUpload = (width = 120, height = 60) => dataUrl(makePng(width, height));

/** A partner user approved on the network and on the campaign. */
export async function partnerOn(net: TestNetwork, campaign: { campaign_id: string }) {
  const partner = await approvedPartner(net);
  const asked = await requestOne(partner.auth, partner.partnerId, campaign);
  if (asked.status >= 300) throw new Error(`request: ${asked.status} ${asked.text}`);
  const decided = await decide('accept', net.auth, net.networkId, [
    { campaign_id: campaign.campaign_id, publisher_id: partner.partnerId },
  ]);
  if (decided.status >= 300) throw new Error(`accept: ${decided.status} ${decided.text}`);
  return partner;
}

export const creatives = (
  auth: string,
  campaignId: string,
  method = 'GET',
  body?: unknown,
  headers?: Record<string, string>,
) =>
  call(creativesRoute, `/campaign/${campaignId}/creative`, {
    method,
    auth,
    body,
    headers,
    params: { campaign_id: campaignId },
  });

export const tags = (auth: string, campaignId: string, method = 'GET', body?: unknown) =>
  call(tagsRoute, `/campaign/${campaignId}/creative/tags`, {
    method,
    auth,
    body,
    params: { campaign_id: campaignId },
  });

export const deals = (
  auth: string,
  campaignId: string,
  method = 'GET',
  body?: unknown,
  query = '',
) =>
  call(dealsRoute, `/campaign/${campaignId}/deal${query}`, {
    method,
    auth,
    body,
    params: { campaign_id: campaignId },
  });

export const feeds = (auth: string, campaignId: string, method = 'GET', body?: unknown) =>
  call(feedsRoute, `/campaign/${campaignId}/feed`, {
    method,
    auth,
    body,
    params: { campaign_id: campaignId },
  });

export const partnerCreatives = (
  auth: string,
  partnerId: string,
  campaignId: string,
  query = '',
  headers?: Record<string, string>,
) =>
  call(
    partnerCreativesRoute,
    `/user/publisher/${partnerId}/campaign/${campaignId}/creative${query}`,
    {
      auth,
      headers,
      params: { publisher_id: partnerId, status: campaignId },
    },
  );

/** One banner (uploaded image), one text link and one HTML creative. */
export const threeCreatives = (extra: Record<string, unknown> = {}) => [
  {
    creative_type_id: 1,
    description: 'Summer banner',
    destination: 'https://shop.example/summer',
    creative_items: [{ img_upload: pngUpload(), filename: 'summer.png' }],
    ...extra,
  },
  { creative_type_id: 3, description: 'Shop the summer sale', ...extra },
  {
    creative_type_id: 2,
    html: '<p>Big <b>sale</b> <a href="https://shop.example/deals">today</a></p><script>alert(1)</script>',
    ...extra,
  },
];

/** A campaign's content for the security world: a tagged text link, a deal and a feed, named with `marker`. */
export async function makeContent(net: TestNetwork, campaignId: string, marker: string) {
  const tag = await tags(net.auth, campaignId, 'POST', { tags: [{ name: `Tag ${marker}` }] });
  const creativeTag = tag.json.creative_tags[0].creative_tag.creative_tag_id as string;
  const creative = await creatives(net.auth, campaignId, 'POST', {
    creatives: [{ creative_type_id: 3, description: `Creative ${marker}`, tags: [creativeTag] }],
  });
  const deal = await deals(net.auth, campaignId, 'POST', {
    title: `Deal ${marker}`,
    description: 'x',
    offer_type: 'sale',
    offer_value: '10%',
  });
  const feed = await feeds(net.auth, campaignId, 'POST', {
    feeds: [{ name: `Feed ${marker}`, location: `https://feeds.example/${marker}.xml` }],
  });
  return {
    creative: creative.json.creatives[0].creative.creative_id as string,
    creativeTag,
    deal: deal.json.campaign_deal.campaign_deal_id as string,
    feed: feed.json.feeds[0].feed.feed_id as string,
  };
}
