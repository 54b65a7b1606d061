import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { MyCampaignsPage } from '@/components/partner/campaigns/my-campaigns';

export const metadata = { title: 'My campaigns' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="My campaigns" />}>
      <MyCampaignsPage />
    </Suspense>
  );
}
