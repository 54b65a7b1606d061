import { DatabasesPage } from '@/components/partner/profile/databases-page';

export const metadata = { title: 'Databases' };

export default function Page() {
  return <DatabasesPage />;
}
