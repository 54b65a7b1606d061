import { PartnerOverview } from '@/components/partner/shell/overview';

export const metadata = { title: 'Overview' };

export default function Page() {
  return <PartnerOverview />;
}
