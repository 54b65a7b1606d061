import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { customTermsDocument, presentCampaignCustomTerms } from '@/lib/api/presenters/custom-terms';
import {
  CampaignCustomTermsResponse,
  CustomTermsReadQuery,
  CustomTermsRemovedResponse,
} from '@/lib/schemas/terms-custom';
import { deleteCustomTerms, getCustomTerms } from '@/lib/services/terms';

// GET /campaign/{campaign_id}/custom_terms/{terms_id}: one custom terms of the campaign
// (?download=true: as an HTML file). The reference names the id terms_id here and
// custom_terms_id on the DELETE; one folder serves both, so both read custom_terms_id.
// DELETE: the terms stop applying; what partners accepted is kept (docs/campaigns.md#custom-terms).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: "Read one of a campaign's custom terms, or download it as a file (?download=true)",
    reference:
      'partnerize-campaign-terms-and-conditions GET /campaign/{campaign_id}/custom_terms/{terms_id}?{download=true}',
    responses: { 200: CampaignCustomTermsResponse },
    query: CustomTermsReadQuery,
    handler: async ({ db, principal, params, query }) => {
      const item = await getCustomTerms(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.custom_terms_id, 'Custom terms'),
      );
      if (query.download === 'true') {
        const { filename, html } = customTermsDocument(item);
        return {
          stream: new Response(html).body!,
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Disposition': `attachment; filename="${filename}"`,
            // The file is for saving, not for rendering inside our origin.
            'Content-Security-Policy': "default-src 'none'; img-src https:; sandbox",
          },
        };
      }
      return { body: { custom_terms: [presentCampaignCustomTerms(item)] } };
    },
  }),
  DELETE: endpoint({
    summary: "Delete a campaign's custom terms: they stop applying; partners' acceptances are kept",
    reference:
      'partnerize-custom-terms-and-conditions DELETE /campaign/{campaign_id}/custom_terms/{custom_terms_id}',
    responses: { 200: CustomTermsRemovedResponse },
    handler: async ({ db, principal, params }) => {
      const removed = await deleteCustomTerms(
        db,
        principal,
        pathId(params.campaign_id, 'Campaign'),
        pathId(params.custom_terms_id, 'Custom terms'),
      );
      return { body: { custom_terms: [{ removed_terms: removed }] } };
    },
  }),
});
