import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { FraudPage } from '@/components/console/fraud/fraud-page';

export const metadata = { title: 'Fraud review' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Fraud review" />}>
      <FraudPage />
    </Suspense>
  );
}
