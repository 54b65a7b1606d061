import { userBrandGrants, brands } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import { isStaff, requireRole } from '../access';
import { brandSettingsOf } from './brand-settings';
import { actorOf, ChangeSet } from '../audit/change-set';
import { storeImage } from '../images';
import {
  brandIconChange,
  brandName,
  brandSnapshot,
  columnsOf,
  type BrandInput,
  requireAccountNameFree,
  requireStatusChangeAllowed,
  writeBrand,
} from './brand-fields';
import { BRAND_ROLES, type BrandRecord } from './read-brands';

const DEFAULT_STATUS = 'a';

/**
 * POST /user/advertiser: a new brand on the caller's network, granted to the caller. Staff's
 * brands start active; a brand user's pending while the network's brand approval is on.
 */
export async function createBrand(
  db: Db,
  principal: Principal,
  input: BrandInput,
): Promise<BrandRecord> {
  requireRole(principal, BRAND_ROLES, 'create brands');
  // A brand user's brand waits for staff approval while the network asks for it (the default).
  const initial =
    !isStaff(principal) && (await brandSettingsOf(db, principal.networkId)).brandApprovalRequired
      ? 'p'
      : DEFAULT_STATUS;
  requireStatusChangeAllowed(principal, initial, input.status);
  const icon = await brandIconChange(input.icon, () => false);
  const { networkId } = principal;
  return writeBrand(db, async (tx) => {
    await requireAccountNameFree(tx, networkId, input.accountName);
    const stored = icon.kind === 'set' ? await storeImage(tx, networkId, icon.image) : null;
    const [row] = await tx
      .insert(brands)
      .values({
        ...columnsOf(input),
        status: input.status ?? initial,
        accountName: input.accountName,
        companyName: input.companyName,
        address1: input.address1,
        postcode: input.postcode,
        country: input.country,
        phone: input.phone,
        signupIp: input.signupIp,
        networkId,
        iconImageId: stored?.id ?? null,
        createdBy: principal.userId,
      })
      .returning();
    await tx
      .insert(userBrandGrants)
      .values({ networkId, userId: principal.userId, brandId: row!.id });
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'brand',
        entityId: row!.id,
        action: 'created',
        after: brandSnapshot(row!),
      })
      .event({ type: 'brand.created', data: { brand_id: String(row!.id), name: brandName(row!) } })
      .commit(tx);
    return { row: row!, icon: stored };
  });
}
