import type { CsvColumn } from '@/lib/api/http/csv';
import type { ConversionReviewRowOut } from '@/lib/schemas/conversion';
import type { ReportRow } from '@/lib/services/conversions';
import { decimalText } from './campaign';
import { isoDateTime } from './common';

/** A conversion as the console's review list shows it: money as exact text, stage and net amounts from its lifecycle. */
export function presentReviewRow(r: ReportRow): ConversionReviewRowOut {
  const c = r.row;
  const stage = r.lifecycle.stage;
  return {
    conversion_id: String(c.id),
    conversion_reference: c.conversionReference,
    campaign_id: String(c.campaignId),
    campaign_title: r.campaignTitle,
    publisher_id: c.partnerId === null ? null : String(c.partnerId),
    publisher_name: r.partnerName,
    conversion_time: isoDateTime(c.conversionTime),
    status: c.status,
    stage,
    attribution: c.partnerId === null ? 'unattributed' : c.attribution,
    currency: c.currency,
    value: decimalText(c.value)!,
    net_value: decimalText(r.lifecycle.netValue)!,
    commission_currency: c.commissionCurrency,
    commission: decimalText(c.commission)!,
    net_commission: decimalText(r.lifecycle.netCommission)!,
    reason: c.reason,
    item_count: r.items.length,
  };
}

/** The export's columns: the list's fields, one row per conversion. */
export const REVIEW_CSV_COLUMNS: CsvColumn<ConversionReviewRowOut>[] = (
  [
    'conversion_id',
    'conversion_reference',
    'conversion_time',
    'campaign_id',
    'campaign_title',
    'publisher_id',
    'publisher_name',
    'status',
    'stage',
    'attribution',
    'currency',
    'value',
    'net_value',
    'commission_currency',
    'commission',
    'net_commission',
    'reason',
  ] as const
).map((key) => ({ header: key, value: (row) => row[key] }));
