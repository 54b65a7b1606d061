import { fromUnits, timesRate, toUnits } from '@/lib/money/amount';
import type { ReportRow, SaleRates } from '@/lib/services/conversions';

type Row = Pick<ReportRow['row'], 'currency' | 'value' | 'commissionCurrency' | 'exchangeRate'>;

/** An amount times `rate`, half up to 0.0001. */
const times = (rate: string) => (v: string) => fromUnits(timesRate(toUnits(v), rate));

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
  const of = times(rate);
  return {
    currency: row.commissionCurrency,
    value: of(row.value),
    of,
    original: row.currency,
    rate,
  };
}

/** How a conversion's money reads in an export: as reported, or converted into convert_currency. */
export interface SaleMoney extends ReportedSale {
  commissionCurrency: string;
  /** A commission of the sale (its own or an item's) in `commissionCurrency`. */
  commissionOf: (amount: string) => string;
  /** Converted: the currency the commission was in and the rate used, else null. */
  commissionOriginal: string | null;
  commissionRate: string | null;
}

/**
 * The sale's money as reported (reportedSale, the commission as stored), or with `rates`
 * converted into `rates.to`: the value and item values from the currency the sale was sent in,
 * the commissions from the campaign's, each amount times its rate, half up to 0.0001.
 * `currency_original` is then the sale's currency and `currency_conversion_rate` its rate, also
 * when the sale was already in `to` (rate 1).
 */
export function saleMoney(row: Row, rates: SaleRates | null): SaleMoney {
  if (!rates)
    return {
      ...reportedSale(row),
      commissionCurrency: row.commissionCurrency,
      commissionOf: (v) => v,
      commissionOriginal: null,
      commissionRate: null,
    };
  const of = times(rates.value);
  return {
    currency: rates.to,
    value: of(row.value),
    of,
    original: row.currency,
    rate: rates.value,
    commissionCurrency: rates.to,
    commissionOf: times(rates.commission),
    commissionOriginal: row.commissionCurrency,
    commissionRate: rates.commission,
  };
}
