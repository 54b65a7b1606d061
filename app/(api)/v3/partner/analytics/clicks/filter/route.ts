import { apiRoute } from '@/lib/api/route';
import { clickAnalyticsEndpoint } from '@/lib/api/click-analytics-endpoint';

// POST /v3/partner/analytics/clicks/filter: click analytics (docs/api-decisions.md#click-analytics).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  POST: clickAnalyticsEndpoint('partner', 'filter'),
});
