import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { BrandList } from '@/components/console/brands/brand-list';

export const metadata = { title: 'Brands' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Brands" />}>
      <BrandList />
    </Suspense>
  );
}
