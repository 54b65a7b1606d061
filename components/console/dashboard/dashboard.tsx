'use client';

import { useDashboard } from '@/lib/client/hooks/dashboard';
import { LazyTimeSeriesChart } from '@/components/shared/charts/lazy-time-series-chart';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { Figures } from './figures';
import { GettingStarted } from './getting-started';
import { WaitingWork } from './waiting-work';

// Clicks run in hundreds a day and conversions in tens: each has its own axis.
const SERIES = [
  { key: 'clicks', label: 'Clicks that count' },
  { key: 'conversions', label: 'Conversions', axis: 'right' as const },
];

/** The console overview for staff and brand users: figures, a chart and the work waiting. */
export function Dashboard({ networkId, staff }: { networkId: number; staff: boolean }) {
  const q = useDashboard(networkId);
  if (q.isError)
    return (
      <ErrorState
        error={q.error}
        retry={() => q.refetch()}
        title="The overview's figures could not be loaded"
      />
    );
  if (!q.data) return <LoadingState label="Loading the last 30 days…" />;
  const d = q.data;
  const activity = d.current.clicks + d.current.conversions + d.previous.conversions;
  const unset = !d.setup.brands || !d.setup.campaigns || !d.setup.partnerships;
  return (
    <div className="space-y-6">
      {unset && activity === 0 && <GettingStarted setup={d.setup} staff={staff} />}
      <section aria-labelledby="figures-title" className="space-y-3">
        <h2 id="figures-title" className="text-base font-semibold text-slate-900">
          Last 30 days{' '}
          <span className="text-sm font-normal text-slate-500">
            ({d.current.from} to {d.current.to})
          </span>
        </h2>
        <Figures data={d} />
      </section>
      <section
        aria-labelledby="chart-title"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="chart-title" className="mb-3 text-base font-semibold text-slate-900">
          Clicks that count and conversions per day
        </h2>
        <p className="mb-2 text-xs text-slate-500">
          Clicks are read on the left axis, conversions on the right.
        </p>
        <LazyTimeSeriesChart
          label="Clicks that count and conversions per day, last 30 days"
          data={d.days}
          series={SERIES}
        />
      </section>
      <WaitingWork waiting={d.waiting} />
    </div>
  );
}
