import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { Principal } from '@/lib/auth/principal';
import type { EmittedWebhookEvent } from '@/lib/schemas/webhook-events';
import { recordChanges, type Actor, type Change } from './record-changes';
import { emitEvents } from '../webhooks/emit-events';

/**
 * What a write tells the audit log and the webhook outbox. Services collect their changes
 * and events while they work and commit them once, at the end of the write's transaction:
 * one multi-row audit insert and one outbox write however many rows the write touched.
 *
 * Conventions:
 * - entity types are stable snake_case names (partner, participation, brand, campaign ...);
 * - before/after use API field names; creations have only `after`, updates the fields that
 *   changed (both sides), status changes the status (and, for participations, which
 *   campaign and partner it is);
 * - the actor is the signed-in user; system work has userId null (public sign-up, operator
 *   scripts), and work a job does is attributed to the job's creator.
 */
export class ChangeSet {
  readonly changes: Change[] = [];
  readonly events: EmittedWebhookEvent[] = [];

  constructor(readonly actor: Actor) {}

  change(change: Change): this {
    this.changes.push(change);
    return this;
  }

  event(event: EmittedWebhookEvent): this {
    this.events.push(event);
    return this;
  }

  /** Writes what was collected in the caller's transaction, then forgets it. */
  async commit(tx: DbOrTx): Promise<void> {
    const changes = this.changes.splice(0);
    const events = this.events.splice(0);
    await recordChanges(tx, this.actor, changes);
    await emitEvents(tx, this.actor.networkId, events);
  }
}

export const actorOf = (principal: Pick<Principal, 'networkId' | 'userId'>): Actor => ({
  networkId: principal.networkId,
  userId: principal.userId,
});

export const systemActor = (networkId: number, userId: number | null = null): Actor => ({
  networkId,
  userId,
});

/** A column's property name as an API field name: conversionReference -> conversion_reference. */
export const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Columns never copied into the audit log: the entity id, the tenant, bookkeeping, and secrets (stored hashed). */
const ALWAYS_OMIT = new Set([
  'id',
  'networkId',
  'createdAt',
  'updatedAt',
  'passwordHash',
  'apiKeyHash',
  'applicationKeyHash',
  'bytes',
]);

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * A row as the audit log shows it: API field names (snake_case, with the renames given),
 * dates as ISO strings, without ids, tenant, timestamps and hashes.
 */
export function snapshot(
  row: object,
  options: { rename?: Record<string, string>; omit?: string[] } = {},
): Record<string, unknown> {
  const omit = new Set(options.omit ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (ALWAYS_OMIT.has(key) || omit.has(key) || value === undefined) continue;
    out[options.rename?.[key] ?? snake(key)] = plain(value);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ, with both sides; undefined when nothing changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
):
  | { before: Record<string, unknown>; after: Record<string, unknown>; fields: string[] }
  | undefined {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !same(before[key] ?? null, after[key] ?? null),
  );
  if (!fields.length) return undefined;
  return {
    fields,
    before: Object.fromEntries(fields.map((f) => [f, before[f] ?? null])),
    after: Object.fromEntries(fields.map((f) => [f, after[f] ?? null])),
  };
}

/** `column = any(ids)` with the ids as one array parameter, however many there are. */
export const anyId = (column: AnyColumn, ids: number[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::bigint[])`;
