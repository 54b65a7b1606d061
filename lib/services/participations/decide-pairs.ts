import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { participations, partners } from '@/lib/db/schema';
import type { ParticipationStatus } from '@/lib/schemas/enums';
import type { Principal } from '@/lib/auth/principal';
import { canManageBrand, requireOwnNetwork, requireRole } from '../access';
import { actorOf, anyId, ChangeSet } from '../audit/change-set';
import { campaignRecordsByIds, type CampaignRecord } from '../campaigns/read-campaigns';
import type { ParticipationRow, PartnerRow } from './acting-partner';
import { applyStatusChanges, type StatusChange } from './apply-status-changes';
import { finalRows, insertNewRows, pairKey, updateMovedRows, type Move } from './write-pair-moves';

type DecisionFailureCode =
  | 'entity_not_found'
  | 'unauthorized'
  | 'not_pending'
  | 'publisher_not_approved'
  | 'campaign_not_active'
  | 'conflict';

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
type PairVerdict =
  | { to: ParticipationStatus; reason: string | null }
  | { keep: true }
  | { fail: DecisionFailureCode; message: string };

interface PairState {
  item: DecisionItem;
  record: CampaignRecord;
  /** The participation as it stands (after earlier items of the same call), null when none. */
  current: ParticipationRow | null;
  /** The partner's network status; null when it is not a partner of this network. */
  partnerStatus: PartnerRow['networkStatus'] | null;
}

export type DecisionRule = (pair: PairState) => PairVerdict;

type DecisionError = NonNullable<DecisionOutcome['error']>;

/** Per item: its failure, or the key of the pair whose final row it reports. */
type ItemResult = { error: DecisionError; key: string | null } | { error: null; key: string };

/** The pairs of one call: campaigns, partners' network statuses, and participations by pair key. */
interface Pairs {
  records: Map<number, CampaignRecord>;
  partnerStatus: Map<number, PartnerRow['networkStatus']>;
  /** Each pair's participation as the call goes; rows not inserted yet have id 0. */
  state: Map<string, ParticipationRow>;
}

/**
 * The brand side's decisions on (campaign, partner) pairs, shared by the v2 request accept/decline and invite/reject operations:
 * one transaction, set-based (one read of the campaigns, one of the partners, one locking
 * read of the participations, one update, one insert, one history insert, one audit/outbox
 * write), each pair succeeding or failing on its own. `rule` says what happens to a pair the
 * caller may manage; campaigns not on the network and campaigns of brands not granted to the
 * caller fail before it is asked. Items are applied in order, so a repeated pair sees the
 * effect of the earlier one.
 */
export async function decidePairs(
  db: Db,
  principal: Principal,
  networkId: number,
  items: DecisionItem[],
  rule: DecisionRule,
): Promise<DecisionOutcome[]> {
  requireOwnNetwork(principal, networkId);
  requireRole(principal, ['network', 'brand'], 'decide on campaign participations');
  if (!items.length) return [];
  return db.transaction(async (tx) => {
    const pairs = await loadPairs(tx, networkId, items);
    const now = new Date();
    const results: ItemResult[] = [];
    const moves: Move[] = [];
    for (const item of items) {
      const result = decideItem(principal, networkId, pairs, item, rule, now);
      results.push(result.result);
      if (result.move) moves.push(result.move);
    }
    const updated = await updateMovedRows(tx, networkId, pairs.state, moves);
    const lost = await insertNewRows(tx, networkId, pairs.state, moves);
    const rowOf = await finalRows(tx, pairs.state, updated);
    const changes: StatusChange[] = moves
      .filter((m) => !lost.has(m.key))
      .map((m) => ({ participation: rowOf(m.key)!, from: m.from, to: m.to, reason: m.reason }));
    const set = new ChangeSet(actorOf(principal));
    await applyStatusChanges(tx, set, changes);
    await set.commit(tx);
    return items.map((item, i) => outcomeOf(item, results[i]!, lost, rowOf));
  });
}

/** Reads the campaigns and partners named, and locks the participations of every pair. */
async function loadPairs(tx: Tx, networkId: number, items: DecisionItem[]): Promise<Pairs> {
  const campaignIds = [...new Set(items.map((i) => i.campaignId))];
  const partnerIds = [...new Set(items.map((i) => i.partnerId))];
  const records = new Map(
    (await campaignRecordsByIds(tx, networkId, campaignIds)).map((r) => [r.row.id, r]),
  );
  const partnerRows = await tx
    .select({ id: partners.id, networkStatus: partners.networkStatus })
    .from(partners)
    .where(and(eq(partners.networkId, networkId), anyId(partners.id, partnerIds)));
  const existing = await tx
    .select()
    .from(participations)
    .where(
      and(
        eq(participations.networkId, networkId),
        anyId(participations.campaignId, campaignIds),
        anyId(participations.partnerId, partnerIds),
      ),
    )
    .orderBy(asc(participations.id))
    .for('update');
  return {
    records,
    partnerStatus: new Map(partnerRows.map((p) => [p.id, p.networkStatus])),
    state: new Map(existing.map((p) => [pairKey(p.campaignId, p.partnerId), p])),
  };
}

/** A campaign the caller may not decide on fails the item before the rule is asked. */
function campaignError(
  principal: Principal,
  item: DecisionItem,
  record: CampaignRecord | undefined,
): DecisionError | null {
  if (!record)
    return {
      code: 'entity_not_found',
      message: `Campaign ${item.campaignId} is not a campaign on this network`,
    };
  if (!canManageBrand(principal, record.row.brandId))
    return {
      code: 'unauthorized',
      message: `Campaign ${item.campaignId} belongs to a brand not granted to you`,
    };
  return null;
}

/** Asks the rule about one item and, when the pair moves, records the move in the call's state. */
function decideItem(
  principal: Principal,
  networkId: number,
  { records, partnerStatus, state }: Pairs,
  item: DecisionItem,
  rule: DecisionRule,
  now: Date,
): { result: ItemResult; move?: Move } {
  const key = pairKey(item.campaignId, item.partnerId);
  const record = records.get(item.campaignId);
  const refused = campaignError(principal, item, record);
  if (refused) return { result: { key: null, error: refused } };
  const current = state.get(key) ?? null;
  const verdict = rule({
    item,
    record: record!,
    current,
    partnerStatus: partnerStatus.get(item.partnerId) ?? null,
  });
  if ('fail' in verdict)
    return {
      result: {
        key: current ? key : null,
        error: { code: verdict.fail, message: verdict.message },
      },
    };
  if ('keep' in verdict) return { result: { key, error: null } };
  // The in-call state; new rows get their id from the insert (id 0 until then).
  const approvedAt = verdict.to === 'a' ? now : (current?.approvedAt ?? null);
  state.set(
    key,
    current
      ? { ...current, status: verdict.to, approvedAt, updatedAt: now }
      : {
          id: 0,
          networkId,
          campaignId: item.campaignId,
          partnerId: item.partnerId,
          status: verdict.to,
          acceptedTermsId: null,
          approvedAt,
          createdAt: now,
          updatedAt: now,
        },
  );
  const move = { key, from: current?.status ?? null, to: verdict.to, reason: verdict.reason };
  return { result: { key, error: null }, move };
}

function outcomeOf(
  item: DecisionItem,
  result: ItemResult,
  lost: Set<string>,
  rowOf: (key: string) => ParticipationRow | null,
): DecisionOutcome {
  if (result.error === null && lost.has(result.key)) {
    return {
      item,
      participation: null,
      error: {
        code: 'conflict',
        message: `The participation of publisher ${item.partnerId} in campaign ${item.campaignId} was created concurrently; send the pair again`,
      },
    };
  }
  return {
    item,
    participation: result.key === null ? null : rowOf(result.key),
    error: result.error,
  };
}
