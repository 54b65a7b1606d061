import { apiRoute } from '@/lib/api/http/route';
import { exportEndpoint } from '@/lib/api/endpoints/export-endpoint';

// GET /reporting/export/export/conversion.csv: the Exports API's conversion file of one partner, streamed.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['csv'],
  GET: exportEndpoint('conversion'),
});
