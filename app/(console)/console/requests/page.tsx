import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { RequestInviteQueuePage } from '@/components/console/campaigns/request-queue-page';

export const metadata = { title: 'Requests and invitations' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Requests and invitations" />}>
      <RequestInviteQueuePage />
    </Suspense>
  );
}
