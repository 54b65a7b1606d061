import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { TrafficPage } from '@/components/console/traffic/traffic-page';

export const metadata = { title: 'Traffic' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Traffic" />}>
      <TrafficPage />
    </Suspense>
  );
}
