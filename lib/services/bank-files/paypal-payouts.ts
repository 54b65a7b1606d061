import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { payablePlaces } from '@/lib/money/payable-places';
import {
  minorText,
  minorUnits,
  Problems,
  type BankFile,
  type PaymentInstruction,
} from './instruction';

/**
 * PayPal Payouts files for Payouts Web (developer.paypal.com/docs/payouts/standard/payouts-web):
 * no header row; per row the recipient's PayPal e-mail, the amount, the currency, a customer id
 * (the self-bill number), a note to the recipient and the wallet (PAYPAL). PayPal takes one
 * currency a file and at most 5,000 rows, so the payments are split by currency, then in files
 * of 5,000.
 */

export const PAYPAL_MAX_ROWS = 5000;

export interface PaypalOptions {
  /** The network's name, in the note to each recipient. */
  networkName: string;
  /** The sending account's decimal mark: PayPal reads "5.45" in the US, "5,45" in Italy. */
  decimalSeparator?: '.' | ',';
}

const email = z.email();

interface Row {
  currency: string;
  cells: string[];
}

function checkRow(
  instruction: PaymentInstruction,
  index: number,
  problems: Problems,
  options: PaypalOptions,
): Row | null {
  const before = problems.count;
  const say = problems.payee.bind(problems, index, instruction);
  const { account, currency, reference } = instruction;
  if (account.method !== 'paypal') {
    say('account', 'invalid_value', `paid by ${account.method}, not by PayPal`);
    return null;
  }
  if (!email.safeParse(account.email).success)
    say('account', 'invalid_email', `the PayPal address ${account.email} is not an e-mail address`);
  if (!/^[A-Z]{3}$/.test(currency))
    say('currency', 'invalid_currency', `${currency} is not a currency code`);
  const places = payablePlaces(currency, 'paypal');
  const minor = minorUnits(instruction.amount, places);
  if (minor === null)
    say(
      'amount',
      'invalid_value',
      `the amount ${instruction.amount} is not a positive amount with at most ${places} decimals in ${currency}`,
    );
  if (!/^[^\s]{1,30}$/.test(reference))
    say(
      'reference',
      'invalid_format',
      'the self-bill number is not a PayPal customer id (at most 30 characters, no spaces)',
    );
  if (problems.count > before) return null;
  const amount = minorText(minor!, places).replace('.', options.decimalSeparator ?? '.');
  const note = `Self-bill ${reference} from ${options.networkName}`.slice(0, 400);
  return { currency, cells: [account.email, amount, currency, reference, note, 'PAYPAL'] };
}

export function paypalPayouts(
  instructions: PaymentInstruction[],
  options: PaypalOptions,
): BankFile[] {
  const problems = new Problems();
  const rows = instructions.map((instruction, i) => checkRow(instruction, i, problems, options));
  problems.duplicates(instructions);
  problems.throwIfAny('The PayPal payout file');

  const byCurrency = new Map<string, string[][]>();
  for (const row of rows) {
    const list = byCurrency.get(row!.currency) ?? [];
    list.push(row!.cells);
    byCurrency.set(row!.currency, list);
  }
  const files: BankFile[] = [];
  for (const currency of [...byCurrency.keys()].sort()) {
    const all = byCurrency.get(currency)!;
    const parts = Math.ceil(all.length / PAYPAL_MAX_ROWS);
    for (let part = 0; part < parts; part++) {
      const chunk = all.slice(part * PAYPAL_MAX_ROWS, (part + 1) * PAYPAL_MAX_ROWS);
      files.push({
        filename: `paypal-payouts-${currency}${parts > 1 ? `-${part + 1}-of-${parts}` : ''}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: stringify(chunk, { record_delimiter: '\r\n' }),
      });
    }
  }
  return files;
}
