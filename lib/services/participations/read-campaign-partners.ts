import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  images,
  participationHistory,
  participations,
  partnerDatabases,
  partners,
  partnerWebsites,
} from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { getCampaign, type CampaignRecord } from '../campaigns/read-campaigns';
import type { PartnerRecord } from '../partners/partner-record';
import type { WebsiteRow } from '../partners/partner-websites';
import type { DatabaseRow } from '../partners/partner-databases';
import { partnerTermsOnCampaign } from '../terms/applicable-terms';
import type { ParticipationRow } from './acting-partner';

// The brand side: a campaign's partners.

type HistoryRow = typeof participationHistory.$inferSelect;

export interface CampaignPartner {
  partner: PartnerRecord;
  participation: ParticipationRow;
  record: CampaignRecord;
  /** The partner's websites and databases: filled for staff, who see the full record. */
  websites?: WebsiteRow[];
  databases?: DatabaseRow[];
  /** Filled for the single-partner read only. */
  history?: HistoryRow[];
}

/**
 * The campaign reference of a participation (docs/api-decisions.md#camref): the campaign and
 * partner ids joined by `l`, stable for the pair whatever its status.
 */
export const camrefOf = (campaignId: number, partnerId: number) => `${campaignId}l${partnerId}`;

export async function campaignPartners(
  db: DbOrTx,
  record: CampaignRecord,
  where: SQL[],
  page?: { offset: number; limit: number },
): Promise<CampaignPartner[]> {
  let query = db
    .select({
      participation: participations,
      partner: partners,
      logo: { id: images.id, sha256: images.sha256, contentType: images.contentType },
    })
    .from(participations)
    .innerJoin(partners, eq(partners.id, participations.partnerId))
    .leftJoin(images, eq(images.id, partners.companyLogoImageId))
    .where(and(eq(participations.campaignId, record.row.id), ...where))
    .orderBy(asc(participations.partnerId))
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query;
  // Each partner's custom terms are its partner terms, else the campaign's general ones.
  const own = await partnerTermsOnCampaign(
    db,
    record.row.id,
    rows.map((r) => r.partner.id),
  );
  return rows.map((r) => {
    const terms = own.get(r.partner.id);
    return {
      partner: { ...r.partner, logo: r.logo },
      participation: r.participation,
      record: terms ? { ...record, customTerms: terms } : record,
    };
  });
}

/** Adds each partner's websites and databases (two reads for the whole page) for viewers who see them. */
export async function withSitesAndDatabases(
  db: DbOrTx,
  principal: Principal,
  rows: CampaignPartner[],
): Promise<CampaignPartner[]> {
  if (principal.role === 'brand' || !rows.length) return rows;
  const ids = rows.map((r) => r.partner.id);
  const [sites, dbs] = await Promise.all([
    db
      .select()
      .from(partnerWebsites)
      .where(inArray(partnerWebsites.partnerId, ids))
      .orderBy(asc(partnerWebsites.id)),
    db
      .select()
      .from(partnerDatabases)
      .where(inArray(partnerDatabases.partnerId, ids))
      .orderBy(asc(partnerDatabases.id)),
  ]);
  return rows.map((r) => ({
    ...r,
    websites: sites.filter((w) => w.partnerId === r.partner.id),
    databases: dbs.filter((d) => d.partnerId === r.partner.id),
  }));
}

/**
 * GET /campaign/{campaign_id}/publisher: one page of the partners on a campaign (every
 * participation, or one status) and their total, for staff and the brand user granted the
 * campaign's brand. v1 shows an invitation (t) as p, so p includes t.
 */
export async function listCampaignPartners(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  status: 'a' | 'p' | 'r' | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: CampaignPartner[]; total: number }> {
  const record = await getCampaign(db, principal, campaignId);
  const where = status
    ? [inArray(participations.status, status === 'p' ? (['p', 't'] as const) : [status])]
    : [];
  const [counted] = await db
    .select({ total: count() })
    .from(participations)
    .where(and(eq(participations.campaignId, campaignId), ...where));
  const rows = await campaignPartners(db, record, where, page);
  return { rows: await withSitesAndDatabases(db, principal, rows), total: counted?.total ?? 0 };
}

/** The same for one partner, with its participation history (oldest first). */
export async function getCampaignPartner(
  db: DbOrTx,
  principal: Principal,
  campaignId: number,
  partnerId: number,
): Promise<CampaignPartner> {
  const record = await getCampaign(db, principal, campaignId);
  const [found] = await campaignPartners(db, record, [eq(participations.partnerId, partnerId)]);
  if (!found) throw AppError.notFound('Publisher on this campaign');
  const history = await db
    .select()
    .from(participationHistory)
    .where(eq(participationHistory.participationId, found.participation.id))
    .orderBy(asc(participationHistory.id));
  const [full] = await withSitesAndDatabases(db, principal, [found]);
  return { ...full!, history };
}
