import { apiRoute } from '@/lib/api/route';
import { requestAccessEndpoint } from '@/lib/api/request-access';

// POST /user/publisher/{publisher_id}/campaign: Request access to campaigns (op 26, obsolete),
// without the optional {status} segment (decision 5).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  POST: requestAccessEndpoint,
});
