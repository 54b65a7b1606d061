import { CampaignPage } from '@/components/campaigns/campaign-page';

export const metadata = { title: 'Campaign' };

export default async function Page({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  return <CampaignPage campaignId={campaignId} />;
}
