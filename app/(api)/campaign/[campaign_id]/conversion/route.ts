import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentJobV1 } from '@/lib/api/presenters/job';
import { ConversionStatusUpdateV1In } from '@/lib/schemas/conversion';
import { JobV1Response } from '@/lib/schemas/job';
import { startConversionStatusUpdate } from '@/lib/services/conversions';

// POST /campaign/{campaign_id}/conversion: approve, reject or set back to pending conversions
// (by conversion_id or conversion_reference_id) and single items (conversion_item_id), as a
// job (200 with the v1 Job); GET /job/{id}/response.json then lists the changed items and the
// errors (docs/jobs-and-conversions.md#v1-conversion-status-update).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: endpoint({
    summary:
      'Update the status of conversions or conversion items (approved, pending, rejected with an optional reject_reason): 1-100,000 entries, each naming one conversion_id, conversion_reference_id or conversion_item_id; answers 200 with the job',
    reference: 'campaign_conversion.apib POST /campaign/{campaign_id}/conversion',
    responses: { 200: JobV1Response },
    body: ConversionStatusUpdateV1In,
    handler: async ({ db, principal, params, body }) => {
      const campaignId = pathId(params.campaign_id, 'Campaign');
      const job = await startConversionStatusUpdate(db, principal, campaignId, body);
      return { body: { job: presentJobV1(job) } };
    },
  }),
});
