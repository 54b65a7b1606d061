import { apiRoute, endpoint } from '@/lib/api/http/route';
import { CampaignExtraFieldListResponse } from '@/lib/schemas/reference/responses';
import { listCampaignExtraFields } from '@/lib/services/reference-data';

// GET /reference/campaign_extra_field: the campaign settings kept beside the record, the same
// for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary:
      'List the campaign extra fields (the campaign settings a campaign record carries), with their defaults',
    reference: 'partnerize-campaign-extra-fields GET /reference/campaign_extra_field',
    responses: { 200: CampaignExtraFieldListResponse },
    handler: async () => ({ body: listCampaignExtraFields() }),
  }),
});
