import { BrandCampaignsPage } from '@/components/console/campaigns/campaign-list';

export const metadata = { title: 'Campaigns' };

export default async function Page({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  return <BrandCampaignsPage brandId={brandId} />;
}
