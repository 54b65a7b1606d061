import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { conversionItems, conversions } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { ConversionReportQuery } from '@/lib/schemas/conversion';
import { startWalk, type ReportTarget } from './conversion-report';

/**
 * The meta_data keys of the report's conversions and of their items (partner side: the items
 * shown to the partner), sorted, at most `max` of each: the export's meta columns, known before
 * its first row is written.
 */
export async function conversionReportMetaKeys(
  db: Db,
  principal: Principal,
  target: ReportTarget,
  query: ConversionReportQuery,
  max = 200,
): Promise<{ conversion: string[]; item: string[] }> {
  const walk = await startWalk(db, principal, target, query);
  const keysOf = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: { k: string }[] }).rows.map((r) => r.k);
  const conversionKeys = await keysOf(
    sql`select distinct k from ${conversions}, jsonb_object_keys(${conversions.meta}) k
        where ${walk.where} order by k limit ${max}`,
  );
  const shown = walk.scope.side === 'partner' ? sql`and xi.display_to_publisher` : sql``;
  const itemKeys = await keysOf(
    sql`select distinct k from ${conversionItems} xi
        join ${conversions} on ${conversions.id} = xi.conversion_id, jsonb_object_keys(xi.meta) k
        where ${walk.where} ${shown} order by k limit ${max}`,
  );
  return { conversion: conversionKeys, item: itemKeys };
}
