import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { participations, partners, type ParticipationStatus } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { canManageBrand, requireOwnNetwork, requireRole } from '../access';
import { actorOf, anyId, ChangeSet } from '../change-set';
import { inChunks } from '@/lib/db/batch';
import { campaignRecordsByIds, type CampaignRecord } from '../campaigns';
import { applyStatusChanges, type StatusChange } from './history';
import type { ParticipationRow, PartnerRow } from './internal';

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

export type DecisionRule = (pair: PairState) => PairVerdict;

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
export async function decidePairs(db: Db, principal: Principal, networkId: number, items: DecisionItem[], rule: DecisionRule): Promise<DecisionOutcome[]> {
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
