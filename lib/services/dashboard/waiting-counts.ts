import { and, eq, inArray, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  brands,
  campaigns,
  conversions,
  participations,
  transactionQueries,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { isStaff } from '../access';
import type { TrafficScope } from '../traffic/traffic-scope';

/**
 * The work waiting in the caller's scope and what it has set up, in one round trip of scalar
 * subqueries, each an index range: partner requests (participations_campaign_status_idx),
 * conversions pending review (conversions_network_status_time_idx) and claims waiting
 * (transaction_queries_network_idx).
 */

export interface DashboardCounts {
  waiting: { partner_requests: number; pending_conversions: number; claims: number };
  setup: {
    brands: number;
    campaigns: number;
    partnerships: number;
    /** The first campaign in scope (where partners are invited), or null. */
    first_campaign_id: number | null;
  };
}

type Rows<T> = { rows: T[] };

export async function waitingCounts(
  db: Db,
  principal: Principal,
  networkId: number,
  scope: TrafficScope,
): Promise<DashboardCounts> {
  const granted = isStaff(principal) ? null : principal.brandIds;
  const ofBrands = (column: Column): SQL | undefined =>
    granted === null ? undefined : granted.length ? inArray(column, granted) : sql`false`;
  const visible = db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.networkId, networkId), ofBrands(campaigns.brandId)));
  const participationsIn = (status: 'a' | 'p') =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(participations)
      .where(
        and(
          eq(participations.networkId, networkId),
          inArray(participations.campaignId, visible),
          eq(participations.status, status),
        ),
      );
  const pendingConversions = db
    .select({ n: sql<number>`count(*)` })
    .from(conversions)
    .where(and(scope.conversions, eq(conversions.status, 'pending')));
  const claims = db
    .select({ n: sql<number>`count(*)` })
    .from(transactionQueries)
    .where(
      and(
        eq(transactionQueries.networkId, networkId),
        eq(transactionQueries.state, 'pending'),
        isNull(transactionQueries.deletedAt),
        granted === null ? undefined : inArray(transactionQueries.campaignId, visible),
      ),
    );
  const brandCount = db
    .select({ n: sql<number>`count(*)` })
    .from(brands)
    .where(and(eq(brands.networkId, networkId), ofBrands(brands.id)));
  const campaignStats = db
    .select({ n: sql<number>`count(*)` })
    .from(campaigns)
    .where(and(eq(campaigns.networkId, networkId), ofBrands(campaigns.brandId)));
  const firstCampaign = db
    .select({ id: sql<number>`min(${campaigns.id})` })
    .from(campaigns)
    .where(and(eq(campaigns.networkId, networkId), ofBrands(campaigns.brandId)));
  const result = (await db.execute(
    sql`select (${participationsIn('p')})::int as requests,
               (${pendingConversions})::int as pending,
               (${claims})::int as claims,
               (${brandCount})::int as brands,
               (${campaignStats})::int as campaigns,
               (${participationsIn('a')})::int as partnerships,
               (${firstCampaign})::int as first_campaign`,
  )) as unknown as Rows<Record<string, number | null>>;
  const row = result.rows[0]!;
  const n = (k: string) => Number(row[k] ?? 0);
  return {
    waiting: {
      partner_requests: n('requests'),
      pending_conversions: n('pending'),
      claims: n('claims'),
    },
    setup: {
      brands: n('brands'),
      campaigns: n('campaigns'),
      partnerships: n('partnerships'),
      first_campaign_id: row.first_campaign == null ? null : Number(row.first_campaign),
    },
  };
}
