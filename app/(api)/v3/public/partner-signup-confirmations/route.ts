import { apiRoute, publicEndpoint } from '@/lib/api/http/route';
import { isoDateTime } from '@/lib/api/presenters/common';
import { isOwnOrigin } from '@/lib/api/http/client-address';
import { AppError } from '@/lib/errors';
import { PartnerSignupConfirmIn, PartnerSignupResponse } from '@/lib/schemas/signup';
import { confirmSignup } from '@/lib/services/partners';

// POST /v3/public/partner-signup-confirmations (our operation, public): the token of the link
// e-mailed by the sign-up. The partner and its login are created now (201); the token works
// once and for 24 hours. The page /signup/confirm posts it when the partner presses the
// button (never on loading, so a mail scanner following the link confirms nothing).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: publicEndpoint({
    summary:
      'Confirm a partner sign-up with the token from its e-mail; creates the partner and its login (our operation; public)',
    reference: 'ours',
    responses: { 201: PartnerSignupResponse },
    body: PartnerSignupConfirmIn,
    handler: async ({ db, body, request }) => {
      if (request.headers.get('origin') !== null && !isOwnOrigin(request))
        throw new AppError('forbidden', 'Confirm the sign-up from the link in the e-mail');
      const created = await confirmSignup(db, body.token);
      return {
        status: 201,
        headers: { 'Cache-Control': 'no-store' },
        body: {
          data: {
            user_id: String(created.user.id),
            email: created.user.email,
            partner_id: String(created.partner.id),
            account_name: created.partner.accountName,
            network_id: String(created.partner.networkId),
            network_name: created.networkName,
            network_status: created.partner.networkStatus,
            terms: {
              id: String(created.terms.id),
              version: created.terms.version,
              locale: created.terms.locale,
              country: created.terms.country,
            },
            created_at: isoDateTime(created.partner.createdAt),
          },
        },
      };
    },
  }),
});
