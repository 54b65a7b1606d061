import { apiRoute, endpoint } from '@/lib/api/http/route';
import { PartnershipModelListResponse } from '@/lib/schemas/reference/responses';
import { listPartnershipModels } from '@/lib/services/reference-data';

// GET /reference/partnership_model: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List partnership models',
    reference: 'partnerize-partnership-models GET /reference/partnership_model',
    responses: { 200: PartnershipModelListResponse },
    handler: async () => ({ body: listPartnershipModels() }),
  }),
});
