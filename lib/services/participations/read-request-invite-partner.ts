import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brands, campaigns, participations, users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { isStaff } from '../access';
import type { BrandRow } from '../brands/read-brands';
import type { CampaignRow } from '../campaigns/read-campaigns';
import { participationOfPartner, type ParticipationRow } from './acting-partner';
import {
  partnersWithWebsites,
  requireQueueReader,
  visibleCampaigns,
  type PartnerWithWebsites,
} from './queue-scope';

/**
 * One partner's open requests (p) and invitations (t) on the campaigns the caller sees
 * (GET /v2/networks/{networkId}/campaign-requests-invites/partners/{publisherId}). A partner of
 * the network with none gives empty lists; another network's partner is 404.
 */

export interface QueueItem {
  participation: ParticipationRow;
  campaign: CampaignRow;
  brand: BrandRow;
}

interface PostalAddress {
  line1: string | null;
  line2: string | null;
  line3: string | null;
  line4: string | null;
  postcode: string | null;
  country: string | null;
}

export interface QueuePartnerDetail extends PartnerWithWebsites {
  /** The partner user's postal address, for staff only (brand users get the limited view). */
  address: PostalAddress | null;
  requests: QueueItem[];
  invites: QueueItem[];
}

async function addressOf(db: DbOrTx, networkId: number, partnerId: number) {
  const [row] = await db
    .select({
      line1: users.address1,
      line2: users.address2,
      line3: users.address3,
      line4: users.address4,
      postcode: users.postcode,
      country: users.country,
    })
    .from(users)
    .where(and(eq(users.networkId, networkId), eq(users.partnerId, partnerId)))
    .orderBy(asc(users.id))
    .limit(1);
  return (
    row ?? { line1: null, line2: null, line3: null, line4: null, postcode: null, country: null }
  );
}

export async function getRequestInvitePartner(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  partnerId: number,
): Promise<QueuePartnerDetail> {
  requireQueueReader(principal, networkId);
  const [found] = await partnersWithWebsites(db, networkId, [partnerId]);
  if (!found) throw AppError.notFound('Publisher');
  const items: QueueItem[] = await db
    .select({ participation: participations, campaign: campaigns, brand: brands })
    .from(participations)
    .innerJoin(campaigns, eq(campaigns.id, participations.campaignId))
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .where(
      and(
        participationOfPartner(networkId, partnerId),
        inArray(participations.status, ['p', 't']),
        visibleCampaigns(principal, networkId),
      ),
    )
    .orderBy(desc(participations.updatedAt), asc(participations.id));
  return {
    ...found,
    address: isStaff(principal) ? await addressOf(db, networkId, partnerId) : null,
    requests: items.filter((i) => i.participation.status === 'p'),
    invites: items.filter((i) => i.participation.status === 't'),
  };
}
