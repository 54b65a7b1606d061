import type { DbOrTx } from '@/lib/db/client';
import { ExchangeRateMissing } from '../exchange-rates/convert-money';
import { ratesInto } from '../exchange-rates/rates-into';
import type { ReportRow } from './conversion-report';

/** The rates a conversion's money converts into `to` with (units of `to` for one). */
export interface SaleRates {
  to: string;
  /** From the sale's currency: its stored rate when it was converted into `to` at recording. */
  value: string;
  /** From the commission's currency (the campaign's). */
  commission: string;
}

type Row = ReportRow['row'];

/** The day a sale converts at, as at recording (docs/exchange-rates.md#sales-in-another-currency). */
const saleDay = (row: Row) => row.conversionTime.toISOString().slice(0, 10);

/** A sale converted into `to` at recording keeps its stored rate: a later import changes nothing. */
const convertedAtRecordingInto = (row: Row, to: string) =>
  row.exchangeRate !== null && row.commissionCurrency === to;

/** A rate, or null when there is none on or before the day. */
async function orNone(rate: Promise<string>): Promise<string | null> {
  try {
    return await rate;
  } catch (error) {
    if (error instanceof ExchangeRateMissing) return null;
    throw error;
  }
}

/**
 * The rates converting a download's conversions into `to` (the conversion exports'
 * convert_currency), page by page, at each sale's UTC day; each currency and day is looked up
 * once per download. A conversion whose sale or commission has no rate on or before its day gets
 * null: it is not converted.
 */
export function conversionRatesInto(
  db: DbOrTx,
  networkId: number,
  to: string,
): (rows: ReportRow[]) => Promise<(SaleRates | null)[]> {
  const rateOn = ratesInto(db, networkId, to);
  return async (rows) => {
    const rates: (SaleRates | null)[] = [];
    for (const { row } of rows) {
      const day = saleDay(row);
      const value = convertedAtRecordingInto(row, to)
        ? row.exchangeRate
        : await orNone(rateOn(row.currency, day));
      const commission = await orNone(rateOn(row.commissionCurrency, day));
      rates.push(value !== null && commission !== null ? { to, value, commission } : null);
    }
    return rates;
  };
}
