import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { PublisherFilters } from '@/lib/schemas/publisher-filters';
import { requireOwnNetwork, requireRole } from '../access';
import { countedPartners } from './partner-counts';
import { findPartner, selectPartners, toRecord, type PartnerRecord } from './partner-record';
import { partnerOrder, selectionWhere } from './partner-filters';
import { ALL_PARTS, withParts, type PartnerV2Part, type PartnerV2Record } from './partner-v2-parts';

export type { PartnerV2Part, PartnerV2Record } from './partner-v2-parts';

/**
 * The v2 partner lists (GET /v2/networks/{network_id}/publishers, .../{publisher_id}, .../ids,
 * POST .../publishers.csv): partners with what the v2 record adds, their websites,
 * participations, partner groups, collections and address, read per page in one query each.
 * Staff and brand users (who see the limited record; lib/api presents it); what a brand user
 * is given of campaigns and groups is limited to its granted brands.
 */

function requirePartnerReader(principal: Principal, networkId: number): void {
  requireOwnNetwork(principal, networkId);
  requireRole(principal, ['network', 'brand'], 'list the partners of the network');
}

interface Page {
  offset: number;
  limit: number;
}

/** One page of the filtered partners (a deferred join: the page's ids first, then their rows). */
async function pageOfPartners(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  filters: PublisherFilters,
  page: Page,
  excluded: (string | number)[] = [],
): Promise<PartnerRecord[]> {
  const order = partnerOrder(filters.sort);
  const pageIds = db
    .select({ id: partners.id })
    .from(partners)
    .where(selectionWhere(principal, networkId, filters, excluded))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await selectPartners(db)
    .where(inArray(partners.id, pageIds))
    .orderBy(...order);
  return rows.map(toRecord);
}

/** No filter that leaves a partner out (the sort, and the two filters that change nothing). */
function narrowsNothing(filters: PublisherFilters): boolean {
  return Object.entries(filters).every(
    ([name, value]) =>
      value === undefined ||
      name === 'sort' ||
      name === 'include_discovery' ||
      (name === 'website_verified' && value === 'n'),
  );
}

async function countPartners(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  filters: PublisherFilters,
): Promise<number> {
  const where = selectionWhere(principal, networkId, filters);
  if (narrowsNothing(filters)) return countedPartners(db, networkId);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(where);
  return row?.n ?? 0;
}

/** GET /v2/networks/{network_id}/publishers: one page and the real count of every match. */
export async function listPartnersV2(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  filters: PublisherFilters,
  page: Page,
  parts: ReadonlySet<PartnerV2Part> = new Set(ALL_PARTS),
): Promise<{ rows: PartnerV2Record[]; total: number }> {
  requirePartnerReader(principal, networkId);
  const [rows, total] = await Promise.all([
    pageOfPartners(db, principal, networkId, filters, page),
    countPartners(db, principal, networkId, filters),
  ]);
  return { rows: await withParts(db, principal, networkId, rows, parts), total };
}

/** GET /v2/networks/{network_id}/publishers/ids. */
export async function listPartnerIdsV2(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  filters: PublisherFilters,
  page: Page,
): Promise<{ ids: number[]; total: number }> {
  requirePartnerReader(principal, networkId);
  const [rows, total] = await Promise.all([
    db
      .select({ id: partners.id })
      .from(partners)
      .where(selectionWhere(principal, networkId, filters))
      .orderBy(...partnerOrder(filters.sort))
      .limit(page.limit)
      .offset(page.offset),
    countPartners(db, principal, networkId, filters),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/** GET /v2/networks/{network_id}/publishers/{publisher_id}. */
export async function getPartnerV2(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  partnerId: number,
): Promise<PartnerV2Record> {
  requirePartnerReader(principal, networkId);
  const partner = await findPartner(db, networkId, partnerId);
  const [record] = await withParts(db, principal, networkId, [partner], new Set(ALL_PARTS));
  return record!;
}

const EXPORT_PAGE = 500;

/**
 * The CSV export's partners, page by page (at most `limit` from `offset`), less the excluded
 * ids. The first page is read (and the caller's access checked) before the generator is
 * returned, so a refusal is an error response rather than a broken stream.
 */
export async function partnerPagesV2(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  filters: PublisherFilters,
  options: { offset: number; limit: number; excluded: (string | number)[] },
  parts: ReadonlySet<PartnerV2Part>,
): Promise<AsyncGenerator<PartnerV2Record[]>> {
  requirePartnerReader(principal, networkId);
  const end = options.offset + options.limit;
  const read = async (offset: number) => {
    const page = { offset, limit: Math.min(EXPORT_PAGE, end - offset) };
    const rows = await pageOfPartners(db, principal, networkId, filters, page, options.excluded);
    return withParts(db, principal, networkId, rows, parts);
  };
  const first = await read(options.offset);
  async function* pages(): AsyncGenerator<PartnerV2Record[]> {
    let rows = first;
    let offset = options.offset;
    for (;;) {
      if (rows.length) yield rows;
      offset += EXPORT_PAGE;
      if (rows.length < EXPORT_PAGE || offset >= end) return;
      rows = await read(offset);
    }
  }
  return pages();
}
