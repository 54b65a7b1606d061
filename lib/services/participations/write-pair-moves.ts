import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { participations } from '@/lib/db/schema';
import { inChunks } from '@/lib/db/batch';
import type { ParticipationStatus } from '@/lib/schemas/enums';
import { anyId } from '../audit/change-set';
import type { ParticipationRow } from './acting-partner';

// Writing the moves of a decidePairs call: set-based, a few statements whatever their number.

export const pairKey = (campaignId: number, partnerId: number) => `${campaignId}:${partnerId}`;

/** One pair's move within the call (its final row is the state's). */
export interface Move {
  key: string;
  from: ParticipationStatus | null;
  to: ParticipationStatus;
  reason: string | null;
}

/** One statement for every existing row that moved (its final status); returns their ids. */
export async function updateMovedRows(
  tx: Tx,
  networkId: number,
  state: Map<string, ParticipationRow>,
  moves: Move[],
): Promise<Map<number, ParticipationStatus>> {
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
  return updated;
}

/**
 * One multi-row insert for the pairs that had no participation. Returns the keys of pairs a
 * concurrent request created first: ours did not happen.
 */
export async function insertNewRows(
  tx: Tx,
  networkId: number,
  state: Map<string, ParticipationRow>,
  moves: Move[],
): Promise<Set<string>> {
  const fresh = [...new Set(moves.map((m) => m.key))]
    .map((k) => state.get(k)!)
    .filter((r) => r.id === 0);
  const lost = new Set<string>();
  if (!fresh.length) return lost;
  const inserted: ParticipationRow[] = [];
  await inChunks(fresh, async (slice) => {
    inserted.push(
      ...(await tx
        .insert(participations)
        .values(
          slice.map((r) => ({
            networkId,
            campaignId: r.campaignId,
            partnerId: r.partnerId,
            status: r.status,
            approvedAt: r.approvedAt,
          })),
        )
        .onConflictDoNothing()
        .returning()),
    );
  });
  for (const r of inserted) state.set(pairKey(r.campaignId, r.partnerId), r);
  for (const r of fresh)
    if (state.get(pairKey(r.campaignId, r.partnerId))!.id === 0)
      lost.add(pairKey(r.campaignId, r.partnerId));
  return lost;
}

/** A lookup of each pair's row as stored now (updated rows read back); null when it has none. */
export async function finalRows(
  tx: Tx,
  state: Map<string, ParticipationRow>,
  updated: Map<number, ParticipationStatus>,
): Promise<(key: string) => ParticipationRow | null> {
  const stored = updated.size
    ? new Map(
        (
          await tx
            .select()
            .from(participations)
            .where(anyId(participations.id, [...updated.keys()]))
        ).map((r) => [r.id, r]),
      )
    : new Map<number, ParticipationRow>();
  return (key) => {
    const row = state.get(key);
    if (!row || row.id === 0) return null;
    return stored.get(row.id) ?? row;
  };
}
