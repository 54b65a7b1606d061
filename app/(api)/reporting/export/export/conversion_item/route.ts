import { apiRoute } from '@/lib/api/http/route';
import { exportEndpoint } from '@/lib/api/endpoints/export-endpoint';

// GET /reporting/export/export/conversion_item.csv: the Exports API's conversion_item file of one partner, streamed.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['csv'],
  GET: exportEndpoint('conversion_item'),
});
