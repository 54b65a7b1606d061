'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { usePartnerCampaigns } from '@/lib/client/hooks/partner-area';
import { apiDate } from '@/lib/i18n/dates';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/states';
import { useLivePartner } from './session-context';
import { StatusNotice } from './status-notice';

function Card({
  title,
  value,
  href,
  children,
  testId,
}: {
  title: string;
  value: ReactNode;
  href: string;
  children: ReactNode;
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
      <p className="mt-2 text-sm text-brand">{children}</p>
    </Link>
  );
}

const spinner = <Spinner className="h-5 w-5" />;

/** /partner: the partner's status and what it means, its campaigns at a glance, and what to do next. */
export function PartnerOverview() {
  const { session, partner, accountName, networkStatus } = useLivePartner();
  const t = useTranslations('overview');
  const format = useFormatter();
  const count = (q: { data?: { count: number }; isError: boolean }) =>
    q.data ? format.number(q.data.count) : q.isError ? '—' : spinner;
  const approved = usePartnerCampaigns(session.partnerId, 'a');
  const pending = usePartnerCampaigns(session.partnerId, 'p');
  const p = partner.data?.publisher;
  const websites = p ? p.websites.filter((w) => w.active === 'y').length : undefined;
  const databases = p ? p.databases.filter((d) => d.active === 'y').length : undefined;
  const since = apiDate(p?.created);
  const missing = p
    ? [
        !p.company_logo && t('missingLogo'),
        websites === 0 && t('missingWebsite'),
        !p.description && t('missingDescription'),
      ].filter((m): m is string => Boolean(m))
    : [];

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
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
          title={t('find')}
          value={networkStatus === 'a' ? t('browse') : t('notYet')}
          href="/partner/discover"
        >
          {networkStatus === 'a' ? t('findOpen') : t('findClosed')}
        </Card>
        <Card
          title={t('websites')}
          value={websites === undefined ? spinner : format.number(websites)}
          href="/partner/websites"
        >
          {t('websitesHint')}
        </Card>
        <Card
          title={t('databases')}
          value={databases === undefined ? spinner : format.number(databases)}
          href="/partner/databases"
        >
          {t('databasesHint')}
        </Card>
        <Card title={t('links')} value={t('linksValue')} href="/partner/links">
          {t('linksHint')}
        </Card>
        <Card title={t('performance')} value={t('performanceValue')} href="/partner/performance">
          {t('performanceHint')}
        </Card>
        <Card title={t('api')} value={t('apiValue')} href="/console/settings">
          {t('apiHint')}
        </Card>
      </div>
      {missing.length > 0 && (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
          {t('missing', { items: format.list(missing, { type: 'conjunction' }) })}{' '}
          <Link
            href={websites === 0 ? '/partner/websites' : '/partner/profile'}
            className="font-medium text-brand hover:underline"
          >
            {websites === 0 ? t('addWebsite') : t('editProfile')}
          </Link>
          .
        </p>
      )}
    </div>
  );
}
