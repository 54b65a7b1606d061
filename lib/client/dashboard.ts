/** Words for the console dashboard's figures: money in its currency, change on the period before. */

export interface Change {
  direction: 'up' | 'down' | 'same' | 'new' | 'none';
  words: string;
}

const PERIOD = 'the previous 30 days';

/** "+12% on the previous 30 days"; "no sales in the previous 30 days" when the base is 0. */
export function changeOf(current: number, previous: number, noun: string): Change {
  if (previous === 0)
    return current === 0
      ? { direction: 'none', words: `No ${noun} in this or ${PERIOD}` }
      : { direction: 'new', words: `No ${noun} in ${PERIOD}` };
  const pct = Math.round(((current - previous) / previous) * 100);
  if (pct === 0) return { direction: 'same', words: `About the same as ${PERIOD}` };
  return pct > 0
    ? { direction: 'up', words: `+${pct}% on ${PERIOD}` }
    : { direction: 'down', words: `${pct}% on ${PERIOD}` };
}

export interface MoneyFigure {
  currency: string;
  current: string;
  previous: string;
}

/** Each currency of either window with its amount now and before ("0" where it had none). */
export function moneyFigures(
  current: { currency: string; amount: string }[],
  previous: { currency: string; amount: string }[],
): MoneyFigure[] {
  const currencies = [...new Set([...current, ...previous].map((m) => m.currency))].sort();
  const amountIn = (list: typeof current, c: string) =>
    list.find((m) => m.currency === c)?.amount ?? '0';
  return currencies.map((currency) => ({
    currency,
    current: amountIn(current, currency),
    previous: amountIn(previous, currency),
  }));
}
