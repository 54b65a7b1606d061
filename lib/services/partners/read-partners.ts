import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { preparedRead } from '@/lib/db/prepared';
import { participations, partnerDatabases, partners, partnerWebsites } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import type { PartnerListQuery } from '@/lib/schemas/partner';
import {
  isStaff,
  requireOwnNetwork,
  requirePartnerAccess,
  requireRole,
  requireStaff,
} from '../access';
import { countedPartners } from './partner-counts';
import { filteredPage, nearerEnd, unfilteredPage, type PartnerSortKey } from './partner-page';
import { findPartner, toRecord, type PartnerRecord } from './partner-record';

/** Reads a partner the caller may act for: staff, or its own partner user. */
export async function getPartner(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<PartnerRecord> {
  const partner = await findPartner(db, principal.networkId, partnerId);
  requirePartnerAccess(principal, partnerId);
  return partner;
}

const websitesOfPartner = preparedRead('partner_websites_of_partner', (db) =>
  db
    .select()
    .from(partnerWebsites)
    .where(
      and(
        eq(partnerWebsites.networkId, sql.placeholder('networkId')),
        eq(partnerWebsites.partnerId, sql.placeholder('partnerId')),
      ),
    )
    .orderBy(asc(partnerWebsites.id)),
);

const databasesOfPartner = preparedRead('partner_databases_of_partner', (db) =>
  db
    .select()
    .from(partnerDatabases)
    .where(
      and(
        eq(partnerDatabases.networkId, sql.placeholder('networkId')),
        eq(partnerDatabases.partnerId, sql.placeholder('partnerId')),
      ),
    )
    .orderBy(asc(partnerDatabases.id)),
);

/**
 * GET /user/publisher/{id}: the partner with its websites and databases, the three reads at
 * once (the partner read checks access; the others are discarded when it refuses).
 */
export async function getPartnerWithContacts(db: DbOrTx, principal: Principal, partnerId: number) {
  const ids = { networkId: principal.networkId, partnerId };
  const [partner, websites, databases] = await Promise.all([
    getPartner(db, principal, partnerId),
    websitesOfPartner(db, ids),
    databasesOfPartner(db, ids),
  ]);
  return { partner, websites, databases };
}

/**
 * List partners on the network with our paging, filter, search and sort. Staff and brand users,
 * granted any brand or none: brand users are shown the limited record (lib/api presents it).
 */
export async function listPartners(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  query: PartnerListQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: PartnerRecord[]; total: number }> {
  requireOwnNetwork(principal, networkId);
  requireRole(principal, ['network', 'brand'], 'list the partners of the network');
  const conditions: SQL[] = [eq(partners.networkId, networkId)];
  if (query.network_status?.length)
    conditions.push(inArray(partners.networkStatus, query.network_status));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Brand users see no contact e-mail, so they cannot search by it either (a substring search
    // would spell it out one character at a time).
    const searched: SQL[] = [
      ilike(partners.accountName, pattern),
      ilike(partners.companyName, pattern),
    ];
    if (isStaff(principal)) searched.push(ilike(partners.contactEmail, pattern));
    conditions.push(or(...searched)!);
  }
  const where = and(...conditions);
  const sort = {
    key: query.sort.replace(/^-/, '') as PartnerSortKey,
    descending: query.sort.startsWith('-'),
  };
  const unfiltered = !query.q && !query.network_status?.length;
  const total = query.q
    ? await countPartners(db, where)
    : await countedPartners(db, networkId, query.network_status);
  const window = nearerEnd(page, total);
  if (window.limit <= 0) return { rows: [], total };
  const rows = unfiltered
    ? await unfilteredPage(db, networkId, sort, window)
    : await filteredPage(db, where, sort, window);
  return { rows: rows.map(toRecord), total };
}

async function countPartners(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(where);
  return count?.n ?? 0;
}

interface ParticipationCounts {
  partnerId: number;
  approved: number;
  pending: number;
  invited: number;
  rejected: number;
}

/**
 * How many participations each listed partner has per status (staff only), for the console's
 * confirmation of a network rejection, which ends every one that is not already rejected.
 * Ids that are not partners of the network are a 400 naming the item, like the v1 network-status update.
 */
export async function countPartnerParticipations(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  partnerIds: number[],
): Promise<ParticipationCounts[]> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, "read partners' participation counts");
  const ids = [...new Set(partnerIds)];
  const known = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), inArray(partners.id, ids)));
  const knownIds = new Set(known.map((p) => p.id));
  const problems: FieldError[] = [];
  partnerIds.forEach((id, i) => {
    if (!knownIds.has(id))
      problems.push({
        path: ['ids', i],
        kind: 'invalid_value',
        message: `publisher ${id} is not a partner on this network`,
      });
  });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
  const rows = await db
    .select({
      partnerId: participations.partnerId,
      status: participations.status,
      n: sql<number>`count(*)::int`,
    })
    .from(participations)
    .where(and(eq(participations.networkId, networkId), inArray(participations.partnerId, ids)))
    .groupBy(participations.partnerId, participations.status);
  const byPartner = new Map(
    ids.map((id) => [id, { partnerId: id, approved: 0, pending: 0, invited: 0, rejected: 0 }]),
  );
  const field = { a: 'approved', p: 'pending', t: 'invited', r: 'rejected' } as const;
  for (const row of rows) byPartner.get(row.partnerId)![field[row.status]] += row.n;
  return [...byPartner.values()];
}
