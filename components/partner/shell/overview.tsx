'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { usePartnerCampaigns } from '@/lib/client/hooks/partner-area';
import { useInvitations } from '@/lib/client/hooks/invitations';
import { usePaymentSummary } from '@/lib/client/hooks/payments';
import { useNextPayment } from '@/lib/client/hooks/partner-payments';
import { usePartnerClickDays, usePartnerSalesTotals } from '@/lib/client/hooks/partner-tracking';
import { apiDate } from '@/lib/i18n/dates';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/states';
import { useMoney } from '../earnings/use-money';
import { useNextPaymentWords } from '../payments/next-payment';
import { useLivePartner } from './session-context';
import { FirstSteps } from './first-steps';
import { StatusNotice } from './status-notice';

function Card({
  title,
  value,
  href,
  children,
  details,
  testId,
}: {
  title: string;
  value: ReactNode;
  href: string;
  children: ReactNode;
  /** Lines under the value, before the hint. */
  details?: ReactNode;
  testId?: string;
}) {
  return (
    <Link
      href={href}
      data-testid={testId}
      className="block rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
    >
      <p className="text-sm font-medium text-slate-500">{title}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
      {details}
      <p className="mt-2 text-sm text-brand">{children}</p>
    </Link>
  );
}

const spinner = <Spinner className="h-5 w-5" />;

/** Per currency: where the next payment stands, the threshold and how far the balance is from it. */
function NextPaymentLines({ partnerId }: { partnerId: string }) {
  const t = useTranslations('payments');
  const money = useMoney();
  const words = useNextPaymentWords();
  const next = useNextPayment(partnerId);
  if (!next.data?.length) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="home-next-payment">
      {next.data.map((n) => (
        <li key={n.currency}>
          {words(n)}{' '}
          <span className="text-slate-500">
            {t(n.threshold_source === 'network' ? 'thresholdNetwork' : 'threshold', {
              currency: n.currency,
              amount: money(n.threshold, n.currency),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A query's figure: its value once in, a dash when it failed, a spinner meanwhile. */
function figure<T>(q: { data?: T; isError: boolean }, show: (data: T) => ReactNode): ReactNode {
  return q.data !== undefined ? show(q.data) : q.isError ? '—' : spinner;
}

/** Amounts per currency as one list ("£12.00 and €3.50"), or `none` when there are none. */
function useMoneyList() {
  const money = useMoney();
  const format = useFormatter();
  return (amounts: Record<string, number | string>, none: string) => {
    const entries = Object.entries(amounts).filter(([, v]) => Number(v) !== 0);
    return entries.length ? format.list(entries.map(([c, v]) => money(v, c))) : none;
  };
}

/** The last 30 days and the balance: the figures a partner checks first. */
function Figures({ partnerId }: { partnerId: string }) {
  const t = useTranslations('overview');
  const format = useFormatter();
  const moneyList = useMoneyList();
  const summary = usePaymentSummary(partnerId);
  const clicks = usePartnerClickDays(partnerId, 30);
  const sales = usePartnerSalesTotals(partnerId, 30);
  return (
    <section aria-labelledby="home-figures" className="space-y-3">
      <h2 id="home-figures" className="text-base font-semibold text-slate-900">
        {t('figures')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card
          title={t('balance')}
          value={figure(summary, (s) => moneyList(s.available, t('balanceNone')))}
          href="/partner/payments"
          testId="card-balance"
          details={<NextPaymentLines partnerId={partnerId} />}
        >
          {t('balanceHint')}
        </Card>
        <Card
          title={t('clicks')}
          value={figure(clicks, (c) =>
            format.number(
              c.data.reduce(
                (n, row) => n + (typeof row.total_clicks === 'number' ? row.total_clicks : 0),
                0,
              ),
            ),
          )}
          href="/partner/performance"
          testId="card-clicks"
        >
          {t('clicksHint')}
        </Card>
        <Card
          title={t('sales')}
          value={figure(sales, (s) => format.number(s.count))}
          href="/partner/earnings"
          testId="card-sales"
        >
          {t('salesHint')}
        </Card>
        <Card
          title={t('commission')}
          value={figure(sales, (s) => moneyList(s.commission, t('commissionNone')))}
          href="/partner/earnings"
          testId="card-commission"
        >
          {t('commissionHint')}
        </Card>
      </div>
    </section>
  );
}

/**
 * /partner: the partner's status and what it means; balance, clicks, sales and commission of the
 * last 30 days; campaigns and waiting invitations; first steps while a new partner has some left.
 */
export function PartnerOverview() {
  const { session, partner, accountName, networkStatus } = useLivePartner();
  const t = useTranslations('overview');
  const format = useFormatter();
  const partnerId = String(session.partnerId);
  const approved = usePartnerCampaigns(partnerId, 'a');
  const pending = usePartnerCampaigns(partnerId, 'p');
  const invitations = useInvitations(partnerId);
  const count = (q: { data?: { count: number }; isError: boolean }) =>
    figure(q, (d) => format.number(d.count));
  const since = apiDate(partner.data?.publisher.created);
  return (
    <div className="space-y-6">
      <PageHeader title={t('title', { name: accountName })}>
        {t('intro', { network: session.networkName })}
        {since && (
          <span data-testid="partner-since">
            {' '}
            {t('memberSince', { date: format.dateTime(since, { dateStyle: 'long' }) })}
          </span>
        )}
      </PageHeader>
      <StatusNotice status={networkStatus} network={session.networkName}>
        {networkStatus === 'a' ? (
          <Link href="/partner/discover" className={buttonClass('primary', 'sm')}>
            {t('findCampaigns')}
          </Link>
        ) : networkStatus === 'p' ? (
          <Link href="/partner/profile" className={buttonClass('secondary', 'sm')}>
            {t('completeProfile')}
          </Link>
        ) : null}
      </StatusNotice>
      <Figures partnerId={partnerId} />
      <FirstSteps partnerId={partnerId} approved={approved.data?.count} />
      <section aria-labelledby="home-campaigns" className="space-y-3">
        <h2 id="home-campaigns" className="text-base font-semibold text-slate-900">
          {t('campaignsTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Card
            title={t('approved')}
            value={count(approved)}
            href="/partner/campaigns"
            testId="card-approved"
          >
            {t('approvedHint')}
          </Card>
          <Card
            title={t('pending')}
            value={count(pending)}
            href="/partner/campaigns?status=p"
            testId="card-pending"
          >
            {t('pendingHint')}
          </Card>
          <Card
            title={t('invitations')}
            value={figure(invitations, (d) =>
              format.number(d.advertisers.reduce((n, b) => n + b.invitations.length, 0)),
            )}
            href="/partner/invitations"
            testId="card-invitations"
          >
            {t('invitationsHint')}
          </Card>
        </div>
      </section>
    </div>
  );
}
