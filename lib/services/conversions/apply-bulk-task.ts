import type { ConversionStatus } from '@/lib/schemas/enums';
import type { ConversionItemUpdateIn, ConversionUpdateIn } from '@/lib/schemas/conversion';
import type { Change } from '../audit/record-changes';
import { snake } from '../audit/change-set';
import type { TaskError, TaskOutcome } from '../jobs/run-job';
import { exactText, sumText } from '@/lib/money/amount';
import type { CommissionRule } from './commission';
import { recalculatesPercentage, recomputeConversion, recomputeItem } from './recompute-commission';
import type { ConversionItemRow, ConversionRow } from './read-conversions';

// One task of a conversion_bulk_update job applied to a conversion in memory; apply-bulk-chunk.ts reads and writes.

/** A conversion being changed by a chunk: its row and items, copied, with units for amounts. */
export interface ConversionState {
  row: ConversionRow;
  items: ConversionItemRow[];
  dirty: boolean;
  dirtyItems: Set<number>;
}

const TRACKED: (keyof ConversionRow)[] = [
  'status',
  'reason',
  'conversionReference',
  'partnerReference',
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
const ITEM_TRACKED: (keyof ConversionItemRow)[] = [
  'status',
  'reason',
  'itemValue',
  'itemCommission',
  'displayToPartner',
  'category',
  'sku',
];

type Changes = Record<string, { from: unknown; to: unknown }>;

function diff<T extends object>(before: T, after: T, fields: (keyof T)[], prefix = ''): Changes {
  const out: Changes = {};
  for (const f of fields)
    if (before[f] !== after[f]) out[`${prefix}${String(f)}`] = { from: before[f], to: after[f] };
  return out;
}

/** A conversion with items takes the status of its items: approved if any is, else pending, else rejected, else fraudulent. */
function statusFromItems(items: ConversionItemRow[], current: ConversionStatus): ConversionStatus {
  if (!items.length) return current;
  for (const s of ['approved', 'pending', 'rejected', 'fraudulent'] as const)
    if (items.some((i) => i.status === s)) return s;
  return current;
}

export const failure = (
  path: TaskError['path'],
  kind: TaskError['kind'],
  message: string,
): TaskOutcome => ({ status: 'failed', error: { path, kind, message } });

export function applyConversionUpdate(
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
      return {
        failed: failure(
          [...path, 'conversion_reference'],
          'duplicate',
          `conversion_reference ${u.conversion_reference} is already used by another conversion of this campaign`,
        ),
      };
    }
  }
  if (
    u.force_commission_recalculation &&
    row.currency !== rule.currency &&
    recalculatesPercentage(row, s.items, rule)
  ) {
    return {
      failed: failure(
        [...path, 'force_commission_recalculation'],
        'invalid_value',
        `The commission cannot be recalculated: the conversion is in ${row.currency}, its percentage commission in ${rule.currency}`,
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
  if (u.publisher_reference !== undefined) row.partnerReference = u.publisher_reference;
  if (u.advertiser_reference !== undefined) row.advertiserReference = u.advertiser_reference;
  if (u.customer_reference !== undefined) row.customerReference = u.customer_reference;
  if (u.customer_type !== undefined) row.customerType = u.customer_type;
  if (u.ref_partnership_model_id !== undefined)
    row.refPartnershipModelId = u.ref_partnership_model_id;
  if (u.traffic_source_id !== undefined) row.refTrafficSourceId = u.traffic_source_id;
  if (u.conversion_metric_id !== undefined) row.refConversionMetricId = u.conversion_metric_id;
  if (u.force_commission_recalculation) recomputeConversion(row, s.items, rule, true);
  const changes = diff(before, row, TRACKED);
  s.items.forEach((item, i) => {
    const itemChanges = diff(itemsBefore[i]!, item, ITEM_TRACKED, `items.${item.id}.`);
    if (Object.keys(itemChanges).length) s.dirtyItems.add(item.id);
    Object.assign(changes, itemChanges);
  });
  return { changes };
}

export function applyItemUpdate(
  s: ConversionState,
  itemId: number,
  u: ConversionItemUpdateIn,
  rule: CommissionRule,
): { changes: Changes } {
  const row = s.row;
  const item = s.items.find((i) => i.id === itemId)!;
  const before = { ...row };
  const itemBefore = { ...item };
  if (u.status !== undefined) item.status = u.status;
  if (u.reason !== undefined) item.reason = u.reason;
  if (u.display_to_publisher !== undefined) item.displayToPartner = u.display_to_publisher;
  if (u.category !== undefined) item.category = u.category;
  if (u.sku !== undefined) item.sku = u.sku;
  if (u.item_value !== undefined) {
    item.itemValue = exactText(u.item_value);
    // With items, the conversion's value is the sum of its items.
    row.value = sumText(s.items.map((i) => i.itemValue));
  }
  row.status = statusFromItems(s.items, row.status);
  if (u.force_commission_recalculation) {
    recomputeItem(item, rule);
    recomputeConversion(row, s.items, rule, false);
  }
  const changes = {
    ...diff(before, row, TRACKED),
    ...diff(itemBefore, item, ITEM_TRACKED, `items.${item.id}.`),
  };
  if (Object.keys(diff(itemBefore, item, ITEM_TRACKED)).length) s.dirtyItems.add(item.id);
  return { changes };
}

/** One applied task as an audit row: the fields it changed in API names (items as items.{id}.{field}). */
export function auditOfTask(conversionId: number, changes: Changes): Change {
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
