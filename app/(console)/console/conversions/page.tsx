import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { ConversionsPage } from '@/components/console/conversions/conversions-page';

export const metadata = { title: 'Conversions' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Conversions" />}>
      <ConversionsPage />
    </Suspense>
  );
}
