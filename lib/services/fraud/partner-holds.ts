import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { campaigns, fraudIncidents, networks, paymentHolds } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { requireActingPartnerId } from '../partners/partner-in-network';

/**
 * A partner's open payment holds as the partner reads them (docs/fraud.md#what-the-partner-sees):
 * since when, the incident behind a fraud hold (its metric and campaign, which the partner's
 * pages put into words in its language), the staff's reason otherwise, and whom to contact.
 */
export async function partnerOpenHolds(db: Db, principal: Principal, partnerId: number) {
  await requireActingPartnerId(db, principal, partnerId, 'read payment holds');
  const rows = await db
    .select({
      id: paymentHolds.id,
      since: paymentHolds.createdAt,
      reason: paymentHolds.reason,
      incidentId: fraudIncidents.id,
      metric: fraudIncidents.metric,
      campaignId: fraudIncidents.campaignId,
      campaignTitle: campaigns.title,
    })
    .from(paymentHolds)
    .leftJoin(fraudIncidents, eq(fraudIncidents.holdId, paymentHolds.id))
    .leftJoin(campaigns, eq(campaigns.id, fraudIncidents.campaignId))
    .where(
      and(
        eq(paymentHolds.networkId, principal.networkId),
        eq(paymentHolds.partnerId, partnerId),
        isNull(paymentHolds.releasedAt),
      ),
    )
    .orderBy(desc(paymentHolds.id));
  const [network] = await db
    .select({ name: networks.name, contactEmail: networks.contactEmail })
    .from(networks)
    .where(eq(networks.id, principal.networkId));
  return { holds: rows, network: network! };
}
