import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import {
  ExchangeRatesImportResponse,
  ExchangeRatesQuery,
  ExchangeRatesResponse,
  ImportExchangeRatesIn,
} from '@/lib/schemas/exchange-rate';
import { readRates, uploadEcbRates } from '@/lib/services/exchange-rates';

// Our operations (not in the Partnerize reference), network staff only (docs/exchange-rates.md):
// GET /v3/network/{networkId}/exchange-rates: the rates in force on a day (none yet: an empty list).
// POST /v3/network/{networkId}/exchange-rates: import an ECB reference-rate XML file, all or nothing.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      'The euro exchange rates in force on a day: the latest ECB day on or before it (our operation; staff only)',
    reference: 'ours',
    responses: { 200: ExchangeRatesResponse },
    query: ExchangeRatesQuery,
    handler: async ({ db, principal, params, query }) => {
      // Without a date: today (UTC). Without a date or currency, a network with no rates yet
      // gets an empty list (date and source null) rather than a 404.
      const rates = await readRates(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        query.date,
        query.currency,
      );
      return { body: { data: rates } };
    },
  }),
  POST: endpoint({
    summary:
      'Import an ECB euro reference-rate XML file (our operation; staff only): all of it or nothing; importing it again changes nothing',
    reference: 'ours',
    responses: { 200: ExchangeRatesImportResponse },
    body: ImportExchangeRatesIn,
    handler: async ({ db, principal, params, body }) => {
      const summary = await uploadEcbRates(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        body.xml,
      );
      return {
        body: {
          data: {
            rates: summary.rates,
            dates: summary.dates,
            first_date: summary.firstDate,
            last_date: summary.lastDate,
            changed: summary.changed,
          },
        },
      };
    },
  }),
});
