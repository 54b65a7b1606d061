import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCampaignCustomTermsItem } from '@/lib/api/presenters/custom-terms';
import {
  CampaignCustomTermsListResponse,
  CustomTermsAssociationIn,
  CustomTermsAssociationsRemovedResponse,
} from '@/lib/schemas/terms-custom';
import { associateCustomTerms, dissociateCustomTerms } from '@/lib/services/terms';

// POST /campaign/{campaign_id}/custom_terms/{custom_terms_id}/association: the partners listed
// get these partner terms (moving from any other partner terms of the campaign).
// DELETE: the partners listed go back to the campaign's general terms; 207 with `errors` when
// some were not associated with these terms. The reference writes the path
// `custom_terms/custom_terms_id/association` without braces; the id is a path parameter here.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary: 'Associate partner custom terms with partners',
    reference:
      'partnerize-custom-terms-and-conditions POST /campaign/{campaign_id}/custom_terms/custom_terms_id/association',
    responses: { 200: CampaignCustomTermsListResponse },
    body: CustomTermsAssociationIn,
    handler: async ({ db, principal, params, body }) => {
      const item = await associateCustomTerms(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.custom_terms_id, 'Custom terms'),
        body.publisher_id,
      );
      return { body: { custom_terms: [presentCampaignCustomTermsItem(item)] } };
    },
  }),
  DELETE: endpoint({
    summary: 'Remove partners from partner custom terms (they get the general terms again)',
    reference:
      'partnerize-custom-terms-and-conditions DELETE /campaign/{campaign_id}/custom_terms/custom_terms_id/association',
    responses: {
      200: CustomTermsAssociationsRemovedResponse,
      207: CustomTermsAssociationsRemovedResponse,
    },
    body: CustomTermsAssociationIn,
    handler: async ({ db, principal, params, body }) => {
      const outcome = await dissociateCustomTerms(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.custom_terms_id, 'Custom terms'),
        body.publisher_id,
      );
      const removed = { custom_terms: [{ removed_associations: outcome.removed }] };
      return outcome.errors.length
        ? { status: 207, body: { ...removed, errors: outcome.errors } }
        : { body: removed };
    },
  }),
});
