import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { participationHistory, participations } from '@/lib/db/schema';
import type { ParticipationStatus } from '@/lib/schemas/enums';
import type { Principal } from '@/lib/auth/principal';
import type { ParticipationsQuery } from '@/lib/schemas/participation';
import { acknowledgedTermsIds } from '../terms/accepted-terms';
import { type CampaignRecord } from '../campaigns/read-campaigns';
import {
  participationsOf,
  requireActingPartner,
  type ParticipationRow,
  type PartnerRow,
} from './acting-partner';
import { campaignsForPartner } from './campaigns-for-partner';
import type { RequestOutcome } from './request-participations';

// The partner's side: its campaigns, its participations.

export interface ParticipationRecord {
  record: CampaignRecord;
  participation: ParticipationRow;
  /** Whether the partner accepted the campaign's current custom terms (true when it has none). */
  agreedLatestTerms: boolean;
  /** On the rejected list: why the participation was rejected, when a reason was given. */
  rejectionReason?: string | null;
}

/** The reason of each participation's latest move to r (null when none was given). */
async function rejectionReasons(db: DbOrTx, ids: number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: participationHistory.participationId, reason: participationHistory.reason })
    .from(participationHistory)
    .where(
      and(
        inArray(participationHistory.participationId, ids),
        eq(participationHistory.toStatus, 'r'),
      ),
    )
    .orderBy(asc(participationHistory.id));
  return new Map(rows.map((r) => [r.id, r.reason]));
}

/** The partner's participations with one of these statuses, by campaign id. */
const participationsWithStatus = (
  db: DbOrTx,
  partner: PartnerRow,
  statuses: ParticipationStatus[],
): Promise<ParticipationRow[]> =>
  participationsOf(db, partner, inArray(participations.status, statuses)).orderBy(
    asc(participations.campaignId),
  );

async function withCampaigns(
  db: DbOrTx,
  networkId: number,
  partnerId: number,
  rows: ParticipationRow[],
): Promise<ParticipationRecord[]> {
  // customTerms: the terms that apply to this partner (its partner terms, else the general ones).
  const records = await campaignsForPartner(
    db,
    networkId,
    partnerId,
    rows.map((r) => r.campaignId),
  );
  const byCampaign = new Map(records.map((r) => [r.row.id, r]));
  const acked = await acknowledgedTermsIds(
    db,
    partnerId,
    records.map((r) => r.customTerms?.id).filter((id): id is number => id !== undefined),
  );
  return rows.flatMap((participation) => {
    const record = byCampaign.get(participation.campaignId);
    if (!record) return [];
    const terms = record.customTerms;
    const agreedLatestTerms =
      !terms || participation.acceptedTermsId === terms.id || acked.has(terms.id);
    return [{ record, participation, agreedLatestTerms }];
  });
}

/** v1 GET /user/publisher/{id}/campaign/{status}: the partner's campaigns with one participation status (v1 p includes invited, t). */
export async function listPartnerCampaigns(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  status: 'a' | 'p' | 'r',
): Promise<ParticipationRecord[]> {
  const partner = await requireActingPartner(
    db,
    principal,
    partnerId,
    "read a partner's campaigns",
  );
  const statuses: ParticipationStatus[] = status === 'p' ? ['p', 't'] : [status];
  const rows = await participationsWithStatus(db, partner, statuses);
  const records = await withCampaigns(db, partner.networkId, partnerId, rows);
  if (status !== 'r') return records;
  const reasons = await rejectionReasons(
    db,
    rows.map((r) => r.id),
  );
  return records.map((r) => ({ ...r, rejectionReason: reasons.get(r.participation.id) ?? null }));
}

/** The participations of outcomes, with their campaigns (for the request-access response). */
export async function participationRecordsOf(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  outcomes: RequestOutcome[],
): Promise<ParticipationRecord[]> {
  const rows = outcomes
    .map((o) => o.participation)
    .filter((p): p is ParticipationRow => p !== null);
  return withCampaigns(db, principal.networkId, partnerId, rows);
}

/** v3 participations: the partner's participations filtered by status, campaign status and its own network status. */
export async function listParticipations(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  query: ParticipationsQuery,
): Promise<ParticipationRecord[]> {
  const partner = await requireActingPartner(
    db,
    principal,
    partnerId,
    "read a partner's participations",
  );
  if (query.network_status && !query.network_status.includes(partner.networkStatus)) return [];
  const rows = await participationsWithStatus(db, partner, query.status);
  const items = await withCampaigns(db, partner.networkId, partnerId, rows);
  return items.filter((i) => (query.campaign_status as string[]).includes(i.record.row.status));
}
