import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { networks } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireOwnNetwork, requireStaff } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';

/** The network's brand settings: whether a brand a brand user creates waits for staff approval. */
export interface BrandSettings {
  brandApprovalRequired: boolean;
}

export async function brandSettingsOf(db: DbOrTx, networkId: number): Promise<BrandSettings> {
  const [row] = await db
    .select({ brandApprovalRequired: networks.brandApprovalRequired })
    .from(networks)
    .where(eq(networks.id, networkId));
  if (!row) throw AppError.notFound('Network');
  return row;
}

/** Staff only. */
export async function readBrandSettings(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
): Promise<BrandSettings> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read brand settings');
  return brandSettingsOf(db, networkId);
}

/** Staff only; audited as a network update. */
export async function updateBrandSettings(
  db: Db,
  principal: Principal,
  networkId: number,
  change: Partial<BrandSettings>,
): Promise<BrandSettings> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'change brand settings');
  return db.transaction(async (tx) => {
    const before = await brandSettingsOf(tx, networkId);
    const after = { ...before, ...change };
    if (after.brandApprovalRequired === before.brandApprovalRequired) return before;
    await tx
      .update(networks)
      .set({ brandApprovalRequired: after.brandApprovalRequired })
      .where(eq(networks.id, networkId));
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'network',
        entityId: networkId,
        action: 'updated',
        before: { brand_approval_required: before.brandApprovalRequired },
        after: { brand_approval_required: after.brandApprovalRequired },
      })
      .commit(tx);
    return after;
  });
}
