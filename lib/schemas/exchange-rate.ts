import { z } from 'zod';
import { doc } from './doc';

/**
 * Exchange rates (our v3 operations, network staff only; docs/exchange-rates.md): the ECB's
 * euro reference rates, uploaded as the ECB's XML file and read for a day.
 */

const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** GET /v3/network/{networkId}/exchange-rates. */
export const ExchangeRatesQuery = z.object({
  date: doc(
    z
      .string()
      .refine(isDay, { params: { kind: 'invalid_date' }, message: 'must be a date YYYY-MM-DD' })
      .optional(),
    'The day whose rates to show: the latest ECB day on or before it (default today, UTC)',
  ),
  currency: doc(
    z
      .string()
      .refine((v) => /^[A-Z]{3}$/.test(v) && v !== 'EUR', {
        params: { kind: 'invalid_currency' },
        message: 'must be a three-letter currency code other than EUR (the base)',
      })
      .optional(),
    'Only this currency (ISO 4217, upper case)',
  ),
});

/** POST /v3/network/{networkId}/exchange-rates: the ECB file's text, as downloaded. */
export const ImportExchangeRatesIn = z.strictObject({
  xml: doc(
    z.string().min(1),
    'An ECB euro reference-rate file (eurofxref-daily.xml or eurofxref-hist.xml), as text',
  ),
});

export const ExchangeRatesResponse = z.object({
  data: z.object({
    base: doc(z.literal('EUR'), 'Every rate is units of the currency for one euro'),
    date: doc(
      z.string().nullable(),
      'The ECB day of these rates (YYYY-MM-DD); null when the network has no rates yet',
    ),
    source: doc(
      z.string().nullable(),
      "'ecb' for imported files, 'demo' for the demo seed; null when the network has no rates yet",
    ),
    rates: z.array(
      z.object({
        currency: z.string(),
        rate: doc(z.string(), 'Exact decimal text, as published'),
      }),
    ),
  }),
});

export const ExchangeRatesImportResponse = z.object({
  data: z.object({
    rates: doc(z.number().int(), 'Rates in the file'),
    dates: doc(z.number().int(), 'Days in the file'),
    first_date: z.string(),
    last_date: z.string(),
    changed: doc(
      z.number().int(),
      'Rates that were new or had another value; 0 when the same file is imported again',
    ),
  }),
});
