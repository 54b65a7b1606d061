'use client';

import { useState } from 'react';
import { LazyTimeSeriesChart } from '@/components/shared/charts/lazy-time-series-chart';
import type { ChartWords } from '@/components/shared/charts/time-series-chart';
import { SelectField } from '@/components/ui/field';
import { ErrorState } from '@/components/ui/states';
import { SERIES, useCommissionSeries, type Period } from '@/lib/client/hooks/earnings-detail';

const RANGES = ['30', '90', '365'] as const;
type Range = (typeof RANGES)[number];

/** Every word the chart shows, so the partner area can give them in the partner's language. */
export interface CommissionChartWords extends ChartWords {
  title: string;
  period: string;
  ranges: Record<Range, string>;
  interval: string;
  byDay: string;
  byMonth: string;
  currency: string;
  label: (currency: string, period: Period) => string;
  series: Record<(typeof SERIES)[number]['key'], string>;
  loadFailed: string;
}

export const ENGLISH_COMMISSION_WORDS: CommissionChartWords = {
  title: 'Commission over time',
  period: 'Period',
  ranges: { '30': 'Last 30 days', '90': 'Last 90 days', '365': 'Last 12 months' },
  interval: 'Interval',
  byDay: 'By day',
  byMonth: 'By month',
  currency: 'Currency',
  label: (currency, period) =>
    `Commission in ${currency} per ${period === 'P1D' ? 'day' : 'month'}`,
  series: { pending: 'Pending', approved: 'Approved (incl. locked and payable)' },
  loadFailed: 'The chart could not be loaded',
  date: 'Date',
  partial: (when) => `${when} is not over yet: its figures are drawn dashed and will still grow.`,
};

type Scope = { side: 'partner'; partner: string } | { side: 'brand'; campaigns: string[] };

/**
 * Commission over time by stage (pending; approved, which includes locked and payable), from the
 * reference's conversion timeseries. Money is never converted: one currency at a time.
 */
export function CommissionChart({
  scope,
  currencies,
  words = ENGLISH_COMMISSION_WORDS,
  locale,
}: {
  scope: Scope;
  currencies: string[];
  words?: CommissionChartWords;
  locale?: string;
}) {
  const [days, setDays] = useState<Range>('90');
  const [period, setPeriod] = useState<Period>('P1D');
  const [picked, setPicked] = useState('');
  const currency = currencies.includes(picked) ? picked : (currencies[0] ?? '');
  const series = useCommissionSeries(currency ? scope : null, {
    days: Number(days),
    period,
    currency,
  });
  if (!currency) return null;
  return (
    <section aria-labelledby="commission-chart" className="space-y-3">
      <h2 id="commission-chart" className="text-lg font-semibold text-slate-900">
        {words.title}
      </h2>
      <div className="flex flex-wrap gap-3">
        <SelectField
          label={words.period}
          value={days}
          onChange={(e) => setDays(e.target.value as Range)}
        >
          {RANGES.map((v) => (
            <option key={v} value={v}>
              {words.ranges[v]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={words.interval}
          value={period}
          onChange={(e) => setPeriod(e.target.value as Period)}
        >
          <option value="P1D">{words.byDay}</option>
          <option value="P1M">{words.byMonth}</option>
        </SelectField>
        {currencies.length > 1 && (
          <SelectField
            label={words.currency}
            value={currency}
            onChange={(e) => setPicked(e.target.value)}
          >
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {series.isError ? (
        <ErrorState error={series.error} retry={() => series.refetch()} title={words.loadFailed} />
      ) : (
        <LazyTimeSeriesChart
          label={words.label(currency, period)}
          data={series.data ?? []}
          series={SERIES.map(({ key }) => ({ key, label: words.series[key] }))}
          locale={locale}
          words={words}
        />
      )}
    </section>
  );
}
