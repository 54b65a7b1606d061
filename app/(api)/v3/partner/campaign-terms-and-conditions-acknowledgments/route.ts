import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentCampaignTermsAck } from '@/lib/api/presenters/participation';
import {
  CampaignTermsAckListV3Response,
  CampaignTermsAckQuery,
  CampaignTermsAckV3Response,
  CampaignTermsAcknowledgementIn,
} from '@/lib/schemas/participation';
import { acknowledgeCampaignTerms, listCampaignTermsAcknowledgements } from '@/lib/services/terms';

// GET /v3/partner/campaign-terms-and-conditions-acknowledgments: the partner's acknowledgements.
// POST: the partner acknowledges a campaign's current custom terms, 201; a request for
// that campaign then needs no terms_id.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "List a partner's campaign terms acknowledgements",
    reference:
      'partnerize-campaign-terms-and-conditions-acknowledgments GET /v3/partner/campaign-terms-and-conditions-acknowledgments',
    responses: { 200: CampaignTermsAckListV3Response },
    query: CampaignTermsAckQuery,
    handler: async ({ db, principal, query }) => {
      const rows = await listCampaignTermsAcknowledgements(db, principal, {
        partnerId: query.partner_id,
        termsId: query.campaign_terms_and_conditions_id,
      });
      return { body: { data: rows.map(presentCampaignTermsAck) } };
    },
  }),
  POST: endpoint({
    summary: "Acknowledge a campaign's current custom terms, as a partner",
    reference:
      'partnerize-campaign-terms-and-conditions-acknowledgments POST /v3/partner/campaign-terms-and-conditions-acknowledgments',
    responses: { 201: CampaignTermsAckV3Response },
    body: CampaignTermsAcknowledgementIn,
    handler: async ({ db, principal, body }) => {
      const ack = await acknowledgeCampaignTerms(
        db,
        principal,
        body.partner_id,
        body.campaign_terms_and_conditions_id,
      );
      return { status: 201, body: { data: presentCampaignTermsAck(ack) } };
    },
  }),
});
