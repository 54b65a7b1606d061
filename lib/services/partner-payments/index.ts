/**
 * The partner's view of its payments (docs/partner-self-service.md#payments): the payment
 * history with returned items, and the next payment per currency.
 */
export {
  partnerPaymentHistory,
  type PaymentHistoryEntry,
  type ReturnedItem,
} from './payment-history';
export { partnerNextPayment, type NextPayment } from './next-payment';
