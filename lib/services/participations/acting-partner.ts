import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { participations, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requirePartnerAccess, requireRole } from '../access';

// Shared by the modules of lib/services/participations.

export type ParticipationRow = typeof participations.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;

/** A partner of the caller's network the caller may act for (staff, or its own partner user). */
export async function requireActingPartner(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  action: string,
): Promise<PartnerRow> {
  requireRole(principal, ['network', 'partner'], action);
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  requirePartnerAccess(principal, partnerId);
  return partner;
}

/** The condition on participations rows: this partner's, in its network. */
export const participationOfPartner = (networkId: number, partnerId: number): SQL =>
  and(eq(participations.networkId, networkId), eq(participations.partnerId, partnerId))!;

/** The partner's participations that meet `condition`: a query to order or lock. */
export const participationsOf = (db: DbOrTx, partner: PartnerRow, condition: SQL | undefined) =>
  db
    .select()
    .from(participations)
    .where(and(participationOfPartner(partner.networkId, partner.id), condition));
