import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { InvalidClicksPage } from '@/components/console/traffic/invalid-clicks-page';

export const metadata = { title: 'Invalid clicks' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Invalid clicks" />}>
      <InvalidClicksPage />
    </Suspense>
  );
}
