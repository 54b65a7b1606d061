import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { campaigns, conversionHistory } from '@/lib/db/schema';
import type { ConversionItemUpdateIn, ConversionUpdateIn } from '@/lib/schemas/conversion';
import type { EmittedWebhookEvent } from '@/lib/schemas/webhook-events';
import { recordChanges, type Change } from '../audit/record-changes';
import { systemActor } from '../audit/change-set';
import { emitEvents } from '../webhooks/emit-events';
import { statusChanged } from './status-event';
import type { JobRow } from '../jobs/read-jobs';
import {
  runJob,
  type ChunkHandler,
  type RunOptions,
  type TaskError,
  type TaskOutcome,
} from '../jobs/run-job';
import type { BulkTaskInput } from './start-bulk-update';
import { lockedAmong } from '../earnings/lifecycle';
import {
  applyConversionUpdate,
  applyItemUpdate,
  auditOfTask,
  failure,
  type ConversionState,
} from './apply-bulk-task';
import { ruleOf, type CommissionRule } from './commission';
import { loadTargets, referenceOwners, type Targets } from './load-bulk-targets';
import type { ConversionItemRow, ConversionRow } from './read-conversions';

/** What every task of one chunk works on, and what the chunk writes at its end. */
interface Chunk extends Targets {
  job: JobRow;
  campaignId: number;
  rule: CommissionRule;
  owners: Map<string, number>;
  history: (typeof conversionHistory.$inferInsert)[];
  audited: Change[];
  /** One conversion.status_changed per task that moved a conversion's status. */
  events: EmittedWebhookEvent[];
  /** Locked conversions of the chunk: changed by adjustments only (lib/services/earnings). */
  locked: Set<number>;
}

/** The chunk handler of conversion_bulk_update jobs: applies each task to its conversion, writes the results once. */
const applyBulkChunk: ChunkHandler = async (tx, job, tasks) => {
  if (job.campaignId === null)
    return tasks.map(() => failure([], 'internal', 'The job names no campaign'));
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, job.campaignId));
  if (!campaign) return tasks.map(() => failure([], 'not_found', 'The campaign no longer exists'));
  const inputs = tasks.map((t) => t.input as BulkTaskInput);
  const targets = await loadTargets(
    tx,
    { networkId: job.networkId, campaignId: campaign.id },
    inputs,
  );
  const chunk: Chunk = {
    ...targets,
    locked: await lockedAmong(tx, [...targets.states.keys()]),
    job,
    campaignId: campaign.id,
    rule: ruleOf(campaign),
    owners: await referenceOwners(tx, campaign.id, inputs),
    history: [],
    audited: [],
    events: [],
  };
  const outcomes = tasks.map((task, i) => applyTask(chunk, task.id, inputs[i]!));
  await writeChunk(tx, chunk);
  return outcomes;
};

/** The conversion (and item) a task names, by id, by reference or by item id. */
function locate(chunk: Chunk, { form, key }: BulkTaskInput) {
  if (form === 'conversions')
    return { conversionId: chunk.states.has(Number(key)) ? Number(key) : undefined };
  if (form === 'conversion_references') return { conversionId: chunk.byReference.get(key) };
  const itemId = Number(key);
  return { conversionId: chunk.itemOwner.get(itemId), itemId };
}

function notFound({ form, key }: BulkTaskInput, campaignId: number): TaskOutcome {
  const what =
    form === 'conversion_items'
      ? `Conversion item ${key} is not an item of a conversion`
      : form === 'conversions'
        ? `Conversion ${key} is not a conversion`
        : `Reference ${key} names no conversion`;
  return failure([form, key], 'not_found', `${what} of campaign ${campaignId}`);
}

/** Applies one task to the chunk's loaded conversions; its history and audit rows wait in the chunk. */
function applyTask(chunk: Chunk, taskId: number, input: BulkTaskInput): TaskOutcome {
  const { form, key, update } = input;
  const path: TaskError['path'] = [form, key];
  const { conversionId, itemId } = locate(chunk, input);
  const s = conversionId === undefined ? undefined : chunk.states.get(conversionId);
  if (!s) return notFound(input, chunk.campaignId);
  if (chunk.locked.has(s.row.id))
    return failure(
      path,
      'invalid_value',
      `Conversion ${s.row.id} is locked: change it with an adjustment (amendment or refund)`,
    );
  // An unattributed conversion earns nobody anything, also when its commission is recalculated.
  const rule =
    s.row.partnerId === null
      ? { rate: null, fixed: '0', currency: chunk.rule.currency }
      : chunk.rule;
  const applied =
    form === 'conversion_items'
      ? applyItemUpdate(s, itemId!, update as ConversionItemUpdateIn, rule)
      : applyConversionUpdate(s, update as ConversionUpdateIn, rule, chunk.owners, path);
  if ('failed' in applied) return applied.failed;
  const { changes } = applied;
  s.dirty = true;
  chunk.history.push({
    networkId: chunk.job.networkId,
    conversionId: s.row.id,
    conversionItemId: itemId ?? null,
    taskId,
    action: 'updated',
    changes,
    actorUserId: chunk.job.createdBy,
  });
  if (Object.keys(changes).length) chunk.audited.push(auditOfTask(s.row.id, changes));
  if (changes.status) chunk.events.push(statusChanged(s.row, String(changes.status.from)));
  return {
    status: 'complete',
    result: {
      conversion_id: String(s.row.id),
      ...(itemId !== undefined ? { conversion_item_id: String(itemId) } : {}),
      conversion_reference: s.row.conversionReference,
      status: s.row.status,
      commission: s.row.commission,
      changed: Object.keys(changes),
      items: changedItems(s, changes),
    },
  };
}

/** An item as a task left it (the v1 job response lists these). */
export interface ChangedItem {
  conversion_item_id: string | null;
  status: string;
  value: string;
  commission: string;
  reason: string | null;
}

/**
 * The items a task changed, as it left them. A conversion recorded without items stands for
 * its own single item (conversion_item_id null) when the task changed it.
 */
function changedItems(s: ConversionState, changes: Record<string, unknown>): ChangedItem[] {
  const keys = Object.keys(changes);
  if (!s.items.length) {
    if (!keys.length) return [];
    const { status, value, commission, reason } = s.row;
    return [{ conversion_item_id: null, status, value, commission, reason }];
  }
  const ids = new Set(keys.filter((k) => k.startsWith('items.')).map((k) => k.split('.')[1]));
  return s.items
    .filter((i) => ids.has(String(i.id)))
    .map((i) => ({
      conversion_item_id: String(i.id),
      status: i.status,
      value: i.itemValue,
      commission: i.itemCommission,
      reason: i.reason,
    }));
}

/** Writes the changed conversions and items, the history and the audit rows: a few statements per chunk. */
async function writeChunk(tx: Tx, chunk: Chunk): Promise<void> {
  const dirty = [...chunk.states.values()].filter((s) => s.dirty);
  if (!dirty.length) return;
  await updateConversionRows(
    tx,
    dirty.map((s) => s.row),
  );
  const items = dirty.flatMap((s) => s.items.filter((i) => s.dirtyItems.has(i.id)));
  if (items.length) await updateItemRows(tx, items);
  for (let i = 0; i < chunk.history.length; i += 1000)
    await tx.insert(conversionHistory).values(chunk.history.slice(i, i + 1000));
  // The queue does the job's work for whoever started it.
  await recordChanges(tx, systemActor(chunk.job.networkId, chunk.job.createdBy), chunk.audited);
  await emitEvents(tx, chunk.job.networkId, chunk.events);
}

/** The conversion columns a task may change, with their SQL types. */
const CONVERSION_COLUMNS: [string, string][] = [
  ['status', 'text'],
  ['reason', 'text'],
  ['conversion_reference', 'text'],
  ['publisher_reference', 'text'],
  ['advertiser_reference', 'text'],
  ['customer_reference', 'text'],
  ['customer_type', 'text'],
  ['ref_partnership_model_id', 'integer'],
  ['ref_traffic_source_id', 'integer'],
  ['ref_conversion_metric_id', 'integer'],
  ['value', 'numeric'],
  ['commission', 'numeric'],
  ['commission_currency', 'text'],
];

const ITEM_COLUMNS: [string, string][] = [
  ['status', 'text'],
  ['reason', 'text'],
  ['item_value', 'numeric'],
  ['item_commission', 'numeric'],
  ['display_to_publisher', 'boolean'],
  ['category', 'text'],
  ['sku', 'text'],
];

async function updateConversionRows(tx: Tx, changed: ConversionRow[]): Promise<void> {
  const rows = changed.map((r) => ({
    id: r.id,
    status: r.status,
    reason: r.reason,
    conversion_reference: r.conversionReference,
    publisher_reference: r.partnerReference,
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
  await updateById(tx, 'conversions', CONVERSION_COLUMNS, rows);
}

async function updateItemRows(tx: Tx, items: ConversionItemRow[]): Promise<void> {
  const rows = items.map((i) => ({
    id: i.id,
    status: i.status,
    reason: i.reason,
    item_value: i.itemValue,
    item_commission: i.itemCommission,
    display_to_publisher: i.displayToPartner,
    category: i.category,
    sku: i.sku,
  }));
  await updateById(tx, 'conversion_items', ITEM_COLUMNS, rows);
}

/** Writes rows back by id in one statement: every listed column, and updated_at. */
async function updateById(
  tx: Tx,
  table: 'conversions' | 'conversion_items',
  columns: [string, string][],
  rows: ({ id: number } & Record<string, unknown>)[],
): Promise<void> {
  const set = columns.map(([column]) => `${column} = v.${column}`).join(', ');
  const types = columns.map(([column, type]) => `${column} ${type}`).join(', ');
  await tx.execute(sql`
    update ${sql.raw(table)} t set ${sql.raw(set)}, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, ${sql.raw(types)})
    where t.id = v.id`);
}

/** Runs a conversion_bulk_update job (the queue's worker calls this). */
export function runBulkUpdate(db: Db, jobId: number, options?: RunOptions) {
  return runJob(db, jobId, applyBulkChunk, options);
}
