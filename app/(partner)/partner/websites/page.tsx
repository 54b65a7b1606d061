import { WebsitesPage } from '@/components/partner-area/websites-page';

export const metadata = { title: 'Websites' };

export default function Page() {
  return <WebsitesPage />;
}
