import { AppError, type FieldError, type FieldErrorKind } from '@/lib/errors';
import { toUnits } from '@/lib/money/amount';

/**
 * What a payment file is made from: one instruction per self-bill to pay (built by a payment
 * run), and the network that pays (the debtor). The formats in this folder are pure functions
 * of these; they refuse, naming the payee, what their bank or PayPal would refuse.
 */

/** Where the money goes, as the partner's payment details hold it (clear values). */
export type PayeeAccount =
  | { method: 'sepa'; iban: string; bic?: string | null }
  | { method: 'paypal'; email: string }
  | {
      method: 'bank';
      country: string;
      accountNumber: string;
      sortCode?: string | null;
      routingNumber?: string | null;
      bic?: string | null;
    };

export type PaymentMethod = PayeeAccount['method'];

export interface PaymentInstruction {
  partnerId: number;
  /** The account holder's name. */
  payeeName: string;
  /** The self-bill number: the end-to-end reference the partner sees on the statement. */
  reference: string;
  /** Exact decimal text, e.g. "1234.50"; never a float. */
  amount: string;
  currency: string;
  account: PayeeAccount;
}

/** The network paying (its payment settings). */
export interface Debtor {
  name: string;
  iban: string;
  bic?: string | null;
}

export interface BankFile {
  filename: string;
  contentType: string;
  body: string;
}

/** Collects what is wrong with a batch of instructions; throws them together. */
export class Problems {
  private readonly fields: FieldError[] = [];

  get count(): number {
    return this.fields.length;
  }

  add(path: FieldError['path'], kind: FieldErrorKind, message: string): void {
    this.fields.push({ path, kind, message });
  }

  /** Same, for an instruction: the message names the payee so staff know whose details to fix. */
  payee(
    index: number,
    instruction: PaymentInstruction,
    field: string,
    kind: FieldErrorKind,
    problem: string,
  ): void {
    const who = `${instruction.payeeName || 'unnamed payee'} (partner ${instruction.partnerId}, self-bill ${instruction.reference})`;
    this.add(['instructions', index, field], kind, `Payment to ${who}: ${problem}`);
  }

  /** A self-bill paid twice in one file is paid twice by the bank: each reference once. */
  duplicates(instructions: PaymentInstruction[]): void {
    const seen = new Set<string>();
    instructions.forEach((instruction, i) => {
      if (seen.has(instruction.reference))
        this.payee(
          i,
          instruction,
          'reference',
          'duplicate',
          'this self-bill is already in the file',
        );
      seen.add(instruction.reference);
    });
  }

  throwIfAny(what: string): void {
    if (!this.fields.length) return;
    const first = this.fields[0]!.message;
    const more = this.fields.length > 1 ? ` (and ${this.fields.length - 1} more)` : '';
    throw AppError.validation(this.fields, `${what} cannot be made. ${first}${more}`);
  }
}

const DECIMAL = /^\d{1,15}(\.\d{1,4})?$/;

/**
 * The amount in minor units of a currency with `places` decimals (2 for cents), or null when
 * it is not a positive amount that currency can carry exactly: a file never rounds money.
 */
export function minorUnits(amount: string, places: number): bigint | null {
  if (!DECIMAL.test(amount)) return null;
  const units = toUnits(amount); // 0.0001 each
  const per = 10n ** BigInt(4 - places);
  if (units <= 0n || units % per !== 0n) return null;
  return units / per;
}

/** 123450n with 2 places -> "1234.50"; 1234n with 0 places -> "1234". */
export function minorText(minor: bigint, places: number): string {
  if (places === 0) return minor.toString();
  const scale = 10n ** BigInt(places);
  return `${minor / scale}.${(minor % scale).toString().padStart(places, '0')}`;
}
