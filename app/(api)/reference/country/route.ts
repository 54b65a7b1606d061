import { apiRoute, endpoint } from '@/lib/api/http/route';
import { CountryListResponse } from '@/lib/schemas/reference/responses';
import { listCountries } from '@/lib/services/reference-data';

// GET /reference/country: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all countries',
    reference: 'partnerize-countries GET /reference/country',
    responses: { 200: CountryListResponse },
    handler: async () => ({ body: listCountries() }),
  }),
});
