import { apiRoute, endpoint } from '@/lib/api/http/route';
import { ConversionMetricListResponse } from '@/lib/schemas/reference/responses';
import { listConversionMetrics } from '@/lib/services/reference-data';

// GET /reference/conversion_metric: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List conversion metrics',
    reference: 'partnerize-conversion-metrics GET /reference/conversion_metric',
    responses: { 200: ConversionMetricListResponse },
    handler: async () => ({ body: listConversionMetrics() }),
  }),
});
