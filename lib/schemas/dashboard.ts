import { z } from 'zod';
import { timeZone } from './fields';

/**
 * The console overview's dashboard (ours): the last 30 days against the 30 before, a daily
 * series of the last 30, and the work waiting. Staff see the network, brand users the campaigns
 * of their brands. Money is exact decimal strings, one entry per currency.
 */

export const DashboardQuery = z.object({
  /** Days are calendar days of this zone; today is the last day of the current window. */
  timezone: timeZone().default('UTC'),
});
export type DashboardQuery = z.output<typeof DashboardQuery>;

const count = z.number().int();

const MoneyOut = z.object({
  currency: z.string(),
  amount: z.string(),
});
type MoneyOut = z.infer<typeof MoneyOut>;

const DashboardWindowOut = z.object({
  from: z.string(),
  to: z.string(),
  /** Creditable clicks. */
  clicks: count,
  /** Pending and approved conversions. */
  conversions: count,
  /** Sum of the conversions' values, per currency of the sale. */
  revenue: z.array(MoneyOut),
  /** Sum of their commission, per commission currency. */
  commission: z.array(MoneyOut),
});
type DashboardWindowOut = z.infer<typeof DashboardWindowOut>;

const DashboardOut = z.object({
  current: DashboardWindowOut,
  previous: DashboardWindowOut,
  days: z.array(z.object({ date: z.string(), clicks: count, conversions: count })),
  waiting: z.object({
    partner_requests: count,
    pending_conversions: count,
    claims: count,
  }),
  setup: z.object({
    brands: count,
    campaigns: count,
    partnerships: count,
    first_campaign_id: z.string().nullable(),
  }),
});
type DashboardOut = z.infer<typeof DashboardOut>;

export const DashboardResponse = z.object({ data: DashboardOut });
