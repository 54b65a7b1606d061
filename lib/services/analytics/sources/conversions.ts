import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns, conversionItems, conversions, exchangeRates, partners } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { AnalyticsQuery } from '@/lib/schemas/analytics/common';
import {
  BRAND_METRICS,
  MONEY_METRICS,
  PARTNER_METRICS,
  UNSUPPORTED_METRICS,
  type ConversionMetric,
} from '@/lib/schemas/analytics/conversions';
import type { ConversionDimension } from '@/lib/schemas/analytics/conversion-groups';
import type { AnalyticsSource, SelectQuery } from '../source';
import { conversionDimensionColumns, conversionFilterColumn } from './conversion-columns';

/**
 * Conversions, by conversion_time, every status (filter conversion_status to narrow). The brand
 * side sees its campaigns' conversions, unattributed ones included; the partner side only those
 * credited to it. Partner commission counts attributed conversions only. Money sums are exact
 * (numeric) and in one currency: output_currency, or the single currency of the matching
 * conversions. Dimensions we do not record group as one null value; item dimensions (sku,
 * category) are refused: a conversion's metrics cannot be split over its items without double
 * counting. Decisions: docs/api-decisions.md#conversion-analytics.
 */

const REJECTED = sql`${conversions.status} in ('rejected', 'fraudulent')`;
const ATTRIBUTED = sql`${conversions.partnerId} is not null`;
const ITEMS = sql`(select count(*) from ${conversionItems} where ${conversionItems.conversionId} = ${conversions.id})`;

/** The money columns the metrics sum: as stored, or converted into output_currency. */
interface Money {
  value: SQL;
  commission: SQL;
}
const STORED: Money = {
  value: sql`${conversions.value}`,
  commission: sql`${conversions.commission}`,
};

/** Each metric's SQL, given the conditions that keep money sums in one currency. */
function metricSql(
  m: ConversionMetric,
  inCommission: SQL,
  inValue: SQL,
  money: Money = STORED,
): SQL {
  const commission = (where: SQL) =>
    sql`coalesce(sum(${money.commission}) filter (where ${where}), 0)`;
  const avg = (col: SQL, where: SQL) =>
    sql`coalesce(round(avg(${col}) filter (where ${where}), 4), 0)`;
  const both = sql`${inCommission} and ${inValue}`;
  const pct = (where: SQL) =>
    sql`coalesce(round(100 * sum(${money.commission}) filter (where ${where}) / nullif(sum(${money.value}) filter (where ${where}), 0), 2), 0)`;
  switch (m) {
    case 'total_conversions':
      return sql`count(*)::int`;
    case 'total_conversion_items':
      return sql`coalesce(sum(${ITEMS}), 0)::int`;
    case 'average_order_size':
      return sql`coalesce(round(sum(${ITEMS})::numeric / nullif(count(*), 0), 4), 0)`;
    case 'conversion_rejection_rate':
      return sql`coalesce(round((count(*) filter (where ${REJECTED}))::numeric / nullif(count(*), 0), 4), 0)`;
    case 'total_commission':
      return commission(inCommission);
    case 'total_partner_commission':
      return commission(sql`${ATTRIBUTED} and ${inCommission}`);
    case 'average_commission':
    case 'e_cpa':
      return avg(money.commission, inCommission);
    case 'average_partner_commission':
      return avg(money.commission, sql`${ATTRIBUTED} and ${inCommission}`);
    case 'percentage_commission':
      return pct(both);
    case 'percentage_partner_commission':
      return pct(sql`${ATTRIBUTED} and ${both}`);
    case 'total_order_value':
      return sql`coalesce(sum(${money.value}) filter (where ${inValue}), 0)`;
    case 'average_order_value':
      return avg(money.value, inValue);
    default:
      throw new Error(`no SQL for ${m}`);
  }
}

const select = (db: Db, fields: Record<string, SQL>, where: SQL) =>
  db
    .select(fields)
    .from(conversions)
    .innerJoin(campaigns, eq(campaigns.id, conversions.campaignId))
    .leftJoin(partners, eq(partners.id, conversions.partnerId))
    .where(where)
    .$dynamic();

/** The sale's UTC day: the day its money converts at (docs/exchange-rates.md). */
const SALE_DAY = sql`(${conversions.conversionTime} at time zone 'UTC')::date`;

/** Units of `currency` for one euro on the latest day on or before the sale's (ECB before demo). */
const perEuro = (currency: SQL) =>
  sql`case when ${currency} = 'EUR' then 1::numeric else (select ${exchangeRates.rate} from ${exchangeRates} where ${exchangeRates.networkId} = ${conversions.networkId} and ${exchangeRates.currency} = ${currency} and ${exchangeRates.date} <= ${SALE_DAY} order by ${exchangeRates.date} desc, case ${exchangeRates.source} when 'ecb' then 0 else 1 end, ${exchangeRates.source} limit 1) end`;

/**
 * `amount` (in `currency`) in `to` as convertMoney converts it: the cross rate to-rate ÷
 * from-rate kept to 20 significant digits (half up), times the amount, rounded half up to
 * 0.0001 (amounts are never negative, so round's half away from zero is half up). Null when a
 * rate is missing.
 */
function convertedSql(amount: SQL, currency: SQL, to: string): SQL {
  const quotient = sql`(${perEuro(sql`${to}::text`)})::numeric(60, 40) / (${perEuro(currency)})`;
  const rate = sql`round(${quotient}, 19 - floor(log(${quotient}))::int)`;
  return sql`case when ${currency} = ${to} then ${amount} else round(${amount} * ${rate}, 4) end`;
}

/**
 * The currency money metrics sum in. With output_currency every conversion's value and
 * commission convert into it at the sale's day (a conversion with no rate for that day: 400
 * naming the currency and day); without, the matching rows' only currency.
 */
async function currencyConditions(
  db: Db,
  q: AnalyticsQuery,
  metrics: ConversionMetric[],
  where: SQL,
): Promise<{ inCommission: SQL; inValue: SQL; money?: Money }> {
  const kinds = new Set(metrics.map((m) => MONEY_METRICS[m]).filter(Boolean));
  const all = { inCommission: sql`true`, inValue: sql`true` };
  if (!kinds.size) return all;
  if (q.output_currency) {
    const out = q.output_currency;
    const money = {
      value: convertedSql(sql`${conversions.value}`, sql`${conversions.currency}`, out),
      commission: convertedSql(
        sql`${conversions.commission}`,
        sql`${conversions.commissionCurrency}`,
        out,
      ),
    };
    const missing = [
      ...(kinds.has('currency') ? [sql`${money.value} is null`] : []),
      ...(kinds.has('commission') ? [sql`${money.commission} is null`] : []),
    ];
    const [gap] = await select(
      db,
      {
        c: kinds.has('currency')
          ? sql<string>`case when ${money.value} is null then ${conversions.currency} else ${conversions.commissionCurrency} end`
          : sql<string>`${conversions.commissionCurrency}`,
        day: sql<string>`${SALE_DAY}::text`,
      },
      sql`${where} and (${sql.join(missing, sql` or `)})`,
    )
      .orderBy(sql`2`)
      .limit(1);
    if (gap)
      throw AppError.field(
        ['output_currency'],
        'invalid_value',
        `conversions in ${gap.c} on ${gap.day} cannot be converted into ${out}: no exchange rate on or before that day (import the ECB rates)`,
      );
    return { ...all, money };
  }
  const rows = await select(
    db,
    { c: sql<string>`${conversions.currency}`, k: sql<string>`${conversions.commissionCurrency}` },
    where,
  ).groupBy(sql.raw('1'), sql.raw('2'));
  const found = new Set<string>();
  for (const r of rows) {
    if (kinds.has('currency')) found.add(String(r.c));
    if (kinds.has('commission')) found.add(String(r.k));
  }
  if (found.size > 1)
    throw AppError.field(
      ['output_currency'],
      'invalid_value',
      `the conversions are in several currencies (${[...found].sort().join(', ')}); name output_currency to convert them into one`,
    );
  return all;
}

function checkMetrics(metrics: string[]): void {
  const unsupported = metrics.findIndex((m) => UNSUPPORTED_METRICS.includes(m as ConversionMetric));
  if (unsupported >= 0)
    throw AppError.field(
      ['metrics', unsupported],
      'invalid_value',
      `${metrics[unsupported]} is not supported (no cost or return data is recorded)`,
    );
}

function checkGroups(q: AnalyticsQuery): void {
  const groupBy = q.group_by ?? [];
  const item = groupBy.findIndex((d) => d === 'sku' || d === 'category');
  if (item >= 0)
    throw AppError.field(
      ['group_by', item],
      'invalid_value',
      `${groupBy[item]} is an item dimension: conversion metrics are not split over items (filter_by ${groupBy[item]} instead)`,
    );
  if (q.interval?.field && q.interval.field !== 'date_time')
    throw AppError.field(
      ['interval', 'field'],
      'invalid_value',
      `${q.interval.field} is not recorded; group by date_time (the conversion time)`,
    );
}

export const conversionSource: AnalyticsSource = {
  name: 'conversions',
  noun: 'conversion',
  columns: {
    networkId: conversions.networkId,
    campaignId: conversions.campaignId,
    partnerId: conversions.partnerId,
    time: conversions.conversionTime,
  },
  always: [],
  select: (db, fields, where) => select(db, fields, where) as unknown as SelectQuery,
  metrics: { brand: BRAND_METRICS, partner: PARTNER_METRICS },
  checkMetrics,
  checkGroups,
  metricFields: async (db, q, names, where) => {
    const metrics = names as ConversionMetric[];
    const { inCommission, inValue, money } = await currencyConditions(db, q, metrics, where);
    return Object.fromEntries(metrics.map((m) => [m, metricSql(m, inCommission, inValue, money)]));
  },
  dimensionColumns: (d) => conversionDimensionColumns(d as ConversionDimension),
  filterColumn: conversionFilterColumn,
  orderByError: (field, index, columns) =>
    AppError.field(
      ['order_by', index, 'field'],
      'invalid_value',
      `order_by ${field} must be a metric or a column of a group_by dimension (${columns.join(', ')})`,
    ),
};
