import { apiRoute, endpoint } from '@/lib/api/http/route';
import { TrafficSourceListResponse } from '@/lib/schemas/reference/responses';
import { listTrafficSources } from '@/lib/services/reference-data';

// GET /reference/traffic_source: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List traffic sources',
    reference: 'partnerize-traffic-sources GET /reference/traffic_source',
    responses: { 200: TrafficSourceListResponse },
    handler: async () => ({ body: listTrafficSources() }),
  }),
});
