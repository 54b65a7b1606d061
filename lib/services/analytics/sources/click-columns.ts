import { sql, type SQL } from 'drizzle-orm';
import { campaigns, clicks, partners } from '@/lib/db/schema';
import type { ClickDimension, ClickFilterField } from '@/lib/schemas/analytics/clicks';
import { COUNTRY_LIST } from '@/lib/schemas/reference/data';

/**
 * The dimensions and filter fields of the click analytics as SQL over clicks (joined to its
 * campaign and partner). Ids follow the reference lists (lib/schemas/reference/lists.ts: device
 * 1 other, 2 desktop, 3 mobile, 4 tablet; user context 2 web, 3 mobile web; partnership model
 * 2 CPA for standard clicks); a country is named as the reference's country list names it. What
 * we do not record (browser, os, traffic source, creative descriptions) is null and matches no
 * filter; neither does a click without a country (CLICK_COUNTRY_HEADER).
 */

const deviceId = sql<number>`(case ${clicks.device} when 'desktop' then 2 when 'mobile' then 3 when 'tablet' then 4 else 1 end)`;
const userContextId = sql<number>`(case ${clicks.device} when 'desktop' then 2 when 'mobile' then 3 when 'tablet' then 3 else 1 end)`;
const userContextName = sql<string>`(case ${clicks.device} when 'desktop' then 'Web' when 'mobile' then 'Mobile web' when 'tablet' then 'Mobile web' else 'Other' end)`;
const modelId = sql<number | null>`(case when ${clicks.type} = 'standard' then 2 end)`;
const NULL = sql<null>`null`;
// Written out once from fixed reference data (two letters and names, quotes doubled).
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
const countryName = sql<string | null>`(case ${clicks.country} ${sql.raw(
  COUNTRY_LIST.map((c) => `when ${quoted(c.iso)} then ${quoted(c.printable_name)}`).join(' '),
)} else ${clicks.country} end)`;

/** The output columns of a dimension (date_time is built by the caller: it needs the zone). */
export function clickDimensionColumns(d: ClickDimension): Record<string, SQL> {
  switch (d) {
    case 'campaign':
      return {
        campaign_id: sql`${clicks.campaignId}::text`,
        campaign_name: sql`${campaigns.title}`,
      };
    case 'partner':
      return {
        partner_id: sql`${clicks.partnerId}::text`,
        partner_name: sql`${partners.accountName}`,
      };
    case 'device':
      return { device_id: sql`${deviceId}::text`, device_name: sql`${clicks.device}::text` };
    case 'type':
      return { type: sql`${clicks.type}` };
    case 'user_context':
      return { user_context_id: sql`${userContextId}::text`, user_context_name: userContextName };
    case 'creative':
      return {
        creative_id: sql`${clicks.creativeId}::text`,
        creative_description: NULL,
        creative_advertiser_reference: NULL,
      };
    case 'advertiser_reference':
      return { advertiser_reference: sql`${clicks.adref}` };
    case 'publisher_reference':
      return { publisher_reference: sql`${clicks.pubref}` };
    case 'partnership_model':
      return {
        partnership_model_id: sql`${modelId}::text`,
        partnership_model_name: sql`(case when ${clicks.type} = 'standard' then 'CPA' end)`,
      };
    case 'traffic_source':
      return { traffic_source_id: NULL, traffic_source_name: NULL };
    case 'country':
      return { country: sql`${clicks.country}`, country_name: countryName };
    default:
      return { [d]: NULL };
  }
}

/** The filter fields we record, as SQL. */
export const CLICK_FILTER_COLUMNS: Partial<Record<ClickFilterField, SQL>> = {
  advertiser_reference: sql`${clicks.adref}`,
  campaign_id: sql`${clicks.campaignId}::text`,
  campaign_name: sql`${campaigns.title}`,
  country: sql`${clicks.country}`,
  creative_id: sql`${clicks.creativeId}::text`,
  device_id: sql`${deviceId}::text`,
  partner_id: sql`${clicks.partnerId}::text`,
  partner_name: sql`${partners.accountName}`,
  publisher_reference: sql`${clicks.pubref}`,
  partnership_model_id: sql`${modelId}::text`,
  type: sql`${clicks.type}`,
  user_context_id: sql`${userContextId}::text`,
};
