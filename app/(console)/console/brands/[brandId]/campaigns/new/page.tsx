import { NewCampaignPage } from '@/components/campaigns/campaign-list';

export const metadata = { title: 'New campaign' };

export default async function Page({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  return <NewCampaignPage brandId={brandId} />;
}
