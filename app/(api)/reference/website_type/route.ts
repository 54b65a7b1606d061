import { apiRoute, endpoint } from '@/lib/api/http/route';
import { WebsiteTypeListResponse } from '@/lib/schemas/reference/responses';
import { listWebsiteTypes } from '@/lib/services/reference-data';

// GET /reference/website_type: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List website types',
    reference: 'partnerize-website-types GET /reference/website_type',
    responses: { 200: WebsiteTypeListResponse },
    handler: async () => ({ body: listWebsiteTypes() }),
  }),
});
