import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/db/client';
import { campaigns, campaignTerms } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { isStaff, requirePartnerAccess, requireRole } from '../access';
import { sanitizeRichText } from '../html';
import { requirePartnerInNetwork } from '../partners/partner-in-network';
import { applicableTermsInNetwork, partnerMayRead } from './applicable-terms';

/**
 * Custom terms of a campaign, versioned: every change is a new campaign_terms row (a new
 * terms id) and campaigns.custom_terms_id points at the current one, which is the one a
 * partner must accept to join. A partner accepts by sending it as terms_id with a request
 * (v1 request access, v2 campaign requests) or by acknowledging it first; acknowledgements are kept per version.
 */

export type CampaignTermsRow = typeof campaignTerms.$inferSelect;

type CampaignRow = typeof campaigns.$inferSelect;

/** The current custom terms of each campaign given, by campaign id. */
export async function currentTermsOf(
  db: DbOrTx,
  rows: Pick<CampaignRow, 'id' | 'customTermsId'>[],
): Promise<Map<number, CampaignTermsRow>> {
  const ids = [
    ...new Set(rows.map((r) => r.customTermsId).filter((id): id is number => id !== null)),
  ];
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

/** A campaign's general terms as written: `terms` is rich text, sanitised when stored. */
export interface CustomTermsInput {
  title: string;
  terms: string;
  locale: string;
}

/**
 * Applies a custom_terms field to a locked campaign: null removes them; terms that differ
 * from the current ones (title, sanitised content or locale) become the next version.
 * Returns the campaign's custom_terms_id afterwards.
 */
export async function applyCustomTerms(
  tx: Tx,
  principal: Principal,
  campaign: Pick<CampaignRow, 'id' | 'networkId' | 'customTermsId'>,
  input: CustomTermsInput | null,
): Promise<number | null> {
  if (input === null) return null;
  const content = sanitizeRichText(input.terms);
  if (!content.trim())
    throw AppError.field(
      ['custom_terms', 'terms'],
      'blank',
      'terms must contain text after unsupported HTML is removed',
    );
  if (campaign.customTermsId !== null) {
    const [current] = await tx
      .select()
      .from(campaignTerms)
      .where(eq(campaignTerms.id, campaign.customTermsId));
    if (
      current &&
      current.title === input.title &&
      current.content === content &&
      current.locale === input.locale
    )
      return current.id;
  }
  const row = await insertTermsVersion(tx, principal, campaign, {
    title: input.title,
    locale: input.locale,
    content,
  });
  return row.id;
}

/** Stores terms as the campaign's next version (general terms unless `partnerSpecific`). */
export async function insertTermsVersion(
  tx: Tx,
  principal: Principal,
  campaign: Pick<CampaignRow, 'id' | 'networkId'>,
  terms: { title: string; locale: string; content: string; partnerSpecific?: boolean },
): Promise<CampaignTermsRow> {
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
      ...terms,
      createdBy: principal.userId,
    })
    .returning();
  return row!;
}

/** A partner of the caller's network the caller may act for (staff, or its own partner user). */
export async function requireActingPartner(db: DbOrTx, principal: Principal, partnerId: number) {
  requireRole(principal, ['network', 'partner'], 'act for partners');
  requirePartnerAccess(principal, partnerId);
  await requirePartnerInNetwork(db, principal.networkId, partnerId);
}

/** Terms of the caller's network by id; another network's read as not found. */
export async function findTerms(
  db: DbOrTx,
  networkId: number,
  termsId: number,
): Promise<CampaignTermsRow | undefined> {
  const [row] = await db
    .select()
    .from(campaignTerms)
    .where(and(eq(campaignTerms.networkId, networkId), eq(campaignTerms.id, termsId)))
    .limit(1);
  return row;
}

export interface TermsWithStatus {
  terms: CampaignTermsRow;
  /** Whether the terms are in force: the current general version, or partner terms not deleted. */
  active: boolean;
}

/** Whether terms are in force, given the campaign's current general terms id. */
export const termsInForce = (terms: CampaignTermsRow, currentId: number | null): boolean =>
  terms.deletedAt === null && (terms.partnerSpecific || terms.id === currentId);

async function withActive(db: DbOrTx, rows: CampaignTermsRow[]): Promise<TermsWithStatus[]> {
  const campaignIds = [...new Set(rows.map((r) => r.campaignId))];
  const current = campaignIds.length
    ? await db
        .select({ id: campaigns.id, termsId: campaigns.customTermsId })
        .from(campaigns)
        .where(inArray(campaigns.id, campaignIds))
    : [];
  const currentOf = new Map(current.map((c) => [c.id, c.termsId]));
  return rows.map((terms) => ({
    terms,
    active: termsInForce(terms, currentOf.get(terms.campaignId) ?? null),
  }));
}

/** v1 partner custom terms: one version of a campaign's custom terms, for a partner (or staff) of the network. */
export async function getCustomTermsForPartner(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  termsId: number,
): Promise<TermsWithStatus> {
  await requireActingPartner(db, principal, partnerId);
  const terms = await findTerms(db, principal.networkId, termsId);
  if (!terms || !(await partnerMayRead(db, partnerId, terms)))
    throw AppError.notFound('Custom terms');
  const [item] = await withActive(db, [terms]);
  return item!;
}

/**
 * v3 campaign terms: the custom terms of the network's campaigns (optionally one campaign). A
 * partner gets the terms that apply to it (its partner terms, else the general ones); staff
 * the general terms' current versions.
 */
export async function listCampaignTerms(
  db: DbOrTx,
  principal: Principal,
  filter: { campaignId?: number },
): Promise<CampaignTermsRow[]> {
  requireRole(principal, ['network', 'partner'], 'read campaign terms');
  if (!isStaff(principal))
    return applicableTermsInNetwork(
      db,
      principal.partnerId ?? 0,
      principal.networkId,
      filter.campaignId,
    );
  const conditions = [
    eq(campaigns.networkId, principal.networkId),
    sql`${campaigns.customTermsId} is not null`,
  ];
  if (filter.campaignId !== undefined) conditions.push(eq(campaigns.id, filter.campaignId));
  const rows = await db
    .select({ terms: campaignTerms })
    .from(campaigns)
    .innerJoin(campaignTerms, eq(campaignTerms.id, campaigns.customTermsId))
    .where(and(...conditions))
    .orderBy(campaigns.id);
  return rows.map((r) => r.terms);
}

/** v3 campaign terms by id: any version of the network's campaign terms. */
export async function getCampaignTerms(
  db: DbOrTx,
  principal: Principal,
  termsId: number,
): Promise<CampaignTermsRow> {
  requireRole(principal, ['network', 'partner'], 'read campaign terms');
  const terms = await findTerms(db, principal.networkId, termsId);
  const readable =
    terms && (isStaff(principal) || (await partnerMayRead(db, principal.partnerId ?? 0, terms)));
  if (!readable) throw AppError.notFound('Campaign terms');
  return terms;
}
