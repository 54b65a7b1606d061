/**
 * Transaction queries: partners' claims of missing (or declined, or under-paid) sales, their
 * decisions by the brand (approval records the sale through the normal recording service),
 * the campaign's rejection reasons, and the bulk create/process jobs.
 * Decisions: docs/jobs-and-conversions.md#transaction-queries.
 */

export {
  runCreateClaims,
  runProcessClaims,
  startCreateClaims,
  startProcessClaims,
  TRANSACTION_QUERY_CREATE,
  TRANSACTION_QUERY_PROCESS,
} from './claim-jobs';
export {
  createReason,
  decideTransactionQuery,
  deleteReason,
  deleteTransactionQuery,
  listReasons,
  type ReasonRow,
} from './claims';
export {
  listTransactionQueries,
  transactionQueryPages,
  type ListScope,
  type TransactionQueryRecord,
} from './read-transaction-queries';
