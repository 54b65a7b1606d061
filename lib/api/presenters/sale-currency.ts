import { fromUnits, timesRate, toUnits } from '@/lib/money/amount';
import type { ReportRow } from '@/lib/services/conversions';

type Row = Pick<ReportRow['row'], 'currency' | 'value' | 'commissionCurrency' | 'exchangeRate'>;

/** How a conversion's sale reads in the reports and exports. */
export interface ReportedSale {
  /** The currency the value and item values read in. */
  currency: string;
  /** The value in `currency`, exact. */
  value: string;
  /** An item value of the sale in `currency`. */
  of: (value: string) => string;
  /** The currency the sale was sent in when it was converted, else null. */
  original: string | null;
  /** The stored rate (units of `currency` for one of `original`) when converted, else null. */
  rate: string | null;
}

/**
 * A sale converted at recording (docs/exchange-rates.md#sales-in-another-currency) reads in the
 * campaign's currency, as the reference reports it: `currency_original` is the currency it was
 * sent in and `currency_conversion_rate` the stored rate. A sale that was not converted (in the
 * campaign's currency, or in another one recorded without a rate) reads as sent, both null: the
 * reference's export example leaves them empty for a sale in the campaign's currency.
 */
export function reportedSale(row: Row): ReportedSale {
  if (row.exchangeRate === null)
    return { currency: row.currency, value: row.value, of: (v) => v, original: null, rate: null };
  const rate = row.exchangeRate;
  const of = (v: string) => fromUnits(timesRate(toUnits(v), rate));
  return {
    currency: row.commissionCurrency,
    value: of(row.value),
    of,
    original: row.currency,
    rate,
  };
}
