import { apiRoute, endpoint } from '@/lib/api/route';
import { presentCampaignTermsAck } from '@/lib/api/presenters/participation';
import { CampaignTermsAckListV3Out, CampaignTermsAckQuery, CampaignTermsAckV3Body, CampaignTermsAcknowledgementIn } from '@/lib/schemas/participation';
import { acknowledgeCampaignTerms, listCampaignTermsAcknowledgements } from '@/lib/services/campaign-terms';

// GET /v3/partner/campaign-terms-and-conditions-acknowledgments: the partner's acknowledgements (35f).
// POST: the partner acknowledges a campaign's current custom terms (35f), 201; a request for
// that campaign then needs no terms_id.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "List a partner's campaign terms acknowledgements (35f)",
    responses: { 200: CampaignTermsAckListV3Out },
    query: CampaignTermsAckQuery,
    handler: async ({ db, principal, query }) => {
      const rows = await listCampaignTermsAcknowledgements(db, principal, { partnerId: query.partner_id, termsId: query.campaign_terms_and_conditions_id });
      return { body: { data: rows.map(presentCampaignTermsAck) } };
    },
  }),
  POST: endpoint({
    summary: "Acknowledge a campaign's current custom terms, as a partner (35f)",
    responses: { 201: CampaignTermsAckV3Body },
    body: CampaignTermsAcknowledgementIn,
    handler: async ({ db, principal, body }) => {
      const ack = await acknowledgeCampaignTerms(db, principal, body.partner_id, body.campaign_terms_and_conditions_id);
      return { status: 201, body: { data: presentCampaignTermsAck(ack) } };
    },
  }),
});
