'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { NextPayment } from '@/lib/client/hooks/partner-payments';
import { useMoney } from '../earnings/use-money';

/** Where one currency's money stands on its way to the next payment, in one sentence. */
export function useNextPaymentWords() {
  const t = useTranslations('payments.next');
  const money = useMoney();
  const format = useFormatter();
  return (n: NextPayment) => {
    const amount = (value: string) => money(value, n.currency);
    if (n.run)
      return t(n.run.status === 'issued' ? 'runIssued' : 'runUnderWay', {
        currency: n.currency,
        date: format.dateTime(new Date(n.run.started_at), { dateStyle: 'medium' }),
      });
    if (Number(n.unbilled) <= 0) return t('nothing', { currency: n.currency });
    if (Number(n.to_threshold) === 0)
      return t('ready', { amount: amount(n.unbilled), currency: n.currency });
    return t('toGo', { amount: amount(n.to_threshold), threshold: amount(n.threshold) });
  };
}

/** Per currency: the balance, the threshold (own or the network's), how far it is, any warning. */
export function NextPaymentList({
  rows,
  notes,
}: {
  rows: NextPayment[];
  /** The staff's note per suspended currency. */
  notes: Record<string, string>;
}) {
  const t = useTranslations('payments');
  const money = useMoney();
  const words = useNextPaymentWords();
  return (
    <ul className="space-y-3">
      {rows.map((n) => (
        <li
          key={n.currency}
          className="rounded-md border border-slate-200 bg-white px-4 py-3"
          data-testid={`next-payment-${n.currency}`}
        >
          <p className="font-medium text-slate-900">
            {t('next.available', { currency: n.currency, amount: money(n.available, n.currency) })}
          </p>
          <p>{words(n)}</p>
          <p className="text-slate-600">
            {t(n.threshold_source === 'network' ? 'thresholdNetwork' : 'threshold', {
              currency: n.currency,
              amount: money(n.threshold, n.currency),
            })}
          </p>
          {!n.has_payment_details && (
            <p className="font-medium text-amber-800">
              {t('next.noDetails', { currency: n.currency })}{' '}
              <Link href="/partner/payment-details" className="text-brand underline">
                {t('addDetails')}
              </Link>
            </p>
          )}
          {n.suspended && (
            <p className="font-medium text-red-800">
              {t('suspendedWarning', { currency: n.currency, note: notes[n.currency] ?? '' })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
