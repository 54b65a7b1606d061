import { eq } from 'drizzle-orm';
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import type { Db, DbOrTx } from '@/lib/db/client';
import { networks } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { FundingMode } from '@/lib/schemas/enums';
import { AppError, type FieldError } from '@/lib/errors';
import { exactText } from '@/lib/money/amount';
import { requireOwnNetwork, requireStaff } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import type { Debtor } from '../bank-files/instruction';
import { toSepaText } from '../bank-files/sepa-text';

/**
 * The network's payment settings (staff): its funding mode, its own account (the payer of its
 * SEPA files, docs/payments.md#bank-files-built) and the defaults of its payment runs (threshold,
 * approval limit, details-hold days; docs/payments.md#payment-runs-built). Every change is audited.
 */

export interface PaymentSettings {
  fundingMode: FundingMode;
  payerAccountName: string | null;
  payerIban: string | null;
  payerBic: string | null;
  /** A run pays a balance at or above this (exact text, in the run's currency). */
  paymentThreshold: string;
  /** A run whose total is above this needs a second staff user; null: never. */
  paymentApprovalLimit: string | null;
  /** Days after a change of payment details during which a run holds the partner. */
  paymentDetailsHoldDays: number;
}

/** A field left out stays as it is; null clears an account field. */
export type PaymentSettingsChanges = Partial<PaymentSettings>;

const columns = {
  fundingMode: networks.fundingMode,
  payerAccountName: networks.payerAccountName,
  payerIban: networks.payerIban,
  payerBic: networks.payerBic,
  paymentThreshold: networks.paymentThreshold,
  paymentApprovalLimit: networks.paymentApprovalLimit,
  paymentDetailsHoldDays: networks.paymentDetailsHoldDays,
};

const WIRE: Record<keyof PaymentSettings, string> = {
  fundingMode: 'funding_mode',
  payerAccountName: 'payer_account_name',
  payerIban: 'payer_iban',
  payerBic: 'payer_bic',
  paymentThreshold: 'payment_threshold',
  paymentApprovalLimit: 'payment_approval_limit',
  paymentDetailsHoldDays: 'payment_details_hold_days',
};

const wire = (settings: Partial<PaymentSettings>) =>
  Object.fromEntries(
    Object.entries(settings).map(([k, v]) => [WIRE[k as keyof PaymentSettings], v]),
  );

export async function readPaymentSettings(
  db: Db,
  principal: Principal,
  networkId: number,
): Promise<PaymentSettings> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read payment settings');
  const [row] = await db.select(columns).from(networks).where(eq(networks.id, principal.networkId));
  if (!row) throw AppError.notFound('Network');
  return row;
}

/** The changes in stored form (IBAN and BIC without spaces, upper case), or the problems. */
function checkAccount(
  changes: PaymentSettingsChanges,
  after: PaymentSettings,
): PaymentSettingsChanges {
  const problems: FieldError[] = [];
  const checked = { ...changes };
  if (typeof changes.payerAccountName === 'string') {
    checked.payerAccountName = changes.payerAccountName.trim();
    if (!toSepaText(checked.payerAccountName, 70))
      problems.push({
        path: ['payer_account_name'],
        kind: 'invalid_value',
        message: 'Enter the account holder’s name as the bank knows it, in Latin letters',
      });
  }
  if (typeof changes.payerIban === 'string') {
    checked.payerIban = electronicFormatIBAN(changes.payerIban) ?? '';
    if (!isValidIBAN(checked.payerIban))
      problems.push({
        path: ['payer_iban'],
        kind: 'invalid_format',
        message: 'This IBAN is not valid: check each character against your bank statement',
      });
    else if (!isSEPACountry(checked.payerIban.slice(0, 2)))
      problems.push({
        path: ['payer_iban'],
        kind: 'invalid_value',
        message: 'SEPA files need an account in a SEPA country',
      });
  }
  if (typeof changes.payerBic === 'string') {
    checked.payerBic = changes.payerBic.replace(/\s/g, '').toUpperCase();
    if (!isValidBIC(checked.payerBic))
      problems.push({
        path: ['payer_bic'],
        kind: 'invalid_format',
        message: 'This BIC (SWIFT code) is not valid: it has 8 or 11 letters and digits',
      });
  }
  const iban = checked.payerIban === undefined ? after.payerIban : checked.payerIban;
  const bic = checked.payerBic === undefined ? after.payerBic : checked.payerBic;
  if (!problems.length && iban && bic && bic.slice(4, 6) !== iban.slice(0, 2))
    problems.push({
      path: ['payer_bic'],
      kind: 'invalid_value',
      message: `This BIC is of another country than the IBAN (${iban.slice(0, 2)})`,
    });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
  // Amounts in their stored four-place form, so "50" and "50.0000" are no change.
  if (typeof changes.paymentThreshold === 'string')
    checked.paymentThreshold = exactText(changes.paymentThreshold);
  if (typeof changes.paymentApprovalLimit === 'string')
    checked.paymentApprovalLimit = exactText(changes.paymentApprovalLimit);
  return checked;
}

/** Changes the settings (staff), audited; the funding mode applies to conversions that become payable afterwards. */
export async function updatePaymentSettings(
  db: Db,
  principal: Principal,
  networkId: number,
  changes: PaymentSettingsChanges,
): Promise<PaymentSettings> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'change payment settings');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(networks)
      .where(eq(networks.id, principal.networkId))
      .for('update');
    if (!before) throw AppError.notFound('Network');
    const checked = checkAccount(changes, before);
    const changed = Object.fromEntries(
      Object.entries(checked).filter(
        ([k, v]) => v !== undefined && before[k as keyof PaymentSettings] !== v,
      ),
    ) as PaymentSettingsChanges;
    if (!Object.keys(changed).length) return before;
    await tx.update(networks).set(changed).where(eq(networks.id, principal.networkId));
    const was = Object.fromEntries(
      Object.keys(changed).map((k) => [k, before[k as keyof PaymentSettings]]),
    );
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'network',
        entityId: principal.networkId,
        action: 'updated',
        before: wire(was),
        after: wire(changed),
      })
      .commit(tx);
    return { ...before, ...changed };
  });
}

/**
 * The payer of the network's SEPA files, for a payment run (no access check: the caller has
 * made it); null until staff have entered the account.
 */
export async function networkDebtor(db: DbOrTx, networkId: number): Promise<Debtor | null> {
  const [row] = await db
    .select({ name: networks.payerAccountName, iban: networks.payerIban, bic: networks.payerBic })
    .from(networks)
    .where(eq(networks.id, networkId));
  if (!row?.name || !row.iban) return null;
  return { name: row.name, iban: row.iban, bic: row.bic };
}
