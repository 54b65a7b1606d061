import { randomBytes } from 'node:crypto';
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { Document } from 'sepa';
import {
  minorText,
  minorUnits,
  Problems,
  type BankFile,
  type Debtor,
  type PaymentInstruction,
} from './instruction';
import { isSepaId, toSepaText } from './sepa-text';

/**
 * A SEPA credit transfer file (ISO 20022 pain.001, built with the `sepa` library) paying each
 * instruction from the network's account: EUR only, one batch-booked payment block, names in
 * the SEPA character set, the self-bill number as end-to-end reference, and amounts and control
 * sums exact (docs/payments.md#bank-files-built).
 */

export type SepaFormat = 'pain.001.001.09' | 'pain.001.001.03';

export interface SepaOptions {
  /** The day the bank is asked to pay, YYYY-MM-DD. */
  executionDate: string;
  /** Default pain.001.001.09 (EPC rulebook since 2023); .03 for banks that still take only it. */
  format?: SepaFormat;
  /** Unique per file; default a new one (time and randomness). At most 24 of A-Z a-z 0-9 -. */
  messageId?: string;
  createdAt?: Date;
}

const MAX_AMOUNT_CENTS = 99_999_999_999n; // 999,999,999.99, the scheme's limit
const MESSAGE_ID = /^[A-Za-z0-9-]{1,24}$/;

/** A fresh message id: "AN", the UTC time to the second and 8 random hex digits. */
export function newMessageId(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `AN${stamp}${randomBytes(4).toString('hex')}`;
}

interface CheckedTransfer {
  name: string;
  iban: string;
  bic: string;
  cents: bigint;
  reference: string;
}

function ibanProblem(iban: string): string | null {
  if (!isValidIBAN(iban)) return `the IBAN ${iban || '(none)'} is not valid`;
  if (!isSEPACountry(iban.slice(0, 2))) return `the IBAN ${iban} is not in a SEPA country`;
  return null;
}

function bicProblem(bic: string, iban: string): string | null {
  if (!bic) return null;
  if (!isValidBIC(bic)) return `the BIC ${bic} is not valid`;
  if (bic.slice(4, 6) !== iban.slice(0, 2) && isValidIBAN(iban))
    return `the BIC ${bic} is of another country than the IBAN ${iban}`;
  return null;
}

function checkInstruction(
  instruction: PaymentInstruction,
  index: number,
  problems: Problems,
): CheckedTransfer | null {
  const before = problems.count;
  const say = problems.payee.bind(problems, index, instruction);
  const { account } = instruction;
  if (account.method !== 'sepa') {
    say('account', 'invalid_value', `paid by ${account.method}, not by SEPA transfer`);
    return null;
  }
  if (instruction.currency !== 'EUR')
    say(
      'currency',
      'invalid_currency',
      `SEPA transfers are in EUR only, not ${instruction.currency}`,
    );
  const cents = minorUnits(instruction.amount, 2);
  if (cents === null || cents > MAX_AMOUNT_CENTS)
    say(
      'amount',
      'invalid_value',
      `the amount ${instruction.amount} is not between 0.01 and 999999999.99 with at most 2 decimals`,
    );
  const name = toSepaText(instruction.payeeName, 70);
  if (!name) say('payeeName', 'blank', 'the name has no letters a SEPA transfer can carry');
  if (!isSepaId(instruction.reference))
    say(
      'reference',
      'invalid_format',
      "the self-bill number is not a SEPA reference (at most 35 of A-Z 0-9 / - ? : ( ) . , ' +)",
    );
  const iban = electronicFormatIBAN(account.iban) ?? '';
  const bic = (account.bic ?? '').replace(/\s/g, '').toUpperCase();
  const accountProblem = ibanProblem(iban) ?? bicProblem(bic, iban);
  if (accountProblem) say('account', 'invalid_value', accountProblem);
  if (problems.count > before) return null;
  return { name, iban, bic, cents: cents!, reference: instruction.reference };
}

function checkDebtor(debtor: Debtor, problems: Problems): Debtor {
  const name = toSepaText(debtor.name, 70);
  const iban = electronicFormatIBAN(debtor.iban) ?? '';
  const bic = (debtor.bic ?? '').replace(/\s/g, '').toUpperCase();
  if (!name) problems.add(['debtor', 'name'], 'blank', 'The network’s payment name is missing');
  const accountProblem = ibanProblem(iban) ?? bicProblem(bic, iban);
  if (accountProblem)
    problems.add(['debtor', 'iban'], 'invalid_value', `The network’s account: ${accountProblem}`);
  return { name, iban, bic };
}

function executionDay(text: string, problems: Problems): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  // The library writes the date in the process's local time: build it there.
  const day = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  if (!day || day.getDate() !== Number(match![3]))
    problems.add(['executionDate'], 'invalid_date', `The execution date ${text} is not a date`);
  return day ?? new Date(NaN);
}

// The library adds amounts as floats for the control sums; ours are added in cents and the
// library is handed text it only has to print.
const printed = (text: string) => ({ toFixed: () => text }) as unknown as number;

export function sepaCreditTransfer(
  instructions: PaymentInstruction[],
  debtor: Debtor,
  options: SepaOptions,
): BankFile {
  const problems = new Problems();
  const format = options.format ?? 'pain.001.001.09';
  const messageId = options.messageId ?? newMessageId(options.createdAt);
  if (!MESSAGE_ID.test(messageId))
    problems.add(['messageId'], 'invalid_format', 'The message id is at most 24 of A-Z a-z 0-9 -');
  if (!instructions.length)
    problems.add(['instructions'], 'too_few_items', 'A SEPA file needs at least one payment');
  const payer = checkDebtor(debtor, problems);
  const executionDate = executionDay(options.executionDate, problems);
  const transfers = instructions.map((instruction, i) =>
    checkInstruction(instruction, i, problems),
  );
  problems.duplicates(instructions);
  problems.throwIfAny('The SEPA file');

  const doc = new Document(format);
  doc.grpHdr.id = messageId;
  doc.grpHdr.created = options.createdAt ?? new Date();
  doc.grpHdr.initiatorName = payer.name;

  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = executionDate;
  info.debtorName = payer.name;
  info.debtorIBAN = payer.iban;
  info.debtorBIC = payer.bic ?? '';
  info.batchBooking = true;
  doc.addPaymentInfo(info);

  let totalCents = 0n;
  for (const transfer of transfers) {
    const { name, iban, bic, cents, reference } = transfer!;
    totalCents += cents;
    const text = minorText(cents, 2);
    const tx = info.createTransaction();
    tx.creditorName = name;
    tx.creditorIBAN = iban;
    tx.creditorBIC = bic;
    // Exact: a number of at most 11 significant digits prints back as the same text.
    tx.amount = Number(text);
    if (tx.amount.toFixed(2) !== text) throw new Error(`amount ${text} would not print exactly`);
    tx.currency = 'EUR';
    tx.end2endId = reference;
    tx.remittanceInfo = toSepaText(`Self-bill ${reference} from ${payer.name}`, 140);
    info.addTransaction(tx);
  }

  const controlSum = printed(minorText(totalCents, 2));
  info.normalize = () => {
    info.controlSum = controlSum;
  };
  doc.normalize = () => {
    info.normalize();
    doc.grpHdr.controlSum = controlSum;
    doc.grpHdr.transactionCount = transfers.length;
  };

  return {
    filename: `sepa-${messageId}.xml`,
    contentType: 'application/xml; charset=utf-8',
    body: doc.toString(),
  };
}
