import { ClaimsQueuePage } from '@/components/console/claims/queue-page';

export const metadata = { title: 'Claims' };

export default function Page() {
  return <ClaimsQueuePage />;
}
