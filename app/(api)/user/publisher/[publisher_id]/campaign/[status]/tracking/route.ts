import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCampaignWithParticipation } from '@/lib/api/presenters/campaign';
import {
  PartnerCampaignTrackingListResponse,
  PartnerCampaignsParams,
} from '@/lib/schemas/participation';
import { listPartnerCampaigns } from '@/lib/services/participations';
import { buildTrackingLink } from '@/lib/services/tracking';

// GET /user/publisher/{publisher_id}/campaign/{status}/tracking: the partner's campaigns with one
// participation status (a, p or r), each with its camref and, when approved, its tracking link.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      "List the partner's campaigns with a participation status, each with camref and its tracking link (approved only)",
    reference:
      'publisher_campaign.apib GET /user/publisher/{publisher_id}/campaign/{status}/tracking',
    responses: { 200: PartnerCampaignTrackingListResponse },
    params: PartnerCampaignsParams,
    handler: async ({ db, principal, params, origin }) => {
      const partnerId = pathId(params.publisher_id, 'Publisher');
      const records = await listPartnerCampaigns(db, principal, partnerId, params.status);
      return {
        body: {
          count: records.length,
          campaigns: records.map((r) => {
            const link = buildTrackingLink(origin, { campaignId: r.record.row.id, partnerId });
            return {
              campaign: {
                ...presentCampaignWithParticipation(r, origin),
                camref: link.camref,
                tracking_link: r.participation.status === 'a' ? link.url : null,
              },
            };
          }),
        },
      };
    },
  }),
});
