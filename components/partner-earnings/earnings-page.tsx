'use client';

import { usePartnerEarnings } from '@/lib/client/hooks/earnings';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePartnerSession } from '@/components/partner-area/session-context';

const CRUMBS = [{ label: 'Partner area', href: '/partner' }, { label: 'Earnings' }];

/** What each stage means, in the partner's words. */
const STAGES = [
  ['pending', 'Pending', 'Sales the brand has not reviewed yet'],
  ['approved', 'Approved', 'Accepted by the brand; they can still be refunded or amended'],
  ['locked', 'Locked', "Past the campaign's lock period: they will be paid"],
  ['payable', 'Payable', 'Due in the current payment run'],
] as const;

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(Number(amount));

/** /partner/earnings: the partner's commission per currency, by where it stands. */
export function EarningsPage() {
  const session = usePartnerSession();
  const earnings = usePartnerEarnings(session.partnerId);
  const totals = earnings.data?.data.totals ?? [];
  return (
    <div className="space-y-6">
      <PageHeader title="Earnings" crumbs={CRUMBS}>
        Your commission, per currency, from the moment a sale is tracked until it is paid. Refunds
        and amendments are included where their sale stands.
      </PageHeader>
      {earnings.isError ? (
        <ErrorState
          error={earnings.error}
          retry={() => earnings.refetch()}
          title="Your earnings could not be loaded"
        />
      ) : earnings.isLoading ? (
        <LoadingState label="Loading your earnings…" />
      ) : !totals.length ? (
        <EmptyState title="No earnings yet">
          Commission appears here as soon as a brand tracks a sale you referred.
        </EmptyState>
      ) : (
        <DataTable
          caption="Your earnings by currency"
          testId="earnings-totals"
          look="list"
          columns={['Currency', ...STAGES.map(([, label]) => label)]}
        >
          {totals.map((t) => (
            <tr key={t.currency}>
              <th scope="row" className="px-3 py-3 text-left font-medium">
                {t.currency}
              </th>
              {STAGES.map(([key, label]) => (
                <td key={key} className="px-3 py-3 whitespace-nowrap" aria-label={label}>
                  {money(t[key], t.currency)}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
      <dl className="grid gap-3 text-sm text-slate-600 sm:grid-cols-2">
        {STAGES.map(([key, label, meaning]) => (
          <div key={key}>
            <dt className="font-medium text-slate-900">{label}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
