import { sql, type SQL } from 'drizzle-orm';
import { campaigns, clicks, partners } from '@/lib/db/schema';
import type {
  ClickDimension,
  ClickFilterBy,
  ClickFilterField,
} from '@/lib/schemas/click-analytics';
import { NOTHING } from './click-conditions';

/**
 * The dimensions and filter fields of the click analytics as SQL over clicks (joined to its
 * campaign and partner). Ids follow the reference lists (lib/schemas/reference/lists.ts: device
 * 1 other, 2 desktop, 3 mobile, 4 tablet; user context 2 web, 3 mobile web; partnership model
 * 2 CPA for standard clicks). What we do not record (country, browser, os, traffic source,
 * creative descriptions) is null and matches no filter.
 */

const deviceId = sql<number>`(case ${clicks.device} when 'desktop' then 2 when 'mobile' then 3 when 'tablet' then 4 else 1 end)`;
const userContextId = sql<number>`(case ${clicks.device} when 'desktop' then 2 when 'mobile' then 3 when 'tablet' then 3 else 1 end)`;
const userContextName = sql<string>`(case ${clicks.device} when 'desktop' then 'Web' when 'mobile' then 'Mobile web' when 'tablet' then 'Mobile web' else 'Other' end)`;
const modelId = sql<number | null>`(case when ${clicks.type} = 'standard' then 2 end)`;
const NULL = sql<null>`null`;

/** The output columns of a dimension (date_time is built by the caller: it needs the zone). */
export function dimensionColumns(d: Exclude<ClickDimension, 'date_time'>): Record<string, SQL> {
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
      return { country: NULL, country_name: NULL };
    default:
      return { [d]: NULL };
  }
}

const FILTER_SQL: Partial<Record<ClickFilterField, SQL>> = {
  advertiser_reference: sql`${clicks.adref}`,
  campaign_id: sql`${clicks.campaignId}::text`,
  campaign_name: sql`${campaigns.title}`,
  creative_id: sql`${clicks.creativeId}::text`,
  device_id: sql`${deviceId}::text`,
  partner_id: sql`${clicks.partnerId}::text`,
  partner_name: sql`${partners.accountName}`,
  publisher_reference: sql`${clicks.pubref}`,
  partnership_model_id: sql`${modelId}::text`,
  type: sql`${clicks.type}`,
  user_context_id: sql`${userContextId}::text`,
};

const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function oneCondition(expr: SQL, operator: ClickFilterBy[number]['operator'], value: string): SQL {
  switch (operator) {
    case 'STARTS_WITH':
      return sql`${expr} like ${`${likeEscape(value)}%`}`;
    case 'ENDS_WITH':
      return sql`${expr} like ${`%${likeEscape(value)}`}`;
    case 'CONTAINS':
      return sql`${expr} like ${`%${likeEscape(value)}%`}`;
    case 'SEARCH':
      return sql`${expr} ilike ${`%${likeEscape(value)}%`}`;
    default:
      return sql`${expr} = ${value}`;
  }
}

/** Every filter must hold; `not` negates one (a missing value matches `not` filters only). */
export function filterConditions(filters: ClickFilterBy | undefined): SQL[] {
  return (filters ?? []).map((f) => {
    const expr = FILTER_SQL[f.field];
    const values = (Array.isArray(f.value) ? f.value : [f.value]).map(String);
    if (!expr) return f.not ? sql`true` : NOTHING;
    const any = sql`(${sql.join(
      values.map((v) => oneCondition(expr, f.operator, v)),
      sql` or `,
    )})`;
    return f.not ? sql`(${expr} is null or not ${any})` : any;
  });
}
