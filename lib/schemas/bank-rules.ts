import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import type { PaymentType } from '@/lib/schemas/enums';

/**
 * Shared by the API and the partner area's form (ibantools and zod run in the browser).
 * The fields each way of being paid needs, checked offline: IBAN and BIC (checksums, ibantools)
 * in SEPA countries, sort code and account number in GB, routing number (ABA checksum) and
 * account number in the US, or a PayPal address. Answers the values in their stored form and
 * their masked form, or the problems, each naming its field and saying what to fix.
 */

export interface Problem {
  field: string;
  message: string;
}

export interface CheckedValues {
  values: Record<string, string>;
  masked: Record<string, string>;
}

const digits = (v: string | undefined) => (v ?? '').replace(/[\s-]/g, '');
const tail = (v: string, n: number) => `${'*'.repeat(Math.max(v.length - n, 0))}${v.slice(-n)}`;

function abaChecksumOk(routing: string): boolean {
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Which bank fields a country takes ('sepa', 'gb', 'us'), or null: bank transfer not offered there. */
export function bankScheme(country: string): 'gb' | 'us' | 'sepa' | null {
  if (country === 'GB') return 'gb';
  if (country === 'US') return 'us';
  return isSEPACountry(country) ? 'sepa' : null;
}

function accountName(input: Record<string, string>, problems: Problem[]): string {
  const name = (input.account_name ?? '').trim();
  if (!name || name.length > 140)
    problems.push({
      field: 'account_name',
      message: 'Enter the account holder’s name as the bank knows it (at most 140 characters)',
    });
  return name;
}

function sepa(input: Record<string, string>, problems: Problem[]): CheckedValues {
  const name = accountName(input, problems);
  const iban = electronicFormatIBAN(input.iban ?? '') ?? '';
  if (!isValidIBAN(iban))
    problems.push({
      field: 'iban',
      message: 'This IBAN is not valid: check each character against your bank statement',
    });
  const bic = (input.bic ?? '').replace(/\s/g, '').toUpperCase();
  if (!isValidBIC(bic))
    problems.push({
      field: 'bic',
      message: 'This BIC (SWIFT code) is not valid: it has 8 or 11 letters and digits',
    });
  return {
    values: { account_name: name, iban, bic },
    masked: { account_name: name, iban: `${iban.slice(0, 4)}${tail(iban.slice(4), 4)}`, bic },
  };
}

function gb(input: Record<string, string>, problems: Problem[]): CheckedValues {
  const name = accountName(input, problems);
  const sortCode = digits(input.sort_code);
  if (!/^\d{6}$/.test(sortCode))
    problems.push({ field: 'sort_code', message: 'A sort code has 6 digits, like 12-34-56' });
  const account = digits(input.account_number);
  if (!/^\d{8}$/.test(account))
    problems.push({ field: 'account_number', message: 'A UK account number has 8 digits' });
  return {
    values: { account_name: name, sort_code: sortCode, account_number: account },
    masked: {
      account_name: name,
      sort_code: `**-**-${sortCode.slice(-2)}`,
      account_number: tail(account, 4),
    },
  };
}

function us(input: Record<string, string>, problems: Problem[]): CheckedValues {
  const name = accountName(input, problems);
  const routing = digits(input.routing_number);
  if (!/^\d{9}$/.test(routing) || !abaChecksumOk(routing))
    problems.push({
      field: 'routing_number',
      message:
        'This routing number is not valid: it has 9 digits, printed at the bottom left of a check',
    });
  const account = digits(input.account_number);
  if (!/^\d{4,17}$/.test(account))
    problems.push({ field: 'account_number', message: 'A US account number has 4 to 17 digits' });
  return {
    values: { account_name: name, routing_number: routing, account_number: account },
    masked: { account_name: name, routing_number: routing, account_number: tail(account, 4) },
  };
}

function paypal(input: Record<string, string>, problems: Problem[]): CheckedValues {
  const email = (input.paypal_email ?? '').trim().toLowerCase();
  if (!z.email().safeParse(email).success || email.length > 254)
    problems.push({
      field: 'paypal_email',
      message: 'Enter the e-mail address of your PayPal account',
    });
  const [local = '', domain = ''] = email.split('@');
  return {
    values: { paypal_email: email },
    masked: { paypal_email: `${local.slice(0, 1)}***@${domain}` },
  };
}

/** The checked values of one set, or the problems (field names inside payment_detail_values). */
export function checkPaymentValues(
  type: PaymentType,
  country: string,
  input: Record<string, string>,
): { ok: CheckedValues } | { problems: Problem[] } {
  const problems: Problem[] = [];
  let checked: CheckedValues;
  if (type === 'paypal') checked = paypal(input, problems);
  else {
    const scheme = bankScheme(country);
    if (!scheme)
      return {
        problems: [
          {
            field: 'country',
            message: `Bank transfer is not offered for ${country} yet: choose PayPal`,
          },
        ],
      };
    checked = { sepa, gb, us }[scheme](input, problems);
  }
  return problems.length ? { problems } : { ok: checked };
}
