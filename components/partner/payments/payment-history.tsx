'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { usePaymentHistory, type PaymentHistoryEntry } from '@/lib/client/hooks/partner-payments';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useMoney } from '../earnings/use-money';

const TONE = { paid: 'green', issued: 'blue', returned: 'amber' } as const;

/** One self-bill: number, date, amounts, status in words, its downloads and any returned items. */
function HistoryEntry({ bill }: { bill: PaymentHistoryEntry }) {
  const t = useTranslations('payments.history');
  const money = useMoney();
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`self-bill-${bill.number}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-slate-900">
            {t('number', { number: bill.number })}{' '}
            <Badge tone={TONE[bill.status]}>{t(`status.${bill.status}`)}</Badge>
          </h3>
          <p className="text-sm text-slate-600">
            {t('issued', { date: date(bill.created_at) })}
            {bill.paid_at && ` · ${t('paidOn', { date: date(bill.paid_at) })}`}
          </p>
        </div>
        <p className="text-right text-lg font-semibold text-slate-900 tabular-nums">
          {money(bill.total, bill.currency)}
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">{t('currency')}</dt>
          <dd>{bill.currency}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('net')}</dt>
          <dd className="tabular-nums">{money(bill.net, bill.currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">
            {t('vat', { rate: format.number(Number(bill.vat_rate) / 100, { style: 'percent' }) })}
          </dt>
          <dd className="tabular-nums">{money(bill.vat, bill.currency)}</dd>
        </div>
        {Number(bill.withheld) !== 0 && (
          <div>
            <dt className="text-slate-500">{t('withheld')}</dt>
            <dd className="tabular-nums">{money(bill.withheld, bill.currency)}</dd>
          </div>
        )}
      </dl>
      {bill.returned_items.length > 0 && (
        <div className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">{t('returnedTitle')}</p>
          <ul className="mt-1 space-y-1" data-testid="returned-items">
            {bill.returned_items.map((r) => (
              <li key={r.item_id}>
                {t('returnedItem', {
                  item: r.conversion_reference ?? t('balanceItem'),
                  amount: money(r.amount, bill.currency),
                  date: date(r.returned_at),
                  reason: r.reason ?? '—',
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={bill.pdf}
          className={buttonClass('secondary', 'sm')}
          aria-label={t('pdfLabel', { number: bill.number })}
        >
          {t('pdf')}
        </a>
        <a
          href={bill.csv}
          className={buttonClass('ghost', 'sm')}
          aria-label={t('csvLabel', { number: bill.number })}
        >
          {t('csv')}
        </a>
      </div>
    </li>
  );
}

/** The partner's self-bills, newest first, or what to expect when there are none. */
export function PaymentHistory({ partnerId }: { partnerId: string }) {
  const t = useTranslations('payments');
  const history = usePaymentHistory(partnerId);
  if (history.isError)
    return (
      <ErrorState
        error={history.error}
        retry={() => history.refetch()}
        title={t('history.loadFailed')}
      />
    );
  if (!history.data) return <LoadingState label={t('history.loading')} />;
  if (!history.data.length)
    return <EmptyState title={t('historyNoneTitle')}>{t('historyNoneText')}</EmptyState>;
  return (
    <ul className="space-y-3" data-testid="payment-history">
      {history.data.map((bill) => (
        <HistoryEntry key={bill.id} bill={bill} />
      ))}
    </ul>
  );
}
