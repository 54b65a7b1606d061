import { NetworkFraudRules } from '@/components/console/fraud/network-fraud-rules';

export const metadata = { title: 'Network fraud rules' };

export default function Page() {
  return <NetworkFraudRules />;
}
