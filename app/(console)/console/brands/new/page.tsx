import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { NewBrandPage } from '@/components/console/brands/brand-editor';

export const metadata = { title: 'New brand' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="New brand" />}>
      <NewBrandPage />
    </Suspense>
  );
}
