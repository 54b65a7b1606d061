/**
 * Partner payment details (docs/payments.md#payment-details-built): bank transfer or PayPal per paid
 * currency, checked offline, sealed at rest (AES-256-GCM), shown masked, audited.
 */

export {
  readPaymentDetails,
  savePaymentDetails,
  type PaymentDetailInput,
  type PaymentDetailRow,
} from './payment-details';
export { seal, unseal } from './seal';
export { setPaymentDetailSuspension, type SuspensionChange } from './suspend-payment-detail';
