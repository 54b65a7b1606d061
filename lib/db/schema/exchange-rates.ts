import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef } from './columns';
import { networks } from './networks';

/**
 * Reference exchange rates as the ECB publishes them: units of `currency` for one euro on `date`
 * (docs/exchange-rates.md). Per network, so one network's staff cannot change another's
 * conversions. `rate` is exact numeric, as published; `source` is 'ecb' for imported files and
 * 'demo' for the demo seed.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    networkId: requiredRef('network_id', () => networks.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('exchange_rates_network_date_currency_source_key').on(
      t.networkId,
      t.date,
      t.currency,
      t.source,
    ),
    index('exchange_rates_lookup_idx').on(t.networkId, t.currency, t.date),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    check('exchange_rates_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
