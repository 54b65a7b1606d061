import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  brands,
  campaigns,
  conversions,
  participationHistory,
  participations,
  partnerDatabases,
  partnerWebsites,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { ParticipationStatus } from '@/lib/schemas/enums';
import { isStaff, requireRole } from '../access';
import { findPartner, type PartnerRecord } from './partner-record';

/**
 * A partner as a brand deciding on it sees it (GET /v3/brand/partners/{partnerId}): the public
 * face (name, company, description, logo, country, vertical, promotional method), its active
 * websites, and its history on the caller's campaigns (each participation's status changes,
 * sales and commission). Never the staff-only fields (contact, phone, address, tax details,
 * notes, sign-up address), nor the partner's databases (mailing lists), which only staff see,
 * as in every other brand read of a partner.
 *
 * Staff see every campaign. A brand user sees a partner only while it has a participation (any
 * status: requested, invited, approved, rejected) in a campaign of a brand granted to it, and
 * only those campaigns; any other partner reads as not found, so a brand cannot browse
 * partners it has no business with through this read.
 */

export interface BrandPartnerProfile {
  partner: PartnerRecord;
  websites: (typeof partnerWebsites.$inferSelect)[];
  databases: (typeof partnerDatabases.$inferSelect)[];
  campaigns: {
    campaignId: number;
    title: string;
    brandId: number;
    brandName: string;
    currency: string;
    status: ParticipationStatus;
    since: Date;
    history: {
      from: ParticipationStatus | null;
      to: ParticipationStatus;
      at: Date;
      reason: string | null;
    }[];
    conversions: number;
    commission: string;
  }[];
}

/** The partner's participations in campaigns the caller may see (staff: all). */
async function visibleParticipations(db: DbOrTx, principal: Principal, partnerId: number) {
  const visible =
    isStaff(principal) || principal.brandIds.length === 0
      ? undefined
      : inArray(campaigns.brandId, principal.brandIds);
  if (!isStaff(principal) && principal.brandIds.length === 0) throw AppError.notFound('Publisher');
  const rows = await db
    .select({
      participationId: participations.id,
      campaignId: campaigns.id,
      title: campaigns.title,
      brandId: campaigns.brandId,
      brandName: sql<string>`coalesce(${brands.displayName}, ${brands.companyName})`,
      currency: campaigns.defaultCurrency,
      status: participations.status,
      since: participations.createdAt,
    })
    .from(participations)
    .innerJoin(campaigns, eq(campaigns.id, participations.campaignId))
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .where(
      and(
        eq(participations.networkId, principal.networkId),
        eq(participations.partnerId, partnerId),
        visible,
      ),
    )
    .orderBy(asc(campaigns.title), asc(campaigns.id));
  return rows;
}

export async function getBrandPartnerProfile(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<BrandPartnerProfile> {
  requireRole(principal, ['network', 'brand'], 'view partner profiles');
  const rows = await visibleParticipations(db, principal, partnerId);
  if (!isStaff(principal) && rows.length === 0) throw AppError.notFound('Publisher');
  const partner = await findPartner(db, principal.networkId, partnerId);
  const ids = rows.map((r) => r.participationId);
  const campaignIds = rows.map((r) => r.campaignId);
  const [websites, databases, history, sales] = await Promise.all([
    db
      .select()
      .from(partnerWebsites)
      .where(and(eq(partnerWebsites.partnerId, partnerId), eq(partnerWebsites.active, true)))
      .orderBy(sql`${partnerWebsites.primary} desc`, asc(partnerWebsites.id)),
    isStaff(principal)
      ? db
          .select()
          .from(partnerDatabases)
          .where(and(eq(partnerDatabases.partnerId, partnerId), eq(partnerDatabases.active, true)))
          .orderBy(asc(partnerDatabases.id))
      : [],
    ids.length
      ? db
          .select()
          .from(participationHistory)
          .where(inArray(participationHistory.participationId, ids))
          .orderBy(asc(participationHistory.id))
      : [],
    campaignIds.length
      ? db
          .select({
            campaignId: conversions.campaignId,
            n: sql<number>`count(*)::int`,
            commission: sql<string>`coalesce(sum(${conversions.commission}) filter (where ${conversions.status} in ('pending', 'approved')), 0)::numeric(16,4)::text`,
          })
          .from(conversions)
          .where(
            and(eq(conversions.partnerId, partnerId), inArray(conversions.campaignId, campaignIds)),
          )
          .groupBy(conversions.campaignId)
      : [],
  ]);
  const salesBy = new Map(sales.map((s) => [s.campaignId, s]));
  return {
    partner,
    websites,
    databases,
    campaigns: rows.map((r) => ({
      campaignId: r.campaignId,
      title: r.title,
      brandId: r.brandId,
      brandName: r.brandName,
      currency: r.currency,
      status: r.status,
      since: r.since,
      history: history
        .filter((h) => h.participationId === r.participationId)
        .map((h) => ({ from: h.fromStatus, to: h.toStatus, at: h.createdAt, reason: h.reason })),
      conversions: salesBy.get(r.campaignId)?.n ?? 0,
      commission: salesBy.get(r.campaignId)?.commission ?? '0.00',
    })),
  };
}
