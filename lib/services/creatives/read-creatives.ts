import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { creatives, creativeTagLinks, creativeTags, productFeeds } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { CREATIVE_TYPES } from '@/lib/schemas/creative';
import { requireManageable } from '../campaigns/read-campaigns';
import { anyId } from '../audit/change-set';
import { creativeRecordsWhere, type CreativeRecord } from './creative-records';
import { isLive, partnerCampaigns, type PartnerCampaign } from './partner-campaigns';

/** Ids from a query list (`tags[]=12&tags[]=13`, `12,13`); anything not an id is a 400 naming `field`. */
export function queryIds(values: string[] | undefined, field: string): number[] | undefined {
  if (values === undefined) return undefined;
  const bad = values.find((v) => !/^[1-9][0-9]{0,15}$/.test(v));
  if (bad !== undefined)
    throw AppError.field([field], 'invalid_value', `${field} must list ids; "${bad}" is not one`);
  return [...new Set(values.map(Number))];
}

/** Creatives carrying any of the tags (none when the list is empty). */
const taggedWithAny = (tagIds: number[]) =>
  tagIds.length
    ? sql`exists (select 1 from ${creativeTagLinks} where ${creativeTagLinks.creativeId} = ${creatives.id} and ${anyId(creativeTagLinks.tagId, tagIds)})`
    : sql`false`;

/**
 * GET /campaign/{id}/creative and GET /campaign/{id}/creative_tags/creative: every creative of
 * the campaign (staff, or a brand user granted its brand), optionally those with any of `tagIds`.
 */
export async function listCampaignCreatives(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  tagIds?: number[],
): Promise<CreativeRecord[]> {
  await requireManageable(db, principal, campaignId, 'read creatives');
  return creativeRecordsWhere(
    db,
    principal.networkId,
    and(eq(creatives.campaignId, campaignId), tagIds ? taggedWithAny(tagIds) : undefined),
  );
}

export interface PartnerCreativeFilters {
  /** y: active creatives; n: inactive ones (partner users are only given live creatives). */
  status?: 'y' | 'n';
  tagIds?: number[];
  typeIds?: number[];
}

/** Partner users get live creatives (active, inside their window) with their active items only. */
function forPartnerUser(records: CreativeRecord[], now: Date): CreativeRecord[] {
  return records
    .filter((r) => isLive(r.row, now))
    .map((r) => ({ ...r, items: r.items.filter((i) => i.row.active) }));
}

/**
 * GET /user/publisher/{id}/campaign/{campaign_id}/creative: the creatives of a campaign the
 * partner is approved on (staff, or the partner's user). A campaign it may not use is not found.
 */
export async function listPartnerCreatives(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  campaignId: number,
  filters: PartnerCreativeFilters,
): Promise<{ campaign: PartnerCampaign; creatives: CreativeRecord[] }> {
  const [campaign] = await partnerCampaigns(
    db,
    principal,
    partnerId,
    "read a partner's creatives",
    campaignId,
  );
  if (!campaign) throw AppError.notFound('Campaign');
  const { status, tagIds, typeIds } = filters;
  let records = await creativeRecordsWhere(
    db,
    principal.networkId,
    and(
      eq(creatives.campaignId, campaignId),
      status === undefined ? undefined : eq(creatives.active, status === 'y'),
      tagIds ? taggedWithAny(tagIds) : undefined,
      typeIds ? inArray(creatives.creativeTypeId, typeIds.length ? typeIds : [0]) : undefined,
    ),
  );
  if (principal.role === 'partner') records = forPartnerUser(records, new Date());
  return { campaign, creatives: records };
}

type CreativeTypeName = (typeof CREATIVE_TYPES)[number]['name'];

export interface CampaignCreativeSummary {
  campaign: PartnerCampaign;
  counts: Record<CreativeTypeName, number>;
}

/**
 * GET /user/publisher/{id}/creative: per campaign the partner is approved on, how many live
 * creatives of each type it offers (Feed: its active product feeds).
 */
export async function partnerCreativeSummary(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<CampaignCreativeSummary[]> {
  const campaigns = await partnerCampaigns(db, principal, partnerId, "read a partner's creatives");
  if (!campaigns.length) return [];
  const ids = campaigns.map((c) => c.id);
  const [rows, feeds] = await Promise.all([
    db
      .select({
        campaignId: creatives.campaignId,
        creativeTypeId: creatives.creativeTypeId,
        active: creatives.active,
        startAt: creatives.startAt,
        endAt: creatives.endAt,
      })
      .from(creatives)
      .where(and(eq(creatives.networkId, principal.networkId), inArray(creatives.campaignId, ids))),
    db
      .select({ campaignId: productFeeds.campaignId, n: sql<number>`count(*)::int` })
      .from(productFeeds)
      .where(and(inArray(productFeeds.campaignId, ids), eq(productFeeds.active, true)))
      .groupBy(productFeeds.campaignId),
  ]);
  const now = new Date();
  const empty = () =>
    Object.fromEntries(CREATIVE_TYPES.map((t) => [t.name, 0])) as Record<CreativeTypeName, number>;
  const counts = new Map(ids.map((id) => [id, empty()]));
  const nameOf = new Map<number, CreativeTypeName>(CREATIVE_TYPES.map((t) => [t.id, t.name]));
  for (const row of rows) {
    const name = nameOf.get(row.creativeTypeId);
    if (name && isLive(row, now)) counts.get(row.campaignId)![name] += 1;
  }
  for (const feed of feeds) counts.get(feed.campaignId)!.Feed = feed.n;
  return campaigns.map((campaign) => ({ campaign, counts: counts.get(campaign.id)! }));
}

/** The tags of a campaign by id (for checking the ids a body names). */
export async function campaignTagIds(
  db: DbOrTx,
  campaignId: number,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: creativeTags.id })
    .from(creativeTags)
    .where(and(eq(creativeTags.campaignId, campaignId), anyId(creativeTags.id, ids)))
    .orderBy(asc(creativeTags.id));
  return new Set(rows.map((r) => r.id));
}
