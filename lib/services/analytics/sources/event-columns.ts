import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { campaigns, partners } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { EventDimension, EventFilterField } from '@/lib/schemas/analytics/event-bodies';
import { COUNTRY_LIST } from '@/lib/schemas/reference/data';
import type { SelectQuery } from '../source';

/**
 * The dimensions and filter fields of the tracking events' analytics (clicks, impressions) as
 * SQL over the event's table (joined to its campaign and partner). Ids follow the reference
 * lists (lib/schemas/reference/lists.ts: device 1 other, 2 desktop, 3 mobile, 4 tablet; user
 * context 2 web, 3 mobile web; partnership model 2 CPA for standard clicks); a country is named
 * as the reference's country list names it. What we do not record (browser, os, traffic source,
 * creative descriptions; an impression's partnership model) is null and matches no filter;
 * neither does an event without a country (CLICK_COUNTRY_HEADER).
 */

/** The columns of an event table the dimensions read. */
export interface EventTable {
  table: PgTable;
  campaignId: PgColumn;
  partnerId: PgColumn;
  creativeId: PgColumn;
  device: PgColumn;
  country: PgColumn;
  pubref: PgColumn;
  adref: PgColumn;
  /** standard or cpc: clicks only. */
  type?: PgColumn;
}

export interface EventColumns {
  dimension(d: EventDimension): Record<string, SQL>;
  filters: Partial<Record<EventFilterField, SQL>>;
  select(db: Db, fields: Record<string, SQL>, where: SQL): SelectQuery;
}

const NULL = sql<null>`null`;
// Written out once from fixed reference data (two letters and names, quotes doubled).
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
const COUNTRY_NAMES = sql.raw(
  COUNTRY_LIST.map((c) => `when ${quoted(c.iso)} then ${quoted(c.printable_name)}`).join(' '),
);

export function eventColumns(t: EventTable): EventColumns {
  const deviceId = sql<number>`(case ${t.device} when 'desktop' then 2 when 'mobile' then 3 when 'tablet' then 4 else 1 end)`;
  const userContextId = sql<number>`(case ${t.device} when 'desktop' then 2 when 'mobile' then 3 when 'tablet' then 3 else 1 end)`;
  const userContextName = sql<string>`(case ${t.device} when 'desktop' then 'Web' when 'mobile' then 'Mobile web' when 'tablet' then 'Mobile web' else 'Other' end)`;
  const standard = t.type && sql`${t.type} = 'standard'`;
  const modelId = standard ? sql<number | null>`(case when ${standard} then 2 end)` : NULL;
  const countryName = sql<
    string | null
  >`(case ${t.country} ${COUNTRY_NAMES} else ${t.country} end)`;

  const dimension = (d: EventDimension): Record<string, SQL> => {
    switch (d) {
      case 'campaign':
        return {
          campaign_id: sql`${t.campaignId}::text`,
          campaign_name: sql`${campaigns.title}`,
        };
      case 'partner':
        return {
          partner_id: sql`${t.partnerId}::text`,
          partner_name: sql`${partners.accountName}`,
        };
      case 'device':
        return { device_id: sql`${deviceId}::text`, device_name: sql`${t.device}::text` };
      case 'type':
        return { type: t.type ? sql`${t.type}` : NULL };
      case 'user_context':
        return { user_context_id: sql`${userContextId}::text`, user_context_name: userContextName };
      case 'creative':
        return {
          creative_id: sql`${t.creativeId}::text`,
          creative_description: NULL,
          creative_advertiser_reference: NULL,
        };
      case 'advertiser_reference':
        return { advertiser_reference: sql`${t.adref}` };
      case 'publisher_reference':
        return { publisher_reference: sql`${t.pubref}` };
      case 'partnership_model':
        return {
          partnership_model_id: standard ? sql`${modelId}::text` : NULL,
          partnership_model_name: standard ? sql`(case when ${standard} then 'CPA' end)` : NULL,
        };
      case 'traffic_source':
        return { traffic_source_id: NULL, traffic_source_name: NULL };
      case 'country':
        return { country: sql`${t.country}`, country_name: countryName };
      default:
        return { [d]: NULL };
    }
  };

  const filters: Partial<Record<EventFilterField, SQL>> = {
    advertiser_reference: sql`${t.adref}`,
    campaign_id: sql`${t.campaignId}::text`,
    campaign_name: sql`${campaigns.title}`,
    country: sql`${t.country}`,
    creative_id: sql`${t.creativeId}::text`,
    device_id: sql`${deviceId}::text`,
    partner_id: sql`${t.partnerId}::text`,
    partner_name: sql`${partners.accountName}`,
    publisher_reference: sql`${t.pubref}`,
    user_context_id: sql`${userContextId}::text`,
    ...(t.type && { partnership_model_id: sql`${modelId}::text`, type: sql`${t.type}` }),
  };

  const select = (db: Db, fields: Record<string, SQL>, where: SQL) =>
    db
      .select(fields)
      .from(t.table)
      .innerJoin(campaigns, eq(campaigns.id, t.campaignId))
      .innerJoin(partners, eq(partners.id, t.partnerId))
      .where(where)
      .$dynamic() as unknown as SelectQuery;

  return { dimension, filters, select };
}

/** The 400 of an order_by field whose dimension is not grouped. */
export const eventOrderByError = (field: string) =>
  AppError.field(
    ['order_by'],
    'invalid_value',
    `order_by ${field} needs its dimension in group_by`,
  );
