import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { campaigns, participations } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { participationOfPartner, requireActingPartner } from '../participations/acting-partner';

/** A campaign whose content a partner may use. */
export interface PartnerCampaign {
  id: number;
  title: string;
  destinationUrl: string;
}

/**
 * The campaigns whose creatives, deals and feeds a partner is given: those it is approved on
 * (participation a) that are active (a paused or retired campaign credits no clicks), while the
 * partner itself is approved on the network. Staff, or the partner's own user; another partner's
 * user is refused, a brand user too. `campaignId` narrows to one campaign (empty when the partner
 * may not use it, never an error: the list simply has nothing).
 */
export async function partnerCampaigns(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  action: string,
  campaignId?: number,
): Promise<PartnerCampaign[]> {
  const partner = await requireActingPartner(db, principal, partnerId, action);
  if (partner.networkStatus !== 'a') return [];
  return db
    .select({ id: campaigns.id, title: campaigns.title, destinationUrl: campaigns.destinationUrl })
    .from(participations)
    .innerJoin(campaigns, eq(campaigns.id, participations.campaignId))
    .where(
      and(
        participationOfPartner(principal.networkId, partnerId),
        eq(participations.status, 'a'),
        eq(campaigns.status, 'a'),
        campaignId === undefined ? undefined : eq(campaigns.id, campaignId),
      ),
    )
    .orderBy(asc(campaigns.id));
}

/** Whether content with an optional window is live at `now`: active and inside the window. */
export const isLive = (
  row: { active: boolean; startAt: Date | null; endAt: Date | null },
  now: Date,
): boolean => row.active && (!row.startAt || row.startAt <= now) && (!row.endAt || row.endAt > now);
