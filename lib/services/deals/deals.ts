import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { deals } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { DealOfferType } from '@/lib/schemas/enums';
import { actorOf, changedFields, ChangeSet, snapshot } from '../audit/change-set';
import { requireManageable } from '../campaigns/read-campaigns';
import { isLive } from '../creatives/partner-campaigns';

export type DealRow = typeof deals.$inferSelect;

/**
 * Campaign deals: timed offers a brand gives its partners. Staff and brand users granted the
 * campaign's brand manage them; a partner is given the live deals (active, started and not
 * expired) of the campaigns it is approved on. DELETE only sets active false, as the reference
 * says.
 */

const ACTION = 'manage deals';

/** Whether partners are offered the deal now: active, started and not expired. */
export const isDealLive = (row: DealRow, now = new Date()) => isLive(row, now);

const dealSnapshot = (row: DealRow) =>
  snapshot(row, {
    rename: { startAt: 'start_date_time', endAt: 'end_date_time' },
    omit: ['createdBy'],
  });

const eventOf = (row: DealRow) => ({
  deal_id: String(row.id),
  campaign_id: String(row.campaignId),
  title: row.title,
  active: row.active,
});

/** What a deal is made of; null clears an optional field. */
export interface DealInput {
  title: string;
  description: string;
  offerType: DealOfferType;
  offerValue: string;
  terms?: string | null;
  couponCode?: string | null;
  countryIso?: string | null;
  category?: string | null;
  advertiserReference?: string | null;
  startAt?: Date | null;
  endAt?: Date | null;
  destination?: string | null;
  active?: boolean;
}

/** The fields a change sets; fields left out (or undefined) are left alone. */
export type DealChanges = Partial<DealInput>;

/** The columns a change sets. */
function columnsOf(changes: DealChanges): DealChanges {
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}

function checkWindow(start: Date | null | undefined, end: Date | null | undefined): void {
  if (start && end && end <= start)
    throw AppError.field(
      ['end_date_time'],
      'invalid_value',
      'end_date_time must be after start_date_time',
    );
}

/** GET /campaign/{id}/deal: every deal of the campaign; `active` narrows to active or inactive ones. */
export async function listCampaignDeals(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  filter: { active?: boolean } = {},
): Promise<DealRow[]> {
  await requireManageable(db, principal, campaignId, 'read deals');
  return db
    .select()
    .from(deals)
    .where(
      and(
        eq(deals.campaignId, campaignId),
        filter.active === undefined ? undefined : eq(deals.active, filter.active),
      ),
    )
    .orderBy(asc(deals.id));
}

/** One deal of the campaign; a deal of another campaign (or network) is not found. */
export async function getCampaignDeal(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  dealId: number,
): Promise<DealRow> {
  await requireManageable(db, principal, campaignId, 'read deals');
  return findDeal(db, campaignId, dealId);
}

async function findDeal(db: DbOrTx, campaignId: number, dealId: number, lock = false) {
  const query = db
    .select()
    .from(deals)
    .where(and(eq(deals.campaignId, campaignId), eq(deals.id, dealId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Deal');
  return row;
}

/** POST /campaign/{id}/deal (201). */
export async function createDeal(
  db: Db,
  principal: Principal,
  campaignId: number,
  input: DealInput,
): Promise<DealRow> {
  await requireManageable(db, principal, campaignId, ACTION);
  checkWindow(input.startAt, input.endAt);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deals)
      .values({
        networkId: principal.networkId,
        campaignId,
        title: input.title,
        description: input.description,
        offerType: input.offerType,
        offerValue: input.offerValue,
        createdBy: principal.userId,
        ...columnsOf(input),
      })
      .returning();
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'deal',
        entityId: row!.id,
        action: 'created',
        after: dealSnapshot(row!),
      })
      .event({ type: 'deal.created', data: eventOf(row!) })
      .commit(tx);
    return row!;
  });
}

/**
 * PATCH /campaign/{id}/deal/{deal_id}: changes the fields sent (null clears an optional one);
 * DELETE is this with active n. A write that changes nothing records nothing and keeps
 * updated_at.
 */
export async function updateDeal(
  db: Db,
  principal: Principal,
  campaignId: number,
  dealId: number,
  changes: DealChanges,
): Promise<DealRow> {
  await requireManageable(db, principal, campaignId, ACTION);
  return db.transaction(async (tx) => {
    const before = await findDeal(tx, campaignId, dealId, true);
    checkWindow(
      changes.startAt === undefined ? before.startAt : changes.startAt,
      changes.endAt === undefined ? before.endAt : changes.endAt,
    );
    const columns = columnsOf(changes);
    if (!Object.keys(columns).length) return before;
    const [updated] = await tx.update(deals).set(columns).where(eq(deals.id, dealId)).returning();
    const diff = changedFields(dealSnapshot(before), dealSnapshot(updated!));
    if (!diff) return before;
    const [row] = await tx
      .update(deals)
      .set({ updatedAt: new Date() })
      .where(eq(deals.id, dealId))
      .returning();
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'deal',
        entityId: dealId,
        action: 'updated',
        before: diff.before,
        after: diff.after,
      })
      .event({ type: 'deal.updated', data: { ...eventOf(row!), changed: diff.fields } })
      .commit(tx);
    return row!;
  });
}

/** DELETE /campaign/{id}/deal/{deal_id}: the same as setting active n (204). */
export async function deleteDeal(
  db: Db,
  principal: Principal,
  campaignId: number,
  dealId: number,
): Promise<void> {
  await updateDeal(db, principal, campaignId, dealId, { active: false });
}
