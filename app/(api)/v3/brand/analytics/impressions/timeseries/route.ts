import { apiRoute } from '@/lib/api/http/route';
import { analyticsEndpoint } from '@/lib/api/endpoints/analytics-endpoint';

// POST /v3/brand/analytics/impressions/timeseries: impression analytics (docs/api-decisions.md#impressions).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: analyticsEndpoint('impressions', 'brand', 'timeseries'),
});
