import type { Resolver } from 'react-hook-form';
import { bankScheme, checkPaymentValues } from '@/lib/schemas/bank-rules';
import { COUNTRIES, type PaymentType } from '@/lib/schemas/enums';
import type { PaymentDetailSetIn } from '@/lib/client/hooks/payments';

/** The payment-details form: the set's choices and every field any country or method takes. */
export interface DetailValues {
  paid_currency: string;
  payment_type_code: PaymentType;
  country: string;
  account_name: string;
  iban: string;
  bic: string;
  sort_code: string;
  account_number: string;
  routing_number: string;
  paypal_email: string;
}

export const VALUE_FIELDS = [
  'account_name',
  'iban',
  'bic',
  'sort_code',
  'account_number',
  'routing_number',
  'paypal_email',
] as const;
type ValueField = (typeof VALUE_FIELDS)[number];

export const DETAIL_FIELDS = ['paid_currency', 'payment_type_code', 'country', ...VALUE_FIELDS];

/** The fields a method and country take (the same table the API checks with, lib/schemas/bank-rules). */
export function fieldsFor(type: PaymentType, country: string): ValueField[] {
  if (type === 'paypal') return ['paypal_email'];
  const scheme = bankScheme(country);
  if (scheme === 'sepa') return ['account_name', 'iban', 'bic'];
  if (scheme === 'gb') return ['account_name', 'sort_code', 'account_number'];
  if (scheme === 'us') return ['account_name', 'routing_number', 'account_number'];
  return [];
}

/** The countries a method is offered in: bank transfer where the API knows the bank fields. */
export function countriesFor(type: PaymentType): string[] {
  return type === 'paypal' ? COUNTRIES : COUNTRIES.filter((c) => bankScheme(c) !== null);
}

export function detailInput(v: DetailValues): PaymentDetailSetIn {
  return {
    country: v.country as PaymentDetailSetIn['country'],
    paid_currency: v.paid_currency as PaymentDetailSetIn['paid_currency'],
    payment_type_code: v.payment_type_code,
    payment_detail_values: Object.fromEntries(
      fieldsFor(v.payment_type_code, v.country).map((f) => [f, v[f].trim()]),
    ),
  };
}

/** The server names a problem `payment_details[0].payment_detail_values.iban`: the form's `iban`. */
export const SERVER_ALIAS: Record<string, string> = Object.fromEntries([
  ['payment_details.0.country', 'country'],
  ['payment_details.0.paid_currency', 'paid_currency'],
  ['payment_details.0.payment_type_code', 'payment_type_code'],
  ...VALUE_FIELDS.map((f) => [`payment_details.0.payment_detail_values.${f}`, f]),
]);

/**
 * Checks the form with the API's own rules (IBAN and BIC checksums, sort codes, ABA routing
 * numbers, PayPal address) before anything is sent; `say(field)` words each problem in the
 * partner's language.
 */
export function detailResolver(say: (field: string) => string): Resolver<DetailValues> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    if (!values.paid_currency)
      errors.paid_currency = { type: 'required', message: say('paid_currency') };
    const result = checkPaymentValues(
      values.payment_type_code,
      values.country,
      detailInput(values).payment_detail_values,
    );
    if ('problems' in result)
      for (const p of result.problems) errors[p.field] = { type: 'invalid', message: say(p.field) };
    if (Object.keys(errors).length) return { values: {}, errors } as never;
    return { values, errors: {} };
  };
}
