'use client';

import { useState } from 'react';
import { LazyTimeSeriesChart } from '@/components/charts/lazy-time-series-chart';
import { SelectField } from '@/components/ui/field';
import { ErrorState } from '@/components/ui/states';
import { SERIES, useCommissionSeries, type Period } from '@/lib/client/hooks/earnings-detail';

const RANGES = [
  ['30', 'Last 30 days'],
  ['90', 'Last 90 days'],
  ['365', 'Last 12 months'],
] as const;

type Scope = { side: 'partner'; partner: string } | { side: 'brand'; campaigns: string[] };

/**
 * Commission over time by stage (pending; approved, which includes locked and payable), from the
 * reference's conversion timeseries. Money is never converted: one currency at a time.
 */
export function CommissionChart({ scope, currencies }: { scope: Scope; currencies: string[] }) {
  const [days, setDays] = useState('90');
  const [period, setPeriod] = useState<Period>('P1D');
  const [picked, setPicked] = useState('');
  const currency = currencies.includes(picked) ? picked : (currencies[0] ?? '');
  const series = useCommissionSeries(currency ? scope : null, {
    days: Number(days),
    period,
    currency,
  });
  if (!currency) return null;
  const label = `Commission in ${currency} per ${period === 'P1D' ? 'day' : 'month'}`;
  return (
    <section aria-labelledby="commission-chart" className="space-y-3">
      <h2 id="commission-chart" className="text-lg font-semibold text-slate-900">
        Commission over time
      </h2>
      <div className="flex flex-wrap gap-3">
        <SelectField label="Period" value={days} onChange={(e) => setDays(e.target.value)}>
          {RANGES.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Interval"
          value={period}
          onChange={(e) => setPeriod(e.target.value as Period)}
        >
          <option value="P1D">By day</option>
          <option value="P1M">By month</option>
        </SelectField>
        {currencies.length > 1 && (
          <SelectField
            label="Currency"
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
        <ErrorState
          error={series.error}
          retry={() => series.refetch()}
          title="The chart could not be loaded"
        />
      ) : (
        <LazyTimeSeriesChart
          label={label}
          data={series.data ?? []}
          series={SERIES.map(({ key, label: l }) => ({ key, label: l }))}
        />
      )}
    </section>
  );
}
