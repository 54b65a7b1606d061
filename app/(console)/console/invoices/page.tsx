import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { InvoicesPage } from '@/components/console/invoices/invoices-page';

export const metadata = { title: 'Invoices' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Invoices" />}>
      <InvoicesPage />
    </Suspense>
  );
}
