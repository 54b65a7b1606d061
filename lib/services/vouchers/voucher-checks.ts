import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { partnerGroups, partners, voucherCodes } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { anyId } from '../audit/change-set';
import type { BodyProblems } from '../body-problems';

/**
 * The checks a POST or PUT of voucher codes makes before it writes anything: codes unique in
 * the campaign ignoring case (in the body and against the stored codes), partners of the
 * network, commission groups of the campaign, windows in order. Every problem is collected and
 * refused together (400, one item per field).
 */

export interface CheckedItem {
  /** The code the item ends with (null on an update that keeps it). */
  code?: string;
  /** The code's own id on an update: it may keep its code. */
  ownId?: number;
  partnerId?: number | null;
  groupIds?: number[];
  start: Date | null;
  end: Date | null;
}

async function checkCodes(
  db: DbOrTx,
  campaignId: number,
  items: CheckedItem[],
  problems: BodyProblems,
): Promise<void> {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    if (item.code === undefined) return;
    const key = item.code.toLowerCase();
    if (seen.has(key))
      problems.add(
        [i, 'voucher_code'],
        'duplicate',
        `voucher_code ${item.code} is given twice (codes are unique per campaign, ignoring case)`,
      );
    seen.set(key, i);
  });
  if (!seen.size) return;
  const taken = await db
    .select({ id: voucherCodes.id, code: voucherCodes.code })
    .from(voucherCodes)
    .where(
      and(
        eq(voucherCodes.campaignId, campaignId),
        sql`lower(${voucherCodes.code}) = any(${`{${[...seen.keys()].map((k) => `"${k}"`).join(',')}}`}::text[])`,
      ),
    );
  const owner = new Map(taken.map((t) => [t.code.toLowerCase(), t.id]));
  items.forEach((item, i) => {
    const id = item.code === undefined ? undefined : owner.get(item.code.toLowerCase());
    if (id !== undefined && id !== item.ownId)
      problems.add(
        [i, 'voucher_code'],
        'duplicate',
        `voucher_code ${item.code} already exists in this campaign (codes are unique ignoring case)`,
      );
  });
}

async function checkPartners(
  db: DbOrTx,
  networkId: number,
  items: CheckedItem[],
  problems: BodyProblems,
): Promise<void> {
  const wanted = [
    ...new Set(items.flatMap((i) => (typeof i.partnerId === 'number' ? [i.partnerId] : []))),
  ];
  if (!wanted.length) return;
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), anyId(partners.id, wanted)));
  const known = new Set(rows.map((r) => r.id));
  items.forEach((item, i) => {
    if (typeof item.partnerId === 'number' && !known.has(item.partnerId))
      problems.add(
        [i, 'publisher_id'],
        'invalid_value',
        `publisher ${item.partnerId} is not a partner of this network`,
      );
  });
}

async function checkGroups(
  db: DbOrTx,
  campaignId: number,
  items: CheckedItem[],
  problems: BodyProblems,
): Promise<void> {
  const wanted = [...new Set(items.flatMap((i) => i.groupIds ?? []))];
  if (!wanted.length) return;
  const rows = await db
    .select({ id: partnerGroups.id })
    .from(partnerGroups)
    .where(and(eq(partnerGroups.campaignId, campaignId), anyId(partnerGroups.id, wanted)));
  problems.flagUnknownIds(
    'commission_groups',
    items.map((i) => i.groupIds),
    new Set(rows.map((r) => r.id)),
    (id) => `commission group ${id} is not a commission group of this campaign`,
  );
}

/** Runs every check; throws the problems found (with those already collected). */
export async function checkVoucherItems(
  db: DbOrTx,
  networkId: number,
  campaignId: number,
  items: CheckedItem[],
  problems: BodyProblems,
): Promise<void> {
  items.forEach((item, i) => {
    if (item.start && item.end && item.end <= item.start)
      problems.add(
        [i, 'end_date_time'],
        'invalid_value',
        'end_date_time must be after start_date_time',
      );
  });
  await checkCodes(db, campaignId, items, problems);
  await checkPartners(db, networkId, items, problems);
  await checkGroups(db, campaignId, items, problems);
  problems.throwIfAny();
}

/** A unique-index race (two writers of one code at once) as the same 400 the checks give. */
export function duplicateRace(error: unknown): never {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505')
    throw AppError.field(
      ['voucher_codes'],
      'duplicate',
      'a voucher code of this body was created in this campaign at the same time',
    );
  throw error;
}
