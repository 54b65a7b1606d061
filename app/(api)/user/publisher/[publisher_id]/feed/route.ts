import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerFeed } from '@/lib/api/presenters/feed';
import { PartnerFeedListResponse, PartnerFeedsQuery } from '@/lib/schemas/feed';
import { listPartnerFeeds } from '@/lib/services/feeds';

// GET /user/publisher/{publisher_id}/feed: the product feeds of the campaigns the partner is
// approved on, per campaign (campaign_id narrows to one; partner users see active feeds).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List the product feeds of the campaigns the partner is approved on',
    reference: 'partnerize-feeds-v1 GET /user/publisher/{publisher_id}/feed',
    responses: { 200: PartnerFeedListResponse },
    query: PartnerFeedsQuery,
    handler: async ({ db, principal, params, query }) => {
      const groups = await listPartnerFeeds(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
        {
          campaignId: query.campaign_id === undefined ? undefined : Number(query.campaign_id),
          active: query.active === undefined ? undefined : query.active === 'y',
        },
      );
      return {
        body: {
          count: groups.length,
          campaigns: groups.map(({ campaign, feeds }) => ({
            campaign: {
              campaign_id: String(campaign.id),
              title: campaign.title,
              feeds: feeds.map((f) => presentPartnerFeed(f, campaign.title)),
            },
          })),
        },
      };
    },
  }),
});
