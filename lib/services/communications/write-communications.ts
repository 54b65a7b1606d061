import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { campaigns, communications, partners, type RecipientSegments } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { sanitizeRichText } from '../html';
import {
  findCommunication,
  requireCommunicationStaff,
  requireDraft,
  type CommunicationRow,
} from './find-communication';

/** The fields of a draft; on an update, a field left out stays as it is. */
export interface CommunicationChanges {
  name?: string;
  subject?: string;
  fromName?: string | null;
  fromEmail?: string | null;
  replyToEmail?: string | null;
  type?: 'general' | 'prospect_invitation';
  campaignIds?: number[];
  partnerIds?: number[];
  segments?: RecipientSegments;
  html?: string;
  unlayerJson?: string | null;
}

/** Ids of `ids` that are not rows of `table` in the network, as field errors on `field`. */
async function checkIds(
  db: DbOrTx,
  networkId: number,
  ids: number[] | undefined,
  table: typeof partners | typeof campaigns,
  field: string,
  what: string,
): Promise<void> {
  if (!ids?.length) return;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.networkId, networkId), inArray(table.id, [...new Set(ids)])));
  const known = new Set(found.map((r) => r.id));
  const fields = ids.flatMap((id, i) =>
    known.has(id)
      ? []
      : [{ path: [field, i], kind: 'invalid_value' as const, message: `${what} ${id} not found` }],
  );
  if (fields.length) throw AppError.validation(fields.slice(0, 20));
}

async function checkChanges(db: DbOrTx, networkId: number, c: CommunicationChanges) {
  await checkIds(db, networkId, c.partnerIds, partners, 'publisher_ids', 'Partner');
  await checkIds(db, networkId, c.campaignIds, campaigns, 'campaigns', 'Campaign');
  await checkIds(
    db,
    networkId,
    c.segments?.campaigns?.campaignIds,
    campaigns,
    'recipient_segments.campaigns.campaign_ids',
    'Campaign',
  );
}

const unique = (ids: number[] | undefined) => (ids ? [...new Set(ids)] : undefined);

function columnsOf(c: CommunicationChanges) {
  return {
    name: c.name,
    subject: c.subject,
    fromName: c.fromName,
    fromEmail: c.fromEmail,
    replyToEmail: c.replyToEmail,
    type: c.type,
    campaignIds: unique(c.campaignIds),
    partnerIds: unique(c.partnerIds),
    segments: c.segments,
    html: c.html === undefined ? undefined : sanitizeRichText(c.html),
    unlayerJson: c.unlayerJson,
  };
}

/** POST /v2/communications: a draft owned by the caller. */
export async function createCommunication(
  db: Db,
  principal: Principal,
  input: CommunicationChanges,
): Promise<CommunicationRow> {
  requireCommunicationStaff(principal);
  await checkChanges(db, principal.networkId, input);
  const [row] = await db
    .insert(communications)
    .values({
      ...columnsOf(input),
      networkId: principal.networkId,
      createdBy: principal.userId,
    })
    .returning();
  return row!;
}

/** PUT /v2/communications/{id} and its content: a draft only. */
export async function updateCommunication(
  db: Db,
  principal: Principal,
  id: number,
  changes: CommunicationChanges,
): Promise<CommunicationRow> {
  return db.transaction(async (tx) => {
    const row = await findCommunication(tx, principal, id, true);
    requireDraft(row, 'changed');
    await checkChanges(tx, principal.networkId, changes);
    const [updated] = await tx
      .update(communications)
      .set({ ...columnsOf(changes), updatedAt: sql`now()` })
      .where(eq(communications.id, row.id))
      .returning();
    return updated!;
  });
}

/** DELETE /v2/communications/{id}: a draft only (a scheduled one is cancelled first). */
export async function deleteCommunication(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findCommunication(tx, principal, id, true);
    requireDraft(row, 'deleted');
    await tx.delete(communications).where(eq(communications.id, row.id));
  });
}
