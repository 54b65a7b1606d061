import type { VoucherCodeCreateItemIn, VoucherCodeUpdateItemIn } from '@/lib/schemas/voucher-code';
import type { VoucherChanges, VoucherInput } from '@/lib/services/vouchers';
import { flagOf } from './yes-no';

type VoucherFieldsIn = Omit<VoucherCodeUpdateItemIn, 'voucher_code_id'>;

function voucherFieldsOf(item: VoucherFieldsIn): Omit<VoucherInput, 'code'> {
  return {
    partnerId: item.publisher_id,
    description: item.description,
    active: flagOf(item.active),
    startAt: item.start_date_time,
    endAt: item.end_date_time,
    onExpiry: item.on_expiry,
    onInvalidUser: item.on_invalid_user,
    partnerGroupIds: item.commission_groups,
  };
}

/** A code of a POST /campaign/{id}/voucher_code body as a new voucher code. */
export function voucherInputOf(item: VoucherCodeCreateItemIn): VoucherInput {
  return { code: item.voucher_code, ...voucherFieldsOf(item) };
}

/** A code of a PUT /campaign/{id}/voucher_code body as its changes. */
export function voucherChangesOf(item: VoucherCodeUpdateItemIn): VoucherChanges {
  return { id: item.voucher_code_id, code: item.voucher_code, ...voucherFieldsOf(item) };
}
