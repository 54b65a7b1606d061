import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { voucherCodes } from '@/lib/db/schema';
import { anyId, changedFields, snapshot, type ChangeSet } from '../audit/change-set';
import { groupRecordsByIds, type PartnerGroupRecord } from '../partner-groups/group-records';

// Shared by the modules of lib/services/vouchers.

export type VoucherCodeRow = typeof voucherCodes.$inferSelect;

/** A code with its commission groups (members included), as the presenters need it. */
export interface VoucherCodeRecord {
  row: VoucherCodeRow;
  groups: PartnerGroupRecord[];
}

/** Codes of a network matching `where`, ascending by id, with their groups. */
export async function voucherRecordsWhere(
  db: DbOrTx,
  networkId: number,
  where: SQL | undefined,
  page?: { offset: number; limit: number },
): Promise<VoucherCodeRecord[]> {
  let query = db
    .select()
    .from(voucherCodes)
    .where(and(eq(voucherCodes.networkId, networkId), where))
    .orderBy(asc(voucherCodes.id))
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query;
  const groupIds = [...new Set(rows.flatMap((r) => r.partnerGroupIds))];
  const groups = new Map(
    (await groupRecordsByIds(db, networkId, groupIds)).map((g) => [g.row.id, g]),
  );
  return rows.map((row) => ({
    row,
    groups: row.partnerGroupIds.flatMap((id) => groups.get(id) ?? []),
  }));
}

export async function countVouchersWhere(
  db: DbOrTx,
  networkId: number,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherCodes)
    .where(and(eq(voucherCodes.networkId, networkId), where));
  return row?.n ?? 0;
}

/** Codes by id, in the order of `ids`. */
export async function voucherRecordsByIds(
  db: DbOrTx,
  networkId: number,
  ids: number[],
): Promise<VoucherCodeRecord[]> {
  if (!ids.length) return [];
  const records = await voucherRecordsWhere(db, networkId, anyId(voucherCodes.id, ids));
  const byId = new Map(records.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A code as the audit log shows it (API field names). */
const voucherSnapshot = (row: VoucherCodeRow) =>
  snapshot(row, {
    rename: {
      code: 'voucher_code',
      partnerId: 'publisher_id',
      startAt: 'start_date_time',
      endAt: 'end_date_time',
      partnerGroupIds: 'commission_groups',
    },
    omit: ['createdBy'],
  });

const eventOf = (row: VoucherCodeRow) => ({
  voucher_code_id: String(row.id),
  campaign_id: String(row.campaignId),
  voucher_code: row.code,
  partner_id: row.partnerId === null ? null : String(row.partnerId),
  active: row.active,
});

export function recordVoucherCreated(set: ChangeSet, row: VoucherCodeRow): void {
  set
    .change({
      entityType: 'voucher_code',
      entityId: row.id,
      action: 'created',
      after: voucherSnapshot(row),
    })
    .event({ type: 'voucher_code.created', data: eventOf(row) });
}

/** Audits what changed and emits voucher_code.updated; false when nothing changed. */
export function recordVoucherUpdated(
  set: ChangeSet,
  before: VoucherCodeRow,
  after: VoucherCodeRow,
): boolean {
  const diff = changedFields(voucherSnapshot(before), voucherSnapshot(after));
  if (!diff) return false;
  set
    .change({
      entityType: 'voucher_code',
      entityId: after.id,
      action: 'updated',
      before: diff.before,
      after: diff.after,
    })
    .event({ type: 'voucher_code.updated', data: { ...eventOf(after), changed: diff.fields } });
  return true;
}
