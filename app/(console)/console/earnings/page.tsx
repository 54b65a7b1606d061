import { ConsoleEarningsPage } from '@/components/console/earnings/earnings-page';

export const metadata = { title: 'Earnings' };

export default function Page() {
  return <ConsoleEarningsPage />;
}
