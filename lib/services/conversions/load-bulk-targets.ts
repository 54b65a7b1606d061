import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { conversionItems, conversions } from '@/lib/db/schema';
import type { ConversionUpdateIn } from '@/lib/schemas/conversion';
import type { BulkForm } from '@/lib/schemas/conversion';
import type { ConversionState } from './apply-bulk-task';
import { itemsOf, type ConversionRow } from './read-conversions';
import type { BulkTaskInput } from './start-bulk-update';

// What one chunk of a conversion_bulk_update job works on: the conversions its tasks name, read
// and locked once. A v3 job names them one way; a v1 job may mix ids, references and item ids.

const keysOf = (inputs: BulkTaskInput[], form: BulkForm) => [
  ...new Set(inputs.filter((i) => i.form === form).map((i) => i.key)),
];

/** Loads and locks the conversions a chunk names (by id, by reference, or owning an item), with their items. */
export async function loadTargets(
  tx: Tx,
  job: { networkId: number; campaignId: number },
  inputs: BulkTaskInput[],
) {
  const scope = and(
    eq(conversions.networkId, job.networkId),
    eq(conversions.campaignId, job.campaignId),
  );
  const ids = new Set(keysOf(inputs, 'conversions').map(Number));
  const references = keysOf(inputs, 'conversion_references');
  if (references.length) {
    const found = await tx
      .select({ id: conversions.id })
      .from(conversions)
      .where(and(scope, inArray(conversions.conversionReference, references)));
    for (const { id } of found) ids.add(id);
  }
  const itemKeys = keysOf(inputs, 'conversion_items').map(Number);
  let itemOwner = new Map<number, number>();
  if (itemKeys.length) {
    const owned = await tx
      .select({ itemId: conversionItems.id, conversionId: conversionItems.conversionId })
      .from(conversionItems)
      .innerJoin(conversions, eq(conversions.id, conversionItems.conversionId))
      .where(and(scope, inArray(conversionItems.id, itemKeys)));
    itemOwner = new Map(owned.map((o) => [o.itemId, o.conversionId]));
    for (const o of owned) ids.add(o.conversionId);
  }
  // Locked in id order, so chunks of concurrent jobs cannot deadlock on each other.
  const rows: ConversionRow[] = ids.size
    ? await tx
        .select()
        .from(conversions)
        .where(and(scope, inArray(conversions.id, [...ids])))
        .orderBy(asc(conversions.id))
        .for('update')
    : [];
  const items = await itemsOf(
    tx,
    rows.map((r) => r.id),
  );
  const states = new Map<number, ConversionState>(
    rows.map((row) => [
      row.id,
      {
        row: { ...row },
        items: (items.get(row.id) ?? []).map((i) => ({ ...i })),
        dirty: false,
        dirtyItems: new Set<number>(),
      },
    ]),
  );
  return {
    states,
    itemOwner,
    byReference: new Map(rows.map((r) => [r.conversionReference, r.id])),
  };
}

export type Targets = Awaited<ReturnType<typeof loadTargets>>;

/** Which conversion of the campaign holds each reference, for the references a chunk wants to set. */
export async function referenceOwners(
  tx: Tx,
  campaignId: number,
  inputs: BulkTaskInput[],
): Promise<Map<string, number>> {
  const wanted = [
    ...new Set(
      inputs
        .map((i) => (i.update as ConversionUpdateIn).conversion_reference)
        .filter((r): r is string => r !== undefined),
    ),
  ];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ id: conversions.id, ref: conversions.conversionReference })
    .from(conversions)
    .where(
      and(eq(conversions.campaignId, campaignId), inArray(conversions.conversionReference, wanted)),
    );
  return new Map(rows.map((r) => [r.ref, r.id]));
}
