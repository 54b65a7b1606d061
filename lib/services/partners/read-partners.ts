import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
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
import { findPartner, selectPartners, toRecord, type PartnerRecord } from './partner-record';

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

/**
 * GET /user/publisher/{id}: the partner with its websites and databases, the three reads at
 * once (the partner read checks access; the others are discarded when it refuses).
 */
export async function getPartnerWithContacts(db: DbOrTx, principal: Principal, partnerId: number) {
  const [partner, websites, databases] = await Promise.all([
    getPartner(db, principal, partnerId),
    db
      .select()
      .from(partnerWebsites)
      .where(
        and(
          eq(partnerWebsites.networkId, principal.networkId),
          eq(partnerWebsites.partnerId, partnerId),
        ),
      )
      .orderBy(asc(partnerWebsites.id)),
    db
      .select()
      .from(partnerDatabases)
      .where(
        and(
          eq(partnerDatabases.networkId, principal.networkId),
          eq(partnerDatabases.partnerId, partnerId),
        ),
      )
      .orderBy(asc(partnerDatabases.id)),
  ]);
  return { partner, websites, databases };
}

const sortColumns = {
  publisher_id: partners.id,
  account_name: partners.accountName,
  company_name: partners.companyName,
  created: partners.createdAt,
  network_status: partners.networkStatus,
} as const;

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
  const descending = query.sort.startsWith('-');
  const column = sortColumns[query.sort.replace(/^-/, '') as keyof typeof sortColumns];
  const order = descending ? [desc(column), desc(partners.id)] : [asc(column), asc(partners.id)];
  // A deferred join: the page's ids first (an index-only walk past the offset), then only those
  // rows with their logo, so a deep offset does not read and join every row it skips.
  const pageIds = db
    .select({ id: partners.id })
    .from(partners)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, [count]] = await Promise.all([
    selectPartners(db)
      .where(inArray(partners.id, pageIds))
      .orderBy(...order),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(partners)
      .where(where),
  ]);
  return { rows: rows.map(toRecord), total: count?.n ?? 0 };
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
