import { VouchersPage } from '@/components/partner/tracking/vouchers-page';

export const metadata = { title: 'Voucher codes' };

export default function Page() {
  return <VouchersPage />;
}
