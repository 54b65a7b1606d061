import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, participations, partners, partnerWebsites } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { isStaff, requireOwnNetwork, requireRole } from '../access';
import { selectPartners, toRecord, type PartnerRecord } from '../partners/partner-record';
import type { WebsiteRow } from '../partners/partner-websites';

// Shared by the request and invite queue reads and the pending invitation outcomes.

/** A queue filter as the service takes it: every set field narrows. */
export interface QueueFilter {
  verticalIds?: number[];
  promoMethodIds?: number[];
  operatingCountries?: string[];
  /** Countries of the partner's active websites. */
  promotionalCountries?: string[];
  campaignIds?: number[];
  brandIds?: number[];
  /** p (requested) and/or t (invited); both when left out. */
  statuses?: ('p' | 't')[];
  /** Part of the account or company name (case-insensitive), or the partner id. */
  search?: string;
}

/** Staff of the network or its brand users; another network's id reads as not found. */
export function requireQueueReader(principal: Principal, networkId: number): void {
  requireOwnNetwork(principal, networkId);
  requireRole(principal, ['network', 'brand'], 'read campaign requests and invitations');
}

/** Campaigns the caller sees: every campaign of the network for staff, the granted brands' for brand users. */
export function visibleCampaigns(principal: Principal, networkId: number): SQL {
  const conditions = [eq(campaigns.networkId, networkId)];
  if (!isStaff(principal))
    conditions.push(
      principal.brandIds.length ? inArray(campaigns.brandId, principal.brandIds) : sql`false`,
    );
  return and(...conditions)!;
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The partner search: account or company name, or the exact id. */
export function partnerSearch(search: string): SQL {
  const pattern = likePattern(search);
  const searched = [ilike(partners.accountName, pattern), ilike(partners.companyName, pattern)];
  if (/^[1-9][0-9]{0,15}$/.test(search)) searched.push(eq(partners.id, Number(search)));
  return or(...searched)!;
}

/**
 * The open requests (p) and invitations (t) the caller sees, with the filter's conditions on
 * the participation, its campaign and its partner (the query joins campaigns and partners).
 */
export function queueConditions(principal: Principal, networkId: number, f: QueueFilter): SQL {
  const conditions: SQL[] = [
    eq(participations.networkId, networkId),
    inArray(participations.status, f.statuses?.length ? f.statuses : ['p', 't']),
    visibleCampaigns(principal, networkId),
    eq(partners.networkId, networkId),
  ];
  if (f.campaignIds) conditions.push(inArray(campaigns.id, f.campaignIds));
  if (f.brandIds) conditions.push(inArray(campaigns.brandId, f.brandIds));
  if (f.verticalIds) conditions.push(inArray(partners.vertical, f.verticalIds));
  if (f.promoMethodIds) conditions.push(inArray(partners.promotionalMethod, f.promoMethodIds));
  if (f.operatingCountries)
    conditions.push(inArray(sql`upper(${partners.operatingCountry})`, f.operatingCountries));
  if (f.promotionalCountries)
    conditions.push(sql`exists (select 1 from ${partnerWebsites} w
      where w.partner_id = ${partners.id} and w.active
      and upper(w.website_country) in (${sql.join(
        f.promotionalCountries.map((c) => sql`${c}`),
        sql`, `,
      )}))`);
  if (f.search) conditions.push(partnerSearch(f.search));
  return and(...conditions)!;
}

/** Participations joined with their campaign and partner, for queueConditions. */
export function fromQueue<T extends Record<string, unknown>>(db: DbOrTx, columns: T) {
  return db
    .select(columns as never)
    .from(participations)
    .innerJoin(campaigns, eq(campaigns.id, participations.campaignId))
    .innerJoin(partners, eq(partners.id, participations.partnerId));
}

export interface PartnerWithWebsites {
  partner: PartnerRecord;
  /** Active websites, primary first. */
  websites: WebsiteRow[];
}

/** Partners of the network by id with their active websites, in the order of `ids`. */
export async function partnersWithWebsites(
  db: DbOrTx,
  networkId: number,
  ids: number[],
): Promise<PartnerWithWebsites[]> {
  if (!ids.length) return [];
  const [rows, sites] = await Promise.all([
    selectPartners(db).where(and(eq(partners.networkId, networkId), inArray(partners.id, ids))),
    db
      .select()
      .from(partnerWebsites)
      .where(
        and(
          eq(partnerWebsites.networkId, networkId),
          inArray(partnerWebsites.partnerId, ids),
          eq(partnerWebsites.active, true),
        ),
      )
      .orderBy(
        asc(partnerWebsites.partnerId),
        sql`${partnerWebsites.primary} desc`,
        asc(partnerWebsites.id),
      ),
  ]);
  const byId = new Map(rows.map((r) => [r.partner.id, toRecord(r)]));
  return ids.flatMap((id) => {
    const partner = byId.get(id);
    return partner ? [{ partner, websites: sites.filter((s) => s.partnerId === id) }] : [];
  });
}
