import Decimal from 'decimal.js';

/**
 * Exact money (docs/commissions.md#amounts). Amounts are decimal text with at most four places
 * (the schemas and the database's numeric(…, 4) allow no more); in code they are bigint units of
 * 0.0001, in every currency, so adding, subtracting and comparing are exact bigint operations.
 * Text in and out and percentages go through decimal.js. The one rounding rule: a percentage
 * of an amount is rounded half up to 0.0001; a share of a split is rounded down to 0.0001 and the
 * last share takes what is left, so the shares always add up to the whole.
 */

const PLACES = 4;

// Far more digits than any amount or product of ours: no operation rounds but the ones we ask.
const Exact = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });

const UNITS_PER_ONE = new Exact(10).pow(PLACES);

/** "12.34" -> 123400n (any digit past the fourth place is cut off). */
export const toUnits = (text: string): bigint =>
  BigInt(new Exact(text).times(UNITS_PER_ONE).toFixed(0, Decimal.ROUND_DOWN));

/** 123400n -> "12.3400". */
export const fromUnits = (units: bigint): string =>
  new Exact(units.toString()).div(UNITS_PER_ONE).toFixed(PLACES);

/** Decimal text in our four-place form: "12.34" -> "12.3400". */
export const exactText = (text: string): string => fromUnits(toUnits(text));

/** The amounts of `texts` added up, in units. */
export const sumUnits = (texts: string[]): bigint =>
  texts.reduce((total, text) => total + toUnits(text), 0n);

/** Adds the amount `text` to the sum in units kept under `key` (a currency, say). */
export function addTo<K>(sums: Map<K, bigint>, key: K, text: string): void {
  sums.set(key, (sums.get(key) ?? 0n) + toUnits(text));
}

/** The amounts of `texts` added up, as text: ["1.5", "-0.25"] -> "1.2500". */
export const sumText = (texts: string[]): string => fromUnits(sumUnits(texts));

/**
 * `rate` percent of an amount in units, rounded half up to 0.0001, or to `places` decimals (a
 * self-bill's VAT, to the cent).
 */
export function percentOf(units: bigint, rate: string, places = PLACES): bigint {
  const step = 10n ** BigInt(PLACES - places);
  const steps = new Exact(units.toString()).times(rate).div(100).div(step.toString());
  return BigInt(steps.toFixed(0, Decimal.ROUND_HALF_UP)) * step;
}

/**
 * An amount in units cut to `places` decimals, toward zero: 12.3456 at 2 places is 12.34 and
 * -12.3456 is -12.34. What is cut off is `units - truncateTo(units, places)`.
 */
export function truncateTo(units: bigint, places: number): bigint {
  const step = 10n ** BigInt(PLACES - places);
  return (units / step) * step; // bigint division rounds toward zero
}

/**
 * `total` split over `weights` in proportion, each share rounded down to 0.0001 and the last
 * taking the rest; all of it to the first when the weights add up to 0 or less.
 */
export function split(total: bigint, weights: bigint[]): bigint[] {
  const whole = weights.reduce((a, b) => a + b, 0n);
  if (whole <= 0n) return weights.map((_, i) => (i === 0 ? total : 0n));
  let given = 0n;
  return weights.map((weight, i) => {
    if (i === weights.length - 1) return total - given;
    const share = (total * weight) / whole; // bigint division rounds down
    given += share;
    return share;
  });
}

/** Significant digits kept of a rate we compute (a cross rate); the ECB publishes five; twenty keep the error of an amount of 10 digits far below 0.0001. */
const RATE_DIGITS = 20;

/** An amount in units times an exchange rate, rounded half up to 0.0001 like percentOf. */
export const timesRate = (units: bigint, rate: string): bigint =>
  BigInt(new Exact(units.toString()).times(rate).toFixed(0, Decimal.ROUND_HALF_UP));

/** `numerator` / `denominator` as a rate: 20 significant digits, rounded half up, plain text. */
export const rateQuotient = (numerator: string, denominator: string): string =>
  new Exact(numerator)
    .div(denominator)
    .toSignificantDigits(RATE_DIGITS, Decimal.ROUND_HALF_UP)
    .toFixed();
