import { PerformancePage } from '@/components/partner/tracking/performance-page';

export const metadata = { title: 'Performance' };

export default function Page() {
  return <PerformancePage />;
}
