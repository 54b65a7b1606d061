import type { CsvColumn } from '@/lib/api/http/csv';
import { offsetPagination } from '@/lib/api/http/pagination';
import type {
  BrandClickOut,
  BrandClickReportResponse,
  ClickReportQuery,
  PartnerClickOut,
  PartnerClickReportResponse,
} from '@/lib/schemas/click-report';
import { formatInZone } from '@/lib/schemas/conversion/report-dates';
import { reportWindowTimes } from '@/lib/schemas/report-window';
import type { ClickReportPage, ClickRow } from '@/lib/services/click-reports';

/**
 * The click reports as the reference renders them (docs/api-decisions.md#click-reports):
 * set_ip is the stored digest (never an address), status fresh or used, the ref_* ids from
 * the reference lists. Partners read the same invalid reasons as the brand.
 */

export const DEVICE = {
  desktop: [2, 'Desktop'],
  mobile: [3, 'Mobile'],
  tablet: [4, 'Tablet'],
  other: [1, 'Other'],
} as const;
export const CONTEXT = {
  desktop: [2, 'Web'],
  mobile: [3, 'Mobile web'],
  tablet: [3, 'Mobile web'],
  other: [1, 'Other'],
} as const;

function base(r: ClickRow, tz: string) {
  const time = formatInZone(r.clickedAt, tz);
  const [deviceId, deviceName] = DEVICE[r.device];
  const [contextId, contextName] = CONTEXT[r.device];
  return {
    campaign_id: String(r.campaignId),
    publisher_id: String(r.partnerId),
    type: r.type,
    status: r.converted ? ('used' as const) : ('fresh' as const),
    set_time: time,
    set_ip: r.ipDigest,
    last_used: time,
    last_ip: r.ipDigest,
    referer: r.referer,
    creative_id: r.creativeId ?? 0,
    creative_type: 0,
    specific_creative_id: 0,
    country: r.country,
    ref_device_id: deviceId,
    ref_traffic_source_id: null,
    ref_partnership_model_id: r.type === 'standard' ? 2 : null,
    ref_user_context_id: contextId,
    ref_device: deviceName,
    ref_traffic_source: null,
    ref_partnership_model: r.type === 'standard' ? 'CPA' : null,
    ref_user_context: contextName,
    clickref: r.clickref,
    meta_data: Object.entries(r.metaData ?? {}).map(([key, value]) => ({ key, value })),
    creditable: r.creditable,
    invalid_reason: r.invalidReason as string | null,
  };
}

function partnerClick(r: ClickRow, tz: string): PartnerClickOut {
  // The partner reads the same reason as the brand (bot, flood, self_click ...): a partner told
  // only "filtered" could not tell a shared office address from a broken link.
  return { ...base(r, tz), publisher_reference: r.pubref };
}

function brandClick(r: ClickRow, tz: string): BrandClickOut {
  return {
    ...base(r, tz),
    click_id: String(r.id),
    cookie_id: null,
    device_id: null,
    advertiser_reference: r.adref,
    publisher_reference: r.pubref,
    publisher_name: r.partnerName,
    user_agent: r.userAgent,
  };
}

function header(page: ClickReportPage, query: ClickReportQuery, requestUrl: string) {
  return {
    unique_click_count: page.uniqueCount,
    ...reportWindowTimes(query),
    timezone: query.timezone,
    limit: query.limit,
    offset: page.offset,
    count: page.count,
    hypermedia: {
      pagination: offsetPagination(
        requestUrl,
        { offset: page.offset, limit: query.limit },
        page.count,
      ),
    },
  };
}

export function presentPartnerClickReport(
  page: ClickReportPage,
  query: ClickReportQuery,
  requestUrl: string,
): PartnerClickReportResponse {
  return {
    ...header(page, query, requestUrl),
    clicks: page.rows.map((r) => ({ click: partnerClick(r, query.timezone) })),
  };
}

export function presentBrandClickReport(
  page: ClickReportPage,
  query: ClickReportQuery,
  requestUrl: string,
): BrandClickReportResponse {
  return {
    ...header(page, query, requestUrl),
    clicks: page.rows.map((r) => ({ click: brandClick(r, query.timezone) })),
  };
}

/** CSV columns (one row per click), times in the report's zone. */
export function clickCsvColumns(side: 'partner' | 'brand', tz: string): CsvColumn<ClickRow>[] {
  const present = (r: ClickRow) => (side === 'partner' ? partnerClick(r, tz) : brandClick(r, tz));
  const keys = [
    'clickref',
    'campaign_id',
    'publisher_id',
    'type',
    'status',
    'set_time',
    'set_ip',
    'publisher_reference',
    'referer',
    'ref_device_id',
    'creditable',
    'invalid_reason',
  ] as const;
  return keys.map((k) => ({
    header: k,
    value: (r: ClickRow) => {
      const v = (present(r) as Record<string, unknown>)[k];
      return v === null || v === undefined
        ? ''
        : typeof v === 'boolean'
          ? v
            ? 'y'
            : 'n'
          : String(v);
    },
  }));
}
