import { ClaimsPage } from '@/components/claims/claims-page';

export const metadata = { title: 'Missing sales' };

export default function Page() {
  return <ClaimsPage />;
}
