import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { Overview } from '@/components/console/shell/overview';

export const metadata = { title: 'Overview' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Overview" />}>
      <Overview />
    </Suspense>
  );
}
