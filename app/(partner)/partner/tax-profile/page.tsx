import { TaxProfilePage } from '@/components/partner/payments/tax-profile-page';

export const metadata = { title: 'Tax profile' };

export default function Page() {
  return <TaxProfilePage />;
}
