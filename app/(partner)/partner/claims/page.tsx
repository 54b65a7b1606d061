import { ClaimsPage } from '@/components/partner/claims/claims-page';

export const metadata = { title: 'Missing sales' };

export default function Page() {
  return <ClaimsPage />;
}
