import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { brands, campaigns, images } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { CAMPAIGN_EXTRA_KEYS, type CampaignFieldsIn, type CreateCampaignIn, type PatchCampaignIn, type UpdateCampaignIn } from '@/lib/schemas/campaign';
import { canManageBrand, isStaff, requireRole } from './access';
import { applyCustomTerms, currentTermsOf, type CampaignTermsRow } from './campaign-terms';
import { actorOf, ChangeSet, changedFields, snapshot } from './change-set';
import { sanitizeRichText } from './html';
import { prepareImage, storeImage, type PreparedImage, type StoredImage } from './images';
import type { BrandRow } from './brands';

export type CampaignRow = typeof campaigns.$inferSelect;

/** A campaign with what its presenters need: its brand, icons and current custom terms. */
export interface CampaignRecord {
  row: CampaignRow;
  brand: BrandRow;
  icon: StoredImage | null;
  brandIcon: StoredImage | null;
  customTerms: CampaignTermsRow | null;
}

const BRAND_SIDE: Principal['role'][] = ['network', 'brand'];

function selectCampaigns(db: DbOrTx) {
  return db.select({ row: campaigns, brand: brands }).from(campaigns).innerJoin(brands, eq(brands.id, campaigns.brandId));
}

/** Adds icons and current custom terms to campaign rows, in two queries whatever their number. */
async function hydrate(db: DbOrTx, rows: { row: CampaignRow; brand: BrandRow }[]): Promise<CampaignRecord[]> {
  const imageIds = [...new Set(rows.flatMap((r) => [r.row.iconImageId, r.brand.iconImageId]).filter((id): id is number => id !== null))];
  const [imageRows, terms] = await Promise.all([
    imageIds.length
      ? db.select({ id: images.id, sha256: images.sha256, contentType: images.contentType }).from(images).where(inArray(images.id, imageIds))
      : Promise.resolve([]),
    currentTermsOf(db, rows.map((r) => r.row)),
  ]);
  const byId = new Map<number, StoredImage>(imageRows.map((i) => [i.id, i]));
  const image = (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
  return rows.map(({ row, brand }) => ({
    row,
    brand,
    icon: image(row.iconImageId),
    brandIcon: image(brand.iconImageId),
    customTerms: terms.get(row.id) ?? null,
  }));
}

/** Campaigns of a network by id, in the order of `ids`; unknown ids are left out. */
export async function campaignRecordsByIds(db: DbOrTx, networkId: number, ids: number[]): Promise<CampaignRecord[]> {
  if (!ids.length) return [];
  const rows = await selectCampaigns(db).where(and(eq(campaigns.networkId, networkId), inArray(campaigns.id, ids)));
  const records = await hydrate(db, rows);
  const order = new Map(ids.map((id, i) => [id, i]));
  return records.sort((a, b) => order.get(a.row.id)! - order.get(b.row.id)!);
}

/** A campaign of the network, or undefined (another network's campaign is not there). */
export async function findCampaign(db: DbOrTx, networkId: number, campaignId: number): Promise<CampaignRecord | undefined> {
  const [record] = await campaignRecordsByIds(db, networkId, [campaignId]);
  return record;
}

/** A campaign the caller may manage: staff, or a brand user granted its brand. */
async function requireManageable(db: DbOrTx, principal: Principal, campaignId: number, action: string): Promise<CampaignRecord> {
  requireRole(principal, BRAND_SIDE, action);
  const record = await findCampaign(db, principal.networkId, campaignId);
  if (!record) throw AppError.notFound('Campaign');
  if (!canManageBrand(principal, record.row.brandId)) throw new AppError('forbidden_view', 'You may not view this campaign: it belongs to a brand not granted to you');
  return record;
}

const yes = (v: 'y' | 'n' | undefined) => (v === undefined ? undefined : v === 'y');

function sanitizedMap<T>(map: Partial<Record<string, T>> | undefined, clean: (v: T) => T): Record<string, T> | undefined {
  if (map === undefined) return undefined;
  const out: Record<string, T> = {};
  for (const [locale, value] of Object.entries(map)) if (value !== undefined) out[locale] = clean(value);
  return out;
}

/** The real columns a body sets; absent fields are left out. */
function columnsOf(input: CampaignFieldsIn): Partial<typeof campaigns.$inferInsert> {
  const out: Partial<typeof campaigns.$inferInsert> = {
    title: input.title,
    status: input.status,
    destinationUrl: input.destination_url,
    autoApprovePublisher: yes(input.auto_approve_publisher),
    hiddenCampaign: yes(input.hidden_campaign),
    defaultCurrency: input.default_currency,
    cookiePeriod: input.cookie_period,
    verticalId: input.vertical_id,
    description: sanitizedMap(input.description, sanitizeRichText),
    terms: sanitizedMap(input.terms, (t) => ({ terms: sanitizeRichText(t.terms) })),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** The stored-as-sent fields a body sets (campaigns.extra). */
function extraOf(input: CampaignFieldsIn): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of CAMPAIGN_EXTRA_KEYS) {
    const value = input[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Exactly one of rate and value: sending one (not null) without the other clears the other,
 * so a campaign can switch from a percentage to a fixed amount in one update.
 */
function mergeCommission(current: { rate: string | null; value: string | null }, input: CampaignFieldsIn): { rate: string | null; value: string | null } {
  const rateSent = input.default_commission_rate !== undefined;
  const valueSent = input.default_commission_value !== undefined;
  let rate = rateSent ? input.default_commission_rate! : current.rate;
  let value = valueSent ? input.default_commission_value! : current.value;
  if (rateSent && !valueSent && rate !== null) value = null;
  if (valueSent && !rateSent && value !== null) rate = null;
  if (rate !== null && value !== null) {
    throw AppError.field(['default_commission_value'], 'invalid_value', 'Send either default_commission_rate or default_commission_value, not both');
  }
  if (rate === null && value === null) {
    throw AppError.field(['default_commission_rate'], 'required', 'default_commission_rate or default_commission_value is required');
  }
  return { rate, value };
}

type IconChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; image: PreparedImage };

async function iconChange(input: CampaignFieldsIn, isCurrent: (url: string) => boolean): Promise<IconChange> {
  const { campaign_icon: url, campaign_icon_upload: dataUrl } = input;
  if (typeof url === 'string') return isCurrent(url) ? { kind: 'keep' } : { kind: 'set', image: await prepareImage({ url }, ['campaign_icon']) };
  if (typeof dataUrl === 'string') return { kind: 'set', image: await prepareImage({ dataUrl }, ['campaign_icon_upload']) };
  return url === null || dataUrl === null ? { kind: 'remove' } : { kind: 'keep' };
}

/** A campaign as the audit log shows it: API field names, the stored-as-sent fields at the top level. */
function campaignSnapshot(row: CampaignRow): Record<string, unknown> {
  return {
    ...snapshot(row, { rename: { brandId: 'advertiser_id', iconImageId: 'campaign_icon_image_id' }, omit: ['extra'] }),
    ...row.extra,
  };
}

const campaignEvent = (row: CampaignRow) => ({ campaign_id: String(row.id), brand_id: String(row.brandId), title: row.title, status: row.status });

/**
 * Audits an update (the fields that changed, both sides) and emits campaign.updated, in the
 * caller's transaction; a write that changed nothing records nothing.
 */
async function recordCampaignUpdate(tx: Tx, principal: Principal, before: CampaignRow, after: CampaignRow, action = 'updated'): Promise<void> {
  const diff = changedFields(campaignSnapshot(before), campaignSnapshot(after));
  if (!diff) return;
  await new ChangeSet(actorOf(principal))
    .change({ entityType: 'campaign', entityId: after.id, action, before: diff.before, after: diff.after })
    .event({ type: 'campaign.updated', data: { ...campaignEvent(after), changed: diff.fields } })
    .commit(tx);
}

async function reload(tx: Tx, networkId: number, campaignId: number): Promise<CampaignRecord> {
  const record = await findCampaign(tx, networkId, campaignId);
  if (!record) throw AppError.notFound('Campaign');
  return record;
}

/** Op 28b: staff, or a brand user for a brand granted to it. */
export async function createCampaign(db: Db, principal: Principal, input: CreateCampaignIn): Promise<CampaignRecord> {
  requireRole(principal, BRAND_SIDE, 'create campaigns');
  const { networkId } = principal;
  const [brand] = await db.select().from(brands).where(and(eq(brands.networkId, networkId), eq(brands.id, input.advertiser_id))).limit(1);
  if (!brand) throw AppError.field(['advertiser_id'], 'invalid_value', 'advertiser_id is not a brand on this network');
  if (!canManageBrand(principal, brand.id)) throw new AppError('forbidden', 'You may not create campaigns for a brand not granted to you');
  const commission = mergeCommission({ rate: null, value: null }, input);
  const icon = await iconChange(input, () => false);
  return db.transaction(async (tx) => {
    const stored = icon.kind === 'set' ? await storeImage(tx, networkId, icon.image) : null;
    const [row] = await tx
      .insert(campaigns)
      .values({
        ...columnsOf(input),
        networkId,
        brandId: brand.id,
        title: input.title,
        destinationUrl: input.destination_url,
        defaultCurrency: input.default_currency ?? brand.defaultCurrency,
        defaultCommissionRate: commission.rate,
        defaultCommissionValue: commission.value,
        iconImageId: stored?.id ?? null,
        extra: extraOf(input),
        createdBy: principal.userId,
      })
      .returning();
    if (input.custom_terms) {
      const customTermsId = await applyCustomTerms(tx, principal, row!, input.custom_terms);
      await tx.update(campaigns).set({ customTermsId }).where(eq(campaigns.id, row!.id));
    }
    const record = await reload(tx, networkId, row!.id);
    await new ChangeSet(actorOf(principal))
      .change({ entityType: 'campaign', entityId: row!.id, action: 'created', after: campaignSnapshot(record.row) })
      .event({ type: 'campaign.created', data: campaignEvent(record.row) })
      .commit(tx);
    return record;
  });
}

export interface UpdateCampaignOptions {
  /** Whether a campaign_icon URL is the icon as we serve it (clients send back what they read). */
  isCurrentIconUrl?: (url: string, icon: StoredImage) => boolean;
}

/** Op 28d: partial update; campaign_id in the body must be the one in the path. */
export async function updateCampaign(db: Db, principal: Principal, campaignId: number, input: UpdateCampaignIn, options: UpdateCampaignOptions = {}): Promise<CampaignRecord> {
  const current = await requireManageable(db, principal, campaignId, 'update campaigns');
  if (input.campaign_id !== campaignId) throw AppError.field(['campaign_id'], 'invalid_value', 'campaign_id must be the campaign_id of the URL');
  const commission = mergeCommission({ rate: current.row.defaultCommissionRate, value: current.row.defaultCommissionValue }, input);
  const currentIcon = current.icon;
  const icon = await iconChange(input, (url) => currentIcon !== null && (options.isCurrentIconUrl?.(url, currentIcon) ?? false));
  const { networkId } = principal;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!locked) throw AppError.notFound('Campaign');
    let iconImageId = locked.iconImageId;
    if (icon.kind === 'set') iconImageId = (await storeImage(tx, networkId, icon.image)).id;
    if (icon.kind === 'remove') iconImageId = null;
    const customTermsId = input.custom_terms === undefined ? locked.customTermsId : await applyCustomTerms(tx, principal, locked, input.custom_terms);
    await tx
      .update(campaigns)
      .set({
        ...columnsOf(input),
        defaultCommissionRate: commission.rate,
        defaultCommissionValue: commission.value,
        iconImageId,
        customTermsId,
        extra: { ...locked.extra, ...extraOf(input) },
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, campaignId));
    const record = await reload(tx, networkId, campaignId);
    await recordCampaignUpdate(tx, principal, locked, record.row);
    return record;
  });
}

/** Op 28e: retire (status r) with a reason; participations stay as they are. */
export async function retireCampaign(db: Db, principal: Principal, campaignId: number, input: { campaign_id: number; retire_reason: string }): Promise<CampaignRecord> {
  await requireManageable(db, principal, campaignId, 'retire campaigns');
  if (input.campaign_id !== campaignId) throw AppError.field(['campaign_id'], 'invalid_value', 'campaign_id must be the campaign_id of the URL');
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!locked) throw AppError.notFound('Campaign');
    await tx
      .update(campaigns)
      .set({ status: 'r', extra: { ...locked.extra, retire_reason: input.retire_reason }, updatedAt: new Date() })
      .where(eq(campaigns.id, campaignId));
    const record = await reload(tx, principal.networkId, campaignId);
    await recordCampaignUpdate(tx, principal, locked, record.row, 'retired');
    return record;
  });
}

/** Op 28c (and 28g): staff, or a brand user granted the campaign's brand. */
export async function getCampaign(db: DbOrTx, principal: Principal, campaignId: number): Promise<CampaignRecord> {
  return requireManageable(db, principal, campaignId, 'read campaigns');
}

async function listWhere(db: DbOrTx, where: SQL | undefined, page?: { offset: number; limit: number }): Promise<{ total: number; items: CampaignRecord[] }> {
  const [counted] = await db.select({ total: count() }).from(campaigns).where(where);
  let query = selectCampaigns(db).where(where).orderBy(asc(campaigns.id)).$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  return { total: counted?.total ?? 0, items: await hydrate(db, await query) };
}

/** The campaigns the caller manages, as a condition; undefined when it manages none. */
function manageableWhere(principal: Principal, brandId?: number): SQL | undefined {
  const conditions: SQL[] = [eq(campaigns.networkId, principal.networkId)];
  if (brandId !== undefined) conditions.push(eq(campaigns.brandId, brandId));
  if (!isStaff(principal)) {
    if (!principal.brandIds.length) return undefined;
    conditions.push(inArray(campaigns.brandId, principal.brandIds));
  }
  return and(...conditions);
}

/**
 * Op 28a: the campaigns the caller manages (staff: the network's; brand users: their
 * brands'), oldest first. network_id is a filter: another network's id matches none.
 */
export async function listCampaigns(
  db: DbOrTx,
  principal: Principal,
  filter: { networkId?: number; brandId?: number },
  page?: { offset: number; limit: number },
): Promise<{ total: number; items: CampaignRecord[] }> {
  requireRole(principal, BRAND_SIDE, 'list campaigns');
  if (filter.networkId !== undefined && filter.networkId !== principal.networkId) return { total: 0, items: [] };
  const where = manageableWhere(principal, filter.brandId);
  if (!where) return { total: 0, items: [] };
  return listWhere(db, where, page);
}

/** Op 29: one brand's campaigns; the brand must be the caller's to manage. */
export async function listCampaignsOfBrand(db: DbOrTx, principal: Principal, brandId: number, page: { offset: number; limit: number }) {
  requireRole(principal, BRAND_SIDE, 'list campaigns');
  const [brand] = await db.select({ id: brands.id }).from(brands).where(and(eq(brands.networkId, principal.networkId), eq(brands.id, brandId))).limit(1);
  if (!brand) throw AppError.notFound('Advertiser');
  if (!canManageBrand(principal, brandId)) throw new AppError('forbidden_view', 'You may not view the campaigns of a brand not granted to you');
  return listWhere(db, and(eq(campaigns.networkId, principal.networkId), eq(campaigns.brandId, brandId)), page);
}

/** Op 28h: sets or (null) removes extra_info keys. */
export async function patchCampaignExtraInfo(db: Db, principal: Principal, campaignId: number, input: PatchCampaignIn): Promise<void> {
  await requireManageable(db, principal, campaignId, 'update campaigns');
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!locked) throw AppError.notFound('Campaign');
    const next: Record<string, string> = { ...locked.extraInfo };
    for (const [key, value] of Object.entries(input.extra_info)) {
      if (value === null) delete next[key];
      else if (value !== undefined) next[key] = value;
    }
    const [updated] = await tx.update(campaigns).set({ extraInfo: next, updatedAt: new Date() }).where(eq(campaigns.id, campaignId)).returning();
    await recordCampaignUpdate(tx, principal, locked, updated!);
  });
}
