import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { presentTermsAcknowledgement } from '@/lib/api/presenters/terms-acknowledgement';
import {
  TermsAcknowledgementListResponse,
  TermsAcknowledgementsQuery,
} from '@/lib/schemas/terms-acknowledgements';
import { listTermsAcknowledgements } from '@/lib/services/terms';

// GET /v3/network/{networkId}/terms-acknowledgements (ours, staff only): who accepted which
// version of the network terms, newest first, filtered by terms_id, locale or country.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Who accepted which version of the network terms, newest first (our operation; staff only)',
    reference: 'ours',
    responses: { 200: TermsAcknowledgementListResponse },
    query: offsetQuery().extend(TermsAcknowledgementsQuery.shape),
    handler: async ({ db, principal, params, query, request }) => {
      const page = { offset: query.offset, limit: query.limit };
      const { total, items } = await listTermsAcknowledgements(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        query,
        page,
      );
      return {
        body: {
          data: items.map(presentTermsAcknowledgement),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
});
