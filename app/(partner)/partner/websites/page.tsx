import { WebsitesPage } from '@/components/partner/profile/websites-page';

export const metadata = { title: 'Websites' };

export default function Page() {
  return <WebsitesPage />;
}
