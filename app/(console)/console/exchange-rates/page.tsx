import { Suspense } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { ExchangeRatesPage } from '@/components/console/exchange-rates/exchange-rates-page';

export const metadata = { title: 'Exchange rates' };

export default function Page() {
  return (
    <Suspense fallback={<PageLoading title="Exchange rates" />}>
      <ExchangeRatesPage />
    </Suspense>
  );
}
