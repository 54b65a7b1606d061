import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { PaymentsPage } from '@/components/console/payments/payments-page';

export const metadata = { title: 'Payments' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Payments" />}>
      <PaymentsPage />
    </Suspense>
  );
}
