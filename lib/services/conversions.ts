import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { campaigns, conversionHistory, conversionItems, conversions, participations, type ConversionStatus } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import {
  BULK_FORMS,
  type BulkConversionUpdateIn,
  type BulkForm,
  type ConversionItemUpdateIn,
  type ConversionUpdateIn,
  type RecordConversionIn,
} from '@/lib/schemas/conversion';
import { requireRole } from './access';
import { recordChanges, type Change } from './audit';
import { actorOf, ChangeSet, snake, snapshot, systemActor } from './change-set';
import { getCampaign, type CampaignRow } from './campaigns';
import { dispatchJob, getJob, insertJob, runJob, type ChunkHandler, type JobRecord, type RunOptions, type TaskError, type TaskOutcome } from './jobs';

/**
 * Conversions: recording one (our v3 call, decision 10), the bulk update (op 33) run as a
 * job, and the commission arithmetic. Decisions: docs/jobs-and-conversions.md.
 *
 * Commission comes from the campaign's default, in the campaign's currency, in exact
 * decimals (bigint units of 0.0001; numeric columns):
 *   percentage rate: commission = round(value x rate / 100, 4), each item likewise;
 *   fixed value:     commission = the fixed amount per conversion, items 0.
 */

export type ConversionRow = typeof conversions.$inferSelect;
export type ConversionItemRow = typeof conversionItems.$inferSelect;
export interface ConversionRecord {
  row: ConversionRow;
  items: ConversionItemRow[];
}

export const CONVERSION_BULK_UPDATE = 'conversion_bulk_update';
const BRAND_SIDE: Principal['role'][] = ['network', 'brand'];

// ---------------------------------------------------------------- exact decimals

const ONE = 10_000n;

/** "12.34" -> 123400n (units of 0.0001). */
export function toUnits(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const units = BigInt(whole || '0') * ONE + BigInt((fraction + '0000').slice(0, 4));
  return negative ? -units : units;
}

/** 123400n -> "12.3400". */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / ONE}.${(abs % ONE).toString().padStart(4, '0')}`;
}

/** value x rate / 100, rounded half up to 0.0001. */
function percentOf(valueUnits: bigint, rate: string): bigint {
  const divisor = 100n * ONE;
  return (valueUnits * toUnits(rate) + divisor / 2n) / divisor;
}

interface CommissionRule {
  rate: string | null;
  fixed: string | null;
  currency: string;
}

const ruleOf = (c: CampaignRow): CommissionRule => ({ rate: c.defaultCommissionRate, fixed: c.defaultCommissionValue, currency: c.defaultCurrency });

const conversionCommission = (rule: CommissionRule, valueUnits: bigint): bigint =>
  rule.rate !== null ? percentOf(valueUnits, rule.rate) : toUnits(rule.fixed ?? '0');

const itemCommission = (rule: CommissionRule, valueUnits: bigint): bigint => (rule.rate !== null ? percentOf(valueUnits, rule.rate) : 0n);

// ---------------------------------------------------------------- reads

async function itemsOf(db: DbOrTx, conversionIds: number[]): Promise<Map<number, ConversionItemRow[]>> {
  const out = new Map<number, ConversionItemRow[]>();
  if (!conversionIds.length) return out;
  const rows = await db.select().from(conversionItems).where(inArray(conversionItems.conversionId, conversionIds)).orderBy(asc(conversionItems.id));
  for (const row of rows) out.set(row.conversionId, [...(out.get(row.conversionId) ?? []), row]);
  return out;
}

/** Conversions with their items, in the order of `rows`. */
export async function withItems(db: DbOrTx, rows: ConversionRow[]): Promise<ConversionRecord[]> {
  const items = await itemsOf(db, rows.map((r) => r.id));
  return rows.map((row) => ({ row, items: items.get(row.id) ?? [] }));
}

async function findByReference(db: DbOrTx, campaignId: number, reference: string): Promise<ConversionRecord | undefined> {
  const [row] = await db
    .select()
    .from(conversions)
    .where(and(eq(conversions.campaignId, campaignId), eq(conversions.conversionReference, reference)))
    .limit(1);
  return row ? (await withItems(db, [row]))[0] : undefined;
}

async function requireBrandSideCampaign(db: DbOrTx, principal: Principal, campaignId: number, action: string) {
  requireRole(principal, BRAND_SIDE, action);
  return getCampaign(db, principal, campaignId);
}

// ---------------------------------------------------------------- recording

export interface RecordOutcome {
  conversion: ConversionRecord;
  /** False when the reference was already recorded: nothing was created. */
  created: boolean;
}

/** A conversion as the audit log shows it (API field names). */
const conversionSnapshot = (row: ConversionRow) => snapshot(row, { rename: { partnerId: 'publisher_id' } });

/** The same conversion again (a retry) returns it; a different one under a used reference is refused. */
function retryOrConflict(existing: ConversionRecord, partnerId: number, currency: string, value: string): RecordOutcome {
  const { row } = existing;
  if (row.partnerId === partnerId && row.currency === currency && toUnits(row.value) === toUnits(value)) return { conversion: existing, created: false };
  throw AppError.field(
    ['conversion_reference'],
    'duplicate',
    `conversion_reference ${row.conversionReference} is already recorded in this campaign for another sale (publisher, value or currency differ)`,
  );
}

/**
 * Records one conversion (POST /v3/brand/campaigns/{campaignId}/conversions). Staff, or a
 * brand user granted the campaign's brand. The partner must hold an approved participation.
 * Idempotent on conversion_reference per campaign: a retry returns the stored conversion.
 */
export async function recordConversion(db: Db, principal: Principal, campaignId: number, input: RecordConversionIn): Promise<RecordOutcome> {
  const campaign = (await requireBrandSideCampaign(db, principal, campaignId, 'record conversions')).row;
  const rule = ruleOf(campaign);
  const currency = input.currency ?? campaign.defaultCurrency;
  if (currency !== campaign.defaultCurrency && rule.rate !== null) {
    throw AppError.field(
      ['currency'],
      'invalid_value',
      `currency must be the campaign's (${campaign.defaultCurrency}): its commission is a percentage of the value, and no exchange rates are kept`,
    );
  }
  const now = new Date();
  const conversionTime = input.conversion_time ?? now;
  if (conversionTime.getTime() > now.getTime() + 5 * 60_000) throw AppError.field(['conversion_time'], 'invalid_value', 'conversion_time must not be in the future');

  const [participation] = await db
    .select({ status: participations.status })
    .from(participations)
    .where(and(eq(participations.networkId, principal.networkId), eq(participations.campaignId, campaignId), eq(participations.partnerId, input.publisher_id)))
    .limit(1);
  if (participation?.status !== 'a') {
    throw AppError.field(['publisher_id'], 'invalid_value', `publisher ${input.publisher_id} has no approved participation in campaign ${campaignId}`);
  }

  const existing = await findByReference(db, campaignId, input.conversion_reference);
  if (existing) return retryOrConflict(existing, input.publisher_id, currency, input.value);

  const valueUnits = toUnits(input.value);
  const insertedId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversions)
      .values({
        networkId: principal.networkId,
        campaignId,
        partnerId: input.publisher_id,
        conversionReference: input.conversion_reference,
        publisherReference: input.publisher_reference ?? null,
        advertiserReference: input.advertiser_reference ?? null,
        customerReference: input.customer_reference ?? null,
        customerType: input.customer_type ?? null,
        status: 'pending',
        currency,
        value: fromUnits(valueUnits),
        commission: fromUnits(conversionCommission(rule, valueUnits)),
        commissionCurrency: rule.currency,
        conversionTime,
        createdBy: principal.userId,
      })
      // Two identical calls at once: the second inserts nothing and returns the first.
      .onConflictDoNothing({ target: [conversions.campaignId, conversions.conversionReference] })
      .returning();
    if (!row) return null;
    let items: ConversionItemRow[] = [];
    if (input.items?.length) {
      items = await tx.insert(conversionItems).values(
        input.items.map((item) => ({
          networkId: principal.networkId,
          conversionId: row.id,
          sku: item.sku ?? null,
          category: item.category ?? null,
          status: 'pending' as const,
          itemValue: fromUnits(toUnits(item.item_value)),
          itemCommission: fromUnits(itemCommission(rule, toUnits(item.item_value))),
        })),
      ).returning();
    }
    await tx.insert(conversionHistory).values({ networkId: principal.networkId, conversionId: row.id, action: 'recorded', actorUserId: principal.userId });
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'conversion',
        entityId: row.id,
        action: 'created',
        after: { ...conversionSnapshot(row), items: items.map((i) => ({ conversion_item_id: String(i.id), ...snapshot(i, { omit: ['conversionId'] }) })) },
      })
      .event({
        type: 'conversion.recorded',
        data: {
          conversion_id: String(row.id),
          campaign_id: String(row.campaignId),
          partner_id: String(row.partnerId),
          status: row.status,
          currency: row.currency,
          value: row.value,
          commission: row.commission,
        },
      })
      .commit(tx);
    return row.id;
  });
  if (insertedId === null) return retryOrConflict((await findByReference(db, campaignId, input.conversion_reference))!, input.publisher_id, currency, input.value);
  const [row] = await db.select().from(conversions).where(eq(conversions.id, insertedId));
  return { conversion: (await withItems(db, [row!]))[0]!, created: true };
}

// ---------------------------------------------------------------- bulk update (op 33)

/**
 * Op 33's own 400: identifiers mixed with references (two forms at once), or keys that are
 * not our ids. lib/api renders these items with the code 99B4BC14-8401-4A45-9AF5-CB79E4989C2E.
 */
export class BulkIdentifierError extends AppError {
  constructor(fields: FieldError[]) {
    super('validation', fields[0]?.message ?? 'The identifiers are not valid', { fields });
  }
}

/** What a task of a conversion_bulk_update job carries. */
export interface BulkTaskInput {
  form: BulkForm;
  key: string;
  update: ConversionUpdateIn | ConversionItemUpdateIn;
}

const ID_PATTERN = /^[1-9][0-9]{0,17}$/;

/**
 * Starts a bulk update (op 33): checked here, then one task per entry in a job the queue
 * runs. Staff, or a brand user granted the campaign's brand.
 */
export async function startBulkUpdate(db: Db, principal: Principal, campaignId: number, body: BulkConversionUpdateIn): Promise<JobRecord> {
  const campaign = (await requireBrandSideCampaign(db, principal, campaignId, 'update conversions')).row;
  const forms = BULK_FORMS.filter((f) => body[f] !== undefined);
  if (forms.length === 0) {
    throw AppError.field([], 'required', 'One of conversions, conversion_items or conversion_references is required');
  }
  if (forms.length > 1) {
    throw new BulkIdentifierError(
      forms.slice(1).map((f) => ({
        path: [f],
        kind: 'invalid_value',
        message: `Send exactly one of conversions, conversion_items or conversion_references: ${forms.join(' and ')} mix identifiers and references`,
      })),
    );
  }
  const form = forms[0]!;
  const entries = Object.entries(body[form]!);
  if (form !== 'conversion_references') {
    const what = form === 'conversions' ? 'conversion id' : 'conversion item id';
    const bad = entries.filter(([key]) => !ID_PATTERN.test(key));
    if (bad.length) {
      throw new BulkIdentifierError(bad.slice(0, 100).map(([key]) => ({ path: [form, key], kind: 'invalid_value', message: `${key} is not a ${what}; use conversion_references for references` })));
    }
  }
  const inputs: BulkTaskInput[] = entries.map(([key, update]) => ({ form, key, update }));
  const job = await db.transaction((tx) =>
    insertJob(
      tx,
      {
        networkId: principal.networkId,
        type: CONVERSION_BULK_UPDATE,
        reference: body.job_reference ?? null,
        createdBy: principal.userId,
        brandId: campaign.brandId,
        campaignId: campaign.id,
      },
      inputs,
    ),
  );
  await dispatchJob(job);
  return getJob(db, principal, job.id);
}

/** A conversion being changed by a chunk: its row and items, copied, with units for amounts. */
interface ConversionState {
  row: ConversionRow;
  items: ConversionItemRow[];
  dirty: boolean;
  dirtyItems: Set<number>;
}

const TRACKED: (keyof ConversionRow)[] = [
  'status',
  'reason',
  'conversionReference',
  'publisherReference',
  'advertiserReference',
  'customerReference',
  'customerType',
  'refPartnershipModelId',
  'refTrafficSourceId',
  'refConversionMetricId',
  'value',
  'commission',
  'commissionCurrency',
];
const ITEM_TRACKED: (keyof ConversionItemRow)[] = ['status', 'reason', 'itemValue', 'itemCommission', 'displayToPublisher', 'category', 'sku'];

type Changes = Record<string, { from: unknown; to: unknown }>;

function diff<T extends object>(before: T, after: T, fields: (keyof T)[], prefix = ''): Changes {
  const out: Changes = {};
  for (const f of fields) if (before[f] !== after[f]) out[`${prefix}${String(f)}`] = { from: before[f], to: after[f] };
  return out;
}

/** A conversion with items takes the status of its items: approved if any is, else pending, else rejected, else fraudulent. */
function statusFromItems(items: ConversionItemRow[], current: ConversionStatus): ConversionStatus {
  if (!items.length) return current;
  for (const s of ['approved', 'pending', 'rejected', 'fraudulent'] as const) if (items.some((i) => i.status === s)) return s;
  return current;
}

const payable = (s: ConversionStatus) => s === 'approved' || s === 'pending';

const failure = (path: TaskError['path'], kind: TaskError['kind'], message: string): TaskOutcome => ({ status: 'failed', error: { path, kind, message } });

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

function applyConversionUpdate(
  s: ConversionState,
  u: ConversionUpdateIn,
  rule: CommissionRule,
  owners: Map<string, number>,
  path: TaskError['path'],
): { failed: TaskOutcome } | { changes: Changes } {
  const row = s.row;
  if (u.conversion_reference !== undefined && u.conversion_reference !== row.conversionReference) {
    const owner = owners.get(u.conversion_reference);
    if (owner !== undefined && owner !== row.id) {
      return { failed: failure([...path, 'conversion_reference'], 'duplicate', `conversion_reference ${u.conversion_reference} is already used by another conversion of this campaign`) };
    }
  }
  if (u.force_commission_recalculation && rule.rate !== null && row.currency !== rule.currency) {
    return {
      failed: failure(
        [...path, 'force_commission_recalculation'],
        'invalid_value',
        `The commission cannot be recalculated: the conversion is in ${row.currency}, the campaign's percentage commission in ${rule.currency}`,
      ),
    };
  }
  const before = { ...row };
  const itemsBefore = s.items.map((i) => ({ ...i }));
  if (u.conversion_reference !== undefined && u.conversion_reference !== row.conversionReference) {
    owners.delete(row.conversionReference);
    owners.set(u.conversion_reference, row.id);
    row.conversionReference = u.conversion_reference;
  }
  if (u.status !== undefined) {
    row.status = u.status;
    for (const item of s.items) item.status = u.status;
  }
  if (u.reason !== undefined) row.reason = u.reason;
  if (u.publisher_reference !== undefined) row.publisherReference = u.publisher_reference;
  if (u.advertiser_reference !== undefined) row.advertiserReference = u.advertiser_reference;
  if (u.customer_reference !== undefined) row.customerReference = u.customer_reference;
  if (u.customer_type !== undefined) row.customerType = u.customer_type;
  if (u.ref_partnership_model_id !== undefined) row.refPartnershipModelId = u.ref_partnership_model_id;
  if (u.traffic_source_id !== undefined) row.refTrafficSourceId = u.traffic_source_id;
  if (u.conversion_metric_id !== undefined) row.refConversionMetricId = u.conversion_metric_id;
  if (u.force_commission_recalculation) {
    row.commission = fromUnits(conversionCommission(rule, toUnits(row.value)));
    row.commissionCurrency = rule.currency;
    for (const item of s.items) item.itemCommission = fromUnits(itemCommission(rule, toUnits(item.itemValue)));
  }
  const changes = diff(before, row, TRACKED);
  s.items.forEach((item, i) => {
    const itemChanges = diff(itemsBefore[i]!, item, ITEM_TRACKED, `items.${item.id}.`);
    if (Object.keys(itemChanges).length) s.dirtyItems.add(item.id);
    Object.assign(changes, itemChanges);
  });
  return { changes };
}

function applyItemUpdate(s: ConversionState, itemId: number, u: ConversionItemUpdateIn, rule: CommissionRule): { changes: Changes } {
  const row = s.row;
  const item = s.items.find((i) => i.id === itemId)!;
  const before = { ...row };
  const itemBefore = { ...item };
  if (u.status !== undefined) item.status = u.status;
  if (u.reason !== undefined) item.reason = u.reason;
  if (u.display_to_publisher !== undefined) item.displayToPublisher = u.display_to_publisher;
  if (u.category !== undefined) item.category = u.category;
  if (u.sku !== undefined) item.sku = u.sku;
  if (u.item_value !== undefined) {
    item.itemValue = fromUnits(toUnits(u.item_value));
    // With items, the conversion's value is the sum of its items.
    row.value = fromUnits(s.items.reduce((sum, i) => sum + toUnits(i.itemValue), 0n));
  }
  row.status = statusFromItems(s.items, row.status);
  if (u.force_commission_recalculation) {
    item.itemCommission = fromUnits(itemCommission(rule, toUnits(item.itemValue)));
    const paid = s.items.filter((i) => payable(i.status));
    row.commission = fromUnits(
      rule.rate !== null ? paid.reduce((sum, i) => sum + itemCommission(rule, toUnits(i.itemValue)), 0n) : paid.length ? toUnits(rule.fixed ?? '0') : 0n,
    );
    row.commissionCurrency = rule.currency;
  }
  const changes = { ...diff(before, row, TRACKED), ...diff(itemBefore, item, ITEM_TRACKED, `items.${item.id}.`) };
  if (Object.keys(diff(itemBefore, item, ITEM_TRACKED)).length) s.dirtyItems.add(item.id);
  return { changes };
}

/** One applied task as an audit row: the fields it changed in API names (items as items.{id}.{field}). */
function auditOfTask(conversionId: number, changes: Changes): Change {
  const name = (key: string) => key.split('.').map(snake).join('.');
  const entries = Object.entries(changes);
  return {
    entityType: 'conversion',
    entityId: conversionId,
    action: 'updated',
    before: Object.fromEntries(entries.map(([key, c]) => [name(key), c.from])),
    after: Object.fromEntries(entries.map(([key, c]) => [name(key), c.to])),
  };
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
