import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, campaignTerms, campaignTermsPartners, partners } from '@/lib/db/schema';
import { partnerAccepted } from './accepted-terms';

type CampaignTermsRow = typeof campaignTerms.$inferSelect;

/** What withApplicableTerms needs of a campaign record (campaigns/read-campaigns.ts). */
interface WithCustomTerms {
  row: { id: number; networkId: number };
  customTerms: CampaignTermsRow | null;
}

/**
 * Which custom terms apply to a partner on a campaign (docs/campaigns.md#custom-terms): the
 * partner terms it is associated with, else the campaign's general custom terms (its current
 * version), else none. These are the terms the partner must accept to join the campaign.
 */

/** The partner terms associated with the partner, by campaign id, on the campaigns `where` selects. */
async function associatedWhere(
  db: DbOrTx,
  partnerId: number,
  where: SQL | undefined,
): Promise<Map<number, CampaignTermsRow>> {
  const rows = await db
    .select({ terms: campaignTerms })
    .from(campaignTermsPartners)
    .innerJoin(campaignTerms, eq(campaignTerms.id, campaignTermsPartners.termsId))
    .where(
      and(eq(campaignTermsPartners.partnerId, partnerId), isNull(campaignTerms.deletedAt), where),
    );
  return new Map(rows.map((r) => [r.terms.campaignId, r.terms]));
}

/** The partner terms each campaign associates with the partner, by campaign id (deleted terms left out). */
export async function associatedTermsOf(
  db: DbOrTx,
  partnerId: number,
  campaignIds: number[],
): Promise<Map<number, CampaignTermsRow>> {
  if (!campaignIds.length) return new Map();
  return associatedWhere(
    db,
    partnerId,
    inArray(campaignTermsPartners.campaignId, [...new Set(campaignIds)]),
  );
}

/**
 * The terms that apply to the partner on the network's campaigns (all of them, or those
 * `campaignId` names), ordered by campaign id: the v3 campaign terms list as a partner reads it.
 */
export async function applicableTermsInNetwork(
  db: DbOrTx,
  partnerId: number,
  networkId: number,
  campaignId?: number,
): Promise<CampaignTermsRow[]> {
  const general = await db
    .select({ campaignId: campaigns.id, terms: campaignTerms })
    .from(campaigns)
    .innerJoin(campaignTerms, eq(campaignTerms.id, campaigns.customTermsId))
    .where(
      and(
        eq(campaigns.networkId, networkId),
        isNull(campaignTerms.deletedAt),
        campaignId === undefined ? undefined : eq(campaigns.id, campaignId),
      ),
    );
  const out = new Map(general.map((g) => [g.campaignId, g.terms]));
  const own = await associatedWhere(
    db,
    partnerId,
    and(
      eq(campaignTermsPartners.networkId, networkId),
      campaignId === undefined ? undefined : eq(campaignTermsPartners.campaignId, campaignId),
    ),
  );
  for (const [id, terms] of own) out.set(id, terms);
  return [...out.entries()].sort(([a], [b]) => a - b).map(([, terms]) => terms);
}

/**
 * Whether a partner may read these terms: the campaign's general terms (not deleted) are for
 * every partner of the network; partner terms only for the partners associated with them; and
 * any terms a partner accepted stay readable to it, deleted or not.
 */
export async function partnerMayRead(
  db: DbOrTx,
  partnerId: number,
  terms: CampaignTermsRow,
): Promise<boolean> {
  if (!terms.deletedAt && !terms.partnerSpecific) return true;
  if (!terms.deletedAt) {
    const [associated] = await db
      .select({ id: campaignTermsPartners.id })
      .from(campaignTermsPartners)
      .where(
        and(
          eq(campaignTermsPartners.partnerId, partnerId),
          eq(campaignTermsPartners.termsId, terms.id),
        ),
      )
      .limit(1);
    if (associated) return true;
  }
  return partnerAccepted(db, partnerId, terms.id);
}

/**
 * The custom terms that apply to the partner on each campaign, by campaign id; campaigns
 * without any (and campaigns not on the partner's network) are left out. Stable signature:
 * other services (participations, invitations) call it.
 */
export async function applicableCustomTerms(
  db: DbOrTx,
  partnerId: number,
  campaignIds: number[],
): Promise<Map<number, CampaignTermsRow>> {
  const ids = [...new Set(campaignIds)];
  if (!ids.length) return new Map();
  const [partner] = await db
    .select({ networkId: partners.networkId })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) return new Map();
  const general = await db
    .select({ campaignId: campaigns.id, terms: campaignTerms })
    .from(campaigns)
    .innerJoin(campaignTerms, eq(campaignTerms.id, campaigns.customTermsId))
    .where(
      and(
        eq(campaigns.networkId, partner.networkId),
        inArray(campaigns.id, ids),
        isNull(campaignTerms.deletedAt),
      ),
    );
  const out = new Map(general.map((g) => [g.campaignId, g.terms]));
  for (const [campaignId, terms] of await associatedTermsOf(db, partnerId, ids)) {
    if (terms.networkId === partner.networkId) out.set(campaignId, terms);
  }
  return out;
}

/** The partner terms of one campaign associated with each of these partners, by partner id. */
export async function partnerTermsOnCampaign(
  db: DbOrTx,
  campaignId: number,
  partnerIds: number[],
): Promise<Map<number, CampaignTermsRow>> {
  if (!partnerIds.length) return new Map();
  const rows = await db
    .select({ partnerId: campaignTermsPartners.partnerId, terms: campaignTerms })
    .from(campaignTermsPartners)
    .innerJoin(campaignTerms, eq(campaignTerms.id, campaignTermsPartners.termsId))
    .where(
      and(
        eq(campaignTermsPartners.campaignId, campaignId),
        inArray(campaignTermsPartners.partnerId, [...new Set(partnerIds)]),
        isNull(campaignTerms.deletedAt),
      ),
    );
  return new Map(rows.map((r) => [r.partnerId, r.terms]));
}

/**
 * Campaign records as one partner sees them: `customTerms` becomes the terms that apply to
 * that partner (its partner terms, else the campaign's general custom terms).
 */
export async function withApplicableTerms<R extends WithCustomTerms>(
  db: DbOrTx,
  partnerId: number,
  records: R[],
): Promise<R[]> {
  if (!records.length) return records;
  const associated = await associatedTermsOf(
    db,
    partnerId,
    records.map((r) => r.row.id),
  );
  if (!associated.size) return records;
  return records.map((r) => {
    const own = associated.get(r.row.id);
    return own && own.networkId === r.row.networkId ? { ...r, customTerms: own } : r;
  });
}
