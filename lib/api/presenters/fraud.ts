import type {
  Incident,
  IncidentAcross,
  PaidSearchViolationRow,
  RuleSetting,
} from '@/lib/services/fraud';
import type { PaymentHoldRow } from '@/lib/services/payment-runs';
import type { ConversionRecord } from '@/lib/services/conversions';
import type { IncidentOut } from '@/lib/schemas/fraud';

/** The reference's incident record (docs/fraud.md#the-reference-operations). */

const timeWindow = (minutes: number) => String(Number((minutes / 1440).toFixed(4)));

function evidenceData(incident: Incident, sales: ConversionRecord[]) {
  const first = sales[0];
  if (!first) return {};
  const items = (s: ConversionRecord) =>
    s.items.map((i) => ({
      id: String(i.id),
      sku: i.sku ?? '',
      category: i.category ?? '',
      status: i.status,
    }));
  const data: Record<string, unknown> = {
    conversion_reference: first.row.conversionReference,
    currency: first.row.currency,
    conversion_items: items(first),
  };
  if (incident.metric === 'basket_variability_sku') {
    data.conversions = sales.map((s) => ({
      conversion_reference: s.row.conversionReference,
      count: s.items.length,
      items: items(s),
    }));
    data.total = sales.reduce((sum, s) => sum + Number(s.row.value), 0);
  }
  return data;
}

export function presentIncident(incident: Incident, sales: ConversionRecord[] = []): IncidentOut {
  const who =
    incident.type === 'ip_address'
      ? { ip_address: incident.ipDigest ?? '' }
      : { partner: { id: String(incident.partnerId ?? ''), name: incident.partnerName ?? '' } };
  return {
    id: String(incident.id),
    type: incident.type,
    metric: incident.metric,
    date: incident.day,
    time_window: timeWindow(incident.windowMinutes),
    status: incident.status,
    created_at: incident.createdAt.toISOString(),
    deleted_at: incident.deletedAt?.toISOString() ?? null,
    ...who,
    hold_id: incident.holdId === null ? null : String(incident.holdId),
    data: {
      threshold: Number(incident.threshold),
      value: Number(incident.value),
      ...evidenceData(incident, sales),
      ...(incident.evidence.partnerIds
        ? { partner_ids: incident.evidence.partnerIds.map(String) }
        : {}),
    },
  };
}

/** The reference's action links of an incident. */
export function incidentLinks(campaignId: number, incident: Incident): Record<string, string> {
  const base = `v2/campaigns/${campaignId}/fraud/incidents/${incident.id}`;
  const links: Record<string, string> = {};
  if (incident.evidence.conversionIds?.length) {
    links['reject-conversions'] = `${base}/reject-conversions`;
    links['pend-conversions'] = `${base}/pend-conversions`;
  }
  if (incident.partnerId !== null) links['reject-partner'] = `${base}/reject-partner`;
  return links;
}

export const presentPaidSearchViolation = (row: PaidSearchViolationRow) => ({
  id: String(row.id),
  participation_id: String(row.participationId),
  start_date_time: row.startAt.toISOString(),
  end_date_time: row.endAt?.toISOString() ?? null,
});

/** Ours: the offending sales with value and time, and the hold the incident placed. */
export function presentEvidence(
  incident: Incident,
  sales: ConversionRecord[],
  hold: PaymentHoldRow | null,
) {
  return {
    conversion_count: incident.evidence.conversionIds?.length ?? 0,
    conversions: sales.map(({ row }) => ({
      conversion_id: String(row.id),
      conversion_reference: row.conversionReference,
      status: row.status,
      value: row.value,
      commission: row.commission,
      currency: row.currency,
      commission_currency: row.commissionCurrency,
      conversion_time: row.conversionTime.toISOString(),
    })),
    note: incident.evidence.note ?? null,
    hold: hold && {
      id: String(hold.id),
      reason: hold.reason,
      released_at: hold.releasedAt?.toISOString() ?? null,
      release_reason: hold.releaseReason,
    },
  };
}

export const presentIncidentAcross = (i: IncidentAcross) => ({
  id: String(i.id),
  campaign_id: String(i.campaignId),
  campaign_title: i.campaignTitle,
  partner_id: i.partnerId === null ? null : String(i.partnerId),
  partner_name: i.partnerName,
  ip_address: i.ipDigest,
  type: i.type,
  metric: i.metric,
  date: i.day,
  threshold: String(Number(i.threshold)),
  value: String(Number(i.value)),
  status: i.status,
  conversion_count: i.evidence.conversionIds?.length ?? 0,
  hold_id: i.holdId === null ? null : String(i.holdId),
  hold_open: i.holdOpen,
  created_at: i.createdAt.toISOString(),
});

export const presentFraudRule = (r: RuleSetting, windowed: boolean) => ({
  metric: r.metric,
  enabled: r.enabled,
  threshold: String(r.threshold),
  window_minutes: r.windowMinutes,
  windowed,
  hold_payments: r.holdPayments,
  source: r.source,
});
