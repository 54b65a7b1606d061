import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { brandDeeplinkDomains, campaigns, participations, trackingLinks } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { actorOf, changedFields, ChangeSet, snapshot } from '../audit/change-set';
import { requireActingPartnerId } from '../partners/partner-in-network';
import { deepLinkAllowed } from './deep-links';
import { forgetLinkFacts } from './link-context';

/**
 * A partner's stored tracking links (GET/POST /v2/publishers/{publisher_id}/links, GET/PATCH
 * .../links/{link_id}): staff of the network or the partner's own users; brand users 403. A link
 * is made for a campaign the partner is approved on, and its deep link must already pass the
 * brand's deep-link domains (a link builder tells the partner at once, rather than every click
 * falling back). Writes are audited (entity tracking_link); no webhook event exists for links.
 */

type TrackingLinkRow = typeof trackingLinks.$inferSelect;

export interface TrackingLinkRecord {
  row: TrackingLinkRow;
  /** The campaign's default destination, where the link lands without a deep link. */
  defaultDestination: string;
}

interface LinkCampaign {
  id: number;
  destinationUrl: string;
}

/** The campaign, when it is the network's and the partner is approved on it; else a 400 on campaign_id. */
async function requireApprovedCampaign(
  db: DbOrTx,
  networkId: number,
  partnerId: number,
  campaignId: number,
): Promise<LinkCampaign & { brandId: number; allowDeepLinking: boolean }> {
  const [row] = await db
    .select({
      id: campaigns.id,
      brandId: campaigns.brandId,
      destinationUrl: campaigns.destinationUrl,
      allowDeepLinking: sql<string | null>`${campaigns.extra}->>'allow_deep_linking'`,
      status: participations.status,
    })
    .from(campaigns)
    .leftJoin(
      participations,
      and(eq(participations.campaignId, campaigns.id), eq(participations.partnerId, partnerId)),
    )
    .where(and(eq(campaigns.networkId, networkId), eq(campaigns.id, campaignId)))
    .limit(1);
  if (!row)
    throw AppError.field(['campaign_id'], 'invalid_value', 'is not a campaign of this network');
  if (row.status !== 'a')
    throw AppError.field(
      ['campaign_id'],
      'invalid_value',
      'is not a campaign the partner is approved on',
    );
  return { ...row, allowDeepLinking: row.allowDeepLinking !== 'n' };
}

/** Refuses a deep link the campaign would not follow (outside the brand's deep-link domains). */
async function requireFollowedDeepLink(
  db: DbOrTx,
  campaign: Awaited<ReturnType<typeof requireApprovedCampaign>>,
  url: string | null,
): Promise<void> {
  if (!url) return;
  const domains = (
    await db
      .select({ domain: brandDeeplinkDomains.domain })
      .from(brandDeeplinkDomains)
      .where(eq(brandDeeplinkDomains.brandId, campaign.brandId))
      .orderBy(asc(brandDeeplinkDomains.domain))
  ).map((d) => d.domain);
  const rules = {
    allowDeepLinking: campaign.allowDeepLinking,
    domains,
    defaultDestination: campaign.destinationUrl,
  };
  if (deepLinkAllowed(url, rules)) return;
  const allowed = [new URL(campaign.destinationUrl).hostname, ...domains].join(', ');
  throw AppError.field(
    ['destination_url'],
    'invalid_url',
    campaign.allowDeepLinking
      ? `is not on the brand's deep-link domains (${allowed}, or their subdomains)`
      : 'is a deep link, and this campaign allows none',
  );
}

/** A new link of an approved campaign; the fields an update sets are the same, each optional. */
export interface TrackingLinkInput {
  campaignId: number;
  description?: string | null;
  /** A deep link; null or '' for the campaign's default destination. */
  destinationUrl?: string | null;
  /** The link's sub ids as sent (a key twice is refused; the error names its index). */
  params?: { key: 'pubref' | 'adref'; value: string }[];
  active?: boolean;
}

/** The fields an update sets; those left out stay. */
export type TrackingLinkChanges = Partial<TrackingLinkInput>;

function paramsOf(params: TrackingLinkInput['params']): { pubref?: string; adref?: string } {
  const out: Record<string, string> = {};
  (params ?? []).forEach((p, i) => {
    if (p.key in out)
      throw AppError.field(['params', i, 'key'], 'not_unique_items', `names ${p.key} twice`);
    out[p.key] = p.value;
  });
  return out;
}

const newCode = () => randomBytes(6).toString('base64url');

async function recordOf(db: DbOrTx, row: TrackingLinkRow): Promise<TrackingLinkRecord> {
  const [campaign] = await db
    .select({ destinationUrl: campaigns.destinationUrl })
    .from(campaigns)
    .where(eq(campaigns.id, row.campaignId));
  return { row, defaultDestination: campaign!.destinationUrl };
}

const auditView = (row: TrackingLinkRow) => snapshot(row, { omit: ['partnerId', 'createdBy'] });

export async function createTrackingLink(
  db: Db,
  principal: Principal,
  partnerId: number,
  input: TrackingLinkInput,
): Promise<TrackingLinkRecord> {
  await requireActingPartnerId(db, principal, partnerId, 'create tracking links');
  const { pubref, adref } = paramsOf(input.params);
  const campaign = await requireApprovedCampaign(
    db,
    principal.networkId,
    partnerId,
    input.campaignId,
  );
  const destination = input.destinationUrl || null;
  await requireFollowedDeepLink(db, campaign, destination);
  const row = await db.transaction(async (tx) => {
    let created: TrackingLinkRow | undefined;
    // A short code already taken (2^48 of them) is drawn again.
    for (let attempt = 0; !created && attempt < 5; attempt += 1)
      [created] = await tx
        .insert(trackingLinks)
        .values({
          networkId: principal.networkId,
          partnerId,
          campaignId: campaign.id,
          code: newCode(),
          pubref: pubref ?? null,
          adref: adref ?? null,
          destinationUrl: destination,
          description: input.description || null,
          active: input.active ?? true,
          createdBy: principal.userId,
        })
        .onConflictDoNothing({ target: trackingLinks.code })
        .returning();
    if (!created) throw new AppError('internal', 'No free short code for the tracking link');
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'tracking_link',
        entityId: created!.id,
        action: 'created',
        after: { partner_id: String(partnerId), ...auditView(created!) },
      })
      .commit(tx);
    return created!;
  });
  return { row, defaultDestination: campaign.destinationUrl };
}

async function findLink(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  linkId: number,
  forUpdate = false,
): Promise<TrackingLinkRow> {
  const query = db
    .select()
    .from(trackingLinks)
    .where(
      and(
        eq(trackingLinks.networkId, principal.networkId),
        eq(trackingLinks.partnerId, partnerId),
        eq(trackingLinks.id, linkId),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Tracking link');
  return row;
}

export async function getTrackingLink(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  linkId: number,
): Promise<TrackingLinkRecord> {
  await requireActingPartnerId(db, principal, partnerId, 'read tracking links');
  return recordOf(db, await findLink(db, principal, partnerId, linkId));
}

export async function listTrackingLinks(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  page: { offset: number; limit: number },
): Promise<{ records: TrackingLinkRecord[]; total: number }> {
  await requireActingPartnerId(db, principal, partnerId, 'read tracking links');
  const where = and(
    eq(trackingLinks.networkId, principal.networkId),
    eq(trackingLinks.partnerId, partnerId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: trackingLinks, defaultDestination: campaigns.destinationUrl })
      .from(trackingLinks)
      .innerJoin(campaigns, eq(campaigns.id, trackingLinks.campaignId))
      .where(where)
      .orderBy(asc(trackingLinks.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(trackingLinks).where(where),
  ]);
  return { records: rows, total: total!.n };
}

export async function updateTrackingLink(
  db: Db,
  principal: Principal,
  partnerId: number,
  linkId: number,
  input: TrackingLinkChanges,
): Promise<TrackingLinkRecord> {
  await requireActingPartnerId(db, principal, partnerId, 'update tracking links');
  const params = input.params === undefined ? undefined : paramsOf(input.params);
  const record = await db.transaction(async (tx) => {
    const before = await findLink(tx, principal, partnerId, linkId, true);
    const campaignId = input.campaignId ?? before.campaignId;
    const destination =
      input.destinationUrl === undefined ? before.destinationUrl : input.destinationUrl || null;
    const campaign =
      campaignId !== before.campaignId || destination !== before.destinationUrl
        ? await requireApprovedCampaign(tx, principal.networkId, partnerId, campaignId)
        : undefined;
    if (campaign) await requireFollowedDeepLink(tx, campaign, destination);
    const [after] = await tx
      .update(trackingLinks)
      .set({
        campaignId,
        destinationUrl: destination,
        ...(params ? { pubref: params.pubref ?? null, adref: params.adref ?? null } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        updatedAt: new Date(),
      })
      .where(eq(trackingLinks.id, before.id))
      .returning();
    const diff = changedFields(auditView(before), auditView(after!));
    if (diff)
      await new ChangeSet(actorOf(principal))
        .change({
          entityType: 'tracking_link',
          entityId: before.id,
          action: 'updated',
          before: diff.before,
          after: diff.after,
        })
        .commit(tx);
    return recordOf(tx, after!);
  });
  forgetLinkFacts();
  return record;
}
