'use client';

import { useBrandEarnings } from '@/lib/client/hooks/earnings-detail';
import { DataTable } from '@/components/ui/data-table';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { formatMoney } from '@/lib/money/format';
import { STAGES } from '@/components/shared/earnings/stages';

/** A campaign's partner commission per currency by stage (in its Commissions section). */
export function CampaignEarnings({ campaignId }: { campaignId: string }) {
  const earnings = useBrandEarnings(campaignId);
  if (earnings.isLoading) return <LoadingState label="Loading earnings…" />;
  if (earnings.isError)
    return <ErrorState error={earnings.error} retry={() => earnings.refetch()} />;
  const totals = earnings.data?.data.totals ?? [];
  if (!totals.length) return <p className="text-sm text-slate-600">No commission earned yet.</p>;
  return (
    <DataTable
      caption="Partner commission on this campaign"
      testId="campaign-earnings"
      look="list"
      columns={['Currency', ...STAGES.map(([, label]) => label)]}
    >
      {totals.map((t) => (
        <tr key={t.currency}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {t.currency}
          </th>
          {STAGES.map(([key, label]) => (
            <td key={key} className="px-3 py-2 whitespace-nowrap" aria-label={label}>
              {formatMoney(t[key], t.currency)}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
