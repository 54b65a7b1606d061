/**
 * Currencies PayPal pays in whole units only, though ISO 4217 gives two of them decimals
 * (developer.paypal.com/api/rest/reference/currency-codes).
 */
export const PAYPAL_WHOLE_UNITS = new Set(['HUF', 'JPY', 'TWD']);

/** The decimals of a currency's minor unit (ISO 4217, from Intl): 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorPlaces(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits!;
  } catch {
    return 2;
  }
}

/**
 * The decimals a payment in `currency` by `paymentType` can carry: what a self-bill pays is
 * rounded down to these (docs/payments.md#rounding-to-what-a-bank-can-pay).
 */
export function payablePlaces(currency: string, paymentType: 'bank_transfer' | 'paypal'): number {
  // PayPal's currencies take two decimals, but for its whole-unit ones.
  if (paymentType === 'paypal') return PAYPAL_WHOLE_UNITS.has(currency) ? 0 : 2;
  return Math.min(minorPlaces(currency), 4);
}
