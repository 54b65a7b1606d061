import { apiRoute } from '@/lib/api/http/route';
import { requestAccessEndpoint } from '@/lib/api/endpoints/request-access';

// POST /user/publisher/{publisher_id}/campaign: Request access to campaigns (obsolete),
// without the optional {status} segment (docs/api-decisions.md#request-access-ignores-status).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: requestAccessEndpoint,
});
