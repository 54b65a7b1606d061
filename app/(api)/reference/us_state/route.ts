import { apiRoute, endpoint } from '@/lib/api/http/route';
import { UsStateListResponse } from '@/lib/schemas/reference/responses';
import { listUsStates } from '@/lib/services/reference-data';

// GET /reference/us_state: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List US states',
    reference: 'partnerize-us-states GET /reference/us_state',
    responses: { 200: UsStateListResponse },
    handler: async () => ({ body: listUsStates() }),
  }),
});
