import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentReviewRow } from '@/lib/api/presenters/conversion-review';
import { ConversionReviewListResponse, ConversionReviewQuery } from '@/lib/schemas/conversion';
import { listConversionsForReview } from '@/lib/services/conversions';

// GET /v3/brand/conversions (ours): the console's review list, across the campaigns the caller
// may decide on (staff: the network's; brand users: their brands'), newest first, offset paged.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'Conversions to review across campaigns, newest first: filters campaign_id, publisher_id, status, stage, from, to (days, UTC), ' +
      'min_value, max_value, attribution; offset and limit (1-100, default 25) with the total (our operation; staff and brand users)',
    reference: 'ours',
    responses: { 200: ConversionReviewListResponse },
    query: ConversionReviewQuery,
    handler: async ({ db, principal, query }) => {
      const { offset, limit, ...filters } = query;
      const page = await listConversionsForReview(db, principal, filters, { offset, limit });
      return {
        body: { data: page.rows.map(presentReviewRow), total: page.total, offset, limit },
      };
    },
  }),
});
