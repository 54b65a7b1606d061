/**
 * Voucher codes: a campaign's codes mapped to the partners they credit (the reference's
 * voucher-codes files), read by the brand side and by the partner, created and updated in bulk
 * (all or nothing). How a code attributes a sale: lib/services/attribution.
 */

export type { VoucherCodeRecord } from './voucher-records';
export { getCampaignVoucher, listCampaignVouchers, listPartnerVouchers } from './read-vouchers';
export {
  createVouchers,
  updateVouchers,
  type VoucherChanges,
  type VoucherInput,
} from './write-vouchers';
