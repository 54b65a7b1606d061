'use client';

import dynamic from 'next/dynamic';
import { LoadingState } from '@/components/ui/states';

/**
 * The chart library loads after first paint, so pages stay inside their first-load JS budget.
 * The placeholder keeps the chart's default height, so the page does not jump when it arrives.
 */
export const LazyTimeSeriesChart = dynamic(() => import('./time-series-chart'), {
  ssr: false,
  loading: () => (
    <div className="flex min-h-[260px] items-center justify-center">
      <LoadingState label="Loading chart…" />
    </div>
  ),
});
