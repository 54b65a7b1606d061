import { CreativesPage } from '@/components/partner-area/creatives-page';

export const metadata = { title: 'Creatives' };

export default function Page() {
  return <CreativesPage />;
}
