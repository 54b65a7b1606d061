import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { PartnerCreativeSummaryResponse } from '@/lib/schemas/creative-out';
import { partnerCreativeSummary } from '@/lib/services/creatives';

// GET /user/publisher/{publisher_id}/creative: per campaign the partner is approved on, how many
// live creatives of each type it offers. JSON only: the reference's type names ("Text Link",
// "HTML Form") are no XML element names (docs/api-decisions.md#creatives).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json'],
  GET: endpoint({
    summary: 'Count the creatives of each type on every campaign the partner is approved on',
    reference: 'partnerize-creatives-v1 GET /user/publisher/{publisher_id}/creative',
    responses: { 200: PartnerCreativeSummaryResponse },
    handler: async ({ db, principal, params }) => {
      const summary = await partnerCreativeSummary(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
      );
      return {
        body: {
          count: summary.length,
          campaign_creatives: summary.map(({ campaign, counts }) => ({
            campaign_creative: {
              campaign_id: String(campaign.id),
              title: campaign.title,
              creatives: counts,
            },
          })),
        },
      };
    },
  }),
});
