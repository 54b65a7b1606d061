import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { participations } from '@/lib/db/schema';
import type { ParticipationRow } from './acting-partner';

/** The partner's participation in the campaign (any status), if it has one. */
export async function findParticipation(
  db: DbOrTx,
  networkId: number,
  campaignId: number,
  partnerId: number,
): Promise<ParticipationRow | undefined> {
  const [row] = await db
    .select()
    .from(participations)
    .where(
      and(
        eq(participations.networkId, networkId),
        eq(participations.campaignId, campaignId),
        eq(participations.partnerId, partnerId),
      ),
    )
    .limit(1);
  return row;
}
