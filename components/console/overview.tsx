'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { usePartnerList } from '@/lib/client/hooks/partners';
import { useBrandList } from '@/lib/client/hooks/brands';
import { formatNumber } from '@/lib/client/format';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/states';
import { isStaff, useConsoleSession } from './session-context';

function Card({
  title,
  value,
  href,
  children,
}: {
  title: string;
  value: ReactNode;
  href: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className="block rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
    >
      <p className="text-sm font-medium text-slate-500">{title}</p>
      <p className="mt-1 text-3xl font-semibold text-slate-900">{value}</p>
      <p className="mt-2 text-sm text-brand">{children}</p>
    </Link>
  );
}

const count = (q: { data?: { count: number }; isError: boolean }) =>
  q.data ? formatNumber(q.data.count) : q.isError ? '—' : <Spinner className="h-6 w-6" />;

function StaffOverview({ networkId }: { networkId: number }) {
  const pending = usePartnerList(networkId, { network_status: 'p', limit: 1 });
  const partners = usePartnerList(networkId, { limit: 1 });
  const brands = useBrandList({ limit: 1 });
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Card
        title="Partners awaiting review"
        value={count(pending)}
        href="/console/partners?status=p"
      >
        Review pending partners →
      </Card>
      <Card title="Partners" value={count(partners)} href="/console/partners">
        Open the partner grid →
      </Card>
      <Card title="Brands" value={count(brands)} href="/console/brands">
        Brands and their campaigns →
      </Card>
      <Card title="Terms" value={'T&Cs'} href="/console/terms">
        Versions and acceptances →
      </Card>
      <Card title="Settings" value="Keys" href="/console/settings">
        API keys and network users →
      </Card>
    </div>
  );
}

export function Overview() {
  const session = useConsoleSession();
  return (
    <div>
      <PageHeader title={`Welcome, ${session.userName}`}>{session.networkName}</PageHeader>
      {isStaff(session) ? (
        <StaffOverview networkId={session.networkId} />
      ) : session.role === 'brand' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title="Your brands" value="Brands" href="/console/brands">
            Campaigns and requests of the brands granted to you →
          </Card>
          <Card title="Settings" value="Keys" href="/console/settings">
            Your API key →
          </Card>
        </div>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-700 shadow-sm">
          <p>
            The console is for network staff and brand users. As a partner user you work in your
            partner area; here you can manage your API key under Settings.
          </p>
          <Link
            href="/partner"
            className="mt-3 mr-4 inline-block font-medium text-brand hover:underline"
          >
            Go to your partner area →
          </Link>
          <Link href="/console/settings" className="mt-3 inline-block text-brand hover:underline">
            Go to settings →
          </Link>
        </div>
      )}
    </div>
  );
}
