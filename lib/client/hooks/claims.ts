'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';
import { ApiClientError } from '../errors';

/**
 * Missing-sale claims (the reference's transaction queries): the partner's own list, claiming
 * and withdrawing; the console's queue (staff: the network's, brand users: one campaign's),
 * the campaign's reasons, and the brand's decisions.
 */

type Id = string | number;
type ClaimList = ResponseBody<'/user/publisher/{publisher_id}/tq', 'get'>;
export type Claim = ClaimList['transaction_queries'][number]['transaction_query'];
export type ClaimState = Claim['current_state'];
export type NewClaim = RequestBody<
  '/user/publisher/{publisher_id}/tq/create',
  'post'
>['transaction_queries'][number];

/** Claims per page in the console's queue. */
export const CLAIM_PAGE = 50;
const ALL = ['claims'] as const;

/** The partner's claims, newest first (withdrawn ones are not listed). */
export function usePartnerClaims(partnerId: Id) {
  return useQuery({
    queryKey: [...ALL, 'partner', String(partnerId)],
    queryFn: () =>
      call(
        api.GET('/user/publisher/{publisher_id}/tq', {
          params: {
            path: { publisher_id: String(partnerId) },
            query: { order_by: 'DESC', limit: 300 },
          },
        }),
      ),
  });
}

type ConversionReport = ResponseBody<
  '/reporting/report_publisher/publisher/{publisher_id}/conversion',
  'get'
>;
export type RecordedSale = ConversionReport['conversions'][number]['conversion_data'];

/** What is already known of an order on a campaign before it is claimed. */
export interface ClaimCheck {
  /** The partner's open (pending) or approved claim of the order. */
  claim: Claim | null;
  /** The partner's sale of that order the campaign already recorded. */
  sale: RecordedSale | null;
}

/** Reads the partner's claims and recorded sales of `reference` on the campaign. */
export async function checkClaim(
  partnerId: Id,
  campaignId: string,
  reference: string,
  client: typeof api = api,
): Promise<ClaimCheck> {
  const [claims, report] = await Promise.all([
    call(
      client.GET('/user/publisher/{publisher_id}/tq', {
        params: {
          path: { publisher_id: String(partnerId) },
          query: { campaign_id: campaignId, conversion_reference: reference, limit: 10 },
        },
      }),
    ),
    call(
      client.GET('/reporting/report_publisher/publisher/{publisher_id}/conversion', {
        params: {
          path: { publisher_id: String(partnerId) },
          // Every sale of the order whenever it happened: the window starts before any could.
          query: {
            start_date: '2000-01-01',
            campaign_id: campaignId,
            conversion_reference: reference,
            offset: 0,
            limit: 1,
          } as never,
        },
      }),
    ),
  ]);
  const open = claims.transaction_queries
    .map((c) => c.transaction_query)
    .find((c) => c.current_state !== 'rejected' && c.conversion_reference === reference);
  return {
    claim: open ?? null,
    sale: report.conversions[0]?.conversion_data ?? null,
  };
}

/** `checkClaim` for the claim form, once the order reference is typed (null before). */
export function useClaimCheck(partnerId: Id, campaignId: string, reference: string) {
  const ref = reference.trim();
  return useQuery({
    queryKey: [...ALL, 'check', String(partnerId), campaignId, ref],
    enabled: Boolean(campaignId && ref),
    queryFn: () => checkClaim(partnerId, campaignId, ref),
    staleTime: 30_000,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Client = typeof api;

/**
 * Waits for the claim job and throws what it refused as an ApiClientError, with each problem's
 * property relative to the claim (`conversion_reference`, not `transaction_queries[task].…`).
 */
async function outcomeOf(client: Client, jobId: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const answer = await call(
      client.GET('/job/{jobID}/response', { params: { path: { jobID: jobId } } }),
    );
    if (answer.job.status === 'complete') {
      if (!answer.errors.length) return;
      const fields = answer.errors.map((e) => ({
        property: e.property.replace(/^transaction_queries(\[\d+\]|\.\d+)\.?/, ''),
        code: e.code,
        message: e.message,
      }));
      throw new ApiClientError(400, fields[0]!.message, fields);
    }
    await sleep(attempt < 10 ? 300 : 1000);
  }
  throw new Error('The claim is still being processed: it will appear in your list shortly.');
}

/** Sends one claim (the API answers with a job) and resolves once it is recorded, or throws why not. */
export async function sendClaim(partnerId: Id, claim: NewClaim, client: Client = api) {
  const answer = await call(
    client.POST('/user/publisher/{publisher_id}/tq/create', {
      params: { path: { publisher_id: String(partnerId) } },
      body: { transaction_queries: [claim] },
    }),
  );
  await outcomeOf(client, answer.job.job_id);
}

/** Claims one missing sale; resolves once the claim is recorded (or throws why not). */
export function useCreateClaim(partnerId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (claim: NewClaim) => sendClaim(partnerId, claim),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** Withdraws a pending claim of the partner. */
export function useWithdrawClaim(partnerId: Id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) =>
      call(
        api.POST('/user/publisher/{publisher_id}/tq/{transaction_query_id}/delete', {
          params: { path: { publisher_id: String(partnerId), transaction_query_id: claimId } },
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

export interface QueueFilters {
  /** Staff read the network's queue; brand users one campaign's claims (campaign required). */
  scope: 'network' | 'campaign';
  networkId: Id;
  campaignId: string;
  state: '' | ClaimState;
  offset: number;
}

/** The console's queue of claims, oldest first (the order they wait in). */
export function useClaimQueue(f: QueueFilters) {
  const query = {
    current_state: f.state || undefined,
    limit: CLAIM_PAGE,
    offset: f.offset,
  };
  return useQuery({
    queryKey: [...ALL, 'queue', f],
    queryFn: () =>
      f.scope === 'network'
        ? call(
            api.GET('/network/{network_id}/tq', {
              params: {
                path: { network_id: String(f.networkId) },
                query: { ...query, campaign_id: f.campaignId || undefined },
              },
            }),
          )
        : call(
            api.GET('/campaign/{campaign_id}/tq', {
              params: { path: { campaign_id: f.campaignId }, query },
            }),
          ),
    enabled: f.scope === 'network' || f.campaignId !== '',
  });
}

/** The campaigns the console user manages, to filter the queue by. */
export function useClaimCampaigns() {
  return useQuery({
    queryKey: [...ALL, 'campaigns'],
    queryFn: () => call(api.GET('/campaign', { params: { query: { limit: 500 } } })),
  });
}

/** The campaign's rejection reasons (only fetched while a rejection is being chosen). */
export function useClaimReasons(campaignId: string | null) {
  return useQuery({
    queryKey: [...ALL, 'reasons', campaignId ?? ''],
    queryFn: () =>
      call(
        api.GET('/campaign/{campaign_id}/tq_reasons', {
          params: { path: { campaign_id: String(campaignId) } },
        }),
      ),
    enabled: campaignId !== null,
  });
}

export type ClaimDecision =
  { action: 'approve' } | { action: 'pend' } | { action: 'reject'; reason: string };

/** Approves (records the sale through the commission rules), rejects with a reason, or pends. */
export function useDecideClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ claim, decision }: { claim: Claim; decision: ClaimDecision }) => {
      const path = {
        campaign_id: claim.campaign_id,
        transaction_query_id: claim.transaction_query_id,
      };
      const answer =
        decision.action === 'approve'
          ? await call(
              api.POST('/campaign/{campaign_id}/tq/{transaction_query_id}/approve', {
                params: { path },
                body: {},
              }),
            )
          : decision.action === 'pend'
            ? await call(
                api.POST('/campaign/{campaign_id}/tq/{transaction_query_id}/pend', {
                  params: { path },
                  body: {},
                }),
              )
            : await call(
                api.POST('/campaign/{campaign_id}/tq/{transaction_query_id}/reject', {
                  params: { path },
                  body: { reason: decision.reason },
                }),
              );
      return answer.transaction_query;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** Adds a rejection reason to the campaign's list (unique per campaign, ignoring case). */
export function useAddClaimReason(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      call(
        api.POST('/campaign/{campaign_id}/tq_reasons', {
          params: { path: { campaign_id: campaignId } },
          body: { reason },
        }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: [...ALL, 'reasons', campaignId] }),
  });
}
