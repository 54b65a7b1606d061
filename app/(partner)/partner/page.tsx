import { PartnerOverview } from '@/components/partner-area/overview';

export const metadata = { title: 'Overview' };

export default function Page() {
  return <PartnerOverview />;
}
