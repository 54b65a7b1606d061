import { apiRoute, endpoint } from '@/lib/api/http/route';
import { LocaleListResponse } from '@/lib/schemas/reference/responses';
import { listLocales } from '@/lib/services/reference-data';

// GET /reference/locale: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all locales',
    reference: 'partnerize-locales GET /reference/locale',
    responses: { 200: LocaleListResponse },
    handler: async () => ({ body: listLocales() }),
  }),
});
