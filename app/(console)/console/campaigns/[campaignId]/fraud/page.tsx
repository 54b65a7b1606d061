import { CampaignFraudSettings } from '@/components/console/fraud/campaign-fraud-settings';

export const metadata = { title: 'Fraud settings' };

export default async function Page({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  return <CampaignFraudSettings campaignId={campaignId} />;
}
