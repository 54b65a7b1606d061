import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import {
  detailInput,
  detailResolver,
  fieldsFor,
  SERVER_ALIAS,
  type DetailValues,
} from '@/components/partner/payments/payment-detail-values';
import { splitServerError } from '@/lib/client/form-errors';
import { ApiClientError } from '@/lib/client/errors';
import de from '@/messages/de.json';

// The partner's payment-details form checks with the API's own rules before sending, in the
// partner's words, and puts a problem the server still finds on its field.

const say = (field: string) =>
  (de.paymentDetails.errors as Record<string, string>)[field] ?? `?${field}`;
const values = (patch: Partial<DetailValues>): DetailValues => ({
  paid_currency: 'EUR',
  payment_type_code: 'bank_transfer',
  country: 'DE',
  account_name: 'Erika Muster',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  sort_code: '',
  account_number: '',
  routing_number: '',
  paypal_email: '',
  ...patch,
});
const resolve = (v: DetailValues) =>
  detailResolver(say)(v, undefined, {} as ResolverOptions<DetailValues>);

describe('the payment-details form', () => {
  it('refuses a wrong IBAN checksum in the partner’s language, and takes the right one', async () => {
    const wrong = await resolve(values({ iban: 'DE89 3704 0044 0532 0130 01' }));
    expect(wrong.errors).toEqual({
      iban: {
        type: 'invalid',
        message: 'Diese IBAN ist ungültig: Prüfen Sie jedes Zeichen anhand Ihres Kontoauszugs',
      },
    });
    const right = await resolve(values({}));
    expect(right.errors).toEqual({});
  });

  it('asks for the fields of the country: sort code in GB, routing number in the US, an address for PayPal', async () => {
    expect(fieldsFor('bank_transfer', 'GB')).toEqual([
      'account_name',
      'sort_code',
      'account_number',
    ]);
    expect(fieldsFor('bank_transfer', 'US')).toEqual([
      'account_name',
      'routing_number',
      'account_number',
    ]);
    expect(fieldsFor('paypal', 'BR')).toEqual(['paypal_email']);
    const gb = await resolve(values({ country: 'GB', sort_code: '12-34', account_number: '1234' }));
    expect(Object.keys(gb.errors)).toEqual(['sort_code', 'account_number']);
    const us = await resolve(
      values({ country: 'US', routing_number: '123456789', account_number: '12345678' }),
    );
    expect(Object.keys(us.errors)).toEqual(['routing_number']);
    // Only the chosen method's fields are sent.
    expect(
      detailInput(values({ payment_type_code: 'paypal', paypal_email: 'jo@example.com' })),
    ).toEqual({
      country: 'DE',
      paid_currency: 'EUR',
      payment_type_code: 'paypal',
      payment_detail_values: { paypal_email: 'jo@example.com' },
    });
  });

  it('puts the server’s problem with a set’s value on the form’s field', () => {
    const error = new ApiClientError(400, 'This IBAN is not valid', [
      {
        property: 'payment_details[0].payment_detail_values.iban',
        code: 'invalid_value',
        message: 'This IBAN is not valid: check each character against your bank statement',
      },
    ]);
    const split = splitServerError(error, ['iban', 'bic'], SERVER_ALIAS);
    expect(split.fields.map((f) => f.name)).toEqual(['iban']);
    expect(split.message).toBeNull();
  });
});
