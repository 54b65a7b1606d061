import { CommunicationsPage } from '@/components/console/communications/communications-page';

export const metadata = { title: 'Communications' };

export default function Page() {
  return <CommunicationsPage />;
}
