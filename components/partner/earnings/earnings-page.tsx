'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePartnerEarnings } from '@/lib/client/hooks/earnings';
import type { Stage } from '@/lib/client/hooks/earnings-detail';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePartnerSession } from '@/components/partner/shell/session-context';
import { CommissionChart } from '@/components/shared/earnings/commission-chart';
import { STAGES } from '@/components/shared/earnings/stages';
import { useMoney } from './use-money';
import { EarningRows } from './earning-rows';
import { AreaPageHeader } from '../shell/partner-page';
import { useCommissionChartWords } from '../shell/chart-words';

/** /partner/earnings: the partner's commission per currency, by where it stands; each figure opens its sales. */
export function EarningsPage() {
  const session = usePartnerSession();
  const partnerId = String(session.partnerId);
  const tr = useTranslations('earnings');
  const money = useMoney();
  const chartWords = useCommissionChartWords();
  const locale = useLocale();
  const stages = STAGES.map(([key]) => [key, tr(`stage.${key}`), tr(`meaning.${key}`)] as const);
  const earnings = usePartnerEarnings(partnerId);
  const totals = earnings.data?.data.totals ?? [];
  const [pick, setPick] = useState<{ stage: Stage; currency: string } | null>(null);
  return (
    <div className="space-y-6">
      <AreaPageHeader title={tr('title')}>{tr('description')}</AreaPageHeader>
      {earnings.isError ? (
        <ErrorState
          error={earnings.error}
          retry={() => earnings.refetch()}
          title={tr('loadFailed')}
        />
      ) : earnings.isLoading ? (
        <LoadingState label={tr('loading')} />
      ) : !totals.length ? (
        <EmptyState title={tr('noneTitle')}>{tr('noneText')}</EmptyState>
      ) : (
        <DataTable
          caption={tr('caption')}
          testId="earnings-totals"
          look="list"
          columns={[tr('currency'), ...stages.map(([, label]) => label)]}
        >
          {totals.map((t) => (
            <tr key={t.currency}>
              <th scope="row" className="px-3 py-3 text-left font-medium">
                {t.currency}
              </th>
              {stages.map(([key, label]) => (
                <td key={key} className="px-3 py-3 whitespace-nowrap" aria-label={label}>
                  <button
                    type="button"
                    className="text-indigo-700 underline-offset-2 hover:underline"
                    aria-pressed={pick?.stage === key && pick.currency === t.currency}
                    aria-label={tr('figureLabel', {
                      stage: label,
                      currency: t.currency,
                      amount: money(t[key], t.currency),
                    })}
                    onClick={() => setPick({ stage: key, currency: t.currency })}
                  >
                    {money(t[key], t.currency)}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
      {pick && (
        <EarningRows
          key={`${pick.stage}-${pick.currency}`}
          partnerId={partnerId}
          stage={pick.stage}
          currency={pick.currency}
        />
      )}
      {totals.length > 0 && (
        <CommissionChart
          scope={{ side: 'partner', partner: partnerId }}
          currencies={totals.map((t) => t.currency)}
          words={chartWords}
          locale={locale}
        />
      )}
      <dl className="grid gap-3 text-sm text-slate-600 sm:grid-cols-2">
        {stages.map(([key, label, meaning]) => (
          <div key={key}>
            <dt className="font-medium text-slate-900">{label}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
