import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { PartnerGrid } from '@/components/console/partners/partner-grid';

export const metadata = { title: 'Partners' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Partners" />}>
      <PartnerGrid />
    </Suspense>
  );
}
