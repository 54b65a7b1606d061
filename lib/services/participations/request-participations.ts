import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { participations } from '@/lib/db/schema';
import type { ParticipationStatus } from '@/lib/schemas/enums';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { hasAcknowledged } from '../terms/accepted-terms';
import { recordTermsAcknowledgement } from '../terms/campaign-terms-acknowledgements';
import { actorOf, ChangeSet } from '../audit/change-set';
import { findCampaign, type CampaignRecord } from '../campaigns/read-campaigns';
import { withApplicableTerms } from '../terms/applicable-terms';
import { applyStatusChanges, type StatusChange } from './apply-status-changes';
import { requireActingPartner, type ParticipationRow, type PartnerRow } from './acting-partner';

type RequestFailureCode =
  | 'entity_not_found'
  | 'invalid_value'
  | 'campaign_not_active'
  | 'terms_required'
  | 'already_rejected';

export interface RequestItem {
  campaignId: number;
  /** v2 names the advertiser too; it must own the campaign. */
  advertiserId?: number;
  /** The latest custom terms id, when sent. */
  termsId?: number | null;
}

export interface RequestOutcome {
  item: RequestItem;
  record: CampaignRecord | null;
  participation: ParticipationRow | null;
  changed: boolean;
  error: {
    code: RequestFailureCode;
    message: string;
    termsId?: number;
    field: 'campaign_id' | 'advertiser_id' | 'terms_id';
    missing?: boolean;
  } | null;
}

const fail = (
  item: RequestItem,
  record: CampaignRecord | null,
  participation: ParticipationRow | null,
  error: NonNullable<RequestOutcome['error']>,
): RequestOutcome => ({
  item,
  record,
  participation,
  changed: false,
  error,
});

/** Whether the partner meets the campaign's custom terms rule; records a sent, current terms id as acknowledged. */
async function checkTerms(
  tx: Tx,
  set: ChangeSet,
  principal: Principal,
  partnerId: number,
  item: RequestItem,
  record: CampaignRecord,
): Promise<RequestOutcome['error']> {
  const terms = record.customTerms;
  if (!terms) return null;
  const campaign = `Campaign ${record.row.id} has custom terms`;
  if (item.termsId !== undefined && item.termsId !== null) {
    if (item.termsId !== terms.id) {
      return {
        code: 'terms_required',
        field: 'terms_id',
        termsId: terms.id,
        message: `${campaign}: terms_id ${item.termsId} is not the latest terms id; accept ${terms.id}`,
      };
    }
    await recordTermsAcknowledgement(tx, set, principal, partnerId, terms);
    return null;
  }
  if (await hasAcknowledged(tx, partnerId, terms.id)) return null;
  return {
    code: 'terms_required',
    field: 'terms_id',
    missing: true,
    termsId: terms.id,
    message: `${campaign}: send terms_id ${terms.id} (the latest terms) or acknowledge those terms first`,
  };
}

/** What the requests of one call changed, written once at the end of its transaction. */
interface RequestLog {
  set: ChangeSet;
  changes: StatusChange[];
}

async function requestOne(
  tx: Tx,
  principal: Principal,
  partner: PartnerRow,
  item: RequestItem,
  log: RequestLog,
): Promise<RequestOutcome> {
  const found = await findCampaign(tx, partner.networkId, item.campaignId);
  // customTerms: the terms that apply to this partner (its partner terms, else the general ones).
  const [record] = found ? await withApplicableTerms(tx, partner.id, [found]) : [];
  if (!record)
    return fail(item, null, null, {
      code: 'entity_not_found',
      field: 'campaign_id',
      message: `Campaign ${item.campaignId} is not a campaign on this network`,
    });
  if (item.advertiserId !== undefined && item.advertiserId !== record.row.brandId) {
    return fail(item, record, null, {
      code: 'invalid_value',
      field: 'advertiser_id',
      message: `Campaign ${item.campaignId} does not belong to advertiser ${item.advertiserId}`,
    });
  }
  const [existing] = await tx
    .select()
    .from(participations)
    .where(
      and(eq(participations.campaignId, record.row.id), eq(participations.partnerId, partner.id)),
    )
    .for('update');
  if (existing?.status === 'r') {
    return fail(item, record, existing, {
      code: 'already_rejected',
      field: 'campaign_id',
      message: `The partner was rejected from campaign ${item.campaignId}; it cannot request it again`,
    });
  }
  if (existing && existing.status !== 't')
    return { item, record, participation: existing, changed: false, error: null };
  const problem =
    inactiveProblem(item, record) ??
    (await checkTerms(tx, log.set, principal, partner.id, item, record));
  if (problem) return fail(item, record, existing ?? null, problem);
  if (existing) return acceptInvitation(tx, item, record, existing, log);
  return insertRequest(tx, partner, item, record, log);
}

function inactiveProblem(item: RequestItem, record: CampaignRecord): RequestOutcome['error'] {
  if (record.row.status === 'a' && record.brand.status === 'a') return null;
  const why =
    record.row.status !== 'a'
      ? `campaign status ${record.row.status}`
      : `its brand's status is ${record.brand.status}`;
  return {
    code: 'campaign_not_active',
    field: 'campaign_id',
    message: `Campaign ${item.campaignId} is not active (${why})`,
  };
}

/** An invited partner (t) that requests the campaign accepts the invitation. */
async function acceptInvitation(
  tx: Tx,
  item: RequestItem,
  record: CampaignRecord,
  existing: ParticipationRow,
  log: RequestLog,
): Promise<RequestOutcome> {
  const now = new Date();
  const acceptedTermsId = record.customTerms?.id ?? null;
  const [updated] = await tx
    .update(participations)
    .set({ status: 'a', approvedAt: now, acceptedTermsId, updatedAt: now })
    .where(eq(participations.id, existing.id))
    .returning();
  log.changes.push({
    participation: updated!,
    from: 't',
    to: 'a',
    reason: 'invitation accepted by the partner',
    requested: true,
  });
  return { item, record, participation: updated!, changed: true, error: null };
}

/** A new participation: approved at once when the campaign auto-approves partners, else pending. */
async function insertRequest(
  tx: Tx,
  partner: PartnerRow,
  item: RequestItem,
  record: CampaignRecord,
  log: RequestLog,
): Promise<RequestOutcome> {
  const now = new Date();
  const status: ParticipationStatus = record.row.autoApprovePartner ? 'a' : 'p';
  const [inserted] = await tx
    .insert(participations)
    .values({
      networkId: partner.networkId,
      campaignId: record.row.id,
      partnerId: partner.id,
      status,
      acceptedTermsId: record.customTerms?.id ?? null,
      approvedAt: status === 'a' ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    // A concurrent request got there first: this one is a repeat.
    const [row] = await tx
      .select()
      .from(participations)
      .where(
        and(eq(participations.campaignId, record.row.id), eq(participations.partnerId, partner.id)),
      );
    return { item, record, participation: row ?? null, changed: false, error: null };
  }
  log.changes.push({
    participation: inserted,
    from: null,
    to: status,
    reason: status === 'a' ? 'campaign auto-approves partners' : null,
    requested: true,
  });
  return { item, record, participation: inserted, changed: true, error: null };
}

async function requireRequestingPartner(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<PartnerRow> {
  const partner = await requireActingPartner(
    db,
    principal,
    partnerId,
    'request access to campaigns',
  );
  if (partner.networkStatus !== 'a') {
    throw new AppError(
      'forbidden',
      `The partner's network status is ${partner.networkStatus}; only partners approved on the network (a) may request campaigns`,
    );
  }
  return partner;
}

/**
 * Create campaign requests: each item succeeds or fails on its own; failed items
 * change nothing. A repeat request for a campaign the partner is on succeeds unchanged.
 */
export async function createCampaignRequests(
  db: Db,
  principal: Principal,
  partnerId: number,
  items: RequestItem[],
): Promise<RequestOutcome[]> {
  return requestEach(db, principal, partnerId, items, async (tx, log, out) => {
    await commitRequests(tx, log);
    return out;
  });
}

/**
 * Requests each item in order, in one transaction; `finish` gets the outcomes and decides
 * whether what they changed is committed (commitRequests) or the call fails.
 */
export async function requestEach<T>(
  db: Db,
  principal: Principal,
  partnerId: number,
  items: RequestItem[],
  finish: (tx: Tx, log: RequestLog, out: RequestOutcome[]) => Promise<T>,
): Promise<T> {
  const partner = await requireRequestingPartner(db, principal, partnerId);
  return db.transaction(async (tx) => {
    const log: RequestLog = { set: new ChangeSet(actorOf(principal)), changes: [] };
    const out: RequestOutcome[] = [];
    for (const item of items) out.push(await requestOne(tx, principal, partner, item, log));
    return finish(tx, log, out);
  });
}

/** Writes the history, audit rows and events of the requests' status changes. */
export async function commitRequests(tx: Tx, log: RequestLog): Promise<void> {
  await applyStatusChanges(tx, log.set, log.changes);
  await log.set.commit(tx);
}
