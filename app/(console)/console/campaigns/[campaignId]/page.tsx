import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { CampaignPage } from '@/components/console/campaigns/campaign-page';

export const metadata = { title: 'Campaign' };

export default async function Page({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  return (
    <Suspense fallback={<PageLoading title="Campaign" />}>
      <CampaignPage campaignId={campaignId} />
    </Suspense>
  );
}
