import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { clicks } from '@/lib/db/schema';
import type { ConversionRecord } from './read-conversions';

export interface ReportClick {
  type: string;
  device: (typeof clicks.$inferSelect)['device'];
  country: string | null;
  ipDigest: string | null;
  referer: string | null;
  creativeId: number | null;
}

/** The winning clicks of a page, by id (their clicked_at bounds the partitions read). */
export async function clicksOf(
  db: DbOrTx,
  records: ConversionRecord[],
): Promise<Map<number, ReportClick>> {
  const won = records.filter((r) => r.row.clickId !== null && r.row.clickedAt !== null);
  if (!won.length) return new Map();
  const rows = await db
    .select({
      id: clicks.id,
      type: clicks.type,
      device: clicks.device,
      country: clicks.country,
      ipDigest: clicks.ipDigest,
      referer: clicks.referer,
      creativeId: clicks.creativeId,
    })
    .from(clicks)
    .where(
      and(
        inArray(
          clicks.id,
          won.map((r) => r.row.clickId!),
        ),
        inArray(
          clicks.clickedAt,
          won.map((r) => r.row.clickedAt!),
        ),
      ),
    );
  return new Map(rows.map(({ id, ...click }) => [id, click]));
}
