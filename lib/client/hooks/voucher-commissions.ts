import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type RequestBody, type ResponseBody } from '../api';
import { commissionKeys } from './commissions';

/**
 * A campaign's voucher commissions (v1, docs/commissions.md): what sales with its voucher codes
 * pay. The reference lets them be listed, made, replaced (PUT, the whole body), retired and
 * deleted; each change refreshes every rule of the campaign.
 */

type Id = string | number;

const LIST = '/campaign/{campaign_id}/optimisation/voucher/commission' as const;
const ONE = '/campaign/{campaign_id}/optimisation/voucher/commission/{commission_id}' as const;
const RETIRE =
  '/campaign/{campaign_id}/optimisation/voucher/commission/{commission_id}/retire' as const;

export type VoucherCommission = ResponseBody<typeof LIST, 'get'>['voucher_commissions'][number];
export type VoucherCommissionBody = RequestBody<typeof LIST, 'post'>;

const ofCampaign = (campaignId: Id) => [...commissionKeys.ofCampaign(campaignId), 'vouchers'];

/** The campaign's active and scheduled voucher commissions. */
export function useVoucherCommissions(campaignId: Id) {
  return useQuery({
    queryKey: ofCampaign(campaignId),
    queryFn: async () =>
      (
        await call(
          api.GET(LIST, {
            params: { path: { campaign_id: String(campaignId) }, query: {} },
          }),
        )
      ).voucher_commissions,
  });
}

function useVoucherMutation<T>(
  campaignId: Id,
  mutationFn: (path: { campaign_id: string }, input: T) => Promise<unknown>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => mutationFn({ campaign_id: String(campaignId) }, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: commissionKeys.ofCampaign(campaignId) }),
  });
}

export const useCreateVoucherCommission = (campaignId: Id) =>
  useVoucherMutation(campaignId, (path, body: VoucherCommissionBody) =>
    call(api.POST(LIST, { params: { path }, body })),
  );

/** Replaces a voucher commission's fields (PUT: send the whole body, as when making one). */
export const useUpdateVoucherCommission = (campaignId: Id) =>
  useVoucherMutation(
    campaignId,
    (path, { id, body }: { id: string; body: VoucherCommissionBody }) =>
      call(api.PUT(ONE, { params: { path: { ...path, commission_id: id } }, body })),
  );

/** Ends a voucher commission now: sales before keep what it paid them. */
export const useRetireVoucherCommission = (campaignId: Id) =>
  useVoucherMutation(campaignId, (path, id: string) =>
    call(api.POST(RETIRE, { params: { path: { ...path, commission_id: id } } })),
  );

export const useDeleteVoucherCommission = (campaignId: Id) =>
  useVoucherMutation(campaignId, (path, id: string) =>
    call(api.DELETE(ONE, { params: { path: { ...path, commission_id: id } } })),
  );
