import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  brands,
  campaigns,
  partnerGroupMembers,
  partnerGroups,
  participations,
  partnerCollectionMembers,
  partnerCollections,
  partnerWebsites,
  users,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { ParticipationStatus } from '@/lib/schemas/enums';
import { isStaff } from '../access';
import { anyId } from '../audit/change-set';
import type { PartnerRecord } from './partner-record';
import type { WebsiteRow } from './partner-websites';
import { collectionLive } from './partner-filters';

/**
 * What the v2 Publisher record adds to a partner, read for a whole page at once (one query per
 * part): active websites, participations, partner groups and collections, the address, and the
 * campaigns still open to it. A brand user is given only its granted brands' campaigns and
 * groups, and no collections or address.
 */

interface PartnerV2Participation {
  campaignId: number;
  title: string;
  status: ParticipationStatus;
  changedAt: Date;
  destinationUrl: string;
  brandId: number;
}

interface PartnerV2Address {
  address1: string | null;
  address2: string | null;
  address3: string | null;
  address4: string | null;
  postcode: string | null;
  country: string | null;
}

export interface PartnerV2Record extends PartnerRecord {
  websites: WebsiteRow[];
  participations: PartnerV2Participation[];
  groups: { id: number; name: string }[];
  collectionIds: number[];
  address: PartnerV2Address | null;
  /** Titles of active campaigns the partner has no participation on (the CSV's column only). */
  availableCampaigns: string[];
}

/** What a read needs besides the partner rows (each is one query for the whole page). */
export type PartnerV2Part =
  'websites' | 'campaigns' | 'groups' | 'collections' | 'address' | 'available';
export const ALL_PARTS: PartnerV2Part[] = [
  'websites',
  'campaigns',
  'groups',
  'collections',
  'address',
];

const visibleCampaigns = (principal: Principal) =>
  isStaff(principal)
    ? sql`true`
    : principal.brandIds.length
      ? anyId(campaigns.brandId, principal.brandIds)
      : sql`false`;

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

const websitesOf = (db: DbOrTx, ids: number[]) =>
  db
    .select()
    .from(partnerWebsites)
    .where(and(anyId(partnerWebsites.partnerId, ids), eq(partnerWebsites.active, true)))
    .orderBy(asc(partnerWebsites.partnerId), asc(partnerWebsites.id));

const participationsOf = (db: DbOrTx, principal: Principal, networkId: number, ids: number[]) =>
  db
    .select({
      partnerId: participations.partnerId,
      campaignId: participations.campaignId,
      title: campaigns.title,
      status: participations.status,
      changedAt: participations.updatedAt,
      destinationUrl: campaigns.destinationUrl,
      brandId: campaigns.brandId,
    })
    .from(participations)
    .innerJoin(campaigns, eq(campaigns.id, participations.campaignId))
    .where(
      and(
        eq(participations.networkId, networkId),
        anyId(participations.partnerId, ids),
        visibleCampaigns(principal),
      ),
    )
    .orderBy(asc(participations.partnerId), asc(participations.campaignId));

const groupsOf = (db: DbOrTx, principal: Principal, networkId: number, ids: number[]) =>
  db
    .select({
      partnerId: partnerGroupMembers.partnerId,
      id: partnerGroups.id,
      name: partnerGroups.name,
    })
    .from(partnerGroupMembers)
    .innerJoin(partnerGroups, eq(partnerGroups.id, partnerGroupMembers.groupId))
    .innerJoin(campaigns, eq(campaigns.id, partnerGroups.campaignId))
    .where(
      and(
        eq(partnerGroups.networkId, networkId),
        anyId(partnerGroupMembers.partnerId, ids),
        visibleCampaigns(principal),
      ),
    )
    .orderBy(asc(partnerGroupMembers.partnerId), asc(partnerGroups.id));

const collectionsOf = (db: DbOrTx, networkId: number, ids: number[]) =>
  db
    .select({ partnerId: partnerCollectionMembers.partnerId, id: partnerCollections.id })
    .from(partnerCollectionMembers)
    .innerJoin(partnerCollections, eq(partnerCollections.id, partnerCollectionMembers.collectionId))
    .where(
      and(
        eq(partnerCollections.networkId, networkId),
        anyId(partnerCollectionMembers.partnerId, ids),
        collectionLive(),
      ),
    )
    .orderBy(asc(partnerCollectionMembers.partnerId), asc(partnerCollections.id));

/** A partner's address is its (first) partner user's. */
const addressesOf = (db: DbOrTx, networkId: number, ids: number[]) =>
  db
    .selectDistinctOn([users.partnerId], {
      partnerId: users.partnerId,
      address1: users.address1,
      address2: users.address2,
      address3: users.address3,
      address4: users.address4,
      postcode: users.postcode,
      country: users.country,
    })
    .from(users)
    .where(
      and(eq(users.networkId, networkId), eq(users.role, 'partner'), anyId(users.partnerId, ids)),
    )
    .orderBy(asc(users.partnerId), asc(users.id));

/** Campaigns a partner could join: active, of an active brand, that the caller may see. */
const openCampaigns = (db: DbOrTx, principal: Principal, networkId: number) =>
  db
    .select({ id: campaigns.id, title: campaigns.title })
    .from(campaigns)
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .where(
      and(
        eq(campaigns.networkId, networkId),
        eq(campaigns.status, 'a'),
        eq(brands.status, 'a'),
        visibleCampaigns(principal),
      ),
    )
    .orderBy(asc(campaigns.id));

async function readParts(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  ids: number[],
  parts: ReadonlySet<PartnerV2Part>,
) {
  const staff = isStaff(principal);
  const none = Promise.resolve([]);
  const [websites, held, groups, collections, addresses, open] = await Promise.all([
    parts.has('websites') ? websitesOf(db, ids) : none,
    parts.has('campaigns') || parts.has('available')
      ? participationsOf(db, principal, networkId, ids)
      : none,
    parts.has('groups') ? groupsOf(db, principal, networkId, ids) : none,
    parts.has('collections') && staff ? collectionsOf(db, networkId, ids) : none,
    parts.has('address') && staff ? addressesOf(db, networkId, ids) : none,
    parts.has('available') ? openCampaigns(db, principal, networkId) : none,
  ]);
  return {
    websites: groupBy(websites, (w) => w.partnerId),
    held: groupBy(held, (p) => p.partnerId),
    groups: groupBy(groups, (g) => g.partnerId),
    collections: groupBy(collections, (c) => c.partnerId),
    addresses: new Map(addresses.map((a) => [a.partnerId!, a])),
    open,
  };
}

/** The page's partners with the parts asked for, in the order of `rows`. */
export async function withParts(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  rows: PartnerRecord[],
  parts: ReadonlySet<PartnerV2Part>,
): Promise<PartnerV2Record[]> {
  if (!rows.length) return [];
  const r = await readParts(
    db,
    principal,
    networkId,
    rows.map((p) => p.id),
    parts,
  );
  return rows.map((p) => {
    const held = r.held.get(p.id) ?? [];
    const heldIds = new Set(held.map((h) => h.campaignId));
    const address = r.addresses.get(p.id);
    return {
      ...p,
      websites: r.websites.get(p.id) ?? [],
      participations: held,
      groups: (r.groups.get(p.id) ?? []).map((g) => ({ id: g.id, name: g.name })),
      collectionIds: (r.collections.get(p.id) ?? []).map((c) => c.id),
      address: address ? { ...address } : null,
      availableCampaigns: r.open.filter((c) => !heldIds.has(c.id)).map((c) => c.title),
    };
  });
}
