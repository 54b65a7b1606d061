'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';

/**
 * Tracking settings the console manages per campaign: the brand's deep-link domains (v3) and
 * the campaign's voucher codes (v1; retired codes are kept, `active: 'n'`).
 */

type Id = string | number;

export type VoucherCode = ResponseBody<
  '/campaign/{campaign_id}/voucher_code',
  'get'
>['voucher_codes'][number]['voucher_code'];
export type VoucherCodeCreate = RequestBody<
  '/campaign/{campaign_id}/voucher_code',
  'post'
>['voucher_codes'][number];

const trackingSettingKeys = {
  domains: (brandId: Id) => ['deeplink-domains', String(brandId)] as const,
  vouchers: (campaignId: Id) => ['voucher-codes', 'campaign', String(campaignId)] as const,
};

const brandPath = (brandId: Id) => ({ params: { path: { brand: String(brandId) } } });
const campaignPath = (campaignId: Id) => ({
  params: { path: { campaign_id: String(campaignId) } },
});

/** A brand's deep-link domains (up to 100: the API's largest page). */
export function useDeeplinkDomains(brandId: Id) {
  return useQuery({
    queryKey: trackingSettingKeys.domains(brandId),
    queryFn: async () => {
      const page = await call(
        api.GET('/v3/brand/{brand}/deeplink-domains', {
          params: { path: { brand: String(brandId) }, query: { limit: 100 } },
        }),
      );
      return { domains: page.data, total: page.hypermedia.pagination.total_item_count };
    },
  });
}

function useDomainWrite(brandId: Id, write: (domain: string) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => qc.invalidateQueries({ queryKey: trackingSettingKeys.domains(brandId) }),
  });
}

const domainBody = (brandId: Id, domain: string) => ({
  ...brandPath(brandId),
  body: { allowed_domains: [domain] },
});

export const useAddDeeplinkDomain = (brandId: Id) =>
  useDomainWrite(brandId, (domain) =>
    call(api.PATCH('/v3/brand/{brand}/deeplink-domains', domainBody(brandId, domain))),
  );
export const useRemoveDeeplinkDomain = (brandId: Id) =>
  useDomainWrite(brandId, (domain) =>
    call(api.DELETE('/v3/brand/{brand}/deeplink-domains', domainBody(brandId, domain))),
  );

/** A campaign's voucher codes, one page at a time. */
export function useCampaignVoucherCodes(campaignId: Id, page: { offset: number; limit: number }) {
  return useQuery({
    queryKey: [...trackingSettingKeys.vouchers(campaignId), page],
    queryFn: async () => {
      const res = await call(
        api.GET('/campaign/{campaign_id}/voucher_code', {
          params: { path: { campaign_id: String(campaignId) }, query: page },
        }),
      );
      return { codes: res.voucher_codes.map((v) => v.voucher_code), total: res.count };
    },
  });
}

function useVoucherWrite<T>(campaignId: Id, fn: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: trackingSettingKeys.vouchers(campaignId) }),
  });
}

export const useCreateVoucherCode = (campaignId: Id) =>
  useVoucherWrite(campaignId, (code: VoucherCodeCreate) =>
    call(
      api.POST('/campaign/{campaign_id}/voucher_code', {
        ...campaignPath(campaignId),
        body: { voucher_codes: [code] },
      }),
    ),
  );

/** Retires a code (it stops attributing sales) or brings it back. */
export const useSetVoucherCodeActive = (campaignId: Id) =>
  useVoucherWrite(campaignId, ({ id, active }: { id: string; active: boolean }) =>
    call(
      api.PUT('/campaign/{campaign_id}/voucher_code', {
        ...campaignPath(campaignId),
        body: { voucher_codes: [{ voucher_code_id: id, active: active ? 'y' : 'n' }] },
      }),
    ),
  );
