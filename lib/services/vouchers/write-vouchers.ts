import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { voucherCodes } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { VoucherCodeCreateItemIn, VoucherCodeUpdateItemIn } from '@/lib/schemas/voucher-code';
import { actorOf, anyId, ChangeSet } from '../audit/change-set';
import { requireManageable } from '../campaigns/read-campaigns';
import { checkVoucherItems, duplicateRace, VoucherProblems } from './voucher-checks';
import {
  recordVoucherCreated,
  recordVoucherUpdated,
  voucherRecordsByIds,
  type VoucherCodeRecord,
  type VoucherCodeRow,
} from './voucher-records';

const ACTION = 'manage voucher codes';

const sortedIds = (ids: number[] | undefined) =>
  ids === undefined ? undefined : [...new Set(ids)].sort((a, b) => a - b);

/**
 * POST /campaign/{campaign_id}/voucher_code: creates every code of the body, or none. Staff, or
 * a brand user granted the campaign's brand. A code of the body that exists in the campaign
 * (ignoring case), an unknown partner or group refuses the whole body, naming each.
 */
export async function createVouchers(
  db: Db,
  principal: Principal,
  campaignId: number,
  items: VoucherCodeCreateItemIn[],
): Promise<VoucherCodeRecord[]> {
  await requireManageable(db, principal, campaignId, ACTION);
  const { networkId } = principal;
  await checkVoucherItems(
    db,
    networkId,
    campaignId,
    items.map((item) => ({
      code: item.voucher_code,
      publisherId: item.publisher_id,
      groupIds: item.commission_groups,
      start: item.start_date_time ?? null,
      end: item.end_date_time ?? null,
    })),
    new VoucherProblems(),
  );
  const ids = await db
    .transaction(async (tx) => {
      const rows = await tx
        .insert(voucherCodes)
        .values(
          items.map((item) => ({
            networkId,
            campaignId,
            code: item.voucher_code,
            partnerId: item.publisher_id ?? null,
            description: item.description ?? '',
            active: item.active !== 'n',
            startAt: item.start_date_time ?? null,
            endAt: item.end_date_time ?? null,
            onExpiry: item.on_expiry ?? 'ignore',
            onInvalidUser: item.on_invalid_user ?? 'ignore',
            commissionGroupIds: sortedIds(item.commission_groups) ?? [],
            createdBy: principal.userId,
          })),
        )
        .returning();
      const set = new ChangeSet(actorOf(principal));
      for (const row of rows) recordVoucherCreated(set, row);
      await set.commit(tx);
      return rows.map((r) => r.id);
    })
    .catch(duplicateRace);
  return voucherRecordsByIds(db, networkId, ids);
}

/** The columns an update item sets; keys left out are left alone. */
function changesOf(item: VoucherCodeUpdateItemIn): Partial<VoucherCodeRow> {
  const changes: Partial<VoucherCodeRow> = {
    code: item.voucher_code,
    partnerId: item.publisher_id,
    description: item.description,
    active: item.active === undefined ? undefined : item.active === 'y',
    startAt: item.start_date_time,
    endAt: item.end_date_time,
    onExpiry: item.on_expiry,
    onInvalidUser: item.on_invalid_user,
    commissionGroupIds: sortedIds(item.commission_groups),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}

/** Names a code that is not the campaign's, or one named twice. */
function checkTargets(
  items: VoucherCodeUpdateItemIn[],
  before: Map<number, VoucherCodeRow>,
  problems: VoucherProblems,
): void {
  const seen = new Set<number>();
  items.forEach((item, i) => {
    const id = item.voucher_code_id;
    if (seen.has(id))
      problems.add([i, 'voucher_code_id'], 'not_unique_items', `voucher code ${id} is named twice`);
    seen.add(id);
    if (!before.has(id))
      problems.add(
        [i, 'voucher_code_id'],
        'invalid_value',
        `voucher code ${id} is not a voucher code of this campaign`,
      );
  });
}

/**
 * PUT /campaign/{campaign_id}/voucher_code: updates every code of the body by voucher_code_id,
 * or none. Fields left out keep their values; `commission_groups`, when given, is the whole
 * list. A code with no change keeps its last_modified.
 */
export async function updateVouchers(
  db: Db,
  principal: Principal,
  campaignId: number,
  items: VoucherCodeUpdateItemIn[],
): Promise<VoucherCodeRecord[]> {
  await requireManageable(db, principal, campaignId, ACTION);
  const { networkId } = principal;
  const ids = items.map((i) => i.voucher_code_id);
  await db
    .transaction(async (tx) => {
      const locked = await tx
        .select()
        .from(voucherCodes)
        .where(and(eq(voucherCodes.campaignId, campaignId), anyId(voucherCodes.id, ids)))
        .orderBy(voucherCodes.id)
        .for('update');
      const before = new Map(locked.map((r) => [r.id, r]));
      const problems = new VoucherProblems();
      checkTargets(items, before, problems);
      await checkVoucherItems(
        tx,
        networkId,
        campaignId,
        items.map((item) => {
          const current = before.get(item.voucher_code_id);
          return {
            code: item.voucher_code,
            ownId: item.voucher_code_id,
            publisherId: item.publisher_id,
            groupIds: item.commission_groups,
            start:
              item.start_date_time === undefined
                ? (current?.startAt ?? null)
                : item.start_date_time,
            end: item.end_date_time === undefined ? (current?.endAt ?? null) : item.end_date_time,
          };
        }),
        problems,
      );
      const set = new ChangeSet(actorOf(principal));
      for (const item of items) {
        const previous = before.get(item.voucher_code_id)!;
        const next = { ...previous, ...changesOf(item) };
        if (!recordVoucherUpdated(set, previous, next)) continue;
        await tx
          .update(voucherCodes)
          .set({ ...changesOf(item), updatedAt: new Date() })
          .where(eq(voucherCodes.id, previous.id));
      }
      await set.commit(tx);
    })
    .catch(duplicateRace);
  return voucherRecordsByIds(db, networkId, ids);
}
