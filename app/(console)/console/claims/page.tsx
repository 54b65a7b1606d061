import { ClaimsQueuePage } from '@/components/claims/queue-page';

export const metadata = { title: 'Claims' };

export default function Page() {
  return <ClaimsQueuePage />;
}
