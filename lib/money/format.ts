/**
 * An exact decimal amount in its currency for reading, e.g. "£1,234.50": in `locale`, else the
 * reader's. A malformed currency code shows as "1234.5 XX". Display only: it goes through a
 * float, which is exact enough to show but never to compute with (that is ./amount.ts).
 */
export function formatMoney(amount: string | number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
