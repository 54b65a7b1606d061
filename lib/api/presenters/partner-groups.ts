import type {
  PartnerGroupOut,
  PartnerGroupV3Out,
  PartnerGroupForPartnerOut,
} from '@/lib/schemas/partner-groups';
import type { PartnerGroupRecord, PartnerGroupSummary } from '@/lib/services/partner-groups';
import type { PartnerGroupRow } from '@/lib/services/partner-groups';
import { isoDateTime, v1DateTime, yn } from './common';

const v1Date = (date: Date | null) => (date === null ? null : v1DateTime(date));
const isoDate = (date: Date | null) => (date === null ? null : isoDateTime(date));

function groupFields(row: PartnerGroupRow): PartnerGroupForPartnerOut {
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
export function presentPartnerGroup({ row, partnerIds }: PartnerGroupRecord): PartnerGroupOut {
  return { ...groupFields(row), publishers: partnerIds.map(String) };
}

/** The v1 group as a partner's list shows it: without the other members. */
export function presentPartnerGroupForPartner({
  row,
}: PartnerGroupRecord): PartnerGroupForPartnerOut {
  return groupFields(row);
}

/** An item of the v3 network list. */
export function presentPartnerGroupV3({
  row,
  partnerCount,
  campaignTitle,
}: PartnerGroupSummary): PartnerGroupV3Out {
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
