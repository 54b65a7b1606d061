import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { campaignTerms, images, participationHistory, participations, partners, type ParticipationStatus } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import type { ParticipationsQuery } from '@/lib/schemas/participation';
import { canManageBrand, requireOwnNetwork, requirePartnerAccess, requireRole } from './access';
import { acknowledgedTermsIds, hasAcknowledged, recordTermsAcknowledgement, type TermsWithStatus } from './campaign-terms';
import { actorOf, anyId, ChangeSet } from './change-set';
import { inChunks } from '@/lib/db/batch';
import { campaignRecordsByIds, findCampaign, getCampaign, type CampaignRecord } from './campaigns';
import type { PartnerRecord } from './partners';

/**
 * Participation of partners in campaigns: requests (ops 26, 27), decisions (ops 30a/30b),
 * the partner's lists (ops 25, 31). Every status change writes a participation_history row
 * (actor, time, from, to, reason) in the same transaction as the change.
 *
 * Transitions (docs/campaigns.md):
 *   none -> a   request, the campaign auto-approves partners
 *   none -> p   request, otherwise
 *   t    -> a   request by an invited partner (terms satisfied)
 *   p|t  -> a   accept (staff, or a brand user granted the campaign's brand)
 *   p|t  -> r   decline, with an optional reason
 *   p    -> a   invite (op 30c): a pending request is approved
 *   none|r -> t invite (op 30c): an invitation, the campaign active
 *   a|p|t -> r  reject (op 30c)
 *   a|p|r|t -> a|p|r   set by staff or the granted brand user (op 30d; approval needs
 *               the partner's network status a)
 *   any  -> r   the partner is rejected on the network (lib/services/partners.ts)
 * A request for a campaign the partner is already on (a or p) changes nothing; after a
 * rejection (r) a new request is refused.
 */

export type ParticipationRow = typeof participations.$inferSelect;
type PartnerRow = typeof partners.$inferSelect;

/** One participation's status change, as history, audit log and webhook events all need it. */
export interface StatusChange {
  participation: Pick<ParticipationRow, 'id' | 'networkId' | 'campaignId' | 'partnerId'>;
  from: ParticipationStatus | null;
  to: ParticipationStatus;
  reason: string | null;
  /** The partner asked for the campaign (ops 26, 27), rather than someone deciding. */
  requested?: boolean;
}


function auditActionOf(change: StatusChange): string {
  if (change.requested) return 'requested';
  return change.to === 'a' ? 'approved' : change.to === 'r' ? 'rejected' : change.to === 't' ? 'invited' : 'status_changed';
}

/**
 * Writes the history rows of status changes (one multi-row insert per 5,000) and adds their
 * audit rows and webhook events to `set`; the caller commits the set in the same transaction.
 */
export async function applyStatusChanges(tx: Tx, set: ChangeSet, changes: StatusChange[]): Promise<void> {
  if (!changes.length) return;
  const actorUserId = set.actor.userId;
  await inChunks(changes, (slice) =>
    tx.insert(participationHistory).values(
      slice.map((c) => ({ networkId: c.participation.networkId, participationId: c.participation.id, fromStatus: c.from, toStatus: c.to, actorUserId, reason: c.reason })),
    ),
  );
  for (const c of changes) {
    const which = { campaign_id: String(c.participation.campaignId), publisher_id: String(c.participation.partnerId) };
    set.change({
      entityType: 'participation',
      entityId: c.participation.id,
      action: auditActionOf(c),
      before: c.from === null ? undefined : { ...which, status: c.from },
      after: { ...which, status: c.to, ...(c.reason !== null ? { reason: c.reason } : {}) },
    });
    const data = { campaign_id: String(c.participation.campaignId), partner_id: String(c.participation.partnerId), previous_status: c.from, status: c.to };
    if (c.requested) set.event({ type: 'participation.requested', data });
    if (c.to === 'a') set.event({ type: 'participation.approved', data });
    if (c.to === 'r') set.event({ type: 'participation.rejected', data });
  }
}

/**
 * The automatic rejection: every participation of these partners that is not rejected yet
 * becomes r, set-based (one locking read, one update, one history insert however many
 * partners), with its history, audit rows and participation.rejected events added to `set`.
 */
export async function rejectParticipationsOfPartners(tx: Tx, set: ChangeSet, networkId: number, partnerIds: number[], reason: string): Promise<void> {
  if (!partnerIds.length) return;
  const open = await tx
    .select({ id: participations.id, networkId: participations.networkId, campaignId: participations.campaignId, partnerId: participations.partnerId, status: participations.status })
    .from(participations)
    .where(and(eq(participations.networkId, networkId), anyId(participations.partnerId, partnerIds), ne(participations.status, 'r')))
    .orderBy(asc(participations.id))
    .for('update');
  if (!open.length) return;
  await tx
    .update(participations)
    .set({ status: 'r', updatedAt: new Date() })
    .where(anyId(participations.id, open.map((p) => p.id)));
  await applyStatusChanges(
    tx,
    set,
    open.map((p) => ({ participation: p, from: p.status, to: 'r' as const, reason })),
  );
}

/** A partner of the caller's network the caller may act for (staff, or its own partner user). */
async function requireActingPartner(db: DbOrTx, principal: Principal, partnerId: number, action: string): Promise<PartnerRow> {
  requireRole(principal, ['network', 'partner'], action);
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  requirePartnerAccess(principal, partnerId);
  return partner;
}

// ---------------------------------------------------------------- requests

export type RequestFailureCode = 'entity_not_found' | 'invalid_value' | 'campaign_not_active' | 'terms_required' | 'already_rejected';

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
  error: { code: RequestFailureCode; message: string; termsId?: number; field: 'campaign_id' | 'advertiser_id' | 'terms_id'; missing?: boolean } | null;
}

const fail = (item: RequestItem, record: CampaignRecord | null, participation: ParticipationRow | null, error: NonNullable<RequestOutcome['error']>): RequestOutcome => ({
  item,
  record,
  participation,
  changed: false,
  error,
});

/** Whether the partner meets the campaign's custom terms rule; records a sent, current terms id as acknowledged. */
async function checkTerms(tx: Tx, set: ChangeSet, principal: Principal, partnerId: number, item: RequestItem, record: CampaignRecord): Promise<RequestOutcome['error']> {
  const terms = record.customTerms;
  if (!terms) return null;
  const campaign = `Campaign ${record.row.id} has custom terms`;
  if (item.termsId !== undefined && item.termsId !== null) {
    if (item.termsId !== terms.id) {
      return { code: 'terms_required', field: 'terms_id', termsId: terms.id, message: `${campaign}: terms_id ${item.termsId} is not the latest terms id; accept ${terms.id}` };
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

async function requestOne(tx: Tx, principal: Principal, partner: PartnerRow, item: RequestItem, log: RequestLog): Promise<RequestOutcome> {
  const record = await findCampaign(tx, partner.networkId, item.campaignId);
  if (!record) return fail(item, null, null, { code: 'entity_not_found', field: 'campaign_id', message: `Campaign ${item.campaignId} is not a campaign on this network` });
  if (item.advertiserId !== undefined && item.advertiserId !== record.row.brandId) {
    return fail(item, record, null, { code: 'invalid_value', field: 'advertiser_id', message: `Campaign ${item.campaignId} does not belong to advertiser ${item.advertiserId}` });
  }
  const [existing] = await tx
    .select()
    .from(participations)
    .where(and(eq(participations.campaignId, record.row.id), eq(participations.partnerId, partner.id)))
    .for('update');
  if (existing?.status === 'r') {
    return fail(item, record, existing, { code: 'already_rejected', field: 'campaign_id', message: `The partner was rejected from campaign ${item.campaignId}; it cannot request it again` });
  }
  if (existing && existing.status !== 't') return { item, record, participation: existing, changed: false, error: null };
  if (record.row.status !== 'a' || record.brand.status !== 'a') {
    const why = record.row.status !== 'a' ? `campaign status ${record.row.status}` : `its brand's status is ${record.brand.status}`;
    return fail(item, record, existing ?? null, { code: 'campaign_not_active', field: 'campaign_id', message: `Campaign ${item.campaignId} is not active (${why})` });
  }
  const termsProblem = await checkTerms(tx, log.set, principal, partner.id, item, record);
  if (termsProblem) return fail(item, record, existing ?? null, termsProblem);

  const now = new Date();
  const acceptedTermsId = record.customTerms?.id ?? null;
  if (existing) {
    // An invited partner (t) that requests the campaign accepts the invitation.
    const [updated] = await tx
      .update(participations)
      .set({ status: 'a', approvedAt: now, acceptedTermsId, updatedAt: now })
      .where(eq(participations.id, existing.id))
      .returning();
    log.changes.push({ participation: updated!, from: 't', to: 'a', reason: 'invitation accepted by the partner', requested: true });
    return { item, record, participation: updated!, changed: true, error: null };
  }
  const status: ParticipationStatus = record.row.autoApprovePublisher ? 'a' : 'p';
  const [inserted] = await tx
    .insert(participations)
    .values({
      networkId: partner.networkId,
      campaignId: record.row.id,
      partnerId: partner.id,
      status,
      acceptedTermsId,
      approvedAt: status === 'a' ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    // A concurrent request got there first: this one is a repeat.
    const [row] = await tx.select().from(participations).where(and(eq(participations.campaignId, record.row.id), eq(participations.partnerId, partner.id)));
    return { item, record, participation: row ?? null, changed: false, error: null };
  }
  log.changes.push({ participation: inserted, from: null, to: status, reason: status === 'a' ? 'campaign auto-approves partners' : null, requested: true });
  return { item, record, participation: inserted, changed: true, error: null };
}

async function requireRequestingPartner(db: DbOrTx, principal: Principal, partnerId: number): Promise<PartnerRow> {
  const partner = await requireActingPartner(db, principal, partnerId, 'request access to campaigns');
  if (partner.networkStatus !== 'a') {
    throw new AppError('forbidden', `The partner's network status is ${partner.networkStatus}; only partners approved on the network (a) may request campaigns`);
  }
  return partner;
}

/**
 * Create campaign requests (op 27): each item succeeds or fails on its own; failed items
 * change nothing. A repeat request for a campaign the partner is on succeeds unchanged.
 */
export async function createCampaignRequests(db: Db, principal: Principal, partnerId: number, items: RequestItem[]): Promise<RequestOutcome[]> {
  const partner = await requireRequestingPartner(db, principal, partnerId);
  return db.transaction(async (tx) => {
    const log: RequestLog = { set: new ChangeSet(actorOf(principal)), changes: [] };
    const out: RequestOutcome[] = [];
    for (const item of items) out.push(await requestOne(tx, principal, partner, item, log));
    await applyStatusChanges(tx, log.set, log.changes);
    await log.set.commit(tx);
    return out;
  });
}

/**
 * Request access (op 26, obsolete): all or nothing. Any item that cannot be requested fails
 * the call, naming it, and nothing changes: 403 when the only problems are custom terms
 * (missing or stale terms_id), else 400.
 */
export async function requestAccess(db: Db, principal: Principal, partnerId: number, items: RequestItem[]): Promise<RequestOutcome[]> {
  const partner = await requireRequestingPartner(db, principal, partnerId);
  return db.transaction(async (tx) => {
    const log: RequestLog = { set: new ChangeSet(actorOf(principal)), changes: [] };
    const out: RequestOutcome[] = [];
    for (const item of items) out.push(await requestOne(tx, principal, partner, item, log));
    const failures = out.map((o, i) => ({ o, i })).filter(({ o }) => o.error);
    if (!failures.length) {
      await applyStatusChanges(tx, log.set, log.changes);
      await log.set.commit(tx);
      return out;
    }
    const fields: FieldError[] = failures.map(({ o, i }) => ({
      path: ['campaigns', i, o.error!.field === 'advertiser_id' ? 'campaign_id' : o.error!.field],
      kind: o.error!.missing ? 'required' : 'invalid_value',
      message: o.error!.message,
    }));
    const onlyTerms = failures.every(({ o }) => o.error!.code === 'terms_required');
    const summary = `${failures.length} campaign(s) could not be requested; nothing was changed: ${failures[0]!.o.error!.message}`;
    throw onlyTerms ? new AppError('terms_required', summary, { fields }) : AppError.validation(fields, summary);
  });
}

// ---------------------------------------------------------------- decisions

export type DecisionFailureCode = 'entity_not_found' | 'unauthorized' | 'not_pending' | 'publisher_not_approved' | 'campaign_not_active' | 'conflict';

export interface DecisionItem {
  campaignId: number;
  partnerId: number;
  reason?: string | null;
}

export interface DecisionOutcome {
  item: DecisionItem;
  participation: ParticipationRow | null;
  error: { code: DecisionFailureCode; message: string } | null;
}

/** What a decision rule does with one pair: move it to `to`, leave it as it is (success), or fail it. */
type PairVerdict = { to: ParticipationStatus; reason: string | null } | { keep: true } | { fail: DecisionFailureCode; message: string };

interface PairState {
  item: DecisionItem;
  record: CampaignRecord;
  /** The participation as it stands (after earlier items of the same call), null when none. */
  current: ParticipationRow | null;
  /** The partner's network status; null when it is not a partner of this network. */
  partnerStatus: PartnerRow['networkStatus'] | null;
}

type DecisionRule = (pair: PairState) => PairVerdict;

const pairKey = (campaignId: number, partnerId: number) => `${campaignId}:${partnerId}`;

/**
 * The brand side's decisions on (campaign, partner) pairs, shared by ops 30a/30b and 30c:
 * one transaction, set-based (one read of the campaigns, one of the partners, one locking
 * read of the participations, one update, one insert, one history insert, one audit/outbox
 * write), each pair succeeding or failing on its own. `rule` says what happens to a pair the
 * caller may manage; campaigns not on the network and campaigns of brands not granted to the
 * caller fail before it is asked. Items are applied in order, so a repeated pair sees the
 * effect of the earlier one.
 */
async function decidePairs(db: Db, principal: Principal, networkId: number, items: DecisionItem[], rule: DecisionRule): Promise<DecisionOutcome[]> {
  requireOwnNetwork(principal, networkId);
  requireRole(principal, ['network', 'brand'], 'decide on campaign participations');
  if (!items.length) return [];
  const campaignIds = [...new Set(items.map((i) => i.campaignId))];
  const partnerIds = [...new Set(items.map((i) => i.partnerId))];
  return db.transaction(async (tx) => {
    const records = new Map((await campaignRecordsByIds(tx, networkId, campaignIds)).map((r) => [r.row.id, r]));
    const partnerRows = await tx
      .select({ id: partners.id, networkStatus: partners.networkStatus })
      .from(partners)
      .where(and(eq(partners.networkId, networkId), anyId(partners.id, partnerIds)));
    const partnerStatus = new Map(partnerRows.map((p) => [p.id, p.networkStatus]));
    const existing = await tx
      .select()
      .from(participations)
      .where(and(eq(participations.networkId, networkId), anyId(participations.campaignId, campaignIds), anyId(participations.partnerId, partnerIds)))
      .orderBy(asc(participations.id))
      .for('update');
    const state = new Map<string, ParticipationRow>(existing.map((p) => [pairKey(p.campaignId, p.partnerId), p]));

    /** Per item: its failure, or the key of the pair whose final row it reports. */
    const results: ({ error: NonNullable<DecisionOutcome['error']>; key: string | null } | { error: null; key: string })[] = [];
    const moves: { key: string; from: ParticipationStatus | null; to: ParticipationStatus; reason: string | null }[] = [];
    const now = new Date();
    for (const item of items) {
      const key = pairKey(item.campaignId, item.partnerId);
      const record = records.get(item.campaignId);
      if (!record) {
        results.push({ key: null, error: { code: 'entity_not_found', message: `Campaign ${item.campaignId} is not a campaign on this network` } });
        continue;
      }
      if (!canManageBrand(principal, record.row.brandId)) {
        results.push({ key: null, error: { code: 'unauthorized', message: `Campaign ${item.campaignId} belongs to a brand not granted to you` } });
        continue;
      }
      const current = state.get(key) ?? null;
      const verdict = rule({ item, record, current, partnerStatus: partnerStatus.get(item.partnerId) ?? null });
      if ('fail' in verdict) {
        results.push({ key: current ? key : null, error: { code: verdict.fail, message: verdict.message } });
        continue;
      }
      results.push({ key, error: null });
      if ('keep' in verdict) continue;
      moves.push({ key, from: current?.status ?? null, to: verdict.to, reason: verdict.reason });
      // The in-call state; new rows get their id from the insert below (id 0 until then).
      const approvedAt = verdict.to === 'a' ? now : (current?.approvedAt ?? null);
      state.set(
        key,
        current
          ? { ...current, status: verdict.to, approvedAt, updatedAt: now }
          : { id: 0, networkId, campaignId: item.campaignId, partnerId: item.partnerId, status: verdict.to, acceptedTermsId: null, approvedAt, createdAt: now, updatedAt: now },
      );
    }

    // Updates: one statement for every existing row that moved (its final status).
    const updated = new Map<number, ParticipationStatus>();
    for (const m of moves) {
      const row = state.get(m.key)!;
      if (row.id !== 0) updated.set(row.id, row.status);
    }
    if (updated.size) {
      const rows = [...updated].map(([id, status]) => ({ id, status }));
      await tx.execute(sql`
        update participations p
        set status = v.status, approved_at = case when v.status = 'a' then now() else p.approved_at end, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, status text)
        where p.id = v.id and p.network_id = ${networkId}`);
    }
    // Inserts: one multi-row insert for the pairs that had no participation.
    const fresh = [...new Set(moves.map((m) => m.key))].map((k) => state.get(k)!).filter((r) => r.id === 0);
    const lost = new Set<string>();
    if (fresh.length) {
      const inserted: ParticipationRow[] = [];
      await inChunks(fresh, async (slice) => {
        inserted.push(
          ...(await tx
            .insert(participations)
            .values(slice.map((r) => ({ networkId, campaignId: r.campaignId, partnerId: r.partnerId, status: r.status, approvedAt: r.approvedAt })))
            .onConflictDoNothing()
            .returning()),
        );
      });
      for (const r of inserted) state.set(pairKey(r.campaignId, r.partnerId), r);
      // A concurrent request created the pair first: ours did not happen.
      for (const r of fresh) if (state.get(pairKey(r.campaignId, r.partnerId))!.id === 0) lost.add(pairKey(r.campaignId, r.partnerId));
    }
    const finalRows = updated.size
      ? new Map((await tx.select().from(participations).where(anyId(participations.id, [...updated.keys()]))).map((r) => [r.id, r]))
      : new Map<number, ParticipationRow>();
    const rowOf = (key: string): ParticipationRow | null => {
      const row = state.get(key);
      if (!row || row.id === 0) return null;
      return finalRows.get(row.id) ?? row;
    };

    const changes: StatusChange[] = moves.filter((m) => !lost.has(m.key)).map((m) => ({ participation: rowOf(m.key)!, from: m.from, to: m.to, reason: m.reason }));
    const set = new ChangeSet(actorOf(principal));
    await applyStatusChanges(tx, set, changes);
    await set.commit(tx);
    return items.map((item, i) => {
      const r = results[i]!;
      if (r.error === null && lost.has(r.key)) {
        return { item, participation: null, error: { code: 'conflict' as const, message: `The participation of publisher ${item.partnerId} in campaign ${item.campaignId} was created concurrently; send the pair again` } };
      }
      return { item, participation: r.key === null ? null : rowOf(r.key), error: r.error };
    });
  });
}

const DECIDABLE: ParticipationStatus[] = ['p', 't'];

/**
 * Accept (a) or decline (r) pending requests (ops 30a/30b): network staff, or a brand user
 * for campaigns of brands granted to it. Only pending (p) or invited (t) participations can
 * be decided, and only a partner approved on the network can be accepted; any other item
 * fails and nothing about it changes. Partial success.
 */
export async function decideCampaignRequests(db: Db, principal: Principal, networkId: number, decision: 'a' | 'r', items: DecisionItem[]): Promise<DecisionOutcome[]> {
  return decidePairs(db, principal, networkId, items, ({ item, current, partnerStatus }) => {
    if (!current) return { fail: 'entity_not_found', message: `Publisher ${item.partnerId} has no request for campaign ${item.campaignId}` };
    if (!DECIDABLE.includes(current.status)) {
      return { fail: 'not_pending', message: `The participation of publisher ${item.partnerId} in campaign ${item.campaignId} is ${current.status}; only pending requests can be decided` };
    }
    if (decision === 'a' && partnerStatus !== 'a') {
      return { fail: 'publisher_not_approved', message: `Publisher ${item.partnerId} has network status ${partnerStatus}; only partners approved on the network can be accepted` };
    }
    return { to: decision, reason: decision === 'r' ? (item.reason ?? null) : null };
  });
}

// ---------------------------------------------------------------- invite / reject (op 30c)

/** Partner properties op 30c's `filter` can match, by API name (docs/campaigns.md). */
export type PartnerFilter = { property: 'network_status' | 'vertical' | 'promotional_method' | 'operating_country'; values: string[] };

/** Op 30c's partner selection: explicit ids, or a filter less exclusions. */
export type PartnerSelection = { partnerIds: number[] } | { filter: PartnerFilter[]; excluded: number[] };

/** At most this many (partner, campaign) pairs per op 30c call. */
export const MAX_PAIRS = 1000;

function filterCondition(f: PartnerFilter): SQL {
  switch (f.property) {
    case 'network_status':
      return inArray(partners.networkStatus, f.values as PartnerRow['networkStatus'][]);
    case 'vertical':
      return inArray(partners.vertical, f.values.map(Number));
    case 'promotional_method':
      return inArray(partners.promotionalMethod, f.values.map(Number));
    case 'operating_country':
      return inArray(partners.operatingCountry, f.values.map((v) => v.toUpperCase()));
  }
}

async function selectedPartnerIds(db: DbOrTx, networkId: number, selection: PartnerSelection): Promise<number[]> {
  if ('partnerIds' in selection) return [...new Set(selection.partnerIds)];
  const where = [eq(partners.networkId, networkId), ...selection.filter.map(filterCondition)];
  if (selection.excluded.length) where.push(sql`not (${anyId(partners.id, selection.excluded)})`);
  // One past the cap is enough to know the call is too big.
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(...where))
    .orderBy(asc(partners.id))
    .limit(MAX_PAIRS + 1);
  return rows.map((r) => r.id);
}

const campaignOpen = (record: CampaignRecord) => record.row.status === 'a' && record.brand.status === 'a';

const INVITE: DecisionRule = ({ item, record, current, partnerStatus }) => {
  if (partnerStatus === null) return { fail: 'entity_not_found', message: `Publisher ${item.partnerId} is not a partner on this network` };
  if (partnerStatus !== 'a') return { fail: 'publisher_not_approved', message: `Publisher ${item.partnerId} has network status ${partnerStatus}; only partners approved on the network can be invited` };
  if (current?.status === 'a' || current?.status === 't') return { keep: true };
  // A pending request is resolved as approved.
  if (current?.status === 'p') return { to: 'a', reason: null };
  if (!campaignOpen(record)) return { fail: 'campaign_not_active', message: `Campaign ${item.campaignId} is not active; partners cannot be invited to it` };
  // No participation, or a rejected one: an invitation the partner accepts by requesting.
  return { to: 't', reason: null };
};

const REJECT: DecisionRule = ({ item, current, partnerStatus }) => {
  if (partnerStatus === null) return { fail: 'entity_not_found', message: `Publisher ${item.partnerId} is not a partner on this network` };
  if (!current) return { fail: 'entity_not_found', message: `Publisher ${item.partnerId} has neither requested nor been invited to campaign ${item.campaignId}` };
  if (current.status === 'r') return { keep: true };
  return { to: 'r', reason: null };
};

/**
 * Op 30c: invite partners to campaigns, or reject them, for every (campaign, partner) pair of
 * the selection, campaign by campaign. Invite: p -> a, none or r -> t (active campaigns
 * only), a and t unchanged; only partners approved on the network. Reject: a, p, t -> r, r
 * unchanged, none fails. More than MAX_PAIRS pairs is a 400 and nothing changes.
 */
export async function decideNetworkPartners(
  db: Db,
  principal: Principal,
  networkId: number,
  decision: 'invite' | 'reject',
  campaignIds: number[],
  selection: PartnerSelection,
): Promise<DecisionOutcome[]> {
  requireOwnNetwork(principal, networkId);
  requireRole(principal, ['network', 'brand'], 'invite or reject partners');
  const campaigns = [...new Set(campaignIds)];
  const partnerIds = await selectedPartnerIds(db, networkId, selection);
  if (partnerIds.length * campaigns.length > MAX_PAIRS) {
    const path = 'partnerIds' in selection ? ['publisher_id'] : ['filter'];
    const what = 'partnerIds' in selection ? `${partnerIds.length}` : partnerIds.length > MAX_PAIRS ? `more than ${MAX_PAIRS}` : `${partnerIds.length}`;
    throw AppError.field(
      path,
      'too_many_items',
      `${path[0]} selects ${what} partner(s) for ${campaigns.length} campaign(s); at most ${MAX_PAIRS} partner-campaign pairs per call`,
    );
  }
  const items = campaigns.flatMap((campaignId) => partnerIds.map((partnerId) => ({ campaignId, partnerId })));
  return decidePairs(db, principal, networkId, items, decision === 'invite' ? INVITE : REJECT);
}

// ---------------------------------------------------------------- reads

export interface ParticipationRecord {
  record: CampaignRecord;
  participation: ParticipationRow;
  /** Whether the partner accepted the campaign's current custom terms (true when it has none). */
  agreedLatestTerms: boolean;
}

async function withCampaigns(db: DbOrTx, networkId: number, partnerId: number, rows: ParticipationRow[]): Promise<ParticipationRecord[]> {
  const records = await campaignRecordsByIds(db, networkId, rows.map((r) => r.campaignId));
  const byCampaign = new Map(records.map((r) => [r.row.id, r]));
  const acked = await acknowledgedTermsIds(db, partnerId, records.map((r) => r.customTerms?.id).filter((id): id is number => id !== undefined));
  return rows.flatMap((participation) => {
    const record = byCampaign.get(participation.campaignId);
    if (!record) return [];
    const terms = record.customTerms;
    const agreedLatestTerms = !terms || participation.acceptedTermsId === terms.id || acked.has(terms.id);
    return [{ record, participation, agreedLatestTerms }];
  });
}

/** Op 25: the partner's campaigns with one participation status (v1 p includes invited, t). */
export async function listPartnerCampaigns(db: DbOrTx, principal: Principal, partnerId: number, status: 'a' | 'p' | 'r'): Promise<ParticipationRecord[]> {
  const partner = await requireActingPartner(db, principal, partnerId, "read a partner's campaigns");
  const statuses: ParticipationStatus[] = status === 'p' ? ['p', 't'] : [status];
  const rows = await db
    .select()
    .from(participations)
    .where(and(eq(participations.networkId, partner.networkId), eq(participations.partnerId, partnerId), inArray(participations.status, statuses)))
    .orderBy(asc(participations.campaignId));
  return withCampaigns(db, partner.networkId, partnerId, rows);
}

/** The participations of outcomes, with their campaigns (for op 26's response). */
export async function participationRecordsOf(db: DbOrTx, principal: Principal, partnerId: number, outcomes: RequestOutcome[]): Promise<ParticipationRecord[]> {
  const rows = outcomes.map((o) => o.participation).filter((p): p is ParticipationRow => p !== null);
  return withCampaigns(db, principal.networkId, partnerId, rows);
}

/** Op 31: the partner's participations filtered by status, campaign status and its own network status. */
export async function listParticipations(db: DbOrTx, principal: Principal, partnerId: number, query: ParticipationsQuery): Promise<ParticipationRecord[]> {
  const partner = await requireActingPartner(db, principal, partnerId, "read a partner's participations");
  if (query.network_status && !query.network_status.includes(partner.networkStatus)) return [];
  const rows = await db
    .select()
    .from(participations)
    .where(and(eq(participations.networkId, partner.networkId), eq(participations.partnerId, partnerId), inArray(participations.status, query.status)))
    .orderBy(asc(participations.campaignId));
  const items = await withCampaigns(db, partner.networkId, partnerId, rows);
  return items.filter((i) => (query.campaign_status as string[]).includes(i.record.row.status));
}

// ---------------------------------------------------------------- brand side (ops 30d, 30e)

export type HistoryRow = typeof participationHistory.$inferSelect;

export interface CampaignPartner {
  partner: PartnerRecord;
  participation: ParticipationRow;
  record: CampaignRecord;
  /** Filled for the single-partner read only. */
  history?: HistoryRow[];
}

async function campaignPartners(db: DbOrTx, record: CampaignRecord, where: SQL[]): Promise<CampaignPartner[]> {
  const rows = await db
    .select({ participation: participations, partner: partners, logo: { id: images.id, sha256: images.sha256, contentType: images.contentType } })
    .from(participations)
    .innerJoin(partners, eq(partners.id, participations.partnerId))
    .leftJoin(images, eq(images.id, partners.companyLogoImageId))
    .where(and(eq(participations.campaignId, record.row.id), ...where))
    .orderBy(asc(participations.partnerId));
  return rows.map((r) => ({ partner: { ...r.partner, logo: r.logo }, participation: r.participation, record }));
}

/**
 * Op 30e: the partners on a campaign (every participation, or one status), for staff and the
 * brand user granted the campaign's brand. v1 shows an invitation (t) as p, so p includes t.
 */
export async function listCampaignPartners(db: DbOrTx, principal: Principal, campaignId: number, status?: 'a' | 'p' | 'r'): Promise<CampaignPartner[]> {
  const record = await getCampaign(db, principal, campaignId);
  const where = status ? [inArray(participations.status, status === 'p' ? (['p', 't'] as const) : [status])] : [];
  return campaignPartners(db, record, where);
}

/** Op 30e for one partner, with its participation history (oldest first). */
export async function getCampaignPartner(db: DbOrTx, principal: Principal, campaignId: number, partnerId: number): Promise<CampaignPartner> {
  const record = await getCampaign(db, principal, campaignId);
  const [found] = await campaignPartners(db, record, [eq(participations.partnerId, partnerId)]);
  if (!found) throw AppError.notFound('Publisher on this campaign');
  const history = await db
    .select()
    .from(participationHistory)
    .where(eq(participationHistory.participationId, found.participation.id))
    .orderBy(asc(participationHistory.id));
  return { ...found, history };
}

export interface PartnerCustomTerms {
  partnerId: number;
  /** The partner's participation in the campaign, null when it has none. */
  participation: ParticipationRow | null;
  /** Whether the partner accepted the campaign's current custom terms (true when it has none). */
  agreedLatestTerms: boolean;
  /** Every version of the campaign's custom terms, oldest first, with whether the partner accepted it. */
  versions: (TermsWithStatus & { acknowledged: boolean })[];
}

/**
 * Op 35g: a campaign's custom terms versions seen for one partner of the network (staff, or
 * the brand user granted the campaign's brand). The partner need not be on the campaign.
 */
export async function getPartnerCustomTerms(db: DbOrTx, principal: Principal, campaignId: number, partnerId: number): Promise<PartnerCustomTerms> {
  const record = await getCampaign(db, principal, campaignId);
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.networkId, record.row.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  const versions = await db
    .select()
    .from(campaignTerms)
    .where(and(eq(campaignTerms.networkId, record.row.networkId), eq(campaignTerms.campaignId, campaignId)))
    .orderBy(asc(campaignTerms.version), asc(campaignTerms.id));
  const [participation] = await db
    .select()
    .from(participations)
    .where(and(eq(participations.networkId, record.row.networkId), eq(participations.campaignId, campaignId), eq(participations.partnerId, partnerId)));
  const acked = await acknowledgedTermsIds(db, partnerId, versions.map((v) => v.id));
  const accepted = (id: number) => acked.has(id) || participation?.acceptedTermsId === id;
  const currentId = record.customTerms?.id ?? null;
  return {
    partnerId,
    participation: participation ?? null,
    agreedLatestTerms: currentId === null || accepted(currentId),
    versions: versions.map((terms) => ({ terms, active: terms.id === currentId, acknowledged: accepted(terms.id) })),
  };
}

export interface StatusItem {
  publisher_id: number;
  campaign_status: 'a' | 'p' | 'r';
  reason?: string | null;
}

/**
 * Op 30d: staff or the granted brand user set the status of partners already on the campaign
 * (requested or invited), any transition among a, p and r, e.g. removing an approved partner
 * (a -> r). All or nothing: a partner without a participation fails the call, naming it. A
 * partner whose network status is not a cannot be approved. Unchanged items write no history.
 */
export async function setParticipationStatuses(db: Db, principal: Principal, campaignId: number, items: StatusItem[]): Promise<CampaignPartner[]> {
  const record = await getCampaign(db, principal, campaignId);
  const problems: FieldError[] = [];
  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (seen.has(item.publisher_id)) problems.push({ path: ['publishers', i, 'publisher_id'], kind: 'not_unique_items', message: `publisher ${item.publisher_id} appears more than once` });
    seen.add(item.publisher_id);
  });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
  return db.transaction(async (tx) => {
    const ids = items.map((i) => i.publisher_id);
    const rows = await tx
      .select({ participation: participations, networkStatus: partners.networkStatus })
      .from(participations)
      .innerJoin(partners, eq(partners.id, participations.partnerId))
      .where(and(eq(participations.campaignId, campaignId), inArray(participations.partnerId, ids)))
      .orderBy(asc(participations.id))
      .for('update', { of: participations });
    const byPartner = new Map(rows.map((r) => [r.participation.partnerId, r]));
    items.forEach((item, i) => {
      const row = byPartner.get(item.publisher_id);
      if (!row) {
        problems.push({ path: ['publishers', i, 'publisher_id'], kind: 'invalid_value', message: `publisher ${item.publisher_id} has not requested nor been invited to campaign ${campaignId}` });
      } else if (item.campaign_status === 'a' && row.participation.status !== 'a' && row.networkStatus !== 'a') {
        problems.push({ path: ['publishers', i, 'campaign_status'], kind: 'invalid_value', message: `publisher ${item.publisher_id} has network status ${row.networkStatus}; only partners approved on the network can be approved on a campaign` });
      }
    });
    if (problems.length) throw AppError.validation(problems, `${problems.length} item(s) cannot be applied; nothing was changed: ${problems[0]!.message}`);
    const changes: StatusChange[] = items.flatMap((item) => {
      const current = byPartner.get(item.publisher_id)!.participation;
      return current.status === item.campaign_status ? [] : [{ participation: current, from: current.status, to: item.campaign_status, reason: item.reason ?? null }];
    });
    if (changes.length) {
      // One statement for the whole batch; approval stamps approved_at, other moves keep it.
      const rows = changes.map((c) => ({ id: c.participation.id, status: c.to }));
      await tx.execute(sql`
        update participations p
        set status = v.status, approved_at = case when v.status = 'a' then now() else p.approved_at end, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, status text)
        where p.id = v.id`);
      const set = new ChangeSet(actorOf(principal));
      await applyStatusChanges(tx, set, changes);
      await set.commit(tx);
    }
    const updated = await campaignPartners(tx, record, [inArray(participations.partnerId, ids)]);
    const order = new Map(ids.map((id, i) => [id, i]));
    return updated.sort((a, b) => order.get(a.participation.partnerId)! - order.get(b.participation.partnerId)!);
  });
}
