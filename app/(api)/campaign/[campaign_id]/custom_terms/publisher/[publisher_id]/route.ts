import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentPartnerCustomTerms } from '@/lib/api/presenters/custom-terms';
import { PartnerCustomTermsListResponse } from '@/lib/schemas/campaign';
import { getPartnerCustomTerms } from '@/lib/services/terms';

// GET /campaign/{campaign_id}/custom_terms/publisher/{publisher_id}: the campaign's custom terms
// versions and whether this partner accepted them, for staff and the granted brand user.
// Legacy: the items are not wrapped; `approved` and `status` are the string "null" when unset.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "A partner's view of a campaign's custom terms, brand side",
    reference:
      'partnerize-custom-terms-and-conditions GET /campaign/{campaign_id}/custom_terms/publisher/{publisher_id}',
    responses: { 200: PartnerCustomTermsListResponse },
    handler: async ({ db, principal, params }) => {
      const found = await getPartnerCustomTerms(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.publisher_id, 'Publisher'),
      );
      return { body: { custom_terms: presentPartnerCustomTerms(found) } };
    },
  }),
});
