import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { communicationRecipients, mailUnsubscribes } from '@/lib/db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one-click unsubscribe (RFC 8058) of a message's link: the partner gets no later
 * communication. True when the token named a message; unsubscribing twice is harmless.
 */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  if (!UUID.test(token)) return false;
  const [recipient] = await db
    .select({
      networkId: communicationRecipients.networkId,
      partnerId: communicationRecipients.partnerId,
      communicationId: communicationRecipients.communicationId,
    })
    .from(communicationRecipients)
    .where(eq(communicationRecipients.unsubscribeToken, token.toLowerCase()))
    .limit(1);
  if (!recipient) return false;
  await db
    .insert(mailUnsubscribes)
    .values({ ...recipient, kind: 'communications' })
    .onConflictDoNothing();
  return true;
}
