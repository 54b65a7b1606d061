import { PaymentDetailsPage } from '@/components/partner/payments/payment-details-page';

export const metadata = { title: 'Payment details' };

export default function Page() {
  return <PaymentDetailsPage />;
}
