import { apiRoute, endpoint } from '@/lib/api/http/route';
import { presentJobV3 } from '@/lib/api/presenters/job';
import { ConversionReviewIn, ConversionReviewResponse } from '@/lib/schemas/conversion';
import { startConversionReview } from '@/lib/services/conversions';

// POST /v3/brand/conversions/review (ours): approve, reject (reason required) or pend a
// selection or a whole filter, run as conversion_bulk_update jobs, one per campaign (202).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      'Approve, reject (with the reason the partner sees) or pend conversions across campaigns: exactly one of conversion_ids ' +
      'or filter (the list filters); answers 202 with one conversion_bulk_update job per campaign (our operation; staff and brand users)',
    reference: 'ours',
    responses: { 202: ConversionReviewResponse },
    body: ConversionReviewIn,
    handler: async ({ db, principal, body }) => {
      const started = await startConversionReview(db, principal, body);
      return {
        status: 202,
        body: {
          data: {
            conversion_count: started.conversionCount,
            jobs: started.jobs.map(presentJobV3),
          },
        },
      };
    },
  }),
});
