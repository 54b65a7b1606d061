import { apiRoute, endpoint } from '@/lib/api/http/route';
import { serialize } from '@/lib/api/http/format';
import { CurrencyCountryResponse } from '@/lib/schemas/reference/responses';
import { listCurrencyCountries } from '@/lib/services/reference-data';

// GET /reference/currency/country: the payment currency and country combinations. The
// reference's body is a bare array, which the v1 envelope (an object with execution_time)
// cannot carry, so it is sent as rendered here; XML wraps the items in <response>.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v1',
  formats: ['json', 'xml'],
  GET: endpoint({
    summary: 'List country and currency combinations',
    reference: 'partnerize-currency-countries GET /reference/currency/country',
    responses: { 200: CurrencyCountryResponse },
    handler: async ({ format }) => {
      const items = listCurrencyCountries();
      const text =
        format === 'xml'
          ? serialize({ currency_country: items.map((i) => i.currency_country) }, 'xml')
          : JSON.stringify(items);
      return { stream: new Response(text).body! };
    },
  }),
});
