import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { partners, partnerStatusChanges } from '@/lib/db/schema';
import type { NetworkStatus } from '@/lib/schemas/enums';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import { requireCan, requireOwnNetwork } from '../access';
import { actorOf, anyId, ChangeSet } from '../audit/change-set';
import { inChunks } from '@/lib/db/batch';
import { rejectParticipationsOfPartners } from '../participations/apply-status-changes';
import { selectPartners, toRecord, type PartnerRecord, type PartnerRow } from './partner-record';

const REJECTION_REASON = 'partner rejected from the network';

/**
 * Sets locked partners' network statuses, set-based whatever their number: one update, one
 * insert of status changes, and, for partners rejected (r), the rejection of every one of
 * their participations (participations/apply-status-changes.ts). Partners already in the status
 * asked are left alone. Audit rows and events go into `set`.
 */
export async function applyNetworkStatuses(
  tx: Tx,
  set: ChangeSet,
  moves: { partner: PartnerRow; to: NetworkStatus }[],
): Promise<void> {
  const changed = moves.filter((m) => m.partner.networkStatus !== m.to);
  if (!changed.length) return;
  const rows = changed.map((m) => ({ id: m.partner.id, status: m.to }));
  await tx.execute(sql`
    update partners p set network_status = v.status, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, status text)
    where p.id = v.id`);
  await inChunks(changed, (slice) =>
    tx.insert(partnerStatusChanges).values(
      slice.map((m) => ({
        networkId: m.partner.networkId,
        partnerId: m.partner.id,
        fromStatus: m.partner.networkStatus,
        toStatus: m.to,
        actorUserId: set.actor.userId,
      })),
    ),
  );
  for (const { partner, to } of changed) {
    set.change({
      entityType: 'partner',
      entityId: partner.id,
      action: 'status_changed',
      before: { network_status: partner.networkStatus },
      after: { network_status: to },
    });
    set.event({
      type: 'partner.network_status_changed',
      data: {
        partner_id: String(partner.id),
        previous_status: partner.networkStatus,
        network_status: to,
      },
    });
  }
  const rejected = changed.filter((m) => m.to === 'r').map((m) => m.partner.id);
  await rejectParticipationsOfPartners(tx, set, set.actor.networkId, rejected, REJECTION_REASON);
}

/** Update partners' network status: the whole batch is checked first; one bad id changes nothing. */
export async function updateNetworkStatuses(
  db: Db,
  principal: Principal,
  networkId: number,
  items: { publisher_id: number; network_status: NetworkStatus }[],
): Promise<PartnerRecord[]> {
  requireOwnNetwork(principal, networkId);
  requireCan(principal, 'partners.network-status');
  const seen = new Map<number, number>();
  const problems: FieldError[] = [];
  items.forEach((item, i) => {
    if (seen.has(item.publisher_id)) {
      problems.push({
        path: ['publishers', i, 'publisher_id'],
        kind: 'not_unique_items',
        message: `publisher ${item.publisher_id} appears more than once`,
      });
    }
    seen.set(item.publisher_id, i);
  });
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
  return db.transaction(async (tx) => {
    const ids = items.map((i) => i.publisher_id);
    const rows = await tx
      .select()
      .from(partners)
      .where(and(eq(partners.networkId, networkId), anyId(partners.id, ids)))
      .orderBy(asc(partners.id))
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    items.forEach((item, i) => {
      if (!byId.has(item.publisher_id)) {
        problems.push({
          path: ['publishers', i, 'publisher_id'],
          kind: 'invalid_value',
          message: `publisher ${item.publisher_id} is not a partner on this network`,
        });
      }
    });
    if (problems.length)
      throw AppError.validation(
        problems,
        `${problems.length} publisher id(s) are not partners on this network; nothing was changed`,
      );
    const set = new ChangeSet(actorOf(principal));
    await applyNetworkStatuses(
      tx,
      set,
      items.map((item) => ({ partner: byId.get(item.publisher_id)!, to: item.network_status })),
    );
    await set.commit(tx);
    const updated = await selectPartners(tx).where(anyId(partners.id, ids));
    const order = new Map(ids.map((id, i) => [id, i]));
    return updated.map(toRecord).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  });
}
