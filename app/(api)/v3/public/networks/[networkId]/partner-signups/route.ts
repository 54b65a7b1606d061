import { apiRoute, publicEndpoint } from '@/lib/api/route';
import { pathId } from '@/lib/api/params';
import { isoDateTime } from '@/lib/api/presenters/common';
import { isSameOrigin } from '@/lib/auth/session';
import { AppError } from '@/lib/errors';
import { ipAddress } from '@/lib/schemas/fields';
import { PartnerSignupIn, PartnerSignupResponse } from '@/lib/schemas/signup';
import { signUpPartner } from '@/lib/services/signup';

/** The caller's address as the proxy reports it (X-Forwarded-For, else X-Real-IP); 0.0.0.0 when unknown. */
function signupIp(request: Request): string {
  const raw = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip')?.trim() || '';
  const address = raw.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  return ipAddress().safeParse(address).success ? address : '0.0.0.0';
}

// POST /v3/public/networks/{networkId}/partner-signups (our operation, public): a partner signs
// up with its own login, accepting the terms it was shown (201). A browser must post from our
// own pages; callers without an Origin (scripts, servers) are not browsers and may post.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: publicEndpoint({
    summary: 'Sign up as a partner of a network, with a login, accepting its current terms (our operation; public)',
    responses: { 201: PartnerSignupResponse },
    body: PartnerSignupIn,
    handler: async ({ db, params, body, request }) => {
      const crossSite = request.headers.get('sec-fetch-site') === 'cross-site' || (request.headers.get('origin') !== null && !isSameOrigin(request));
      if (crossSite) throw new AppError('forbidden', 'Sign-ups from another site are refused; use the sign-up page of this network');
      const created = await signUpPartner(db, pathId(params.networkId, 'Network'), body, signupIp(request));
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
            terms: { id: String(created.terms.id), version: created.terms.version, locale: created.terms.locale, country: created.terms.country },
            created_at: isoDateTime(created.partner.createdAt),
          },
        },
      };
    },
  }),
});
