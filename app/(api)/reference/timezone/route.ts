import { apiRoute, endpoint } from '@/lib/api/http/route';
import { TimezoneListResponse } from '@/lib/schemas/reference/responses';
import { listTimezones } from '@/lib/services/reference-data';

// GET /reference/timezone: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all time zones',
    reference: 'partnerize-timezones GET /reference/timezone',
    responses: { 200: TimezoneListResponse },
    handler: async () => ({ body: listTimezones() }),
  }),
});
