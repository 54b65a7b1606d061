import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { networks } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { FundingMode } from '@/lib/schemas/enums';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork, requireStaff } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';

/** How the caller's network funds payouts (staff). */
export async function readFundingMode(
  db: Db,
  principal: Principal,
  networkId: number,
): Promise<FundingMode> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read payment settings');
  const [row] = await db
    .select({ mode: networks.fundingMode })
    .from(networks)
    .where(eq(networks.id, principal.networkId));
  if (!row) throw AppError.notFound('Network');
  return row.mode;
}

/**
 * Sets the network's funding mode (staff), audited. It applies to conversions that become
 * payable afterwards (docs/payments.md#funding-modes-a-network-setting).
 */
export async function setFundingMode(
  db: Db,
  principal: Principal,
  networkId: number,
  mode: FundingMode,
): Promise<FundingMode> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'change payment settings');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ mode: networks.fundingMode })
      .from(networks)
      .where(eq(networks.id, principal.networkId))
      .for('update');
    if (!before) throw AppError.notFound('Network');
    if (before.mode === mode) return mode;
    await tx
      .update(networks)
      .set({ fundingMode: mode })
      .where(eq(networks.id, principal.networkId));
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'network',
        entityId: principal.networkId,
        action: 'updated',
        before: { funding_mode: before.mode },
        after: { funding_mode: mode },
      })
      .commit(tx);
    return mode;
  });
}
