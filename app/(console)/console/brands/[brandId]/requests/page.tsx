import { BrandRequestsPage } from '@/components/console/campaigns/brand-requests';

export const metadata = { title: 'Pending requests' };

export default async function Page({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  return <BrandRequestsPage brandId={brandId} />;
}
