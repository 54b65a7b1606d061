'use client';

import { useTranslations } from 'next-intl';
import type { ChartWords } from '@/components/shared/charts/time-series-chart';
import type { CommissionChartWords } from '@/components/shared/earnings/commission-chart';

/** The chart's own words (table heading, the note on a day not over) in the partner's language. */
export function useChartWords(): ChartWords {
  const t = useTranslations('chart');
  return { date: t('date'), partial: (when) => t('partial', { when }) };
}

/** The commission chart's words in the partner's language. */
export function useCommissionChartWords(): CommissionChartWords {
  const t = useTranslations('earnings.chart');
  const chart = useChartWords();
  return {
    ...chart,
    title: t('title'),
    period: t('period'),
    ranges: { '30': t('last30'), '90': t('last90'), '365': t('last365') },
    interval: t('interval'),
    byDay: t('byDay'),
    byMonth: t('byMonth'),
    currency: t('currency'),
    label: (currency, period) =>
      t('label', { currency, period: period === 'P1D' ? 'day' : 'month' }),
    series: { pending: t('pending'), approved: t('approved') },
    loadFailed: t('loadFailed'),
  };
}
