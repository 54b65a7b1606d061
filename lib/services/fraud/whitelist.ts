import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { fraudWhitelist, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { actorOf, ChangeSet } from '../audit/change-set';
import { requireFraudReviewer } from './incidents';

/** Partners the campaign's fraud rules exempt, by name. */
export async function listWhitelistedPartners(db: Db, principal: Principal, campaignId: number) {
  await requireFraudReviewer(db, principal, campaignId);
  return db
    .select({ id: partners.id, name: partners.accountName })
    .from(fraudWhitelist)
    .innerJoin(partners, eq(partners.id, fraudWhitelist.partnerId))
    .where(eq(fraudWhitelist.campaignId, campaignId))
    .orderBy(asc(partners.accountName), asc(partners.id));
}

/** Exempts a partner of the network from the campaign's rules (a second time changes nothing). */
export async function whitelistPartner(
  db: Db,
  principal: Principal,
  campaignId: number,
  partnerId: number,
): Promise<void> {
  await requireFraudReviewer(db, principal, campaignId);
  const [partner] = await db
    .select({ networkId: partners.networkId })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!partner || partner.networkId !== principal.networkId)
    throw AppError.notFound(`Partner ${partnerId}`);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fraudWhitelist)
      .values({
        networkId: principal.networkId,
        campaignId,
        partnerId,
        createdBy: principal.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return;
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'fraud_whitelist',
        entityId: campaignId,
        action: 'created',
        after: { campaign_id: String(campaignId), publisher_id: String(partnerId) },
      })
      .commit(tx);
  });
}

export async function removeWhitelistedPartner(
  db: Db,
  principal: Principal,
  campaignId: number,
  partnerId: number,
): Promise<void> {
  await requireFraudReviewer(db, principal, campaignId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(fraudWhitelist)
      .where(
        and(eq(fraudWhitelist.campaignId, campaignId), eq(fraudWhitelist.partnerId, partnerId)),
      )
      .returning();
    if (!row) throw AppError.notFound(`Whitelisted partner ${partnerId}`);
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'fraud_whitelist',
        entityId: campaignId,
        action: 'deleted',
        before: { campaign_id: String(campaignId), publisher_id: String(partnerId) },
      })
      .commit(tx);
  });
}
