'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { apiDate } from '@/lib/i18n/dates';
import {
  ROWS_PAGE,
  usePartnerEarningRows,
  type EarningRow,
  type Stage,
} from '@/lib/client/hooks/earnings-detail';
import { useMoney } from './use-money';

/** The table's columns: their message keys, in order. */
const COLUMNS = [
  'date',
  'campaign',
  'reference',
  'value',
  'commission',
  'rule',
  'lockOrPayable',
  'net',
];

/** Days and amounts of the sales in the partner's language (UTC days). */
function useWords() {
  const format = useFormatter();
  const money = useMoney();
  return {
    day: (iso: string | null) => {
      const date = apiDate(iso);
      return date ? format.dateTime(date, { dateStyle: 'medium' }) : '—';
    },
    money,
  };
}

function Row({ r }: { r: EarningRow }) {
  const c = r.commission_currency;
  const t = useTranslations('earnings.rows');
  const { day, money } = useWords();
  return (
    <Fragment>
      <tr data-testid="earning-row">
        <td className="px-3 py-2 whitespace-nowrap">{day(r.conversion_time)}</td>
        <td className="px-3 py-2">{r.campaign_name}</td>
        <td className="px-3 py-2">{r.conversion_reference}</td>
        <td className="px-3 py-2 whitespace-nowrap">{money(r.value, r.currency)}</td>
        <td className="px-3 py-2 whitespace-nowrap">{money(r.commission, c)}</td>
        <td className="px-3 py-2">{r.rule}</td>
        <td className="px-3 py-2 whitespace-nowrap">
          {r.payable_at
            ? t('payable', { date: day(r.payable_at) })
            : r.locked_at
              ? t('locked', { date: day(r.locked_at) })
              : '—'}
        </td>
        <td className="px-3 py-2 font-medium whitespace-nowrap" data-testid="net-commission">
          {money(r.net_commission, c)}
        </td>
      </tr>
      {r.adjustments.map((a) => (
        <tr key={a.adjustment_id} className="text-slate-600">
          <td />
          <td colSpan={3} className="px-3 py-1 pl-6">
            {t(a.kind === 'refund' ? 'refund' : 'amendment', { date: day(a.created_at) })}
            {a.reason ? `: ${a.reason}` : ''}
          </td>
          <td className="px-3 py-1 whitespace-nowrap">{money(a.commission_delta, c)}</td>
          <td colSpan={3} />
        </tr>
      ))}
    </Fragment>
  );
}

/** The conversions behind one figure of the totals table (a stage in a currency), paged. */
export function EarningRows({
  partnerId,
  stage,
  currency,
}: {
  partnerId: string;
  stage: Stage;
  currency: string;
}) {
  const { offset, pager } = usePaging(ROWS_PAGE);
  const rows = usePartnerEarningRows(partnerId, { stage, currency }, offset);
  const t = useTranslations('earnings.rows');
  const { money } = useWords();
  const title = t('title', { stage, currency });
  const list = rows.data?.data.rows ?? [];
  const sum = rows.data?.data.sums.find((s) => s.currency === currency)?.net_commission ?? '0';
  return (
    <section aria-labelledby="earning-rows" className="space-y-2">
      <h2 id="earning-rows" className="text-lg font-semibold text-slate-900">
        {title}: {money(sum, currency)}
      </h2>
      {rows.isError ? (
        <ErrorState error={rows.error} retry={() => rows.refetch()} title={t('loadFailed')} />
      ) : rows.isLoading ? (
        <LoadingState label={t('loading')} />
      ) : !list.length ? (
        <EmptyState title={t('noneTitle')}>{t('noneText', { stage, currency })}</EmptyState>
      ) : (
        <>
          <DataTable
            caption={t('caption', { stage, currency })}
            testId="earning-rows"
            look="list"
            columns={COLUMNS.map((c) => t(c))}
          >
            {list.map((r) => (
              <Row key={r.conversion_id} r={r} />
            ))}
          </DataTable>
          <Pagination
            {...pager}
            total={rows.data?.hypermedia.pagination.total_item_count ?? 0}
            label={t('pages')}
          />
        </>
      )}
    </section>
  );
}
