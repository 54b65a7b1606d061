'use client';

import dynamic from 'next/dynamic';
import { LoadingState } from '@/components/ui/states';

/** The chart library loads after first paint, so pages stay inside their first-load JS budget. */
export const LazyTimeSeriesChart = dynamic(() => import('./time-series-chart'), {
  ssr: false,
  loading: () => <LoadingState label="Loading chart…" />,
});
