import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { preparedRead } from '@/lib/db/prepared';
import { partnerCounts } from '@/lib/db/schema';
import type { NetworkStatus } from '@/lib/schemas/enums';

const countWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`coalesce(sum(${partnerCounts.n}), 0)::int` })
    .from(partnerCounts)
    .where(where);

const allOfNetwork = preparedRead('partner_count_of_network', (db) =>
  countWhere(db, eq(partnerCounts.networkId, sql.placeholder('networkId'))),
);

/** The network's partners, in the given statuses, from the counts the triggers keep. */
export async function countedPartners(
  db: DbOrTx,
  networkId: number,
  statuses?: NetworkStatus[],
): Promise<number> {
  const [count] = statuses?.length
    ? await countWhere(
        db,
        and(eq(partnerCounts.networkId, networkId), inArray(partnerCounts.networkStatus, statuses)),
      )
    : await allOfNetwork(db, { networkId });
  return count?.n ?? 0;
}
