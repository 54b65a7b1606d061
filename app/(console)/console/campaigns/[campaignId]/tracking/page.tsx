import { TrackingSetupPage } from '@/components/console/campaign-tracking/tracking-setup';

export const metadata = { title: 'Tracking setup' };

export default async function Page({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  return <TrackingSetupPage campaignId={campaignId} />;
}
