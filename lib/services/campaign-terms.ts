import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { campaigns, campaignTerms, campaignTermsAcknowledgements, participations, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import type { CustomTermsIn } from '@/lib/schemas/campaign';
import { isStaff, requirePartnerAccess, requireRole } from './access';
import { actorOf, ChangeSet } from './change-set';
import { sanitizeRichText } from './html';

/**
 * Custom terms of a campaign, versioned: every change is a new campaign_terms row (a new
 * terms id) and campaigns.custom_terms_id points at the current one, which is the one a
 * partner must accept to join. A partner accepts by sending it as terms_id with a request
 * (ops 26, 27) or by acknowledging it first (35f); acknowledgements are kept per version.
 */

export type CampaignTermsRow = typeof campaignTerms.$inferSelect;
export type CampaignTermsAckRow = typeof campaignTermsAcknowledgements.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;

/** The current custom terms of each campaign given, by campaign id. */
export async function currentTermsOf(db: DbOrTx, rows: Pick<CampaignRow, 'id' | 'customTermsId'>[]): Promise<Map<number, CampaignTermsRow>> {
  const ids = [...new Set(rows.map((r) => r.customTermsId).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const terms = await db.select().from(campaignTerms).where(inArray(campaignTerms.id, ids));
  const byId = new Map(terms.map((t) => [t.id, t]));
  const out = new Map<number, CampaignTermsRow>();
  for (const r of rows) {
    const t = r.customTermsId === null ? undefined : byId.get(r.customTermsId);
    if (t) out.set(r.id, t);
  }
  return out;
}

/**
 * Applies a custom_terms field to a locked campaign: null removes them; terms that differ
 * from the current ones (title, sanitised content or locale) become the next version.
 * Returns the campaign's custom_terms_id afterwards.
 */
export async function applyCustomTerms(tx: Tx, principal: Principal, campaign: Pick<CampaignRow, 'id' | 'networkId' | 'customTermsId'>, input: CustomTermsIn | null): Promise<number | null> {
  if (input === null) return null;
  const content = sanitizeRichText(input.terms);
  if (!content.trim()) throw AppError.field(['custom_terms', 'terms'], 'blank', 'terms must contain text after unsupported HTML is removed');
  if (campaign.customTermsId !== null) {
    const [current] = await tx.select().from(campaignTerms).where(eq(campaignTerms.id, campaign.customTermsId));
    if (current && current.title === input.title && current.content === content && current.locale === input.locale) return current.id;
  }
  const [latest] = await tx
    .select({ version: sql<number>`coalesce(max(${campaignTerms.version}), 0)::int` })
    .from(campaignTerms)
    .where(eq(campaignTerms.campaignId, campaign.id));
  const [row] = await tx
    .insert(campaignTerms)
    .values({
      networkId: campaign.networkId,
      campaignId: campaign.id,
      version: (latest?.version ?? 0) + 1,
      title: input.title,
      locale: input.locale,
      content,
      createdBy: principal.userId,
    })
    .returning({ id: campaignTerms.id });
  return row!.id;
}

/** Whether the partner has acknowledged this version of a campaign's terms. */
export async function hasAcknowledged(db: DbOrTx, partnerId: number, termsId: number): Promise<boolean> {
  const [hit] = await db
    .select({ id: campaignTermsAcknowledgements.id })
    .from(campaignTermsAcknowledgements)
    .where(and(eq(campaignTermsAcknowledgements.partnerId, partnerId), eq(campaignTermsAcknowledgements.termsId, termsId)))
    .limit(1);
  return hit !== undefined;
}

/** Which of these terms ids the partner has acknowledged. */
export async function acknowledgedTermsIds(db: DbOrTx, partnerId: number, termsIds: number[]): Promise<Set<number>> {
  if (!termsIds.length) return new Set();
  const rows = await db
    .select({ termsId: campaignTermsAcknowledgements.termsId })
    .from(campaignTermsAcknowledgements)
    .where(and(eq(campaignTermsAcknowledgements.partnerId, partnerId), inArray(campaignTermsAcknowledgements.termsId, termsIds)));
  return new Set(rows.map((r) => r.termsId));
}

/**
 * Records a partner's acknowledgement of current terms (idempotent: a second one returns the
 * first, and is not audited again). An existing participation of the partner on the campaign
 * now carries these terms. The audit row goes into `set`, which the caller commits.
 */
export async function recordTermsAcknowledgement(tx: Tx, set: ChangeSet, principal: Principal, partnerId: number, terms: CampaignTermsRow): Promise<CampaignTermsAckRow> {
  const [inserted] = await tx
    .insert(campaignTermsAcknowledgements)
    .values({ networkId: terms.networkId, partnerId, campaignId: terms.campaignId, termsId: terms.id, createdBy: principal.userId })
    .onConflictDoNothing()
    .returning();
  await tx
    .update(participations)
    .set({ acceptedTermsId: terms.id, updatedAt: new Date() })
    .where(and(eq(participations.partnerId, partnerId), eq(participations.campaignId, terms.campaignId)));
  if (inserted) {
    set.change({
      entityType: 'campaign_terms_acknowledgement',
      entityId: inserted.id,
      action: 'acknowledged',
      after: { publisher_id: String(partnerId), campaign_id: String(terms.campaignId), campaign_terms_and_conditions_id: String(terms.id), version: terms.version },
    });
    return inserted;
  }
  const [existing] = await tx
    .select()
    .from(campaignTermsAcknowledgements)
    .where(and(eq(campaignTermsAcknowledgements.partnerId, partnerId), eq(campaignTermsAcknowledgements.termsId, terms.id)));
  return existing!;
}

/** A partner of the caller's network the caller may act for (staff, or its own partner user). */
async function requireActingPartner(db: DbOrTx, principal: Principal, partnerId: number) {
  requireRole(principal, ['network', 'partner'], 'act for partners');
  requirePartnerAccess(principal, partnerId);
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
}

/** Terms of the caller's network by id; another network's read as not found. */
async function findTerms(db: DbOrTx, networkId: number, termsId: number): Promise<CampaignTermsRow | undefined> {
  const [row] = await db
    .select()
    .from(campaignTerms)
    .where(and(eq(campaignTerms.networkId, networkId), eq(campaignTerms.id, termsId)))
    .limit(1);
  return row;
}

export interface TermsWithStatus {
  terms: CampaignTermsRow;
  /** Whether it is the campaign's current custom terms. */
  active: boolean;
}

async function withActive(db: DbOrTx, rows: CampaignTermsRow[]): Promise<TermsWithStatus[]> {
  const campaignIds = [...new Set(rows.map((r) => r.campaignId))];
  const current = campaignIds.length
    ? await db.select({ id: campaigns.id, termsId: campaigns.customTermsId }).from(campaigns).where(inArray(campaigns.id, campaignIds))
    : [];
  const active = new Set(current.map((c) => c.termsId));
  return rows.map((terms) => ({ terms, active: active.has(terms.id) }));
}

/** 35c: one version of a campaign's custom terms, for a partner (or staff) of the network. */
export async function getCustomTermsForPartner(db: DbOrTx, principal: Principal, partnerId: number, termsId: number): Promise<TermsWithStatus> {
  await requireActingPartner(db, principal, partnerId);
  const terms = await findTerms(db, principal.networkId, termsId);
  if (!terms) throw AppError.notFound('Custom terms');
  const [item] = await withActive(db, [terms]);
  return item!;
}

/** 35e: the current custom terms of the network's campaigns (optionally one campaign), for partners and staff. */
export async function listCampaignTerms(db: DbOrTx, principal: Principal, filter: { campaignId?: number }): Promise<CampaignTermsRow[]> {
  requireRole(principal, ['network', 'partner'], 'read campaign terms');
  const conditions = [eq(campaigns.networkId, principal.networkId), sql`${campaigns.customTermsId} is not null`];
  if (filter.campaignId !== undefined) conditions.push(eq(campaigns.id, filter.campaignId));
  const rows = await db
    .select({ terms: campaignTerms })
    .from(campaigns)
    .innerJoin(campaignTerms, eq(campaignTerms.id, campaigns.customTermsId))
    .where(and(...conditions))
    .orderBy(campaigns.id);
  return rows.map((r) => r.terms);
}

/** 35e by id: any version of the network's campaign terms. */
export async function getCampaignTerms(db: DbOrTx, principal: Principal, termsId: number): Promise<CampaignTermsRow> {
  requireRole(principal, ['network', 'partner'], 'read campaign terms');
  const terms = await findTerms(db, principal.networkId, termsId);
  if (!terms) throw AppError.notFound('Campaign terms');
  return terms;
}

/** 35f POST: the partner acknowledges the current custom terms of a campaign. */
export async function acknowledgeCampaignTerms(db: Db, principal: Principal, partnerId: number, termsId: number): Promise<CampaignTermsAckRow> {
  await requireActingPartner(db, principal, partnerId);
  return db.transaction(async (tx) => {
    const terms = await findTerms(tx, principal.networkId, termsId);
    const path: FieldError['path'] = ['campaign_terms_and_conditions_id'];
    if (!terms) throw AppError.field(path, 'invalid_value', 'campaign_terms_and_conditions_id is not campaign terms of this network');
    const [campaign] = await tx.select({ termsId: campaigns.customTermsId }).from(campaigns).where(eq(campaigns.id, terms.campaignId));
    if (campaign?.termsId !== terms.id) {
      throw AppError.field(path, 'invalid_value', `campaign_terms_and_conditions_id ${terms.id} has been replaced; acknowledge the campaign's current terms${campaign?.termsId ? ` (${campaign.termsId})` : ''}`);
    }
    const set = new ChangeSet(actorOf(principal));
    const ack = await recordTermsAcknowledgement(tx, set, principal, partnerId, terms);
    await set.commit(tx);
    return ack;
  });
}

function ackConditions(principal: Principal) {
  const conditions = [eq(campaignTermsAcknowledgements.networkId, principal.networkId)];
  if (!isStaff(principal)) conditions.push(eq(campaignTermsAcknowledgements.partnerId, principal.partnerId ?? 0));
  return conditions;
}

/** 35f GET: acknowledgements of the caller's partner (staff: any partner of the network). */
export async function listCampaignTermsAcknowledgements(
  db: DbOrTx,
  principal: Principal,
  filter: { partnerId?: number; termsId?: number },
): Promise<CampaignTermsAckRow[]> {
  requireRole(principal, ['network', 'partner'], 'read campaign terms acknowledgements');
  const conditions = ackConditions(principal);
  if (filter.partnerId !== undefined) conditions.push(eq(campaignTermsAcknowledgements.partnerId, filter.partnerId));
  if (filter.termsId !== undefined) conditions.push(eq(campaignTermsAcknowledgements.termsId, filter.termsId));
  return db
    .select()
    .from(campaignTermsAcknowledgements)
    .where(and(...conditions))
    .orderBy(desc(campaignTermsAcknowledgements.id));
}

/** 35f GET by id: another partner's acknowledgement reads as not found. */
export async function getCampaignTermsAcknowledgement(db: DbOrTx, principal: Principal, ackId: number): Promise<CampaignTermsAckRow> {
  requireRole(principal, ['network', 'partner'], 'read campaign terms acknowledgements');
  const [hit] = await db
    .select()
    .from(campaignTermsAcknowledgements)
    .where(and(...ackConditions(principal), eq(campaignTermsAcknowledgements.id, ackId)))
    .limit(1);
  if (!hit) throw AppError.notFound('Acknowledgement');
  return hit;
}
