import { clientAddressOfRequest } from '@/lib/api/http/client-address';
import { apiRoute, publicEndpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { isoDateTime } from '@/lib/api/presenters/common';
import { isOwnOrigin } from '@/lib/api/http/client-address';
import { AppError } from '@/lib/errors';
import { ipAddress } from '@/lib/schemas/fields';
import { PartnerSignupIn, PartnerSignupRequestedResponse } from '@/lib/schemas/signup';
import { signUpPartner } from '@/lib/services/partners';

/** The caller's address under the trusted-proxy settings (lib/api/http/client-address.ts); 0.0.0.0 when unknown. */
function signupIp(request: Request): string {
  const address = clientAddressOfRequest(request, '');
  return ipAddress().safeParse(address).success ? address : '0.0.0.0';
}

// POST /v3/public/networks/{networkId}/partner-signups (our operation, public): a partner signs
// up with its own login, accepting the terms it was shown. The answer is 202: a confirmation
// link goes to the address, and the partner is created when it is used
// (POST /v3/public/partner-signup-confirmations). The answer is the same for an address that
// already has an account (its owner is e-mailed instead). A browser must post from our own
// pages; callers without an Origin (scripts, servers) are not browsers and may post.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: publicEndpoint({
    summary:
      'Sign up as a partner of a network, with a login, accepting its current terms; a confirmation link is e-mailed first (our operation; public)',
    reference: 'ours',
    responses: { 202: PartnerSignupRequestedResponse },
    body: PartnerSignupIn,
    handler: async ({ db, params, body, request }) => {
      const crossSite =
        request.headers.get('sec-fetch-site') === 'cross-site' ||
        (request.headers.get('origin') !== null && !isOwnOrigin(request));
      if (crossSite)
        throw new AppError(
          'forbidden',
          'Sign-ups from another site are refused; use the sign-up page of this network',
        );
      const requested = await signUpPartner(
        db,
        pathId(params.networkId, 'Network'),
        body,
        signupIp(request),
      );
      return {
        status: 202,
        headers: { 'Cache-Control': 'no-store' },
        body: {
          data: {
            email: requested.email,
            network_id: String(requested.networkId),
            network_name: requested.networkName,
            status: 'confirmation_sent' as const,
            expires_at: isoDateTime(requested.expiresAt),
          },
        },
      };
    },
  }),
});
