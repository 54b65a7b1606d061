import { apiRoute, endpoint } from '@/lib/api/http/route';
import { VerticalListResponse } from '@/lib/schemas/reference/responses';
import { listVerticals } from '@/lib/services/reference-data';

// GET /reference/vertical: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all verticals',
    reference: 'partnerize-verticals GET /reference/vertical',
    responses: { 200: VerticalListResponse },
    handler: async () => ({ body: listVerticals() }),
  }),
});
