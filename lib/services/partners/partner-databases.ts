import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { partnerDatabases } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import {
  audienceProblems,
  type DatabaseCreateItemIn,
  type DatabaseUpdateItemIn,
} from '@/lib/schemas/database';
import { actorOf, ChangeSet, changedFields, snapshot } from '../audit/change-set';
import { getPartner } from './read-partners';

export type DatabaseRow = typeof partnerDatabases.$inferSelect;

const yes = (v: 'y' | 'n' | undefined) => (v === undefined ? undefined : v === 'y');

const databaseSnapshot = (row: DatabaseRow) =>
  snapshot(row, { rename: { partnerId: 'publisher_id' } });

export async function listDatabases(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<DatabaseRow[]> {
  await getPartner(db, principal, partnerId);
  return db
    .select()
    .from(partnerDatabases)
    .where(eq(partnerDatabases.partnerId, partnerId))
    .orderBy(asc(partnerDatabases.id));
}

export async function getDatabase(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  databaseId: number,
): Promise<DatabaseRow> {
  await getPartner(db, principal, partnerId);
  const [row] = await db
    .select()
    .from(partnerDatabases)
    .where(and(eq(partnerDatabases.partnerId, partnerId), eq(partnerDatabases.id, databaseId)))
    .limit(1);
  if (!row) throw AppError.notFound('Database');
  return row;
}

type Audience = { male: number; female: number; minAge: number; maxAge: number };

function audienceErrors(index: number, audience: Audience): FieldError[] {
  return audienceProblems(audience).map((p) => ({
    path: ['databases', index, p.field],
    kind: 'invalid_value' as const,
    message: p.message,
  }));
}

function throwIfAny(problems: FieldError[]): void {
  if (problems.length) throw AppError.validation(problems, problems[0]!.message);
}

/** Create partner databases. */
export async function createDatabases(
  db: Db,
  principal: Principal,
  partnerId: number,
  items: DatabaseCreateItemIn[],
): Promise<DatabaseRow[]> {
  const partner = await getPartner(db, principal, partnerId);
  const values = items.map((item) => ({
    networkId: partner.networkId,
    partnerId,
    active: yes(item.active) ?? true,
    creationMethod: item.creation_method,
    databaseName: item.database_name,
    size: item.size,
    male: item.male ?? 0,
    female: item.female ?? 0,
    minAge: item.min_age ?? 0,
    maxAge: item.max_age ?? 0,
  }));
  throwIfAny(values.flatMap((v, i) => audienceErrors(i, v)));
  return db.transaction(async (tx) => {
    const rows = await tx.insert(partnerDatabases).values(values).returning();
    const set = new ChangeSet(actorOf(principal));
    for (const row of rows)
      set.change({
        entityType: 'database',
        entityId: row.id,
        action: 'created',
        after: databaseSnapshot(row),
      });
    await set.commit(tx);
    return rows;
  });
}

/** Update partner databases: rules are checked on the merged records; one bad item changes nothing. */
export async function updateDatabases(
  db: Db,
  principal: Principal,
  partnerId: number,
  items: DatabaseUpdateItemIn[],
): Promise<DatabaseRow[]> {
  await getPartner(db, principal, partnerId);
  return db.transaction(async (tx) => {
    const ids = items.map((i) => i.database_id);
    const rows = await tx
      .select()
      .from(partnerDatabases)
      .where(and(eq(partnerDatabases.partnerId, partnerId), inArray(partnerDatabases.id, ids)))
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const problems: FieldError[] = [];
    const merged = items.map((item, i) => {
      const current = byId.get(item.database_id);
      if (!current) {
        problems.push({
          path: ['databases', i, 'database_id'],
          kind: 'invalid_value',
          message: `database ${item.database_id} is not a database of this partner`,
        });
        return undefined;
      }
      const next = {
        active: yes(item.active) ?? current.active,
        creationMethod: item.creation_method ?? current.creationMethod,
        databaseName: item.database_name ?? current.databaseName,
        size: item.size ?? current.size,
        male: item.male ?? current.male,
        female: item.female ?? current.female,
        minAge: item.min_age ?? current.minAge,
        maxAge: item.max_age ?? current.maxAge,
      };
      problems.push(...audienceErrors(i, next));
      return next;
    });
    throwIfAny(problems);
    for (const [i, item] of items.entries()) {
      await tx
        .update(partnerDatabases)
        .set({ ...merged[i]!, updatedAt: new Date() })
        .where(eq(partnerDatabases.id, item.database_id));
    }
    const updated = await tx
      .select()
      .from(partnerDatabases)
      .where(inArray(partnerDatabases.id, ids));
    const set = new ChangeSet(actorOf(principal));
    for (const row of updated) {
      const diff = changedFields(databaseSnapshot(byId.get(row.id)!), databaseSnapshot(row));
      if (diff)
        set.change({
          entityType: 'database',
          entityId: row.id,
          action: 'updated',
          before: diff.before,
          after: diff.after,
        });
    }
    await set.commit(tx);
    const order = new Map(ids.map((id, i) => [id, i]));
    return updated.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  });
}
