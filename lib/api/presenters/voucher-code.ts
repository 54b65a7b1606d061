import type { PartnerVoucherCodeOut, VoucherCodeOut } from '@/lib/schemas/voucher-code';
import type { VoucherCodeRecord } from '@/lib/services/vouchers';
import { v1DateTime, yn } from './common';
import { presentPartnerGroup, presentPartnerGroupForPartner } from './partner-groups';

const v1Date = (date: Date | null) => (date === null ? null : v1DateTime(date));

function codeFields({ row }: VoucherCodeRecord) {
  return {
    voucher_code_id: String(row.id),
    campaign_id: String(row.campaignId),
    voucher_code: row.code,
    description: row.description,
    active: yn(row.active),
    on_expiry: row.onExpiry,
    on_invalid_user: row.onInvalidUser,
    start_date_time: v1Date(row.startAt),
    end_date_time: v1Date(row.endAt),
    publisher_id: row.partnerId === null ? null : String(row.partnerId),
    created: v1DateTime(row.createdAt),
    last_modified: v1DateTime(row.updatedAt),
  };
}

/** The v1 voucher code (the campaign's reads and writes): its groups with their members. */
export function presentVoucherCode(record: VoucherCodeRecord): VoucherCodeOut {
  return {
    ...codeFields(record),
    commission_groups: record.groups.map((g) => ({ commission_group: presentPartnerGroup(g) })),
  };
}

/** The v1 voucher code as its partner reads it: the groups without their other members. */
export function presentPartnerVoucherCode(record: VoucherCodeRecord): PartnerVoucherCodeOut {
  return {
    ...codeFields(record),
    commission_groups: record.groups.map((g) => ({
      commission_group: presentPartnerGroupForPartner(g),
    })),
  };
}
