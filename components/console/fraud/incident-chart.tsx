'use client';

import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/client/api';
import type { paths } from '@/lib/client/generated/openapi';
import { LazyTimeSeriesChart } from '@/components/shared/charts/lazy-time-series-chart';
import { ErrorState } from '@/components/ui/states';
import type { FilterValues } from './incident-filters';
import { METRIC_LABELS } from './words';

type PerDayQuery = paths['/v3/brand/fraud-incidents/per-day']['get']['parameters']['query'];

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The days the chart covers: the filter's, else the last 30 (ending today, UTC). */
export function chartDays(values: FilterValues): { start: string; end: string } {
  const end = values.end_date || iso(Date.now());
  const start = values.start_date || iso(Date.parse(end) - 29 * DAY);
  return { start, end };
}

/** Incidents per day, one line per rule that raised any in the days shown. */
export function IncidentChart({ values }: { values: FilterValues }) {
  const { start, end } = chartDays(values);
  const query = useQuery({
    queryKey: ['fraud', 'per-day', values, start, end],
    queryFn: () =>
      call(
        api.GET('/v3/brand/fraud-incidents/per-day', {
          params: {
            query: {
              campaign_id: values.campaign_id || undefined,
              partner_id: values.partner_id || undefined,
              metric: (values.metric || undefined) as PerDayQuery['metric'],
              status: (values.status || undefined) as PerDayQuery['status'],
              start_date: start,
              end_date: end,
            },
          },
        }),
      ),
    retry: false,
  });
  if (query.isError) return <ErrorState error={query.error} title="The chart could not be drawn" />;
  const days = query.data?.data ?? [];
  const metrics = [...new Set(days.flatMap((d) => Object.keys(d.counts)))].sort();
  const series = metrics.map((m) => ({
    key: m,
    label: METRIC_LABELS[m as keyof typeof METRIC_LABELS] ?? m,
  }));
  const data = days.map((d) => ({
    date: d.date,
    ...Object.fromEntries(metrics.map((m) => [m, d.counts[m] ?? 0])),
  }));
  return (
    <section
      className="mb-6 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="incident-chart"
    >
      <h2 className="mb-2 text-sm font-semibold text-slate-900">
        Incidents per day, {start} to {end}
      </h2>
      {query.isLoading ? null : !series.length ? (
        <p className="text-sm text-slate-600">No incidents were raised in these days.</p>
      ) : (
        <LazyTimeSeriesChart label="Incidents per day by rule" data={data} series={series} />
      )}
    </section>
  );
}
