import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { networks, partnerPaymentDetails, partners, selfBills } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, isAppError, type FieldError } from '@/lib/errors';
import { fromUnits, sumUnits } from '@/lib/money/amount';
import { actorOf, ChangeSet } from '../audit/change-set';
import type { BankFile, PayeeAccount, PaymentInstruction } from '../bank-files/instruction';
import { paypalPayouts } from '../bank-files/paypal-payouts';
import { plainCsv } from '../bank-files/plain-csv';
import { sepaCreditTransfer } from '../bank-files/sepa-credit-transfer';
import { networkDebtor } from '../ledger/payment-settings';
import { unseal } from '../payment-details/seal';
import { networkSettings, runOf, type PaymentRunRow } from './runs';

/**
 * A run's payment file (docs/payments.md#bank-files-for-runs-built): its self-bills turned into
 * payment instructions (the partners' details unsealed) and written as SEPA pain.001, PayPal
 * Payouts CSV or a plain CSV. Staff only; issued or paid runs only; every download audited.
 */

export const BANK_FILE_FORMATS = ['sepa', 'paypal', 'csv'] as const;
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];

export interface RunBankFile extends BankFile {
  /** The file's part (PayPal files of more than 5,000 payments come in parts) and how many. */
  part: number;
  parts: number;
}

/** The self-bill's number as payment reference (end-to-end id, PayPal customer id). */
export const selfBillReference = (number: number) => `SB-${number}`;

/** Where a set's clear values send money: an IBAN, a PayPal address or a national account. */
function accountOf(
  set: typeof partnerPaymentDetails.$inferSelect,
  values: Record<string, string>,
): PayeeAccount {
  if (set.paymentType === 'paypal') return { method: 'paypal', email: values.paypal_email ?? '' };
  if (values.iban) return { method: 'sepa', iban: values.iban, bic: values.bic || null };
  return {
    method: 'bank',
    country: set.country,
    accountNumber: values.account_number ?? '',
    sortCode: values.sort_code || null,
    routingNumber: values.routing_number || null,
  };
}

async function instructionsOf(tx: DbOrTx, run: PaymentRunRow): Promise<PaymentInstruction[]> {
  const bills = await tx
    .select({
      number: selfBills.number,
      partnerId: selfBills.partnerId,
      total: selfBills.total,
      currency: selfBills.currency,
      partnerName: partners.accountName,
      set: partnerPaymentDetails,
    })
    .from(selfBills)
    .innerJoin(partners, eq(partners.id, selfBills.partnerId))
    .innerJoin(partnerPaymentDetails, eq(partnerPaymentDetails.id, selfBills.paymentDetailId))
    .where(eq(selfBills.runId, run.id))
    .orderBy(asc(selfBills.number));
  const instructions: PaymentInstruction[] = [];
  for (const bill of bills) {
    const values = await unseal(tx, bill.set.sealedValues);
    instructions.push({
      partnerId: bill.partnerId,
      payeeName: values.account_name || bill.partnerName,
      reference: selfBillReference(bill.number),
      amount: bill.total,
      currency: bill.currency,
      account: accountOf(bill.set, values),
    });
  }
  return instructions;
}

function refuseFormat(run: PaymentRunRow, format: BankFileFormat): void {
  const method = run.paymentType === 'paypal' ? 'PayPal' : 'bank transfer';
  if (format === 'paypal' && run.paymentType !== 'paypal')
    throw AppError.field(
      ['format'],
      'invalid_value',
      `This run pays by ${method}: download format=sepa (EUR) or format=csv`,
    );
  if (format === 'sepa' && run.paymentType !== 'bank_transfer')
    throw AppError.field(
      ['format'],
      'invalid_value',
      `This run pays by ${method}: download format=paypal or format=csv`,
    );
  if (format === 'sepa' && run.currency !== 'EUR')
    throw AppError.field(
      ['format'],
      'invalid_value',
      `SEPA files pay EUR only and this run pays ${run.currency}: download format=csv`,
    );
}

async function sepaFile(tx: DbOrTx, run: PaymentRunRow, instructions: PaymentInstruction[]) {
  const debtor = await networkDebtor(tx, run.networkId);
  if (!debtor) {
    const [settings] = await tx
      .select({ payerAccountName: networks.payerAccountName, payerIban: networks.payerIban })
      .from(networks)
      .where(eq(networks.id, run.networkId));
    const missing: FieldError[] = [];
    if (!settings?.payerAccountName)
      missing.push({
        path: ['payer_account_name'],
        kind: 'required',
        message: 'The network’s account holder name is not set',
      });
    if (!settings?.payerIban)
      missing.push({
        path: ['payer_iban'],
        kind: 'required',
        message: 'The network’s IBAN is not set',
      });
    throw new AppError(
      'conflict',
      `A SEPA file needs the network’s own account: set ${missing.map((f) => f.path[0]).join(' and ')} in the payment settings`,
      { fields: missing },
    );
  }
  return sepaCreditTransfer(instructions, debtor, {
    executionDate: new Date().toISOString().slice(0, 10),
  });
}

/** The writers refuse bad payee data with a validation error: here it is the data's state, a conflict. */
async function asConflict<T>(make: () => Promise<T> | T): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if (isAppError(error) && error.kind === 'validation')
      throw new AppError(
        'conflict',
        `${error.message} Fix the payment details, or download format=csv`,
        { fields: error.fields },
      );
    throw error;
  }
}

export async function runBankFile(
  db: Db,
  principal: Principal,
  networkId: number,
  runId: number,
  format: BankFileFormat,
  part = 1,
): Promise<RunBankFile> {
  return db.transaction(async (tx) => {
    const run = await runOf(tx, principal, networkId, runId);
    if (run.status !== 'issued' && run.status !== 'paid')
      throw new AppError(
        'conflict',
        `The run is ${run.status}: its payment file is made once its self-bills are issued`,
      );
    refuseFormat(run, format);
    if (format !== 'paypal' && part !== 1)
      throw AppError.field(['part'], 'invalid_value', 'Only PayPal files come in parts: omit part');
    const instructions = await instructionsOf(tx, run);
    if (!instructions.length)
      throw new AppError('conflict', 'The run issued no self-bill: there is nothing to pay');
    let files: BankFile[];
    if (format === 'sepa') files = [await asConflict(() => sepaFile(tx, run, instructions))];
    else if (format === 'paypal') {
      const { name } = await networkSettings(tx, networkId);
      files = await asConflict(() => paypalPayouts(instructions, { networkName: name }));
    } else
      files = [
        await asConflict(() =>
          plainCsv(instructions, { accounts: 'full', filename: `payment-run-${run.id}.csv` }),
        ),
      ];
    const file = files[part - 1];
    if (!file)
      throw AppError.field(
        ['part'],
        'invalid_value',
        `This run's PayPal file has ${files.length} part${files.length > 1 ? 's' : ''}: ask part=1${files.length > 1 ? ` to ${files.length}` : ''}`,
      );
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'payment_run',
        entityId: run.id,
        action: 'bank_file_downloaded',
        after: {
          format,
          part,
          parts: files.length,
          filename: file.filename,
          payments: instructions.length,
          total: fromUnits(sumUnits(instructions.map((i) => i.amount))),
          currency: run.currency,
        },
      })
      .commit(tx);
    return { ...file, part, parts: files.length };
  });
}
