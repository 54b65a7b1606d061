import { apiRoute } from '@/lib/api/http/route';
import { analyticsEndpoint } from '@/lib/api/endpoints/analytics-endpoint';

// POST /v3/brand/analytics/clicks/count: click analytics (docs/api-decisions.md#click-analytics).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: analyticsEndpoint('clicks', 'brand', 'count'),
});
