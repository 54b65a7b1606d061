import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { fromUnits, timesRate, toUnits } from '@/lib/money/amount';
import type { CampaignRow } from '../campaigns/read-campaigns';
import type { Priced } from '../commissions/compute-commission';
import { convertMoney, ExchangeRateMissing } from '../exchange-rates/convert-money';
import type { ConversionInput } from './store-conversion';

/** The stored form of a sale's value converted into the campaign's currency. */
export interface SaleExchange {
  campaignValue: string;
  rate: string;
  rateDate: string;
  source: string;
}

/**
 * A sale in another currency than the campaign's is converted at its day's stored rate
 * (docs/exchange-rates.md#sales-in-another-currency): a percentage commission is taken of
 * the value in the campaign's currency. With no rate on or before the day the sale is kept
 * unconverted when nothing needs the conversion (a fixed commission, or nobody credited), and
 * refused on `currency` when a percentage does (checkConvertible).
 */
export async function exchangeOf(
  db: Db,
  campaign: CampaignRow,
  currency: string,
  value: string,
  conversionTime: Date,
): Promise<SaleExchange | AppError | null> {
  if (currency === campaign.defaultCurrency) return null;
  try {
    const c = await convertMoney(
      db,
      campaign.networkId,
      value,
      currency,
      campaign.defaultCurrency,
      conversionTime,
    );
    return { campaignValue: c.amount, rate: c.rate, rateDate: c.rateDate, source: c.source };
  } catch (error) {
    if (!(error instanceof ExchangeRateMissing)) throw error;
    return AppError.field(
      ['currency'],
      'invalid_value',
      `${currency} cannot be converted into the campaign's currency (${campaign.defaultCurrency}) for a sale on ${error.onDate}: no exchange rate on or before that day, and the commission is a percentage of the value (import the ECB rates, then send the sale again)`,
    );
  }
}

/** The conversion's stored rate columns: null when the sale was not converted. */
export function exchangeColumns(exchange: SaleExchange | AppError | null) {
  const e = exchange instanceof AppError ? null : exchange;
  return {
    exchangeRate: e?.rate ?? null,
    exchangeRateDate: e?.rateDate ?? null,
    exchangeRateSource: e?.source ?? null,
  };
}

/** Refuses a percentage commission of a value that could not be converted. */
export function checkConvertible(exchange: SaleExchange | AppError | null, priced: Priced): void {
  if (
    exchange instanceof AppError &&
    [priced, ...priced.items].some((p) => p.applied.performanceModel === 'percentage_cpa')
  )
    throw exchange;
}

/** The sale in the campaign's currency: what commissions are a percentage of. */
export function inCampaignCurrency(
  input: ConversionInput,
  exchange: SaleExchange | AppError | null,
): ConversionInput {
  if (!exchange || exchange instanceof AppError) return input;
  return {
    ...input,
    value: exchange.campaignValue,
    items: input.items.map((i) => ({
      ...i,
      item_value: fromUnits(timesRate(toUnits(i.item_value), exchange.rate)),
    })),
  };
}
