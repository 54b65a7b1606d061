import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentCombinedTerms } from '@/lib/api/presenters/custom-terms';
import { CombinedTermsQuery, CombinedTermsResponse } from '@/lib/schemas/terms-custom';
import { combinedTermsForPartner } from '@/lib/services/terms';

// GET /v2/publishers/{publisherId}/campaigns/terms?campaigns=1,2: the terms that bind the
// partner on those campaigns: the network terms, each campaign's standard terms (replaced by
// partner terms where it has them) and the custom terms that apply to it
// (docs/campaigns.md#custom-terms). The partner itself, or staff.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: 'The network, campaign and custom terms that apply to a partner on campaigns',
    reference:
      'partnerize-terms-and-conditions GET /v2/publishers/{publisherId}/campaigns/terms?campaigns={campaigns}',
    responses: { 200: CombinedTermsResponse },
    query: CombinedTermsQuery,
    handler: async ({ db, principal, params, query }) => {
      const items = await combinedTermsForPartner(
        db,
        principal,
        pathId(params.publisherId, 'Publisher'),
        query.campaigns,
      );
      return { body: { count: items.length, terms: items.map(presentCombinedTerms) } };
    },
  }),
});
