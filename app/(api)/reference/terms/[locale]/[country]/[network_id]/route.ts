import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentTerm } from '@/lib/api/presenters/terms';
import { TermsPathParams, TermListResponse } from '@/lib/schemas/terms';
import { termsFor } from '@/lib/services/terms';
import { requireOwnNetwork } from '@/lib/services/access';

// GET /reference/terms/{locale}/{country}/{network_id}: the network terms a partner in that
// locale and country accepts, by the fallback rule in lib/services/terms.ts.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'Network terms and conditions for a locale and country',
    reference:
      'partnerize-network-terms-and-conditions GET /reference/terms/{locale}/{country}/{network_id}',
    responses: { 200: TermListResponse },
    params: TermsPathParams,
    handler: async ({ db, principal, params }) => {
      requireOwnNetwork(principal, params.network_id);
      const terms = await termsFor(db, params.network_id, params.locale, params.country);
      const list = terms ? [{ term: presentTerm(terms) }] : [];
      return { body: { count: list.length, terms: list } };
    },
  }),
});
