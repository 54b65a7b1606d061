import { PartnerDetailPage } from '@/components/console/partners/partner-detail';

export const metadata = { title: 'Partner' };

export default async function Page({ params }: { params: Promise<{ partnerId: string }> }) {
  const { partnerId } = await params;
  return <PartnerDetailPage partnerId={partnerId} />;
}
