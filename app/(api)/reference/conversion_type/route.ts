import { apiRoute, endpoint } from '@/lib/api/http/route';
import { ConversionTypeListResponse } from '@/lib/schemas/reference/responses';
import { listConversionTypes } from '@/lib/services/reference-data';

// GET /reference/conversion_type: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List conversion types',
    reference: 'partnerize-conversion-types GET /reference/conversion_type',
    responses: { 200: ConversionTypeListResponse },
    handler: async () => ({ body: listConversionTypes() }),
  }),
});
