import { CreativesPage } from '@/components/partner/campaigns/creatives-page';

export const metadata = { title: 'Creatives' };

export default function Page() {
  return <CreativesPage />;
}
