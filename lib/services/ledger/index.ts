/**
 * The partner ledger (docs/payments.md): append-only entries per network, partner and
 * currency; the move of payable commission to available (scheduled, or the invoice-paid hook of
 * pay-when-paid networks); the funding mode; balances on the reference's payment paths.
 */

export { makeCommissionAvailable } from './make-available';
export { readFundingMode, setFundingMode } from './funding-mode';
export {
  networkDebtor,
  readPaymentSettings,
  updatePaymentSettings,
  type PaymentSettings,
  type PaymentSettingsChanges,
} from './payment-settings';
export {
  availableCommission,
  ledgerBalances,
  paymentSummary,
  payableReport,
  type AvailableCommission,
  type PayableItem,
  type PayableReport,
  type PaymentSummary,
  type PerCurrency,
} from './balances';
export type { LedgerEntryRow } from './write-entries';
