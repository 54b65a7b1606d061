'use client';

import { useTranslations } from 'next-intl';
import type { PaymentSummary } from '@/lib/client/hooks/payments';
import { DataTable } from '@/components/ui/data-table';
import { useMoney } from '../earnings/use-money';

export const BUCKETS = ['pending', 'approved', 'confirmed', 'available', 'paid'] as const;

/** The currencies with anything in any bucket, in alphabetical order. */
export function currenciesOf(summary: PaymentSummary): string[] {
  return [...new Set(BUCKETS.flatMap((b) => Object.keys(summary[b])))].sort();
}

/** The payment summary as a table: one row per currency, one column per bucket. */
export function BalanceTable({ summary }: { summary: PaymentSummary }) {
  const t = useTranslations('payments');
  const money = useMoney();
  return (
    <DataTable
      caption={t('balanceCaption')}
      testId="payment-balance"
      look="list"
      columns={[t('currency'), ...BUCKETS.map((b) => t(`bucket.${b}`))]}
    >
      {currenciesOf(summary).map((currency) => (
        <tr key={currency}>
          <th scope="row" className="px-3 py-3 text-left font-medium">
            {currency}
          </th>
          {BUCKETS.map((b) => (
            <td
              key={b}
              className={`px-3 py-3 whitespace-nowrap ${b === 'available' ? 'font-semibold' : ''}`}
              data-bucket={b}
            >
              {money(summary[b][currency] ?? 0, currency)}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
