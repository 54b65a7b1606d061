import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { WebhooksPage } from '@/components/console/webhooks/webhooks-page';

export const metadata = { title: 'Webhooks' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Webhooks" />}>
      <WebhooksPage />
    </Suspense>
  );
}
