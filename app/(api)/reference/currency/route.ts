import { apiRoute, endpoint } from '@/lib/api/http/route';
import { CurrencyListResponse } from '@/lib/schemas/reference/responses';
import { listCurrencies } from '@/lib/services/reference-data';

// GET /reference/currency: read-only reference data, the same for every caller.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List all currencies',
    reference: 'partnerize-currencies GET /reference/currency',
    responses: { 200: CurrencyListResponse },
    handler: async () => ({ body: listCurrencies() }),
  }),
});
