'use client';

import Link from 'next/link';
import { dayWindow, performancePoints, type Period } from '@/lib/client/partner-tracking';
import { usePartnerClickDays, usePartnerConversionDays } from '@/lib/client/hooks/partner-tracking';
import { formatNumber } from '@/lib/client/format';
import { LazyTimeSeriesChart } from '@/components/charts/lazy-time-series-chart';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';

const SERIES = [
  { key: 'clicks', label: 'Clicks' },
  { key: 'conversions', label: 'Conversions' },
];

function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-4 py-2">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900" data-testid={testId}>
        {formatNumber(value)}
      </dd>
    </div>
  );
}

/** Counted clicks and conversions per day of the period (UTC days), with their totals. */
export function PerformanceChart({ partnerId, period }: { partnerId: string; period: Period }) {
  const clicks = usePartnerClickDays(partnerId, period);
  const conversions = usePartnerConversionDays(partnerId, period);
  const failed = clicks.isError ? clicks : conversions.isError ? conversions : null;
  if (failed)
    return (
      <ErrorState
        error={failed.error}
        retry={() => failed.refetch()}
        title="Your clicks and conversions could not be loaded"
      />
    );
  if (!clicks.data || !conversions.data)
    return <LoadingState label="Loading clicks and conversions…" />;
  const points = performancePoints(dayWindow(period), clicks.data.data, conversions.data.data);
  const totalClicks = points.reduce((n, p) => n + p.clicks, 0);
  const totalConversions = points.reduce((n, p) => n + p.conversions, 0);
  if (!totalClicks && !totalConversions)
    return (
      <EmptyState title={`No clicks or conversions in the last ${period} days`}>
        Share a{' '}
        <Link href="/partner/links" className="text-brand underline">
          tracking link
        </Link>
        ; its clicks and the sales they bring show here.
      </EmptyState>
    );
  return (
    <div className="space-y-4">
      <dl className="flex flex-wrap gap-3">
        <Total label="Clicks that count" value={totalClicks} testId="total-clicks" />
        <Total label="Conversions" value={totalConversions} testId="total-conversions" />
      </dl>
      <LazyTimeSeriesChart label="Clicks and conversions per day" data={points} series={SERIES} />
    </div>
  );
}
