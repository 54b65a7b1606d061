import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { offsetPagination, offsetQuery } from '@/lib/api/http/pagination';
import { presentEarningRow } from '@/lib/api/presenters/earning-rows';
import { EarningRowsQuery, EarningRowsV3Response } from '@/lib/schemas/earning-rows';
import { partnerEarningRows } from '@/lib/services/earnings';

// GET /v3/partner/{partnerId}/earnings/conversions: the conversions behind each earnings figure, ours.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "The conversions behind a partner's earnings figures, newest first: stage and currency filters, each with " +
      'the commission counted, the rule that paid it, lock and payable dates and its adjustments; sums over the ' +
      'whole set equal the earnings figure; offset pagination (default limit 25; ours; the partner itself or staff)',
    reference: 'ours',
    responses: { 200: EarningRowsV3Response },
    query: offsetQuery(25, 100).extend(EarningRowsQuery.shape),
    handler: async ({ db, principal, params, query, request }) => {
      const partnerId = pathId(params.partnerId, 'Partner');
      const page = { offset: query.offset, limit: query.limit };
      const result = await partnerEarningRows(db, principal, partnerId, {
        stage: query.stage,
        currency: query.currency,
        ...page,
      });
      return {
        body: {
          data: {
            publisher_id: String(partnerId),
            rows: result.rows.map(presentEarningRow),
            sums: result.sums.map((s) => ({ currency: s.currency, net_commission: s.commission })),
          },
          hypermedia: { pagination: offsetPagination(request.url, page, result.count) },
        },
      };
    },
  }),
});
