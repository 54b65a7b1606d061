import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { conversionItems, conversions } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { requireRole } from '../access';
import { getCampaign } from '../campaigns/read-campaigns';

export type ConversionRow = typeof conversions.$inferSelect;
export type ConversionItemRow = typeof conversionItems.$inferSelect;
export interface ConversionRecord {
  row: ConversionRow;
  items: ConversionItemRow[];
}

const BRAND_SIDE: Principal['role'][] = ['network', 'brand'];

export async function itemsOf(
  db: DbOrTx,
  conversionIds: number[],
): Promise<Map<number, ConversionItemRow[]>> {
  const out = new Map<number, ConversionItemRow[]>();
  if (!conversionIds.length) return out;
  const rows = await db
    .select()
    .from(conversionItems)
    .where(inArray(conversionItems.conversionId, conversionIds))
    .orderBy(asc(conversionItems.id));
  for (const row of rows) out.set(row.conversionId, [...(out.get(row.conversionId) ?? []), row]);
  return out;
}

/** Conversions with their items, in the order of `rows`. */
export async function withItems(db: DbOrTx, rows: ConversionRow[]): Promise<ConversionRecord[]> {
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, items: items.get(row.id) ?? [] }));
}

export async function findByReference(
  db: DbOrTx,
  campaignId: number,
  reference: string,
): Promise<ConversionRecord | undefined> {
  const [row] = await db
    .select()
    .from(conversions)
    .where(
      and(eq(conversions.campaignId, campaignId), eq(conversions.conversionReference, reference)),
    )
    .limit(1);
  return row ? (await withItems(db, [row]))[0] : undefined;
}

export async function requireBrandSideCampaign(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  action: string,
) {
  requireRole(principal, BRAND_SIDE, action);
  return getCampaign(db, principal, campaignId);
}
