import { DiscoverPage } from '@/components/partner/discover/discover-page';

export const metadata = { title: 'Find campaigns' };

export default function Page() {
  return <DiscoverPage />;
}
