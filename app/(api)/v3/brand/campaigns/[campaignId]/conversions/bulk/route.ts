import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { presentJobV3Response } from '@/lib/api/presenters/job';
import { BulkConversionUpdateIn } from '@/lib/schemas/conversion';
import { JobV3Response } from '@/lib/schemas/job';
import { startBulkUpdate } from '@/lib/services/conversions';

// POST /v3/brand/campaigns/{campaignID}/conversions/bulk: bulk update of conversions,
// checked now, run as a conversion_bulk_update job (202).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: endpoint({
    summary:
      'Bulk update of conversions: exactly one of conversions, conversion_items or conversion_references, ' +
      '1-100,000 entries; answers 202 with the job. Mixed identifiers or keys that are not ids: 400 with code 99B4BC14-8401-4A45-9AF5-CB79E4989C2E',
    reference:
      'partnerize-campaign-conversions POST /v3/brand/campaigns/{campaignID}/conversions/bulk',
    responses: { 202: JobV3Response },
    body: BulkConversionUpdateIn,
    handler: async ({ db, principal, params, body }) => {
      const job = await startBulkUpdate(db, principal, pathId(params.campaignId, 'Campaign'), body);
      return { status: 202, body: presentJobV3Response(job) };
    },
  }),
});
