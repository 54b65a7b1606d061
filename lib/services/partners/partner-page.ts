import { asc, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { preparedRead } from '@/lib/db/prepared';
import { partners } from '@/lib/db/schema';
import { selectPartners } from './partner-record';

/** One page of the v1 partner list (GET /network/{id}/publisher), in its sort. */

const sortColumns = {
  publisher_id: partners.id,
  account_name: partners.accountName,
  company_name: partners.companyName,
  created: partners.createdAt,
  network_status: partners.networkStatus,
} as const;

export type PartnerSortKey = keyof typeof sortColumns;

export interface PartnerSort {
  key: PartnerSortKey;
  descending: boolean;
}

/** Where the walk starts: how many rows it skips and takes, and from which end. */
export interface PageWindow {
  reversed: boolean;
  offset: number;
  limit: number;
}

/**
 * Where to start walking for a page: an offset past the middle is walked from the other end
 * (the same rows, found in reverse order and sorted back), so a page never skips more than half
 * the list. The same rows as a walk from the start, since the total is exact; a partner added
 * between the two reads shifts this page by one, as it shifts any offset page.
 */
export function nearerEnd(page: { offset: number; limit: number }, total: number): PageWindow {
  const limit = Math.min(page.limit, total - page.offset);
  if (page.offset <= total / 2) return { reversed: false, offset: page.offset, limit };
  return { reversed: true, offset: Math.max(total - page.offset - page.limit, 0), limit };
}

const orderBy = (key: PartnerSortKey, descending: boolean) => {
  const by = descending ? desc : asc;
  return [by(sortColumns[key]), by(partners.id)];
};

/**
 * A deferred join: the page's ids first (an index-only walk past the offset), then only those
 * rows with their logo, so a deep offset does not read and join every row it skips.
 */
export function filteredPage(
  db: DbOrTx,
  where: SQL | undefined,
  sort: PartnerSort,
  window: { reversed: boolean; offset: number | Placeholder; limit: number | Placeholder },
) {
  const pageIds = db
    .select({ id: partners.id })
    .from(partners)
    .where(where)
    .orderBy(...orderBy(sort.key, sort.descending !== window.reversed))
    .limit(window.limit)
    .offset(window.offset);
  return selectPartners(db)
    .where(inArray(partners.id, pageIds))
    .orderBy(...orderBy(sort.key, sort.descending));
}

// The unfiltered list (the console's and integrators' usual read) as prepared statements, one
// per sort, direction and walking end.
const unfilteredStatements = new Map<string, ReturnType<typeof preparedUnfiltered>>();

function preparedUnfiltered(sort: PartnerSort, reversed: boolean) {
  const name = `partner_page_${sort.key}_${sort.descending ? 'desc' : 'asc'}_${reversed ? 'rev' : 'fwd'}`;
  return preparedRead(name, (db) =>
    filteredPage(db, eq(partners.networkId, sql.placeholder('networkId')), sort, {
      reversed,
      offset: sql.placeholder('offset'),
      limit: sql.placeholder('limit'),
    }),
  );
}

export function unfilteredPage(
  db: DbOrTx,
  networkId: number,
  sort: PartnerSort,
  window: PageWindow,
) {
  const key = `${sort.key} ${sort.descending} ${window.reversed}`;
  let statement = unfilteredStatements.get(key);
  if (!statement)
    unfilteredStatements.set(key, (statement = preparedUnfiltered(sort, window.reversed)));
  return statement(db, { networkId, offset: window.offset, limit: window.limit });
}
