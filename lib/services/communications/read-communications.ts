import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { communications } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import {
  findCommunication,
  requireCommunicationStaff,
  type CommunicationRow,
} from './find-communication';
import { countRecipients } from './recipient-segments';

/** The wire's statuses: a communication being delivered already reads as sent. */
export type CommunicationStatus = 'draft' | 'scheduled' | 'sent';
const STORED: Record<CommunicationStatus, CommunicationRow['status'][]> = {
  draft: ['draft'],
  scheduled: ['scheduled'],
  sent: ['sending', 'sent'],
};

/** GET /v2/communications: the network's communications, newest first, optionally of some statuses. */
export async function listCommunications(
  db: DbOrTx,
  principal: Principal,
  statuses?: CommunicationStatus[],
): Promise<CommunicationRow[]> {
  requireCommunicationStaff(principal);
  const conditions = [eq(communications.networkId, principal.networkId)];
  if (statuses?.length)
    conditions.push(
      inArray(
        communications.status,
        statuses.flatMap((s) => STORED[s]),
      ),
    );
  return db
    .select()
    .from(communications)
    .where(and(...conditions))
    .orderBy(desc(communications.id))
    .limit(1000);
}

export async function getCommunication(
  db: DbOrTx,
  principal: Principal,
  id: number,
): Promise<CommunicationRow> {
  return findCommunication(db, principal, id);
}

/**
 * GET /v2/communications/{id}/recipient-count (ours): how many partners the communication would
 * reach if it went out now, by the rule the send uses (docs/communications.md).
 */
export async function communicationRecipientCount(
  db: DbOrTx,
  principal: Principal,
  id: number,
): Promise<number> {
  const row = await findCommunication(db, principal, id);
  return countRecipients(db, row);
}
