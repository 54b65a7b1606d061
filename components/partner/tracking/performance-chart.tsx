'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { dayWindow, performancePoints, type Period } from '@/lib/client/partner-tracking';
import { usePartnerClickDays, usePartnerConversionDays } from '@/lib/client/hooks/partner-tracking';
import { LazyTimeSeriesChart } from '@/components/shared/charts/lazy-time-series-chart';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { NothingTracked } from './nothing-tracked';
import { useChartWords } from '../shell/chart-words';

function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  const format = useFormatter();
  return (
    <div className="rounded-md bg-slate-50 px-4 py-2">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900" data-testid={testId}>
        {format.number(value)}
      </dd>
    </div>
  );
}

/** Counted clicks and conversions per day of the period (UTC days), with their totals. */
export function PerformanceChart({ partnerId, period }: { partnerId: string; period: Period }) {
  const clicks = usePartnerClickDays(partnerId, period);
  const conversions = usePartnerConversionDays(partnerId, period);
  const t = useTranslations('performance.chart');
  const words = useChartWords();
  const locale = useLocale();
  const failed = clicks.isError ? clicks : conversions.isError ? conversions : null;
  if (failed)
    return (
      <ErrorState error={failed.error} retry={() => failed.refetch()} title={t('loadFailed')} />
    );
  if (!clicks.data || !conversions.data) return <LoadingState label={t('loading')} />;
  const points = performancePoints(dayWindow(period), clicks.data.data, conversions.data.data);
  const totalClicks = points.reduce((n, p) => n + p.clicks, 0);
  const totalConversions = points.reduce((n, p) => n + p.conversions, 0);
  if (!totalClicks && !totalConversions)
    return <NothingTracked namespace="performance.chart" days={period} />;
  return (
    <div className="space-y-4">
      <dl className="flex flex-wrap gap-3">
        <Total label={t('clicksThatCount')} value={totalClicks} testId="total-clicks" />
        <Total label={t('conversions')} value={totalConversions} testId="total-conversions" />
      </dl>
      <LazyTimeSeriesChart
        label={t('label')}
        data={points}
        series={[
          { key: 'clicks', label: t('clicksThatCount') },
          { key: 'conversions', label: t('conversions'), axis: 'right' },
        ]}
        locale={locale}
        words={words}
      />
    </div>
  );
}
