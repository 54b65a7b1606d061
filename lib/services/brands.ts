import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { brandDeeplinkDomains, brands, images, userBrandGrants } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { BrandExpansion, BrandFieldsIn, CreateBrandIn, UpdateBrandIn } from '@/lib/schemas/brand';
import { canManageBrand, isStaff, requireOwnNetwork, requireRole } from './access';
import { actorOf, ChangeSet, changedFields, snapshot } from './change-set';
import { prepareImage, storeImage, type PreparedImage, type StoredImage } from './images';

export type BrandRow = typeof brands.$inferSelect;
export type DeeplinkDomainRow = typeof brandDeeplinkDomains.$inferSelect;

export interface BrandRecord {
  row: BrandRow;
  icon: StoredImage | null;
}

export interface ListedBrand {
  brand: BrandRecord;
  /** False when the caller may not view the brand: present it in the limited schema. */
  full: boolean;
}

export interface BrandSummary {
  row: BrandRow;
  /** Present only when deeplink-domains was asked for. */
  deeplinkDomains?: DeeplinkDomainRow[];
}

const ACCOUNT_NAME_UNIQUE = 'brands_network_account_name_unique';
const DEFAULT_STATUS = 'a';

const BRAND_ROLES: Principal['role'][] = ['network', 'brand'];

function selectBrands(db: DbOrTx) {
  return db
    .select({ row: brands, icon: { id: images.id, sha256: images.sha256, contentType: images.contentType } })
    .from(brands)
    .leftJoin(images, eq(images.id, brands.iconImageId));
}

async function findBrand(db: DbOrTx, networkId: number, brandId: number): Promise<BrandRecord | undefined> {
  const [found] = await selectBrands(db)
    .where(and(eq(brands.networkId, networkId), eq(brands.id, brandId)))
    .limit(1);
  return found;
}

function duplicateAccountName(): AppError {
  return AppError.field(['account_name'], 'duplicate', 'account_name is already used by another brand on this network');
}

async function requireAccountNameFree(tx: DbOrTx, networkId: number, accountName: string, exceptBrandId?: number): Promise<void> {
  const conditions: SQL[] = [eq(brands.networkId, networkId), sql`lower(${brands.accountName}) = lower(${accountName})`];
  if (exceptBrandId !== undefined) conditions.push(ne(brands.id, exceptBrandId));
  const [taken] = await tx.select({ id: brands.id }).from(brands).where(and(...conditions)).limit(1);
  if (taken) throw duplicateAccountName();
}

function requireStatusChangeAllowed(principal: Principal, current: string, requested: string | undefined): void {
  if (requested !== undefined && requested !== current && !isStaff(principal)) {
    throw new AppError('forbidden', "Only network staff may set a brand's status");
  }
}

/** Request field -> brands column, for the plain fields both bodies share. */
const COLUMNS = {
  account_name: 'accountName',
  company_name: 'companyName',
  display_name: 'displayName',
  contact_email: 'contactEmail',
  address1: 'address1',
  address2: 'address2',
  address3: 'address3',
  address4: 'address4',
  postcode: 'postcode',
  country: 'country',
  phone: 'phone',
  phone_area: 'phoneArea',
  signup_ip: 'signupIp',
  status: 'status',
  default_currency: 'defaultCurrency',
  payment_currency: 'paymentCurrency',
  vat_number: 'vatNumber',
  pre_payment: 'prePayment',
  current_balance: 'currentBalance',
  budget_summary_interval: 'budgetSummaryInterval',
  budget_summary_start_time: 'budgetSummaryStartTime',
} as const satisfies Record<keyof BrandFieldsIn, keyof BrandRow>;

/** The columns the input sets; absent fields are left out, null clears. */
function columnsOf(input: Partial<BrandFieldsIn>): Partial<typeof brands.$inferInsert> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field as keyof BrandFieldsIn];
    if (value !== undefined) out[column] = value;
  }
  return out as Partial<typeof brands.$inferInsert>;
}

/** The icon change a body asks for: keep (absent), remove (null) or a new image. */
type IconChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; image: PreparedImage };

async function iconChange(input: Pick<UpdateBrandIn, 'advertiser_icon' | 'advertiser_icon_upload'>, isCurrent: (url: string) => boolean): Promise<IconChange> {
  const { advertiser_icon: url, advertiser_icon_upload: dataUrl } = input;
  if (typeof url === 'string') {
    return isCurrent(url) ? { kind: 'keep' } : { kind: 'set', image: await prepareImage({ url }, ['advertiser_icon']) };
  }
  if (typeof dataUrl === 'string') return { kind: 'set', image: await prepareImage({ dataUrl }, ['advertiser_icon_upload']) };
  return url === null || dataUrl === null ? { kind: 'remove' } : { kind: 'keep' };
}

/** A brand as the audit log shows it (API field names; the icon by image id). */
const brandSnapshot = (row: BrandRow) => snapshot(row, { rename: { iconImageId: 'advertiser_icon_image_id' } });

/** The name partners see, as webhook events carry it. */
const brandName = (row: BrandRow) => row.displayName || row.companyName;

/** Runs a brand write, turning a lost account_name race into the same 400 as the pre-check. */
async function writeBrand<T>(db: Db, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error, ACCOUNT_NAME_UNIQUE)) throw duplicateAccountName();
    throw error;
  }
}

/** Op 7: every brand of the network, oldest first; `full` says which the caller may view. */
export async function listBrands(db: DbOrTx, principal: Principal, page: { offset: number; limit: number }): Promise<{ total: number; items: ListedBrand[] }> {
  requireRole(principal, BRAND_ROLES, 'list brands');
  const inNetwork = eq(brands.networkId, principal.networkId);
  const [counted] = await db.select({ total: count() }).from(brands).where(inNetwork);
  const rows = await selectBrands(db).where(inNetwork).orderBy(asc(brands.id)).limit(page.limit).offset(page.offset);
  return { total: counted?.total ?? 0, items: rows.map((brand) => ({ brand, full: canManageBrand(principal, brand.row.id) })) };
}

/** Op 9: staff read any brand of their network; brand users only those granted to them. */
export async function getBrand(db: DbOrTx, principal: Principal, brandId: number): Promise<BrandRecord> {
  requireRole(principal, BRAND_ROLES, 'read brands');
  const brand = await findBrand(db, principal.networkId, brandId);
  if (!brand) throw AppError.notFound('Brand');
  if (!canManageBrand(principal, brandId)) throw new AppError('forbidden_view', 'You may not view this brand');
  return brand;
}

/** Op 8: a new brand on the caller's network, granted to the caller. */
export async function createBrand(db: Db, principal: Principal, input: CreateBrandIn): Promise<BrandRecord> {
  requireRole(principal, BRAND_ROLES, 'create brands');
  requireStatusChangeAllowed(principal, DEFAULT_STATUS, input.status);
  const icon = await iconChange(input, () => false);
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
    await tx.insert(userBrandGrants).values({ networkId, userId: principal.userId, brandId: row!.id });
    await new ChangeSet(actorOf(principal))
      .change({ entityType: 'brand', entityId: row!.id, action: 'created', after: brandSnapshot(row!) })
      .event({ type: 'brand.created', data: { brand_id: String(row!.id), name: brandName(row!) } })
      .commit(tx);
    return { row: row!, icon: stored };
  });
}

export interface UpdateBrandOptions {
  /**
   * Whether an advertiser_icon URL is the brand's current icon as we serve it. Clients that
   * read a brand, change a field and send it all back send our own URL; that keeps the icon
   * rather than downloading it again.
   */
  isCurrentIconUrl?: (url: string, icon: StoredImage) => boolean;
}

/** Op 10: staff update any brand of their network, brand users those granted to them; only staff change status. */
export async function updateBrand(db: Db, principal: Principal, brandId: number, input: UpdateBrandIn, options: UpdateBrandOptions = {}): Promise<BrandRecord> {
  requireRole(principal, BRAND_ROLES, 'update brands');
  const current = await findBrand(db, principal.networkId, brandId);
  if (!current) throw AppError.notFound('Brand');
  if (!canManageBrand(principal, brandId)) throw new AppError('forbidden_view', 'You may not update this brand');
  requireStatusChangeAllowed(principal, current.row.status, input.status);
  const currentIcon = current.icon;
  const icon = await iconChange(input, (url) => currentIcon !== null && (options.isCurrentIconUrl?.(url, currentIcon) ?? false));
  const { networkId } = principal;
  return writeBrand(db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(brands)
      .where(and(eq(brands.networkId, networkId), eq(brands.id, brandId)))
      .for('update');
    if (!locked) throw AppError.notFound('Brand');
    if (input.account_name !== undefined) await requireAccountNameFree(tx, networkId, input.account_name, brandId);
    let nextIcon = currentIcon;
    if (icon.kind === 'set') nextIcon = await storeImage(tx, networkId, icon.image);
    if (icon.kind === 'remove') nextIcon = null;
    // The replaced image row stays: its URL may be cached by clients (served as immutable).
    const [row] = await tx
      .update(brands)
      .set({ ...columnsOf(input), iconImageId: nextIcon?.id ?? null, updatedAt: new Date() })
      .where(and(eq(brands.networkId, networkId), eq(brands.id, brandId)))
      .returning();
    if (!row) throw AppError.notFound('Brand');
    const diff = changedFields(brandSnapshot(locked), brandSnapshot(row));
    if (diff) {
      await new ChangeSet(actorOf(principal))
        .change({ entityType: 'brand', entityId: brandId, action: 'updated', before: diff.before, after: diff.after })
        .event({ type: 'brand.updated', data: { brand_id: String(brandId), name: brandName(row), changed: diff.fields } })
        .commit(tx);
    }
    return { row, icon: nextIcon };
  });
}

async function withDeeplinkDomains(db: DbOrTx, networkId: number, rows: BrandRow[], expand: BrandExpansion[]): Promise<BrandSummary[]> {
  if (!expand.includes('deeplink-domains')) return rows.map((row) => ({ row }));
  const ids = rows.map((r) => r.id);
  const domains = ids.length
    ? await db
        .select()
        .from(brandDeeplinkDomains)
        .where(and(eq(brandDeeplinkDomains.networkId, networkId), inArray(brandDeeplinkDomains.brandId, ids)))
        .orderBy(asc(brandDeeplinkDomains.id))
    : [];
  return rows.map((row) => ({ row, deeplinkDomains: domains.filter((d) => d.brandId === row.id) }));
}

/** Op 11: every brand of a network, for its staff. Brand users may not view it (404 on v3); partner users are refused. */
export async function listNetworkBrands(db: DbOrTx, principal: Principal, networkId: number, expand: BrandExpansion[] = []): Promise<BrandSummary[]> {
  requireRole(principal, BRAND_ROLES, 'list brands');
  if (!isStaff(principal)) throw new AppError('forbidden_view', "Only network staff may list a network's brands");
  requireOwnNetwork(principal, networkId);
  const rows = await db.select().from(brands).where(eq(brands.networkId, networkId)).orderBy(asc(brands.id));
  return withDeeplinkDomains(db, networkId, rows, expand);
}

/**
 * Op 12: the brands the caller may access (staff: all of the network; brand users: those
 * granted). network_id is a filter: another network's id matches none, so the list is empty.
 */
export async function listUserBrands(db: DbOrTx, principal: Principal, filter: { networkId?: number; expand?: BrandExpansion[] }): Promise<BrandSummary[]> {
  requireRole(principal, BRAND_ROLES, 'list brands');
  const { networkId } = principal;
  if (filter.networkId !== undefined && filter.networkId !== networkId) return [];
  const conditions: SQL[] = [eq(brands.networkId, networkId)];
  if (!isStaff(principal)) {
    if (principal.brandIds.length === 0) return [];
    conditions.push(inArray(brands.id, principal.brandIds));
  }
  const rows = await db.select().from(brands).where(and(...conditions)).orderBy(asc(brands.id));
  return withDeeplinkDomains(db, networkId, rows, filter.expand ?? []);
}
