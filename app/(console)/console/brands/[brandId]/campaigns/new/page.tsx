import { NewCampaignPage } from '@/components/console/campaigns/new-campaign-page';

export const metadata = { title: 'New campaign' };

export default async function Page({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  return <NewCampaignPage brandId={brandId} />;
}
