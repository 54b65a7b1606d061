import type { DbOrTx } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { fromUnits, rateQuotient, timesRate, toUnits } from '@/lib/money/amount';
import { currenciesWithoutRate, latestRateDay, ratesOfDay } from './find-rates';

export const BASE_CURRENCY = 'EUR';

/** What a caller stores beside a converted amount, so the conversion can be read and redone. */
export interface Conversion {
  /** The converted amount, exact text with four places (lib/money's rule: half up to 0.0001). */
  amount: string;
  from: string;
  to: string;
  /** Units of `to` for one unit of `from`: amount = from-amount × rate, rounded. */
  rate: string;
  /** The ECB day the rate is of: the latest on or before the asked date. */
  rateDate: string;
  /** 'ecb', 'demo', or 'identity' when from and to are the same currency. */
  source: string;
}

/** No rate to convert with: names the currencies and the date. */
export class ExchangeRateMissing extends AppError {
  constructor(
    readonly currencies: string[],
    readonly onDate: string,
    detail: string,
  ) {
    super('not_found', detail);
    this.name = 'ExchangeRateMissing';
  }
}

/** A Date as its UTC day, or a day's text as given. */
const dayOf = (onDate: string | Date) =>
  typeof onDate === 'string' ? onDate : onDate.toISOString().slice(0, 10);

/** The rate to convert with, as stored beside a converted amount (a Conversion without its amount). */
export type ExchangeRate = Omit<Conversion, 'amount'>;

/**
 * The rate from `from` to `to` with the network's rates of the latest ECB day on or before
 * `onDate`: cross rates go through the euro (to-rate ÷ from-rate, 20 significant digits), both
 * currencies' rates from one day and one source. Throws ExchangeRateMissing when there is none.
 */
export async function exchangeRate(
  db: DbOrTx,
  networkId: number,
  from: string,
  to: string,
  onDate: string | Date,
): Promise<ExchangeRate> {
  const date = dayOf(onDate);
  if (from === to) return { from, to, rate: '1', rateDate: date, source: 'identity' };

  const needed = [from, to].filter((c) => c !== BASE_CURRENCY);
  const day = await latestRateDay(db, networkId, needed, date);
  if (!day) throw await missing(db, networkId, needed, from, to, date);
  const rates = await ratesOfDay(db, networkId, day, needed);
  const perEuro = (currency: string) =>
    currency === BASE_CURRENCY ? '1' : (rates.get(currency) as string);
  return {
    from,
    to,
    rate: rateQuotient(perEuro(to), perEuro(from)),
    rateDate: day.date,
    source: day.source,
  };
}

/**
 * `amount` of `from` in `to`: the amount times exchangeRate's rate, rounded half up to 0.0001.
 * Throws ExchangeRateMissing when there is no rate.
 */
export async function convertMoney(
  db: DbOrTx,
  networkId: number,
  amount: string,
  from: string,
  to: string,
  onDate: string | Date,
): Promise<Conversion> {
  const rate = await exchangeRate(db, networkId, from, to, onDate);
  return { amount: fromUnits(timesRate(toUnits(amount), rate.rate)), ...rate };
}

async function missing(
  db: DbOrTx,
  networkId: number,
  needed: string[],
  from: string,
  to: string,
  date: string,
): Promise<ExchangeRateMissing> {
  const absent = await currenciesWithoutRate(db, networkId, needed, date);
  const detail =
    absent.length > 0
      ? `No exchange rate for ${absent.join(' and ')} on or before ${date}`
      : `No day on or before ${date} has rates for both ${needed.join(' and ')} from one source`;
  return new ExchangeRateMissing(
    absent.length > 0 ? absent : needed,
    date,
    `Cannot convert ${from} to ${to}: ${detail}`,
  );
}
