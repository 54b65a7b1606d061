import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brands, campaigns, networks, participations } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { BrandRow } from '../brands/read-brands';
import { type CampaignRecord } from '../campaigns/read-campaigns';
import { acknowledgedTermsIds } from '../terms/accepted-terms';
import {
  participationOfPartner,
  requireActingPartner,
  type ParticipationRow,
} from './acting-partner';
import { campaignsForPartner } from './campaigns-for-partner';

/**
 * A partner's invitations (participations with status t), grouped by the brand that invited it
 * (GET /v2/publishers/{publisher_id}/invitations/advertisers/). Listed: invitations to active
 * campaigns of active brands, the ones the partner can accept now; an invitation to a campaign
 * paused meanwhile comes back when the campaign is active again. A partner whose network
 * status is not a has nothing to accept: an empty list.
 */

export interface Invitation {
  participation: ParticipationRow;
  /** The campaign; `customTerms` are the terms that apply to this partner (or null). */
  record: CampaignRecord;
  /** Whether the partner has already accepted those terms. */
  acknowledged: boolean;
}

export interface InvitingBrand {
  brand: BrandRow;
  network: { id: number; name: string };
  invitations: Invitation[];
}

/** Open invitations of the partner: status t on an active campaign of an active brand. */
function openInvitationsWhere(networkId: number, partnerId: number, brandIds?: number[]): SQL {
  const conditions = [
    participationOfPartner(networkId, partnerId),
    eq(participations.status, 't'),
    eq(campaigns.status, 'a'),
    eq(brands.status, 'a'),
  ];
  if (brandIds) conditions.push(inArray(campaigns.brandId, brandIds));
  return and(...conditions)!;
}

function fromInvitations<T extends Record<string, unknown>>(db: DbOrTx, columns: T) {
  return db
    .select(columns as never)
    .from(participations)
    .innerJoin(campaigns, eq(campaigns.id, participations.campaignId))
    .innerJoin(brands, eq(brands.id, campaigns.brandId));
}

/** The invitations of these brands, with campaign records as the partner sees them. */
async function invitationsOf(
  db: DbOrTx,
  networkId: number,
  partnerId: number,
  brandIds: number[],
): Promise<Invitation[]> {
  if (!brandIds.length) return [];
  const rows: { participation: ParticipationRow }[] = await fromInvitations(db, {
    participation: participations,
  })
    .where(openInvitationsWhere(networkId, partnerId, brandIds))
    .orderBy(asc(campaigns.brandId), asc(campaigns.id));
  const records = await campaignsForPartner(
    db,
    networkId,
    partnerId,
    rows.map((r) => r.participation.campaignId),
  );
  const termsIds = records.flatMap((r) => (r.customTerms ? [r.customTerms.id] : []));
  const acked = await acknowledgedTermsIds(db, partnerId, termsIds);
  const byCampaign = new Map(rows.map((r) => [r.participation.campaignId, r.participation]));
  return records.map((record) => {
    const participation = byCampaign.get(record.row.id)!;
    const terms = record.customTerms;
    return {
      participation,
      record,
      acknowledged:
        terms !== null && (acked.has(terms.id) || participation.acceptedTermsId === terms.id),
    };
  });
}

/** The brands inviting the partner, oldest brand first, a page of brands at a time (each with all its invitations). */
export async function listInvitations(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; advertisers: InvitingBrand[] }> {
  const partner = await requireActingPartner(db, principal, partnerId, 'read invitations');
  if (partner.networkStatus !== 'a') return { total: 0, advertisers: [] };
  const where = openInvitationsWhere(partner.networkId, partnerId);
  const brandPage: { brandId: number; total: number }[] = await fromInvitations(db, {
    brandId: campaigns.brandId,
    total: sql<number>`(count(*) over ())::int`,
  })
    .where(where)
    .groupBy(campaigns.brandId)
    .orderBy(asc(campaigns.brandId))
    .limit(page.limit)
    .offset(page.offset);
  // Past the last page the window count is not there; count the brands on their own.
  let total = brandPage[0]?.total ?? 0;
  if (!brandPage.length && page.offset > 0) {
    const [row] = (await fromInvitations(db, {
      n: sql<number>`count(distinct ${campaigns.brandId})::int`,
    }).where(where)) as { n: number }[];
    total = row?.n ?? 0;
  }
  const [network] = await db
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(eq(networks.id, partner.networkId));
  const found = await invitationsOf(
    db,
    partner.networkId,
    partnerId,
    brandPage.map((b) => b.brandId),
  );
  const out = new Map<number, InvitingBrand>();
  for (const invitation of found) {
    const brand = invitation.record.brand;
    if (!out.has(brand.id)) out.set(brand.id, { brand, network: network!, invitations: [] });
    out.get(brand.id)!.invitations.push(invitation);
  }
  return { total, advertisers: [...out.values()] };
}
