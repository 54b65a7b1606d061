import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  participations,
  partnerCollectionMembers,
  partnerCollections,
  partners,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { canManageBrand } from '../access';
import { campaignRecordsByIds, type CampaignRecord } from '../campaigns/read-campaigns';
import type { ParticipationRow } from './acting-partner';
import { pairKey } from './write-pair-moves';
import {
  partnerSearch,
  partnersWithWebsites,
  requireQueueReader,
  type PartnerWithWebsites,
} from './queue-scope';

/**
 * The pending outcomes of inviting a partner collection to campaigns, without changing anything
 * (GET /v2/networks/{network_id}/invite/network-partners and its CSV export): per partner and
 * campaign, what POST .../invite/network-partners would leave. The same rule: a partner not
 * approved on the network cannot be invited; approved (a) stays approved, a pending request (p)
 * would be approved, an invitation (t) stays one, none or rejected (r) becomes an invitation
 * when the campaign and its brand are active.
 */

type InviteOutcomeStatus = 'approved' | 'invited' | 'not_invitable';

interface InviteOutcome {
  record: CampaignRecord;
  status: InviteOutcomeStatus;
  current: ParticipationRow | null;
  reason: string | null;
}

export interface PartnerOutcomes extends PartnerWithWebsites {
  outcomes: InviteOutcome[];
}

export interface PreviewInput {
  collectionId: number;
  campaignIds: number[];
  search?: string;
}

/** The campaigns named, each of the network and one the caller may invite to. */
async function requireCampaigns(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  ids: number[],
): Promise<CampaignRecord[]> {
  const records = await campaignRecordsByIds(db, networkId, ids);
  const missing = ids.filter((id) => !records.some((r) => r.row.id === id));
  if (missing.length)
    throw AppError.field(
      ['campaign_ids'],
      'invalid_value',
      `Campaign ${missing.join(', ')} is not a campaign on this network`,
    );
  const refused = records.find((r) => !canManageBrand(principal, r.row.brandId));
  if (refused)
    throw new AppError(
      'forbidden',
      `Campaign ${refused.row.id} belongs to a brand not granted to you`,
    );
  return records;
}

/** The members of a live collection of the network (not deleted, not expired). */
async function requireCollection(db: DbOrTx, networkId: number, collectionId: number) {
  const [collection] = await db
    .select({ id: partnerCollections.id })
    .from(partnerCollections)
    .where(
      and(
        eq(partnerCollections.networkId, networkId),
        eq(partnerCollections.id, collectionId),
        isNull(partnerCollections.deletedAt),
        or(isNull(partnerCollections.expiresAt), gt(partnerCollections.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  if (!collection)
    throw AppError.field(
      ['partner_collection_id'],
      'invalid_value',
      `partner_collection_id ${collectionId} is not a partner collection of this network (or it was deleted or expired)`,
    );
}

function membersWhere(networkId: number, input: PreviewInput): SQL {
  const conditions = [
    eq(partnerCollectionMembers.collectionId, input.collectionId),
    eq(partners.networkId, networkId),
  ];
  if (input.search) conditions.push(partnerSearch(input.search));
  return and(...conditions)!;
}

function outcomeOf(
  partner: PartnerWithWebsites['partner'],
  record: CampaignRecord,
  current: ParticipationRow | null,
): InviteOutcome {
  const out = (status: InviteOutcomeStatus, reason: string | null = null) => ({
    record,
    status,
    current,
    reason,
  });
  if (partner.networkStatus !== 'a')
    return out(
      'not_invitable',
      `Network status ${partner.networkStatus}; only partners approved on the network can be invited`,
    );
  if (current?.status === 'a' || current?.status === 'p') return out('approved');
  if (current?.status === 't') return out('invited');
  if (record.row.status !== 'a' || record.brand.status !== 'a')
    return out('not_invitable', `Campaign ${record.row.id} is not active`);
  return out('invited');
}

/** One page of the collection's partners (by id) with the outcome for each campaign. */
export async function previewInvitations(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  input: PreviewInput,
  page: { offset: number; limit: number },
): Promise<{ total: number; partners: PartnerOutcomes[] }> {
  requireQueueReader(principal, networkId);
  const records = await requireCampaigns(db, principal, networkId, input.campaignIds);
  await requireCollection(db, networkId, input.collectionId);
  const where = membersWhere(networkId, input);
  const rows = await db
    .select({ id: partners.id, total: sql<number>`(count(*) over ())::int` })
    .from(partnerCollectionMembers)
    .innerJoin(partners, eq(partners.id, partnerCollectionMembers.partnerId))
    .where(where)
    .orderBy(asc(partners.id))
    .limit(page.limit)
    .offset(page.offset);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page.offset > 0) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerCollectionMembers)
      .innerJoin(partners, eq(partners.id, partnerCollectionMembers.partnerId))
      .where(where);
    total = row?.n ?? 0;
  }
  const found = await partnersWithWebsites(
    db,
    networkId,
    rows.map((r) => r.id),
  );
  const current = rows.length
    ? await db
        .select()
        .from(participations)
        .where(
          and(
            eq(participations.networkId, networkId),
            inArray(participations.campaignId, input.campaignIds),
            inArray(
              participations.partnerId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  const byPair = new Map(current.map((p) => [pairKey(p.campaignId, p.partnerId), p]));
  return {
    total,
    partners: found.map((p) => ({
      ...p,
      outcomes: records.map((record) =>
        outcomeOf(p.partner, record, byPair.get(pairKey(record.row.id, p.partner.id)) ?? null),
      ),
    })),
  };
}

/** Every page of the preview, for the CSV export; the first page is read before the stream starts. */
export async function* previewInvitationPages(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  input: PreviewInput,
  pageSize = 500,
): AsyncGenerator<PartnerOutcomes[]> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await previewInvitations(db, principal, networkId, input, {
      offset,
      limit: pageSize,
    });
    if (page.partners.length) yield page.partners;
    if (offset + pageSize >= page.total) return;
  }
}
