import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { isServedIconUrl } from '@/lib/api/presenters/brand';
import { presentCampaign } from '@/lib/api/presenters/campaign';
import {
  CampaignResponse,
  RetireCampaignIn,
  RetireCampaignResponse,
  UpdateCampaignIn,
} from '@/lib/schemas/campaign';
import { getCampaign, retireCampaign, updateCampaign } from '@/lib/services/campaigns';

// GET /campaign/{campaign_id}: Retrieve campaign.
// PUT /campaign/{campaign_id}: Update campaign, partial; campaign_id required in the body.
// POST /campaign/{campaign_id}: Legacy: action "delete" retires the campaign.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Retrieve a campaign',
    reference: 'partnerize-campaigns GET /campaign/{campaign_id}',
    responses: { 200: CampaignResponse },
    handler: async ({ db, principal, params, origin }) => {
      const campaign = await getCampaign(db, principal, pathId(params.campaign_id, 'Campaign'));
      return { body: { campaign: presentCampaign(campaign, origin) } };
    },
  }),
  PUT: endpoint({
    summary: 'Update a campaign',
    reference: 'partnerize-campaigns PUT /campaign/{campaign_id}',
    responses: { 200: CampaignResponse },
    body: UpdateCampaignIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const options = { isCurrentIconUrl: isServedIconUrl };
      const campaign = await updateCampaign(db, principal, campaignId, body, options);
      return { body: { campaign: presentCampaign(campaign, origin) } };
    },
  }),
  POST: endpoint({
    summary: 'Delete (retire) a campaign: body action "delete"',
    reference: 'partnerize-campaigns POST /campaign/{campaign_id}',
    responses: { 200: RetireCampaignResponse },
    body: RetireCampaignIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const campaign = await retireCampaign(db, principal, campaignId, body);
      return {
        body: {
          campaign: presentCampaign(campaign, origin),
          status: {
            status: 'Deleted',
            message: 'Campaign successfully deleted',
            retire_reason: body.retire_reason,
            campaign_id: String(campaign.row.id),
          },
        },
      };
    },
  }),
});
