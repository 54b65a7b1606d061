import { z } from 'zod';
import {
  reportWindowDoc,
  reportWindowFields,
  reportWindowInput,
  resolveReportWindow,
} from './report-window';
import { PaginationOut } from './pagination';
import { queryDoc } from './doc';
import { mergeLists, multipivots, queryList } from './query-lists';

/**
 * The click reports (partner: GET /reporting/report_publisher/publisher/{id}/click, brand:
 * GET /reporting/report_advertiser/campaign/{id}/click) with the conversion report's window and
 * paging (lib/schemas/report-window.ts). Decisions: docs/api-decisions.md#click-reports.
 */

/** The reference's click statuses; we derive fresh (not converted) and used (converted). */
const CLICK_REPORT_STATUSES = ['fresh', 'stale', 'used', 'nibbled'] as const;
/** The reference's statuses[] text names conversion statuses: accepted and ignored on clicks. */
const CONVERSION_STATUS_VALUES = ['approved', 'pending', 'rejected'];

/** The raw click report query from a URL, for `ClickReportQuery`. */
export function clickReportQueryInput(params: URLSearchParams): Record<string, unknown> {
  const pivots = multipivots(params);
  return {
    ...reportWindowInput(params),
    date_type: params.get('date_type') ?? undefined,
    statuses: queryList(params, ['statuses', 'status']),
    currencies: queryList(params, 'currency'),
    campaign_ids: mergeLists(queryList(params, 'campaign_id'), pivots.campaign),
    publisher_ids: mergeLists(queryList(params, 'publisher_id'), pivots.publisher),
    publisher_references: pivots.publisher_reference,
    advertiser_references: pivots.advertiser_reference,
  };
}

const texts = z.array(z.string()).optional();

const RawClickReportQuery = z.object({
  ...reportWindowFields,
  /** Clicks have one time (set_time): every date_type reads it. */
  date_type: z.enum(['standard', 'approved_at', 'last_modified', 'last_updated']).optional(),
  statuses: z
    .array(
      z
        .string()
        .refine((v) => [...CLICK_REPORT_STATUSES, ...CONVERSION_STATUS_VALUES].includes(v), {
          params: { kind: 'invalid_enum' },
          message: 'must be one of: fresh, stale, used, nibbled',
        }),
    )
    .optional()
    .transform((l) => l?.filter((v) => !CONVERSION_STATUS_VALUES.includes(v))),
  /** Clicks carry no currency: checked as codes, then ignored. */
  currencies: z
    .array(
      z.string().refine((v) => /^[A-Za-z]{3}$/.test(v), {
        params: { kind: 'invalid_currency' },
        message: 'must be a currency code',
      }),
    )
    .optional(),
  campaign_ids: texts,
  publisher_ids: texts,
  publisher_references: texts,
  advertiser_references: texts,
});

export const ClickReportQuery = RawClickReportQuery.transform((q, ctx) => {
  const window = resolveReportWindow(q, ctx);
  if (!window) return z.NEVER;
  return { ...q, start_date: window.start, end_date: window.end };
});
export type ClickReportQuery = z.output<typeof ClickReportQuery>;

/** The parameters as the OpenAPI document lists them (the handlers read the URL themselves). */
export const ClickReportQueryDoc = z.object({
  ...reportWindowDoc,
  'statuses[]': queryDoc(
    'fresh (not converted), used (converted); stale and nibbled match nothing; approved, pending, rejected are ignored',
  ),
  'currency[]': queryDoc('Accepted and ignored: clicks carry no currency'),
  date_type: queryDoc('Accepted; every date_type reads the click time'),
  'campaign_id[]': queryDoc('Campaign ids'),
  'publisher_id[]': queryDoc('Partner ids'),
  'multipivot[{pivot}][]': queryDoc(
    'campaign, publisher, publisher_reference, advertiser_reference',
  ),
});

const idText = z.string();
const num = z.number().nullable();

const ClickBase = {
  campaign_id: idText,
  publisher_id: idText,
  type: z.string(),
  status: z.enum(['fresh', 'used']),
  set_time: z.string(),
  set_ip: z.string().nullable(),
  last_used: z.string(),
  last_ip: z.string().nullable(),
  referer: z.string().nullable(),
  creative_id: z.number(),
  creative_type: z.number(),
  specific_creative_id: z.number(),
  country: z.string().nullable(),
  ref_device_id: z.number(),
  ref_traffic_source_id: num,
  ref_partnership_model_id: num,
  ref_user_context_id: z.number(),
  ref_device: z.string(),
  ref_traffic_source: z.string().nullable(),
  ref_partnership_model: z.string().nullable(),
  ref_user_context: z.string(),
  clickref: z.string(),
  meta_data: z.array(z.object({ key: z.string(), value: z.string() })),
  /** Ours: false when the click earns nobody anything, with its reason. */
  creditable: z.boolean(),
  invalid_reason: z.string().nullable(),
};

export const PartnerClickOut = z.object({
  ...ClickBase,
  publisher_reference: z.string().nullable(),
});
export type PartnerClickOut = z.infer<typeof PartnerClickOut>;

export const BrandClickOut = z.object({
  ...ClickBase,
  click_id: idText,
  cookie_id: z.null(),
  device_id: z.null(),
  advertiser_reference: z.string().nullable(),
  publisher_reference: z.string().nullable(),
  publisher_name: z.string(),
  user_agent: z.string().nullable(),
});
export type BrandClickOut = z.infer<typeof BrandClickOut>;

const Header = {
  unique_click_count: z.number(),
  start_date_time_utc: z.string(),
  end_date_time_utc: z.string(),
  start_date_time: z.string(),
  end_date_time: z.string(),
  timezone: z.string(),
  limit: z.number(),
  offset: z.number(),
  count: z.number(),
  hypermedia: z.object({ pagination: PaginationOut }),
};

export const PartnerClickReportResponse = z.object({
  ...Header,
  clicks: z.array(z.object({ click: PartnerClickOut })),
});
export type PartnerClickReportResponse = z.infer<typeof PartnerClickReportResponse>;

export const BrandClickReportResponse = z.object({
  ...Header,
  clicks: z.array(z.object({ click: BrandClickOut })),
});
export type BrandClickReportResponse = z.infer<typeof BrandClickReportResponse>;
