import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brands, campaigns, participations, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { isStaff } from '../access';
import {
  fromQueue,
  partnersWithWebsites,
  queueConditions,
  requireQueueReader,
  visibleCampaigns,
  type PartnerWithWebsites,
  type QueueFilter,
} from './queue-scope';

/**
 * The network's queue of campaign requests (p) and invitations (t)
 * (GET /v2/networks/{networkId}/campaign-requests-invites and its filters): partners with at
 * least one open request or invitation on a campaign the caller sees (staff: the network's;
 * brand users: the granted brands'), the partner with the most recent activity first.
 */

export interface QueuePartner extends PartnerWithWebsites {
  /** Matching open requests (p) and invitations (t). */
  requestCount: number;
  inviteCount: number;
}

export async function listRequestInviteQueue(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  filter: QueueFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; partners: QueuePartner[] }> {
  requireQueueReader(principal, networkId);
  const where = queueConditions(principal, networkId, filter);
  const rows: { partnerId: number; requests: number; invites: number; total: number }[] =
    await fromQueue(db, {
      partnerId: participations.partnerId,
      requests: sql<number>`(count(*) filter (where ${participations.status} = 'p'))::int`,
      invites: sql<number>`(count(*) filter (where ${participations.status} = 't'))::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
      .where(where)
      .groupBy(participations.partnerId)
      .orderBy(desc(sql`max(${participations.updatedAt})`), asc(participations.partnerId))
      .limit(page.limit)
      .offset(page.offset);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page.offset > 0) {
    const [row] = (await fromQueue(db, {
      n: sql<number>`count(distinct ${participations.partnerId})::int`,
    }).where(where)) as { n: number }[];
    total = row?.n ?? 0;
  }
  const found = await partnersWithWebsites(
    db,
    networkId,
    rows.map((r) => r.partnerId),
  );
  const counts = new Map(rows.map((r) => [r.partnerId, r]));
  return {
    total,
    partners: found.map((p) => ({
      ...p,
      requestCount: counts.get(p.partner.id)!.requests,
      inviteCount: counts.get(p.partner.id)!.invites,
    })),
  };
}

export interface QueueFilterValues {
  campaigns: { id: number; title: string }[];
  brands: { id: number; name: string }[];
  verticalIds: number[];
  promoMethodIds: number[];
  operatingCountries: string[];
}

/**
 * The values the queue can be filtered by: the campaigns and brands the caller sees, and the
 * verticals, promotional methods and operating countries of the partners in its queue.
 */
export async function getRequestInviteFilters(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
): Promise<QueueFilterValues> {
  requireQueueReader(principal, networkId);
  const visible = visibleCampaigns(principal, networkId);
  const brandScope = [eq(brands.networkId, networkId)];
  if (!isStaff(principal))
    brandScope.push(
      principal.brandIds.length ? inArray(brands.id, principal.brandIds) : sql`false`,
    );
  const where = queueConditions(principal, networkId, {});
  const [campaignRows, brandRows, verticals, methods, countries] = await Promise.all([
    db
      .select({ id: campaigns.id, title: campaigns.title })
      .from(campaigns)
      .where(visible)
      .orderBy(asc(campaigns.title), asc(campaigns.id)),
    db
      .select({ id: brands.id, name: brands.companyName })
      .from(brands)
      .where(and(...brandScope))
      .orderBy(asc(brands.companyName), asc(brands.id)),
    fromQueue(db, { v: partners.vertical }).where(where).groupBy(partners.vertical),
    fromQueue(db, { v: partners.promotionalMethod })
      .where(where)
      .groupBy(partners.promotionalMethod),
    fromQueue(db, { v: sql<string>`upper(${partners.operatingCountry})` })
      .where(and(where, isNotNull(partners.operatingCountry)))
      .groupBy(sql`upper(${partners.operatingCountry})`),
  ]);
  const values = <T>(rows: unknown) => (rows as { v: T }[]).map((r) => r.v);
  return {
    campaigns: campaignRows,
    brands: brandRows,
    verticalIds: values<number>(verticals),
    promoMethodIds: values<number>(methods),
    operatingCountries: values<string>(countries),
  };
}
