import { apiRoute, endpoint } from '@/lib/api/http/route';
import { UserContextListResponse } from '@/lib/schemas/reference/responses';
import { listUserContexts } from '@/lib/services/reference-data';

// GET /reference/user_context: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List user contexts',
    reference: 'partnerize-user-contexts GET /reference/user_context',
    responses: { 200: UserContextListResponse },
    handler: async () => ({ body: listUserContexts() }),
  }),
});
