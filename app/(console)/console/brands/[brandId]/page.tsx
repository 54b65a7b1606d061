import { BrandPage } from '@/components/console/brands/brand-editor';

export const metadata = { title: 'Brand' };

export default async function Page({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  return <BrandPage brandId={brandId} />;
}
