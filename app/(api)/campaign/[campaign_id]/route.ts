import { apiRoute, endpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { isServedIconUrl } from '@/lib/api/presenters/brand';
import { presentCampaign } from '@/lib/api/presenters/campaign';
import { CampaignBodyOut, RetireCampaignIn, RetireCampaignOut, UpdateCampaignIn } from '@/lib/schemas/campaign';
import { getCampaign, retireCampaign, updateCampaign } from '@/lib/services/campaigns';

// GET /campaign/{campaign_id}: Retrieve campaign (op 28c).
// PUT /campaign/{campaign_id}: Update campaign (op 28d), partial; campaign_id required in the body.
// POST /campaign/{campaign_id}: Legacy: action "delete" retires the campaign (op 28e).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Retrieve a campaign (op 28c)',
    responses: { 200: CampaignBodyOut },
    handler: async ({ db, principal, params, origin }) => {
      const campaign = await getCampaign(db, principal, pathId(params.campaign_id, 'Campaign'));
      return { body: { campaign: presentCampaign(campaign, origin) } };
    },
  }),
  PUT: endpoint({
    summary: 'Update a campaign (op 28d)',
    responses: { 200: CampaignBodyOut },
    body: UpdateCampaignIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const campaign = await updateCampaign(db, principal, pathId(params.campaign_id, 'Campaign'), body, { isCurrentIconUrl: isServedIconUrl });
      return { body: { campaign: presentCampaign(campaign, origin) } };
    },
  }),
  POST: endpoint({
    summary: 'Delete (retire) a campaign: body action "delete" (op 28e)',
    responses: { 200: RetireCampaignOut },
    body: RetireCampaignIn,
    handler: async ({ db, principal, params, body, origin }) => {
      const campaign = await retireCampaign(db, principal, pathId(params.campaign_id, 'Campaign'), body);
      return {
        body: {
          campaign: presentCampaign(campaign, origin),
          status: { status: 'Deleted', message: 'Campaign successfully deleted', retire_reason: body.retire_reason, campaign_id: String(campaign.row.id) },
        },
      };
    },
  }),
});
