import { and, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { auditEvents, users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { AuditEventFilters } from '@/lib/schemas/audit';
import { requireCan, requireOwnNetwork } from '../access';

/**
 * Reading the audit log (staff only): who changed what, when, from which request. The writer is
 * record-changes.ts. Rows are read newest first by id (the order they were written), keyset-paged, so
 * a page never shifts when changes are recorded during a walk and no page costs more than its rows.
 */

type AuditEventRow = typeof auditEvents.$inferSelect;

export interface AuditEventRecord {
  event: AuditEventRow;
  /** The acting user's name; null for the system, or a user no longer on record. */
  actorUserName: string | null;
}

interface AuditPage {
  items: AuditEventRecord[];
  /** Pass back as `beforeId` for the next page; null on the last page. */
  nextBeforeId: number | null;
}

function conditions(
  networkId: number,
  filters: AuditEventFilters,
  beforeId: number | undefined,
): SQL[] {
  const out: SQL[] = [eq(auditEvents.networkId, networkId)];
  if (filters.entity_type !== undefined) out.push(eq(auditEvents.entityType, filters.entity_type));
  if (filters.entity_id !== undefined) out.push(eq(auditEvents.entityId, filters.entity_id));
  if (filters.actor === 'system') out.push(isNull(auditEvents.actorUserId));
  else if (filters.actor !== undefined) out.push(eq(auditEvents.actorUserId, filters.actor));
  if (filters.action !== undefined) out.push(eq(auditEvents.action, filters.action));
  if (filters.from) out.push(gte(auditEvents.createdAt, filters.from.at));
  if (filters.to) out.push(lt(auditEvents.createdAt, filters.to.after));
  if (beforeId !== undefined) out.push(lt(auditEvents.id, beforeId));
  return out;
}

function authorize(principal: Principal, networkId: number) {
  requireOwnNetwork(principal, networkId);
  requireCan(principal, 'audit.read');
}

async function readPage(
  db: DbOrTx,
  networkId: number,
  filters: AuditEventFilters,
  beforeId: number | undefined,
  limit: number,
): Promise<AuditPage> {
  const rows = await db
    .select({ event: auditEvents, actorUserName: users.userName })
    .from(auditEvents)
    // The actor's name; scoped to the network, so a stray id never shows another tenant's user.
    .leftJoin(
      users,
      and(eq(users.id, auditEvents.actorUserId), eq(users.networkId, auditEvents.networkId)),
    )
    .where(and(...conditions(networkId, filters, beforeId)))
    .orderBy(desc(auditEvents.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return { items, nextBeforeId: rows.length > limit ? items[items.length - 1]!.event.id : null };
}

/**
 * One page of the network's audit events, newest first, matching every filter given; `beforeId`
 * (from the previous page) continues a walk. Staff of the network only.
 */
export async function listAuditEvents(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  filters: AuditEventFilters,
  page: { beforeId?: number; limit: number },
): Promise<AuditPage> {
  authorize(principal, networkId);
  return readPage(db, networkId, filters, page.beforeId, page.limit);
}

/**
 * Every matching event, newest first, a page at a time (keyset by id, never offset), for the CSV
 * export. The walk is fixed at the first page: changes recorded while it runs have higher ids and
 * are not included. Access is checked when the first page is asked for.
 */
export async function* auditEventPages(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  filters: AuditEventFilters,
  pageSize = 1000,
): AsyncGenerator<AuditEventRecord[], void, undefined> {
  authorize(principal, networkId);
  let beforeId: number | undefined;
  for (;;) {
    const page = await readPage(db, networkId, filters, beforeId, pageSize);
    if (page.items.length) yield page.items;
    if (page.nextBeforeId === null) return;
    beforeId = page.nextBeforeId;
  }
}
