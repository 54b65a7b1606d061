import { PaymentsPage } from '@/components/partner/payments/payments-page';

export const metadata = { title: 'Payments' };

export default function Page() {
  return <PaymentsPage />;
}
