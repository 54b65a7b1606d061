import type {
  CommissionGroupOut,
  CommissionGroupV3Out,
  PartnerCommissionGroupOut,
} from '@/lib/schemas/partner-groups';
import type { CommissionGroupRecord, CommissionGroupSummary } from '@/lib/services/partner-groups';
import type { CommissionGroupRow } from '@/lib/services/partner-groups';
import { isoDateTime, v1DateTime, yn } from './common';

const v1Date = (date: Date | null) => (date === null ? null : v1DateTime(date));
const isoDate = (date: Date | null) => (date === null ? null : isoDateTime(date));

function groupFields(row: CommissionGroupRow): PartnerCommissionGroupOut {
  return {
    commission_group_id: String(row.id),
    campaign_id: String(row.campaignId),
    name: row.name,
    description: row.description,
    active: yn(row.active),
    start_date_time: v1Date(row.startAt),
    end_date_time: v1Date(row.endAt),
    last_modified: v1DateTime(row.updatedAt),
  };
}

/** The v1 group with its members (the campaign's reads, POST and PUT). */
export function presentCommissionGroup({
  row,
  partnerIds,
}: CommissionGroupRecord): CommissionGroupOut {
  return { ...groupFields(row), publishers: partnerIds.map(String) };
}

/** The v1 group as a partner's list shows it: without the other members. */
export function presentPartnerCommissionGroup({
  row,
}: CommissionGroupRecord): PartnerCommissionGroupOut {
  return groupFields(row);
}

/** An item of the v3 network list. */
export function presentCommissionGroupV3({
  row,
  partnerCount,
  campaignTitle,
}: CommissionGroupSummary): CommissionGroupV3Out {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    active: row.active,
    start_date: isoDate(row.startAt),
    end_date: isoDate(row.endAt),
    partner_count: partnerCount,
    campaign: { id: String(row.campaignId), name: campaignTitle },
  };
}
