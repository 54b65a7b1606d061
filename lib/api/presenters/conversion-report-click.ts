import { formatInZone } from '@/lib/schemas/conversion';
import type { ReportRow } from '@/lib/services/conversions';
import { CONTEXT, DEVICE } from './click-report';

/** The conversion reports' embedded `click` object (docs/jobs-and-conversions.md#conversion-reports). */

const CLICK = {
  click_id: null,
  cookie_id: null,
  campaign_id: null,
  publisher_id: null,
  publisher_name: null,
  type: null,
  status: null,
  set_time: null,
  set_ip: null,
  last_used: null,
  last_ip: null,
  referer: null,
  country: null,
  creative_id: null,
  creative_type: null,
  specific_creative_id: null,
  ref_device_id: null,
  ref_traffic_source_id: null,
  ref_partnership_model_id: null,
  ref_user_context_id: null,
  ref_device: null,
  ref_traffic_source: null,
  ref_partnership_model: null,
  ref_user_context: null,
  clickref: null,
};

/** The click object: the winning click's facts the conversion keeps; every value null when no click won. */
export function clickOf(r: ReportRow, tz: string) {
  const { row } = r;
  if (row.clickId === null || row.clickedAt === null) return CLICK;
  const time = formatInZone(row.clickedAt, tz);
  const base = {
    ...CLICK,
    click_id: String(row.clickId),
    campaign_id: String(row.campaignId),
    publisher_id: row.partnerId === null ? null : String(row.partnerId),
    publisher_name: r.partnerName,
    set_time: time,
    clickref: row.clickref,
  };
  if (!r.click) return base;
  // As the click report shows the click (docs/api-decisions.md#click-reports): it won, so used.
  const c = r.click;
  const [deviceId, deviceName] = DEVICE[c.device];
  const [contextId, contextName] = CONTEXT[c.device];
  return {
    ...base,
    type: c.type,
    status: 'used',
    set_ip: c.ipDigest,
    last_ip: c.ipDigest,
    referer: c.referer,
    country: c.country,
    creative_id: c.creativeId,
    ref_device_id: deviceId,
    ref_user_context_id: contextId,
    ref_device: deviceName,
    ref_user_context: contextName,
    ref_partnership_model_id: c.type === 'standard' ? 2 : null,
    ref_partnership_model: c.type === 'standard' ? 'CPA' : null,
  };
}
