import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentAcknowledgement } from '@/lib/api/presenters/terms';
import { AcknowledgementResponse, TermsAcknowledgementIn } from '@/lib/schemas/terms';
import { acknowledgeTerms } from '@/lib/services/terms';

// POST /v3/brand/network-terms-and-conditions-acknowledgments: record that the caller (and,
// for a partner user, its partner) accepted current network terms.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary: 'Acknowledge network terms and conditions',
    reference:
      'partnerize-network-terms-and-conditions-acknowledgments-v3 POST /v3/brand/network-terms-and-conditions-acknowledgments',
    responses: { 201: AcknowledgementResponse },
    body: TermsAcknowledgementIn,
    handler: async ({ db, principal, body }) => {
      const ack = await acknowledgeTerms(db, principal, body.network_id, body.terms_locale_id);
      return { status: 201, body: { data: presentAcknowledgement(ack) } };
    },
  }),
});
