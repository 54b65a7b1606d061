'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { usePartnerCampaigns } from '@/lib/client/hooks/partner-area';
import { formatNumber } from '@/lib/client/format';
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

const count = (q: { data?: { count: number }; isError: boolean }) =>
  q.data ? formatNumber(q.data.count) : q.isError ? '—' : <Spinner className="h-5 w-5" />;

/** /partner: the partner's status and what it means, its campaigns at a glance, and what to do next. */
export function PartnerOverview() {
  const { session, partner, accountName, networkStatus } = useLivePartner();
  const approved = usePartnerCampaigns(session.partnerId, 'a');
  const pending = usePartnerCampaigns(session.partnerId, 'p');
  const p = partner.data?.publisher;
  const websites = p ? p.websites.filter((w) => w.active === 'y').length : undefined;
  const databases = p ? p.databases.filter((d) => d.active === 'y').length : undefined;
  const missing = p
    ? [
        !p.company_logo && 'a logo',
        websites === 0 && 'a website',
        !p.description && 'a description',
      ].filter(Boolean)
    : [];

  return (
    <div className="space-y-6">
      <PageHeader title={`Welcome, ${accountName}`}>
        Your partner area on {session.networkName}.
      </PageHeader>
      <StatusNotice status={networkStatus} network={session.networkName}>
        {networkStatus === 'a' ? (
          <Link href="/partner/discover" className={buttonClass('primary', 'sm')}>
            Find campaigns
          </Link>
        ) : networkStatus === 'p' ? (
          <Link href="/partner/profile" className={buttonClass('secondary', 'sm')}>
            Complete your profile
          </Link>
        ) : null}
      </StatusNotice>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card
          title="Approved campaigns"
          value={count(approved)}
          href="/partner/campaigns"
          testId="card-approved"
        >
          Campaigns you can promote →
        </Card>
        <Card
          title="Pending requests"
          value={count(pending)}
          href="/partner/campaigns?status=p"
          testId="card-pending"
        >
          Waiting for the brand →
        </Card>
        <Card
          title="Find campaigns"
          value={networkStatus === 'a' ? 'Browse' : 'Not yet'}
          href="/partner/discover"
        >
          {networkStatus === 'a' ? 'Brands and their campaigns →' : 'Opens once you are approved →'}
        </Card>
        <Card
          title="Websites"
          value={websites === undefined ? <Spinner className="h-5 w-5" /> : formatNumber(websites)}
          href="/partner/websites"
        >
          Where you promote →
        </Card>
        <Card
          title="Databases"
          value={
            databases === undefined ? <Spinner className="h-5 w-5" /> : formatNumber(databases)
          }
          href="/partner/databases"
        >
          Your audiences →
        </Card>
        <Card title="Tracking links" value="Build" href="/partner/links">
          A link, a sub ID and a QR code →
        </Card>
        <Card title="Performance" value="Clicks" href="/partner/performance">
          Clicks and conversions per day →
        </Card>
        <Card title="API access" value="Key" href="/console/settings">
          Your API key, to use the API →
        </Card>
      </div>
      {missing.length > 0 && (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
          Brands decide on requests by your profile. Add{' '}
          {missing.join(', ').replace(/, ([^,]*)$/, ' and $1')}:{' '}
          <Link
            href={websites === 0 ? '/partner/websites' : '/partner/profile'}
            className="font-medium text-brand hover:underline"
          >
            {websites === 0 ? 'add a website' : 'edit your profile'}
          </Link>
          .
        </p>
      )}
    </div>
  );
}
