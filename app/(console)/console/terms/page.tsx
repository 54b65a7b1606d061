import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { TermsPage } from '@/components/console/terms/terms-page';

export const metadata = { title: 'Terms' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Terms" />}>
      <TermsPage />
    </Suspense>
  );
}
