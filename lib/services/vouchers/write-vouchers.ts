import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { voucherCodes } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { VoucherAction } from '@/lib/schemas/enums';
import { actorOf, anyId, ChangeSet } from '../audit/change-set';
import { requireManageable } from '../campaigns/read-campaigns';
import { BodyProblems } from '../body-problems';
import { checkVoucherItems, duplicateRace } from './voucher-checks';
import {
  recordVoucherCreated,
  recordVoucherUpdated,
  voucherRecordsByIds,
  type VoucherCodeRecord,
  type VoucherCodeRow,
} from './voucher-records';

const ACTION = 'manage voucher codes';

/** A new voucher code; a null start or end leaves its window open on that side. */
export interface VoucherInput {
  code: string;
  /** The partner the code credits; null for nobody. */
  partnerId?: number | null;
  description?: string;
  active?: boolean;
  startAt?: Date | null;
  endAt?: Date | null;
  onExpiry?: VoucherAction;
  onInvalidUser?: VoucherAction;
  partnerGroupIds?: number[];
}

/** A code's changes, by its id: fields left out are left alone; partnerGroupIds is the whole list. */
export interface VoucherChanges extends Partial<VoucherInput> {
  id: number;
}

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
  items: VoucherInput[],
): Promise<VoucherCodeRecord[]> {
  await requireManageable(db, principal, campaignId, ACTION);
  const { networkId } = principal;
  await checkVoucherItems(
    db,
    networkId,
    campaignId,
    items.map((item) => ({
      code: item.code,
      partnerId: item.partnerId,
      groupIds: item.partnerGroupIds,
      start: item.startAt ?? null,
      end: item.endAt ?? null,
    })),
    new BodyProblems('voucher_codes'),
  );
  const ids = await db
    .transaction(async (tx) => {
      const rows = await tx
        .insert(voucherCodes)
        .values(
          items.map((item) => ({
            networkId,
            campaignId,
            code: item.code,
            partnerId: item.partnerId ?? null,
            description: item.description ?? '',
            active: item.active ?? true,
            startAt: item.startAt ?? null,
            endAt: item.endAt ?? null,
            onExpiry: item.onExpiry ?? 'ignore',
            onInvalidUser: item.onInvalidUser ?? 'ignore',
            partnerGroupIds: sortedIds(item.partnerGroupIds) ?? [],
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
function changesOf(item: VoucherChanges): Partial<VoucherCodeRow> {
  const changes: Partial<VoucherCodeRow> = {
    code: item.code,
    partnerId: item.partnerId,
    description: item.description,
    active: item.active,
    startAt: item.startAt,
    endAt: item.endAt,
    onExpiry: item.onExpiry,
    onInvalidUser: item.onInvalidUser,
    partnerGroupIds: sortedIds(item.partnerGroupIds),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}

/** Names a code that is not the campaign's, or one named twice (paths in the body's names). */
function checkTargets(
  items: VoucherChanges[],
  before: Map<number, VoucherCodeRow>,
  problems: BodyProblems,
): void {
  const seen = new Set<number>();
  items.forEach((item, i) => {
    const id = item.id;
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
 * PUT /campaign/{campaign_id}/voucher_code: updates every code named by id, or none. Fields
 * left out keep their values; `partnerGroupIds`, when given, is the whole
 * list. A code with no change keeps its last_modified.
 */
export async function updateVouchers(
  db: Db,
  principal: Principal,
  campaignId: number,
  items: VoucherChanges[],
): Promise<VoucherCodeRecord[]> {
  await requireManageable(db, principal, campaignId, ACTION);
  const { networkId } = principal;
  const ids = items.map((i) => i.id);
  await db
    .transaction(async (tx) => {
      const locked = await tx
        .select()
        .from(voucherCodes)
        .where(and(eq(voucherCodes.campaignId, campaignId), anyId(voucherCodes.id, ids)))
        .orderBy(voucherCodes.id)
        .for('update');
      const before = new Map(locked.map((r) => [r.id, r]));
      const problems = new BodyProblems('voucher_codes');
      checkTargets(items, before, problems);
      await checkVoucherItems(
        tx,
        networkId,
        campaignId,
        items.map((item) => {
          const current = before.get(item.id);
          return {
            code: item.code,
            ownId: item.id,
            partnerId: item.partnerId,
            groupIds: item.partnerGroupIds,
            start: item.startAt === undefined ? (current?.startAt ?? null) : item.startAt,
            end: item.endAt === undefined ? (current?.endAt ?? null) : item.endAt,
          };
        }),
        problems,
      );
      const set = new ChangeSet(actorOf(principal));
      for (const item of items) {
        const previous = before.get(item.id)!;
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
