'use client';

import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, call, serializeQuery, type RequestBody, type ResponseBody } from '../api';

/**
 * The console's conversion review: the list across campaigns, the CSV link, decisions as jobs
 * (approve, reject, pend) with their progress, and the adjustments (amend, refund) of one
 * approved conversion.
 */

type ReviewList = ResponseBody<'/v3/brand/conversions', 'get'>;
export type ReviewRow = ReviewList['data'][number];
export type ReviewFilters = Omit<
  NonNullable<RequestBody<'/v3/brand/conversions/review', 'post'>['filter']>,
  never
>;
export type ReviewAction = RequestBody<'/v3/brand/conversions/review', 'post'>['action'];
export type ReviewJob = ResponseBody<
  '/v3/brand/conversions/review',
  'post'
>['data']['jobs'][number];

/** Conversions per page of the list. */
export const REVIEW_PAGE = 25;
const ALL = ['conversion-review'] as const;

/** The filters as the API takes them: empty values left out. */
export function cleanFilters(f: Record<string, string | undefined>): ReviewFilters {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as ReviewFilters;
}

export function useReviewList(filters: ReviewFilters, offset: number) {
  return useQuery({
    queryKey: [...ALL, 'list', filters, offset],
    queryFn: () =>
      call(
        api.GET('/v3/brand/conversions', {
          params: { query: { ...filters, offset, limit: REVIEW_PAGE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The export's address for these filters (a plain link: the browser streams the download). */
export const exportHref = (filters: ReviewFilters) => {
  const query = serializeQuery(filters as Record<string, string>);
  return `/v3/brand/conversions/export${query ? `?${query}` : ''}`;
};

export type ReviewTarget = { conversion_ids: string[] } | { filter: ReviewFilters };

/** Starts a decision on a selection or a whole filter; answers with its jobs (one per campaign). */
export function useStartReview() {
  return useMutation({
    mutationFn: (body: { action: ReviewAction; reason?: string } & ReviewTarget) =>
      call(api.POST('/v3/brand/conversions/review', { body })),
  });
}

const finished = (status: string) => status === 'complete' || status === 'failed';

/** The jobs of a decision, read every second until all are finished; the list refreshes then. */
export function useReviewProgress(jobIds: string[]) {
  const qc = useQueryClient();
  const results = useQueries({
    queries: jobIds.map((id) => ({
      queryKey: [...ALL, 'job', id],
      queryFn: async () => {
        const job = await call(api.GET('/v3/jobs/{jobID}', { params: { path: { jobID: id } } }));
        if (finished(job.data.status)) await qc.invalidateQueries({ queryKey: [...ALL, 'list'] });
        return job.data;
      },
      refetchInterval: (q: { state: { data?: { status: string } } }) =>
        q.state.data && finished(q.state.data.status) ? false : 1000,
    })),
  });
  const jobs = results.map((r) => r.data).filter((j) => j !== undefined);
  const sum = (key: 'item_total_count' | 'item_success_count' | 'item_error_count') =>
    jobs.reduce((n, j) => n + Number(j[key] ?? 0), 0);
  const total = sum('item_total_count');
  const succeeded = sum('item_success_count');
  const failed = sum('item_error_count');
  return {
    total,
    succeeded,
    failed,
    done: jobs.length === jobIds.length && jobs.every((j) => finished(j.status)),
  };
}

export type AdjustmentBody = RequestBody<
  '/v3/brand/campaigns/{campaignId}/conversions/{conversionId}/adjustments',
  'post'
>;

/** Amends or refunds an approved conversion (a new adjustment row, never an edit). */
export function useAdjustConversion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ row, body }: { row: ReviewRow; body: AdjustmentBody }) =>
      call(
        api.POST('/v3/brand/campaigns/{campaignId}/conversions/{conversionId}/adjustments', {
          params: { path: { campaignId: row.campaign_id, conversionId: row.conversion_id } },
          body,
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: [...ALL, 'list'] }),
  });
}

/** The campaigns the console user may review, to filter by. */
export function useReviewCampaigns() {
  return useQuery({
    queryKey: [...ALL, 'campaigns'],
    queryFn: () => call(api.GET('/campaign', { params: { query: { limit: 500 } } })),
  });
}
