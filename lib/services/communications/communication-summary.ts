import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { communicationRecipients, communications, mailUnsubscribes } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { requireCommunicationStaff } from './find-communication';

export interface CommunicationSummary {
  id: number;
  name: string;
  sendAt: Date | null;
  recipients: number;
  sent: number;
  unsubscribes: number;
}

/**
 * GET /v2/communications/summary: per sent communication, what its recipient rows say. Opens,
 * clicks, bounces and complaints are not tracked yet and read 0 (docs/communications.md).
 */
export async function communicationSummary(
  db: DbOrTx,
  principal: Principal,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: CommunicationSummary[] }> {
  requireCommunicationStaff(principal);
  const where = and(
    eq(communications.networkId, principal.networkId),
    inArray(communications.status, ['sending', 'sent']),
  );
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(communications)
    .where(where);
  const rows = await db
    .select({
      id: communications.id,
      name: communications.name,
      sendAt: communications.sendAt,
      recipients: sql<number>`(select count(*)::int from ${communicationRecipients} r where r.communication_id = "communications"."id")`,
      sent: sql<number>`(select count(*)::int from ${communicationRecipients} r where r.communication_id = "communications"."id" and r.status = 'sent')`,
      unsubscribes: sql<number>`(select count(*)::int from ${mailUnsubscribes} u where u.communication_id = "communications"."id")`,
    })
    .from(communications)
    .where(where)
    .orderBy(desc(communications.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count, rows };
}
