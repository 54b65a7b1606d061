import { stringify } from 'csv-stringify/sync';
import { fromUnits, toUnits } from '@/lib/money/amount';
import { Problems, type BankFile, type PayeeAccount, type PaymentInstruction } from './instruction';

/**
 * A plain CSV of the payments, any method and currency, for a bank portal without pain.001 or
 * for the books: payee, partner, method, account (masked unless asked in full), amount (exact,
 * as given), currency, reference.
 */

export interface PlainCsvOptions {
  /** 'masked' (default) shows an account's last four characters; 'full' is for the bank. */
  accounts?: 'masked' | 'full';
  filename?: string;
}

const HEADER = ['payee', 'partner_id', 'method', 'account', 'amount', 'currency', 'reference'];

const tail = (v: string) => `${'*'.repeat(Math.max(v.length - 4, 0))}${v.slice(-4)}`;

function accountText(account: PayeeAccount, full: boolean): string {
  switch (account.method) {
    case 'sepa': {
      const iban = account.iban.replace(/\s/g, '').toUpperCase();
      const shown = full ? iban : `${iban.slice(0, 4)}${tail(iban.slice(4))}`;
      return account.bic ? `${shown} ${account.bic}` : shown;
    }
    case 'paypal': {
      if (full) return account.email;
      const [local = '', domain = ''] = account.email.split('@');
      return `${local.slice(0, 1)}***@${domain}`;
    }
    case 'bank': {
      const number = full ? account.accountNumber : tail(account.accountNumber);
      const bank = account.sortCode ?? account.routingNumber ?? account.bic ?? '';
      return [account.country, bank, number].filter(Boolean).join(' ');
    }
  }
}

// A cell a spreadsheet would run as a formula gets a leading quote (as lib/api/http/csv.ts).
const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** "12.3400" -> "12.34", "7" -> "7.00": exact, at least two decimals. */
function amountText(amount: string): string {
  const [whole, decimals = ''] = fromUnits(toUnits(amount)).split('.');
  return `${whole}.${decimals.replace(/0+$/, '').padEnd(2, '0')}`;
}

export function plainCsv(
  instructions: PaymentInstruction[],
  options: PlainCsvOptions = {},
): BankFile {
  const problems = new Problems();
  instructions.forEach((instruction, i) => {
    if (!/^\d{1,15}(\.\d{1,4})?$/.test(instruction.amount) || toUnits(instruction.amount) <= 0n)
      problems.payee(
        i,
        instruction,
        'amount',
        'invalid_value',
        `the amount ${instruction.amount} is not a positive amount`,
      );
  });
  problems.duplicates(instructions);
  problems.throwIfAny('The payment CSV');
  const full = options.accounts === 'full';
  const rows = instructions.map((instruction) => [
    safe(instruction.payeeName),
    String(instruction.partnerId),
    instruction.account.method,
    safe(accountText(instruction.account, full)),
    amountText(instruction.amount),
    instruction.currency,
    safe(instruction.reference),
  ]);
  return {
    filename: options.filename ?? 'payments.csv',
    contentType: 'text/csv; charset=utf-8',
    body: stringify([HEADER, ...rows], { record_delimiter: '\r\n' }),
  };
}
