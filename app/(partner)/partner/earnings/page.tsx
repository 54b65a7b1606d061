import { EarningsPage } from '@/components/partner/earnings/earnings-page';

export const metadata = { title: 'Earnings' };

export default function Page() {
  return <EarningsPage />;
}
