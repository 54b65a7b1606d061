/**
 * Payment files (docs/payments.md#bank-files-built): SEPA credit transfer (pain.001), PayPal Payouts
 * CSV and a plain CSV, pure functions of a run's payment instructions and the paying network.
 */

export type {
  BankFile,
  Debtor,
  PayeeAccount,
  PaymentInstruction,
  PaymentMethod,
} from './instruction';
export {
  newMessageId,
  sepaCreditTransfer,
  type SepaFormat,
  type SepaOptions,
} from './sepa-credit-transfer';
export { paypalPayouts, PAYPAL_MAX_ROWS, type PaypalOptions } from './paypal-payouts';
export { plainCsv, type PlainCsvOptions } from './plain-csv';
export { toSepaText } from './sepa-text';
