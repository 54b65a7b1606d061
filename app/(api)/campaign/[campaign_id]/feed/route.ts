import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { feedChangesOf, feedInputOf } from '@/lib/api/inputs/feed';
import { presentFeed } from '@/lib/api/presenters/feed';
import {
  CreateFeedsIn,
  FeedListResponse,
  FeedUpdateResponse,
  UpdateFeedsIn,
} from '@/lib/schemas/feed';
import { createFeeds, listCampaignFeeds, updateFeeds } from '@/lib/services/feeds';

const list = (rows: Parameters<typeof presentFeed>[0][]) => ({
  count: rows.length,
  feeds: rows.map((row) => ({ feed: presentFeed(row) })),
});

// GET /campaign/{campaign_id}/feed: the campaign's product feeds; POST creates (201) and PUT
// updates them (by feed_id or location), all or nothing. Metadata only: we never fetch or parse
// the files (docs/api-decisions.md#product-feeds).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all product feeds of a campaign',
    reference: 'partnerize-product-feeds GET /campaign/{campaign_id}/feed',
    responses: { 200: FeedListResponse },
    handler: async ({ db, principal, params }) => ({
      body: list(await listCampaignFeeds(db, principal, pathId(params.campaign_id, 'Campaign'))),
    }),
  }),
  POST: endpoint({
    summary: 'Create product feeds ({feeds: [{name, location, ...}]}); all or nothing',
    reference: 'partnerize-product-feeds POST /campaign/{campaign_id}/feed',
    responses: { 201: FeedListResponse },
    body: CreateFeedsIn,
    handler: async ({ db, principal, params, body }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      return {
        status: 201,
        body: list(await createFeeds(db, principal, campaignId, body.feeds.map(feedInputOf))),
      };
    },
  }),
  PUT: endpoint({
    summary:
      'Update product feeds named by feed_id or location (which cannot change); all or nothing',
    reference: 'partnerize-product-feeds PUT /campaign/{campaign_id}/feed',
    responses: { 200: FeedUpdateResponse },
    body: UpdateFeedsIn,
    handler: async ({ db, principal, params, body }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const results = await updateFeeds(db, principal, campaignId, body.feeds.map(feedChangesOf));
      return {
        body: {
          count: results.length,
          feeds: results.map(({ row, action }) => ({ feed: { ...presentFeed(row), action } })),
        },
      };
    },
  }),
});
