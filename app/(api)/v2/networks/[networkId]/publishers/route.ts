import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/api/http/route';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { pathId } from '@/lib/api/http/params';
import { filtersOfUrl } from '@/lib/api/endpoints/publisher-filters';
import { partnerV2Presenter } from '@/lib/api/presenters/publisher-v2';
import { PublisherFiltersQuery } from '@/lib/schemas/publisher-filters';
import { PublisherFieldsParam, PublisherListV2Response } from '@/lib/schemas/publisher-v2';
import { listPartnersV2 } from '@/lib/services/partners';

// GET /v2/networks/{network_id}/publishers: the network's partners with the reference's filters,
// paged (offset, limit; count is every match), each as the v2 Publisher record (`fields` picks
// its fields). Staff and brand users; brand users get the limited record
// (docs/api-decisions.md#v2-partner-lists).
// Legacy: the reference spells the path parameter {network_id}; Next.js allows one dynamic
// segment name per folder level, so this lives under the [networkId] of the other v2 network routes.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary:
      "List the network's partners with the reference's filters (ANDed; list filters take one value, a comma list or repeated keys), " +
      'paged with the real count; brand users get the limited record',
    reference: 'partnerize-publishers GET /v2/networks/{network_id}/publishers',
    responses: { 200: PublisherListV2Response },
    query: offsetQuery(100, 500)
      .extend(PublisherFiltersQuery.shape)
      .extend({
        fields: PublisherFieldsParam.optional(),
        recipient_status: z
          .string()
          .optional()
          .meta({ description: 'Accepted and ignored: we have no communications' }),
      }),
    handler: async ({ db, principal, params, query, request, origin }) => {
      const networkId = pathId(params.networkId, 'Network');
      const filters = filtersOfUrl(new URL(request.url));
      const page = { offset: query.offset, limit: query.limit };
      const { rows, total } = await listPartnersV2(db, principal, networkId, filters, page);
      const present = partnerV2Presenter(origin, principal, query.fields);
      return {
        body: {
          count: total,
          limit: page.limit,
          offset: page.offset,
          publishers: rows.map(present),
          hypermedia: { pagination: offsetPagination(request.url, page, total) },
        },
      };
    },
  }),
});
