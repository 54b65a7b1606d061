import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requirePartnerAccess, requireRole } from '../access';

/** Not found unless the partner is one of the network's. */
export async function requirePartnerInNetwork(
  db: DbOrTx,
  networkId: number,
  partnerId: number,
): Promise<void> {
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
}

/**
 * A partner of the caller's network the caller may act for (staff, or its own partner user),
 * checked in this order: the role (403), the partner (404), the caller's access to it (403).
 */
export async function requireActingPartnerId(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  action: string,
): Promise<void> {
  requireRole(principal, ['network', 'partner'], action);
  await requirePartnerInNetwork(db, principal.networkId, partnerId);
  requirePartnerAccess(principal, partnerId);
}
