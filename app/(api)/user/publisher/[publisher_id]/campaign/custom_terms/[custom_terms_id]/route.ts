import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCampaignCustomTerms } from '@/lib/api/presenters/custom-terms';
import { CustomTermsListResponse } from '@/lib/schemas/campaign';
import { getCustomTermsForPartner } from '@/lib/services/terms';

// GET /user/publisher/{publisher_id}/campaign/custom_terms/{custom_terms_id}: one version of
// a campaign's custom terms, for the partner. Legacy: the items are not wrapped.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "Read a version of a campaign's custom terms as a partner",
    reference:
      'partnerize-terms-and-conditions GET /user/publisher/{publisher_id}/campaign/custom_terms/{custom_terms_id}',
    responses: { 200: CustomTermsListResponse },
    handler: async ({ db, principal, params }) => {
      const item = await getCustomTermsForPartner(
        db,
        principal,
        pathId(params.publisher_id, 'Publisher'),
        pathId(params.custom_terms_id, 'Custom terms'),
      );
      return { body: { custom_terms: [presentCampaignCustomTerms(item)] } };
    },
  }),
});
