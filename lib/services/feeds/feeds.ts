import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { productFeeds } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { actorOf, changedFields, ChangeSet, snapshot } from '../audit/change-set';
import { requireManageable } from '../campaigns/read-campaigns';
import { BodyProblems, repeatedAt } from '../body-problems';
import { partnerCampaigns, type PartnerCampaign } from '../creatives/partner-campaigns';

export type FeedRow = typeof productFeeds.$inferSelect;

/**
 * Product feeds: where a campaign's product file is (name, location, how often the brand wants
 * it fetched). We keep the metadata only and never fetch or parse the file. `location`
 * identifies a feed within its campaign and cannot change (the reference: deactivate the feed
 * and create another).
 */

const feedSnapshot = (row: FeedRow) => snapshot(row, { omit: ['createdBy'] });
const eventOf = (row: FeedRow) => ({
  feed_id: String(row.id),
  campaign_id: String(row.campaignId),
  name: row.name,
  active: row.active,
});

/** A new feed; without a name it is named for its file. */
export interface FeedInput {
  name?: string;
  location: string;
  active?: boolean;
  /** Seconds between fetches the brand asks for. */
  fetchFrequency?: number;
  dynamic?: 0 | 1;
}

/** A feed's changes, naming the feed by id or location (which itself cannot change). */
export interface FeedChanges {
  feedId?: number;
  location?: string;
  name?: string;
  active?: boolean;
  fetchFrequency?: number;
}

/** The last path segment of a location, for a feed sent without a name. */
export function fileNameOf(location: string): string {
  try {
    const segment = new URL(location).pathname.split('/').filter(Boolean).pop();
    return segment ? decodeURIComponent(segment) : new URL(location).hostname;
  } catch {
    return location;
  }
}

async function campaignFeeds(db: DbOrTx, campaignId: number, lock = false) {
  const query = db
    .select()
    .from(productFeeds)
    .where(eq(productFeeds.campaignId, campaignId))
    .orderBy(asc(productFeeds.id));
  return lock ? query.for('update') : query;
}

/** GET /campaign/{id}/feed: staff, or a brand user granted the campaign's brand. */
export async function listCampaignFeeds(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
): Promise<FeedRow[]> {
  await requireManageable(db, principal, campaignId, 'read product feeds');
  return campaignFeeds(db, campaignId);
}

const duplicateLocation = (location: string) =>
  `A feed with location ${location} already exists on this campaign; update it instead`;

/** POST /campaign/{id}/feed: creates every feed of the body, or none (201). */
export async function createFeeds(
  db: Db,
  principal: Principal,
  campaignId: number,
  items: FeedInput[],
): Promise<FeedRow[]> {
  await requireManageable(db, principal, campaignId, 'manage product feeds');
  const taken = new Set((await campaignFeeds(db, campaignId)).map((f) => f.location));
  const problems = new BodyProblems('feeds');
  items.forEach((item, i) => {
    if (taken.has(item.location))
      problems.add([i, 'location'], 'duplicate', duplicateLocation(item.location));
    taken.add(item.location);
  });
  problems.throwIfAny();
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .insert(productFeeds)
        .values(
          items.map((item) => ({
            networkId: principal.networkId,
            campaignId,
            name: item.name || fileNameOf(item.location),
            location: item.location,
            active: item.active ?? true,
            fetchFrequency: item.fetchFrequency,
            dynamic: item.dynamic,
            createdBy: principal.userId,
          })),
        )
        .returning();
      const set = new ChangeSet(actorOf(principal));
      for (const row of rows)
        set
          .change({
            entityType: 'feed',
            entityId: row.id,
            action: 'created',
            after: feedSnapshot(row),
          })
          .event({ type: 'feed.created', data: eventOf(row) });
      await set.commit(tx);
      return rows;
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'product_feeds_campaign_location_idx')) throw error;
    throw AppError.field(
      ['feeds'],
      'duplicate',
      'One of these locations was just added; update it instead',
    );
  }
}

/**
 * Which stored feed each update item names (by id or location), problems collected; their paths
 * name the body's fields (feeds[i].feed_id).
 */
function matchItems(items: FeedChanges[], feeds: FeedRow[], campaignId: number) {
  const problems = new BodyProblems('feeds');
  const matched = items.map((item, i) => {
    const byId = item.feedId === undefined ? undefined : feeds.find((f) => f.id === item.feedId);
    const byLocation =
      item.location === undefined ? undefined : feeds.find((f) => f.location === item.location);
    if (item.feedId !== undefined && !byId)
      problems.add(
        [i, 'feed_id'],
        'invalid_value',
        `feed ${item.feedId} is not a feed of campaign ${campaignId}`,
      );
    else if (byId && item.location !== undefined && byId.location !== item.location)
      problems.add(
        [i, 'location'],
        'invalid_value',
        'A feed’s location cannot change: set active n and create a feed with the new location',
      );
    else if (!byId && !byLocation)
      problems.add(
        [i, 'location'],
        'invalid_value',
        `No feed of campaign ${campaignId} has this location`,
      );
    return byId ?? byLocation;
  });
  const ids = matched.map((f) => f?.id ?? 0);
  for (const i of repeatedAt(ids))
    if (ids[i]) problems.add([i, 'feed_id'], 'not_unique_items', `feed ${ids[i]} is named twice`);
  problems.throwIfAny();
  return matched as FeedRow[];
}

async function applyUpdate(tx: Tx, set: ChangeSet, before: FeedRow, item: FeedChanges) {
  const columns = Object.fromEntries(
    Object.entries({
      name: item.name || undefined,
      active: item.active,
      fetchFrequency: item.fetchFrequency,
    }).filter(([, v]) => v !== undefined),
  );
  const diff = changedFields(feedSnapshot(before), feedSnapshot({ ...before, ...columns }));
  if (!diff) return { row: before, action: 'nochange' as const };
  const [row] = await tx
    .update(productFeeds)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(productFeeds.id, before.id))
    .returning();
  set
    .change({
      entityType: 'feed',
      entityId: before.id,
      action: 'updated',
      before: diff.before,
      after: diff.after,
    })
    .event({ type: 'feed.updated', data: { ...eventOf(row!), changed: diff.fields } });
  return { row: row!, action: 'update' as const };
}

/** PUT /campaign/{id}/feed: updates every feed of the body (by feed_id or location), or none. */
export async function updateFeeds(
  db: Db,
  principal: Principal,
  campaignId: number,
  items: FeedChanges[],
): Promise<{ row: FeedRow; action: 'update' | 'nochange' }[]> {
  await requireManageable(db, principal, campaignId, 'manage product feeds');
  return db.transaction(async (tx) => {
    const matched = matchItems(items, await campaignFeeds(tx, campaignId, true), campaignId);
    const set = new ChangeSet(actorOf(principal));
    const out = [];
    for (const [i, item] of items.entries())
      out.push(await applyUpdate(tx, set, matched[i]!, item));
    await set.commit(tx);
    return out;
  });
}

/**
 * GET /user/publisher/{id}/feed: the feeds of the campaigns the partner is approved on, per
 * campaign (those with none are left out). Partner users get active feeds only; staff choose
 * with `active`.
 */
export async function listPartnerFeeds(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  filters: { campaignId?: number; active?: boolean },
): Promise<{ campaign: PartnerCampaign; feeds: FeedRow[] }[]> {
  const campaigns = await partnerCampaigns(
    db,
    principal,
    partnerId,
    "read a partner's product feeds",
    filters.campaignId,
  );
  if (!campaigns.length) return [];
  const active = principal.role === 'partner' ? filters.active !== false : filters.active;
  if (principal.role === 'partner' && filters.active === false) return [];
  const rows = await db
    .select()
    .from(productFeeds)
    .where(
      and(
        inArray(
          productFeeds.campaignId,
          campaigns.map((c) => c.id),
        ),
        active === undefined ? undefined : eq(productFeeds.active, active),
      ),
    )
    .orderBy(asc(productFeeds.id));
  return campaigns
    .map((campaign) => ({ campaign, feeds: rows.filter((f) => f.campaignId === campaign.id) }))
    .filter((c) => c.feeds.length);
}
