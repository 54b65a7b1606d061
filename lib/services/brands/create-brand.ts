import { userBrandGrants, brands } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import type { CreateBrandIn } from '@/lib/schemas/brand';
import { requireRole } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { storeImage } from '../images';
import {
  brandIconChange,
  brandName,
  brandSnapshot,
  columnsOf,
  requireAccountNameFree,
  requireStatusChangeAllowed,
  writeBrand,
} from './brand-fields';
import { BRAND_ROLES, type BrandRecord } from './read-brands';

const DEFAULT_STATUS = 'a';

/** POST /user/advertiser: a new brand on the caller's network, granted to the caller. */
export async function createBrand(
  db: Db,
  principal: Principal,
  input: CreateBrandIn,
): Promise<BrandRecord> {
  requireRole(principal, BRAND_ROLES, 'create brands');
  requireStatusChangeAllowed(principal, DEFAULT_STATUS, input.status);
  const icon = await brandIconChange(input, () => false);
  const { networkId } = principal;
  return writeBrand(db, async (tx) => {
    await requireAccountNameFree(tx, networkId, input.account_name);
    const stored = icon.kind === 'set' ? await storeImage(tx, networkId, icon.image) : null;
    const [row] = await tx
      .insert(brands)
      .values({
        ...columnsOf(input),
        accountName: input.account_name,
        companyName: input.company_name,
        address1: input.address1,
        postcode: input.postcode,
        country: input.country,
        phone: input.phone,
        signupIp: input.signup_ip,
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
