'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePaymentDetails, usePaymentSummary } from '@/lib/client/hooks/payments';
import { useNextPayment } from '@/lib/client/hooks/partner-payments';
import { buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/page-header';
import { Settled } from '@/components/ui/settled';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePartnerSession } from '../shell/session-context';
import { AreaPageHeader } from '../shell/partner-page';
import { BalanceTable, BUCKETS, currenciesOf } from './balance-table';
import { HeldPayments } from './held-payments';
import { NextPaymentList } from './next-payment';
import { PaymentHistory } from './payment-history';

/**
 * /partner/payments: the balance per currency (payment/summary), the next payment per currency
 * (the threshold and how far the balance is from it), the payment history with its self-bills,
 * and the way to the tax profile.
 */
export function PaymentsPage() {
  const session = usePartnerSession();
  const t = useTranslations('payments');
  const summary = usePaymentSummary(session.partnerId);
  const details = usePaymentDetails(session.partnerId);
  const next = useNextPayment(session.partnerId);
  const sets = details.data ?? [];
  const notes = Object.fromEntries(
    sets.filter((s) => s.suspended === 'y').map((s) => [s.paid_currency, s.suspension_notes ?? '']),
  );
  return (
    <div className="space-y-6">
      <AreaPageHeader
        title={t('title')}
        actions={
          <Link href="/partner/payment-details" className={buttonClass('secondary', 'sm')}>
            {sets.length ? t('editDetails') : t('addDetails')}
          </Link>
        }
      >
        {t('description')}
      </AreaPageHeader>
      {/* Holds, balances, the next payment and the history load apart: shown together, so none
          pushes the others down (layout shift at 390 px). */}
      <Settled placeholder={<LoadingState label={t('loading')} />}>
        <div className="space-y-6">
          <HeldPayments partnerId={session.partnerId} />
          {summary.isError ? (
            <ErrorState
              error={summary.error}
              retry={() => summary.refetch()}
              title={t('loadFailed')}
            />
          ) : !summary.data ? (
            <LoadingState label={t('loading')} />
          ) : !currenciesOf(summary.data).length ? (
            <EmptyState title={t('noneTitle')}>{t('noneText')}</EmptyState>
          ) : (
            <BalanceTable summary={summary.data} />
          )}
          <Section title={t('nextTitle')} id="next-payment">
            <div className="space-y-3 text-sm text-slate-700" data-testid="next-payment">
              <p>{t('nextText', { network: session.networkName })}</p>
              {details.data && !sets.length && (
                <p className="font-medium text-amber-800">
                  {t('noDetails')}{' '}
                  <Link href="/partner/payment-details" className="text-brand underline">
                    {t('addDetails')}
                  </Link>
                </p>
              )}
              {next.isError ? (
                <ErrorState
                  error={next.error}
                  retry={() => next.refetch()}
                  title={t('next.loadFailed')}
                />
              ) : next.data ? (
                <NextPaymentList rows={next.data} notes={notes} />
              ) : (
                <LoadingState label={t('next.loading')} />
              )}
            </div>
          </Section>
          <Section title={t('historyTitle')} id="payment-history">
            <PaymentHistory partnerId={session.partnerId} />
          </Section>

          <p className="text-sm text-slate-600">
            <Link href="/partner/tax-profile" className="font-medium text-brand underline">
              {t('taxProfileLink')}
            </Link>{' '}
            {t('taxProfileHint')}
          </p>
          <dl className="grid gap-3 text-sm text-slate-600 sm:grid-cols-2">
            {BUCKETS.map((b) => (
              <div key={b}>
                <dt className="font-medium text-slate-900">{t(`bucket.${b}`)}</dt>
                <dd>{t(`meaning.${b}`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Settled>
    </div>
  );
}
