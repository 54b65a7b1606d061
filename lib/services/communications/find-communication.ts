import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { communications } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireStaff } from '../access';

export type CommunicationRow = typeof communications.$inferSelect;

/** Communications are written and sent by the network's staff. */
export function requireCommunicationStaff(principal: Principal): void {
  requireStaff(principal, 'manage communications');
}

/** A communication of the caller's network, locked for the caller's transaction when `lock` is set. */
export async function findCommunication(
  db: DbOrTx,
  principal: Principal,
  id: number,
  lock = false,
): Promise<CommunicationRow> {
  requireCommunicationStaff(principal);
  const query = db
    .select()
    .from(communications)
    .where(and(eq(communications.networkId, principal.networkId), eq(communications.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Communication');
  return row;
}

/** Only a draft may be edited, deleted or sent. */
export function requireDraft(row: CommunicationRow, action: string): void {
  if (row.status !== 'draft')
    throw AppError.field(
      ['status'],
      'invalid_value',
      `Only a draft communication can be ${action}; this one is ${row.status === 'sending' ? 'sent' : row.status}`,
    );
}
