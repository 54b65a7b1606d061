'use client';

import { useBrandEarnings, type BrandEarnings } from '@/lib/client/hooks/earnings-detail';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { CommissionChart } from '@/components/shared/earnings/commission-chart';
import { formatMoney } from '@/lib/money/format';
import { downloadCsv } from '@/lib/client/csv-download';
import { Button } from '@/components/ui/button';
import { STAGES } from '@/components/shared/earnings/stages';

const CRUMBS = [{ label: 'Console', href: '/console' }, { label: 'Earnings' }];
type Totals = BrandEarnings['data']['totals'];

function TotalsRows({ name, totals, strong }: { name: string; totals: Totals; strong?: boolean }) {
  if (!totals.length) return null;
  return totals.map((t, i) => (
    <tr key={t.currency} className={strong ? 'bg-slate-50 font-semibold' : undefined}>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {i === 0 ? name : ''}
      </th>
      <td className="px-3 py-2">{t.currency}</td>
      {STAGES.map(([key, label]) => (
        <td key={key} className="px-3 py-2 whitespace-nowrap" aria-label={label}>
          {formatMoney(t[key], t.currency)}
        </td>
      ))}
    </tr>
  ));
}

/** Every figure of the table as exact decimal text, one row per campaign and currency. */
function exportEarnings(data: BrandEarnings['data']) {
  const header = ['campaign_id', 'campaign', 'currency', ...STAGES.map(([key]) => key)];
  const rows = [
    ...data.campaigns.flatMap((c) =>
      c.totals.map((t) => [c.campaign_id, c.title, t.currency, ...STAGES.map(([k]) => t[k])]),
    ),
    ...data.totals.map((t) => ['', 'All campaigns', t.currency, ...STAGES.map(([k]) => t[k])]),
  ];
  downloadCsv(`earnings-${new Date().toISOString().slice(0, 10)}.csv`, [header, ...rows]);
}

/** /console/earnings: partner commission per campaign and in all (staff: the network; brands: theirs). */
export function ConsoleEarningsPage() {
  const earnings = useBrandEarnings();
  const data = earnings.data?.data;
  const earning = (data?.campaigns ?? []).filter((c) => c.totals.length);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Earnings"
        crumbs={CRUMBS}
        actions={
          data?.totals.length ? (
            <Button onClick={() => exportEarnings(data)}>Download CSV</Button>
          ) : undefined
        }
      >
        Partner commission per campaign and currency, from the moment a sale is tracked until it is
        paid, refunds and amendments included.
      </PageHeader>
      {earnings.isError ? (
        <ErrorState
          error={earnings.error}
          retry={() => earnings.refetch()}
          title="Earnings could not be loaded"
        />
      ) : earnings.isLoading || !data ? (
        <LoadingState label="Loading earnings…" />
      ) : !data.totals.length ? (
        <EmptyState title="No earnings yet">
          Commission appears here as soon as a campaign tracks a partner&apos;s sale.
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption="Commission per campaign by currency"
            testId="console-earnings"
            look="list"
            columns={['Campaign', 'Currency', ...STAGES.map(([, label]) => label)]}
          >
            {earning.map((c) => (
              <TotalsRows key={c.campaign_id} name={c.title} totals={c.totals} />
            ))}
            <TotalsRows name="All campaigns" totals={data.totals} strong />
          </DataTable>
          <CommissionChart
            scope={{ side: 'brand', campaigns: earning.map((c) => c.campaign_id) }}
            currencies={data.totals.map((t) => t.currency)}
          />
        </>
      )}
    </div>
  );
}
