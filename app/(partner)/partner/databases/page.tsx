import { DatabasesPage } from '@/components/partner-area/databases-page';

export const metadata = { title: 'Databases' };

export default function Page() {
  return <DatabasesPage />;
}
