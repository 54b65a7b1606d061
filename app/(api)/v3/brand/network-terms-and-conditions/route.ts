import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentTermV3 } from '@/lib/api/presenters/terms';
import { NetworkTermsQuery, TermListV3Response } from '@/lib/schemas/terms';
import { listCurrentTerms } from '@/lib/services/terms';

// GET /v3/brand/network-terms-and-conditions: current network terms.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: 'List current network terms and conditions',
    reference:
      'partnerize-network-terms-and-conditions-v3 GET /v3/brand/network-terms-and-conditions',
    responses: { 200: TermListV3Response },
    query: NetworkTermsQuery,
    handler: async ({ db, principal, query }) => {
      const terms = await listCurrentTerms(db, principal, query.network_id, query.locale);
      return { body: { data: terms.map(presentTermV3) } };
    },
  }),
});
