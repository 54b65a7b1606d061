import { apiRoute, endpoint } from '@/lib/api/http/route';
import { PromotionalMethodListResponse } from '@/lib/schemas/reference/responses';
import { listPromotionalMethods } from '@/lib/services/reference-data';

// GET /reference/promotional_method: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List promotional methods',
    reference: 'partnerize-promotional-methods GET /reference/promotional_method',
    responses: { 200: PromotionalMethodListResponse },
    handler: async () => ({ body: listPromotionalMethods() }),
  }),
});
