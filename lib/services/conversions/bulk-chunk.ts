import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { campaigns, conversionHistory, conversionItems, conversions } from '@/lib/db/schema';
import type { ConversionItemUpdateIn, ConversionUpdateIn } from '@/lib/schemas/conversion';
import { recordChanges, type Change } from '../audit';
import { systemActor } from '../change-set';
import { runJob, type ChunkHandler, type RunOptions, type TaskError, type TaskOutcome } from '../jobs';
import type { BulkTaskInput } from './bulk-update';
import { applyConversionUpdate, applyItemUpdate, auditOfTask, failure, type ConversionState } from './bulk-tasks';
import { ruleOf } from './commission';
import { itemsOf, type ConversionRow } from './reads';

/** Loads and locks the conversions a chunk names, with their items. */
async function loadTargets(tx: Tx, job: { networkId: number; campaignId: number }, inputs: BulkTaskInput[]) {
  const form = inputs[0]!.form;
  const keys = [...new Set(inputs.map((i) => i.key))];
  const scope = and(eq(conversions.networkId, job.networkId), eq(conversions.campaignId, job.campaignId));
  let itemOwner = new Map<number, number>();
  let rows: ConversionRow[];
  if (form === 'conversions') {
    rows = await tx.select().from(conversions).where(and(scope, inArray(conversions.id, keys.map(Number)))).orderBy(asc(conversions.id)).for('update');
  } else if (form === 'conversion_references') {
    rows = await tx.select().from(conversions).where(and(scope, inArray(conversions.conversionReference, keys))).orderBy(asc(conversions.id)).for('update');
  } else {
    const owned = await tx
      .select({ itemId: conversionItems.id, conversionId: conversionItems.conversionId })
      .from(conversionItems)
      .innerJoin(conversions, eq(conversions.id, conversionItems.conversionId))
      .where(and(scope, inArray(conversionItems.id, keys.map(Number))));
    itemOwner = new Map(owned.map((o) => [o.itemId, o.conversionId]));
    const ids = [...new Set(owned.map((o) => o.conversionId))];
    rows = ids.length ? await tx.select().from(conversions).where(inArray(conversions.id, ids)).orderBy(asc(conversions.id)).for('update') : [];
  }
  const items = await itemsOf(tx, rows.map((r) => r.id));
  const states = new Map<number, ConversionState>(
    rows.map((row) => [row.id, { row: { ...row }, items: (items.get(row.id) ?? []).map((i) => ({ ...i })), dirty: false, dirtyItems: new Set<number>() }]),
  );
  return { states, itemOwner, byReference: new Map(rows.map((r) => [r.conversionReference, r.id])) };
}

/** Which conversion of the campaign holds each reference, for the references a chunk wants to set. */
async function referenceOwners(tx: Tx, campaignId: number, inputs: BulkTaskInput[]): Promise<Map<string, number>> {
  const wanted = [...new Set(inputs.map((i) => (i.update as ConversionUpdateIn).conversion_reference).filter((r): r is string => r !== undefined))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ id: conversions.id, ref: conversions.conversionReference })
    .from(conversions)
    .where(and(eq(conversions.campaignId, campaignId), inArray(conversions.conversionReference, wanted)));
  return new Map(rows.map((r) => [r.ref, r.id]));
}

/** The chunk handler of conversion_bulk_update jobs: applies each task to its conversion, writes the results once. */
export const applyBulkChunk: ChunkHandler = async (tx, job, tasks) => {
  if (job.campaignId === null) return tasks.map(() => failure([], 'internal', 'The job names no campaign'));
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, job.campaignId));
  if (!campaign) return tasks.map(() => failure([], 'not_found', 'The campaign no longer exists'));
  const rule = ruleOf(campaign);
  const inputs = tasks.map((t) => t.input as BulkTaskInput);
  const { states, itemOwner, byReference } = await loadTargets(tx, { networkId: job.networkId, campaignId: campaign.id }, inputs);
  const owners = await referenceOwners(tx, campaign.id, inputs);
  const history: (typeof conversionHistory.$inferInsert)[] = [];
  const audited: Change[] = [];

  const outcomes = tasks.map((task, i): TaskOutcome => {
    const { form, key, update } = inputs[i]!;
    const path: TaskError['path'] = [form, key];
    let conversionId: number | undefined;
    let itemId: number | undefined;
    if (form === 'conversions') conversionId = states.has(Number(key)) ? Number(key) : undefined;
    else if (form === 'conversion_references') conversionId = byReference.get(key);
    else {
      itemId = Number(key);
      conversionId = itemOwner.get(itemId);
    }
    const s = conversionId === undefined ? undefined : states.get(conversionId);
    if (!s) {
      const what = form === 'conversion_items' ? `Conversion item ${key} is not an item of a conversion` : form === 'conversions' ? `Conversion ${key} is not a conversion` : `Reference ${key} names no conversion`;
      return failure(path, 'not_found', `${what} of campaign ${campaign.id}`);
    }
    const applied =
      form === 'conversion_items'
        ? applyItemUpdate(s, itemId!, update as ConversionItemUpdateIn, rule)
        : applyConversionUpdate(s, update as ConversionUpdateIn, rule, owners, path);
    if ('failed' in applied) return applied.failed;
    const { changes } = applied;
    s.dirty = true;
    history.push({
      networkId: job.networkId,
      conversionId: s.row.id,
      conversionItemId: itemId ?? null,
      taskId: task.id,
      action: 'updated',
      changes,
      actorUserId: job.createdBy,
    });
    if (Object.keys(changes).length) audited.push(auditOfTask(s.row.id, changes));
    return {
      status: 'complete',
      result: {
        conversion_id: String(s.row.id),
        ...(itemId !== undefined ? { conversion_item_id: String(itemId) } : {}),
        status: s.row.status,
        commission: s.row.commission,
        changed: Object.keys(changes),
      },
    };
  });

  const dirty = [...states.values()].filter((s) => s.dirty);
  if (dirty.length) {
    const rows = dirty.map(({ row: r }) => ({
      id: r.id,
      status: r.status,
      reason: r.reason,
      conversion_reference: r.conversionReference,
      publisher_reference: r.publisherReference,
      advertiser_reference: r.advertiserReference,
      customer_reference: r.customerReference,
      customer_type: r.customerType,
      ref_partnership_model_id: r.refPartnershipModelId,
      ref_traffic_source_id: r.refTrafficSourceId,
      ref_conversion_metric_id: r.refConversionMetricId,
      value: r.value,
      commission: r.commission,
      commission_currency: r.commissionCurrency,
    }));
    await tx.execute(sql`
      update conversions c set
        status = v.status, reason = v.reason, conversion_reference = v.conversion_reference,
        publisher_reference = v.publisher_reference, advertiser_reference = v.advertiser_reference,
        customer_reference = v.customer_reference, customer_type = v.customer_type,
        ref_partnership_model_id = v.ref_partnership_model_id, ref_traffic_source_id = v.ref_traffic_source_id,
        ref_conversion_metric_id = v.ref_conversion_metric_id, value = v.value, commission = v.commission,
        commission_currency = v.commission_currency, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
        id bigint, status text, reason text, conversion_reference text, publisher_reference text,
        advertiser_reference text, customer_reference text, customer_type text, ref_partnership_model_id integer,
        ref_traffic_source_id integer, ref_conversion_metric_id integer, value numeric, commission numeric,
        commission_currency text)
      where c.id = v.id`);
    const items = dirty.flatMap((s) => s.items.filter((i) => s.dirtyItems.has(i.id)));
    if (items.length) {
      const itemRows = items.map((i) => ({
        id: i.id,
        status: i.status,
        reason: i.reason,
        item_value: i.itemValue,
        item_commission: i.itemCommission,
        display_to_publisher: i.displayToPublisher,
        category: i.category,
        sku: i.sku,
      }));
      await tx.execute(sql`
        update conversion_items ci set
          status = v.status, reason = v.reason, item_value = v.item_value, item_commission = v.item_commission,
          display_to_publisher = v.display_to_publisher, category = v.category, sku = v.sku, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(itemRows)}::jsonb) as v(
          id bigint, status text, reason text, item_value numeric, item_commission numeric,
          display_to_publisher boolean, category text, sku text)
        where ci.id = v.id`);
    }
    for (let i = 0; i < history.length; i += 1000) await tx.insert(conversionHistory).values(history.slice(i, i + 1000));
    // The queue does the job's work for whoever started it.
    await recordChanges(tx, systemActor(job.networkId, job.createdBy), audited);
  }
  return outcomes;
};

/** Runs a conversion_bulk_update job (the queue's worker calls this). */
export function runBulkUpdate(db: Db, jobId: number, options?: RunOptions) {
  return runJob(db, jobId, applyBulkChunk, options);
}
