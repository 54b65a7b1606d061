/**
 * Payment runs (docs/payments.md#payment-runs-built): preview, approval, self-bills, payment and
 * returns; payment holds; partner tax profiles.
 */
export {
  approvePaymentRun,
  createPaymentRun,
  EXCLUSIONS,
  getPaymentRun,
  listPaymentRuns,
  type PaymentRun,
  type PaymentRunRead,
  type PaymentRunRow,
} from './runs';
export { issuePaymentRun, onEachSelfBill } from './issue';
export { discardPaymentRun } from './discard';
export { markRunPaid, markSelfBillPaid, onRunPaidWritten, returnSelfBillItem } from './pay';
export {
  holdPayments,
  listPaymentHolds,
  releasePaymentHold,
  type PaymentHoldListed,
  type PaymentHoldRow,
} from './holds';
export {
  readTaxProfile,
  saveTaxProfile,
  type TaxProfileInput,
  type TaxProfileRow,
} from './tax-profile';
export { selfBillTax, VAT_NOTES } from './tax';
export {
  getSelfBill,
  listSelfBillItems,
  listSelfBills,
  selfBillDocument,
  type SelfBillDocument,
  type SelfBillFilters,
  type SelfBillRecord,
} from './self-bills';
export { selfBillPdf } from './documents';
export {
  pdfProgress,
  readSelfBillPdf,
  runSelfBillPdfs,
  SELF_BILL_PDFS,
  storedSelfBillPdf,
} from './pdf-job';
export {
  BANK_FILE_FORMATS,
  runBankFile,
  selfBillReference,
  type BankFileFormat,
  type RunBankFile,
} from './bank-file';
