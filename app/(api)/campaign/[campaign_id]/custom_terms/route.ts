import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import {
  presentCampaignCustomTerms,
  presentCampaignCustomTermsItem,
} from '@/lib/api/presenters/custom-terms';
import {
  CampaignCustomTermsListResponse,
  CampaignCustomTermsResponse,
  CreateCustomTermsIn,
} from '@/lib/schemas/terms-custom';
import { createCustomTerms, listCustomTerms } from '@/lib/services/terms';

// GET /campaign/{campaign_id}/custom_terms/: the campaign's custom terms (general versions and
// partner terms, deleted ones left out) with the partners associated with each.
// POST: partner terms for the partners in publisher_id, or (ours) with publisher_id [] a new
// version of the campaign's general terms (docs/campaigns.md#custom-terms). 201.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "List a campaign's custom terms with the partners each applies to",
    reference: 'partnerize-custom-terms-and-conditions GET /campaign/{campaign_id}/custom_terms/',
    responses: { 200: CampaignCustomTermsListResponse },
    handler: async ({ db, principal, params }) => {
      const items = await listCustomTerms(db, principal, pathId(params.campaign_id, 'Campaign'));
      return { body: { custom_terms: items.map(presentCampaignCustomTermsItem) } };
    },
  }),
  POST: endpoint({
    summary:
      'Create custom terms for the partners listed (an empty list: a new version of the general terms)',
    reference: 'partnerize-custom-terms-and-conditions POST /campaign/{campaign_id}/custom_terms/',
    responses: { 201: CampaignCustomTermsResponse },
    body: CreateCustomTermsIn,
    handler: async ({ db, principal, params, body }) => {
      const item = await createCustomTerms(db, principal, pathId(params.campaign_id, 'Campaign'), {
        partnerIds: body.publisher_id,
        title: body.title,
        terms: body.terms,
        locale: body.locale,
      });
      return { status: 201, body: { custom_terms: [presentCampaignCustomTerms(item)] } };
    },
  }),
});
