import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { campaigns, campaignTerms, campaignTermsPartners, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { actorOf, ChangeSet } from '../audit/change-set';
import { campaignEvent, recordCampaignUpdate } from '../campaigns/campaign-audit';
import { requireManageable, type CampaignRow } from '../campaigns/read-campaigns';
import { sanitizeRichText } from '../html';
import {
  applyCustomTerms,
  insertTermsVersion,
  termsInForce,
  type CampaignTermsRow,
  type CustomTermsInput,
} from './campaign-terms';
import { linkedIds } from '../linked-ids';

/**
 * A campaign's custom terms, brand side (docs/campaigns.md#custom-terms): staff and the brand
 * user granted the campaign's brand list them, create general or partner terms, and delete them.
 * Associations (which partners partner terms apply to) are in custom-terms-associations.ts.
 */

export interface CustomTermsItem {
  terms: CampaignTermsRow;
  /** In force: the current general version, or partner terms not deleted. */
  active: boolean;
  /** The partners the terms are associated with (partner terms only). */
  partnerIds: number[];
}

/** The campaign row, locked for the rest of the transaction (writes to its terms are serialised). */
export async function lockCampaign(tx: Tx, campaignId: number): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!row) throw AppError.notFound('Campaign');
  return row;
}

/** The reference's 404 for terms that are not (or no longer) the campaign's. */
export const termsNotFound = (termsId: number) =>
  new AppError('not_found', `Terms with given id (${termsId}) does not exist`);

/** Terms of this campaign by id; deleted ones only when `withDeleted`. */
export async function campaignTermsById(
  db: DbOrTx,
  campaign: Pick<CampaignRow, 'id' | 'networkId'>,
  termsId: number,
  withDeleted = false,
): Promise<CampaignTermsRow> {
  const [row] = await db
    .select()
    .from(campaignTerms)
    .where(
      and(
        eq(campaignTerms.networkId, campaign.networkId),
        eq(campaignTerms.campaignId, campaign.id),
        eq(campaignTerms.id, termsId),
        withDeleted ? undefined : isNull(campaignTerms.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw termsNotFound(termsId);
  return row;
}

/** The partners associated with each of these terms, by terms id (partner ids ascending). */
async function partnersOfTerms(db: DbOrTx, termsIds: number[]): Promise<Map<number, number[]>> {
  return linkedIds(db, campaignTermsPartners.termsId, campaignTermsPartners.partnerId, termsIds);
}

/** Items for terms rows of one campaign whose current general terms id is `currentId`. */
export async function itemsOf(
  db: DbOrTx,
  rows: CampaignTermsRow[],
  currentId: number | null,
): Promise<CustomTermsItem[]> {
  const byTerms = await partnersOfTerms(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((terms) => ({
    terms,
    active: termsInForce(terms, currentId),
    partnerIds: byTerms.get(terms.id) ?? [],
  }));
}

/** GET /campaign/{campaign_id}/custom_terms/: every custom terms of the campaign not deleted, oldest first. */
export async function listCustomTerms(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
): Promise<CustomTermsItem[]> {
  const record = await requireManageable(db, principal, campaignId, 'read custom terms');
  const rows = await db
    .select()
    .from(campaignTerms)
    .where(
      and(
        eq(campaignTerms.networkId, record.row.networkId),
        eq(campaignTerms.campaignId, campaignId),
        isNull(campaignTerms.deletedAt),
      ),
    )
    .orderBy(asc(campaignTerms.id));
  return itemsOf(db, rows, record.row.customTermsId);
}

/** The partners named, each of the campaign's network; any other id is a 400 naming it. */
export async function requireNetworkPartners(
  db: DbOrTx,
  networkId: number,
  partnerIds: number[],
): Promise<number[]> {
  if (!partnerIds.length) return [];
  const found = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), inArray(partners.id, partnerIds)));
  const known = new Set(found.map((p) => p.id));
  const unknown = partnerIds.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    throw AppError.field(
      ['publisher_id', unknown],
      'invalid_value',
      `publisher_id ${partnerIds[unknown]} is not a partner of this network`,
    );
  return partnerIds;
}

/**
 * Points each partner at `terms` (moving it from any other partner terms of the campaign);
 * returns the partners that moved, with the terms they had before (null: the general terms).
 */
export async function associatePartners(
  tx: Tx,
  principal: Principal,
  terms: CampaignTermsRow,
  partnerIds: number[],
): Promise<{ partnerId: number; from: number | null }[]> {
  if (!partnerIds.length) return [];
  const before = await tx
    .select({ partnerId: campaignTermsPartners.partnerId, termsId: campaignTermsPartners.termsId })
    .from(campaignTermsPartners)
    .where(
      and(
        eq(campaignTermsPartners.campaignId, terms.campaignId),
        inArray(campaignTermsPartners.partnerId, partnerIds),
      ),
    );
  const had = new Map(before.map((b) => [b.partnerId, b.termsId]));
  const moving = partnerIds.filter((id) => had.get(id) !== terms.id);
  if (!moving.length) return [];
  await tx
    .insert(campaignTermsPartners)
    .values(
      moving.map((partnerId) => ({
        networkId: terms.networkId,
        campaignId: terms.campaignId,
        termsId: terms.id,
        partnerId,
        createdBy: principal.userId,
      })),
    )
    .onConflictDoUpdate({
      target: [campaignTermsPartners.campaignId, campaignTermsPartners.partnerId],
      set: {
        termsId: terms.id,
        createdBy: principal.userId,
        createdAt: sql`now()`,
      },
    });
  return moving.map((partnerId) => ({ partnerId, from: had.get(partnerId) ?? null }));
}

/** What the audit log keeps of terms. */
export const termsSnapshot = (t: CampaignTermsRow) => ({
  campaign_id: String(t.campaignId),
  title: t.title,
  locale: t.locale,
  version: t.version,
  partner_terms: t.partnerSpecific,
});

const ids = (list: number[]) => list.map(String);

async function createPartnerTerms(
  tx: Tx,
  principal: Principal,
  campaign: CampaignRow,
  input: NewCustomTerms & { content: string },
  partnerIds: number[],
): Promise<CampaignTermsRow> {
  const row = await insertTermsVersion(tx, principal, campaign, {
    title: input.title,
    locale: input.locale,
    content: input.content,
    partnerSpecific: true,
  });
  const moved = await associatePartners(tx, principal, row, partnerIds);
  await new ChangeSet(actorOf(principal))
    .change({
      entityType: 'campaign_terms',
      entityId: row.id,
      action: 'created',
      after: {
        ...termsSnapshot(row),
        publisher_ids: ids(partnerIds),
        moved_from: Object.fromEntries(moved.map((m) => [m.partnerId, m.from && String(m.from)])),
      },
    })
    .event({
      type: 'campaign.updated',
      data: { ...campaignEvent(campaign), changed: ['custom_terms'] },
    })
    .commit(tx);
  return row;
}

/** Terms for the partners listed, or with none the campaign's general terms. */
export interface NewCustomTerms extends CustomTermsInput {
  partnerIds: number[];
}

/**
 * POST /campaign/{campaign_id}/custom_terms/: partner terms for the partners listed (moving
 * them from any other partner terms of the campaign), or, with an empty list, the campaign's
 * general terms (a new version, unless title, content and locale are the current ones).
 */
export async function createCustomTerms(
  db: Db,
  principal: Principal,
  campaignId: number,
  input: NewCustomTerms,
): Promise<CustomTermsItem> {
  await requireManageable(db, principal, campaignId, 'create custom terms');
  const content = sanitizeRichText(input.terms);
  if (!content.trim())
    throw AppError.field(
      ['terms'],
      'blank',
      'terms must contain text after unsupported HTML is removed',
    );
  return db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, campaignId);
    const partnerIds = await requireNetworkPartners(tx, locked.networkId, input.partnerIds);
    if (partnerIds.length) {
      const row = await createPartnerTerms(
        tx,
        principal,
        locked,
        { ...input, content },
        partnerIds,
      );
      return { terms: row, active: true, partnerIds };
    }
    const termsId = await applyCustomTerms(tx, principal, locked, { ...input, terms: content });
    const [updated] = await tx
      .update(campaigns)
      .set({ customTermsId: termsId, updatedAt: new Date() })
      .where(eq(campaigns.id, campaignId))
      .returning();
    if (termsId !== locked.customTermsId)
      await recordCampaignUpdate(tx, principal, locked, updated!);
    const row = await campaignTermsById(tx, locked, termsId!);
    return { terms: row, active: true, partnerIds: [] };
  });
}
