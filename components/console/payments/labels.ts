import type { PaymentRun } from '@/lib/client/hooks/payment-runs';

/** The words the Payments page uses for the API's codes. */
export const METHOD_LABEL: Record<PaymentRun['payment_type'], string> = {
  bank_transfer: 'Bank transfer',
  paypal: 'PayPal',
};

export const RUN_STATUS: Record<
  PaymentRun['status'],
  { label: string; tone: 'slate' | 'amber' | 'blue' | 'green' }
> = {
  previewed: { label: 'Preview', tone: 'amber' },
  approved: { label: 'Approved', tone: 'blue' },
  issued: { label: 'Issued', tone: 'blue' },
  paid: { label: 'Paid', tone: 'green' },
};
