'use client';

import Link from 'next/link';
import { formatNumber } from '@/lib/client/format';
import { useTraffic, type Traffic } from '@/lib/client/hooks/traffic';
import { LazyTimeSeriesChart } from '@/components/charts/lazy-time-series-chart';
import { useConsoleSession } from '@/components/console/session-context';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { TrafficFilterBar } from './traffic-filters';
import { trafficQueryString, useTrafficFilters } from './use-traffic-filters';

const CLICK_SERIES = [
  { key: 'clicks', label: 'Clicks' },
  { key: 'creditable_clicks', label: 'Creditable clicks' },
  { key: 'invalid_clicks', label: 'Invalid clicks' },
];
const CONVERSION_SERIES = [{ key: 'conversions', label: 'Conversions' }];

function Totals({ traffic, invalidHref }: { traffic: Traffic; invalidHref: string }) {
  const t = traffic.totals;
  const cards: [string, number][] = [
    ['Clicks', t.clicks],
    ['Creditable clicks', t.creditable_clicks],
    ['Conversions', t.conversions],
  ];
  return (
    <dl className="mb-6 grid gap-4 sm:grid-cols-4" aria-label="Totals">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-500">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{formatNumber(value)}</dd>
        </div>
      ))}
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-medium text-slate-500">Invalid clicks</dt>
        <dd className="mt-1 text-2xl font-semibold text-slate-900">
          {formatNumber(t.invalid_clicks)}
        </dd>
        <dd className="mt-1 text-sm">
          <Link href={invalidHref} className="text-brand hover:underline">
            See invalid clicks and why →
          </Link>
        </dd>
      </div>
    </dl>
  );
}

/**
 * The console's traffic page: clicks and conversions per day for the network, or one brand,
 * campaign or partner, over 7, 30 or 90 days. Brand users see their brands' campaigns only.
 */
export function TrafficPage() {
  const session = useConsoleSession();
  const { view, filters, update } = useTrafficFilters();
  const traffic = useTraffic(session.networkId, filters);
  const data = traffic.data;
  const invalidHref = `/console/traffic/invalid${trafficQueryString({ ...filters })}`;
  return (
    <div>
      <PageHeader
        title="Traffic"
        crumbs={[{ label: 'Console', href: '/console' }, { label: 'Traffic' }]}
      >
        {session.role === 'brand'
          ? "Clicks and conversions on your brands' campaigns."
          : 'Clicks and conversions across the network, a brand, a campaign or a partner.'}
      </PageHeader>
      <TrafficFilterBar view={view} update={update} />
      {traffic.isLoading ? (
        <LoadingState label="Loading traffic…" />
      ) : traffic.isError || !data ? (
        <ErrorState
          error={traffic.error}
          retry={() => traffic.refetch()}
          title="Traffic could not be loaded"
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {data.from} to {data.to}
          </p>
          <Totals traffic={data} invalidHref={invalidHref} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title="Clicks per day" id="clicks-chart">
              <LazyTimeSeriesChart label="Clicks per day" data={data.days} series={CLICK_SERIES} />
            </Section>
            <Section title="Conversions per day" id="conversions-chart">
              <LazyTimeSeriesChart
                label="Conversions per day"
                data={data.days}
                series={CONVERSION_SERIES}
              />
            </Section>
          </div>
        </>
      )}
    </div>
  );
}
