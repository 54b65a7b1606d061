import { apiRoute, publicEndpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { isoDateTime } from '@/lib/api/presenters/common';
import {
  SIGNUP_PASSWORD_MAX,
  SIGNUP_PASSWORD_MIN,
  SignupInfoQuery,
  SignupInfoResponse,
} from '@/lib/schemas/signup';
import { getSignupInfo } from '@/lib/services/partners';

// GET /v3/public/networks/{networkId}/signup?locale&country (our operation, public): what the
// sign-up page of a network shows: its name, whether it approves partners at once, the terms
// for the locale and country (the fallback rule of GET /reference/terms) and the password policy.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: publicEndpoint({
    summary:
      'What a partner signing up to a network sees: its name, auto-approval and the terms for a locale and country (our operation; public)',
    reference: 'ours',
    responses: { 200: SignupInfoResponse },
    query: SignupInfoQuery,
    handler: async ({ db, params, query }) => {
      const { network, terms } = await getSignupInfo(
        db,
        pathId(params.networkId, 'Network'),
        query.locale,
        query.country,
      );
      return {
        body: {
          data: {
            network_id: String(network.id),
            network_name: network.name,
            auto_approve_partners: network.autoApprove,
            terms: terms
              ? {
                  id: String(terms.id),
                  locale: terms.locale,
                  country: terms.country,
                  version: terms.version,
                  content: terms.content,
                  created_at: isoDateTime(terms.createdAt),
                }
              : null,
            password_policy: {
              min_length: SIGNUP_PASSWORD_MIN,
              max_length: SIGNUP_PASSWORD_MAX,
              refuses_common_passwords: true,
            },
          },
        },
      };
    },
  }),
});
