import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { partnerWebsites } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import type { WebsiteCreateItemIn, WebsiteUpdateItemIn } from '@/lib/schemas/website';
import { DEFAULT_WEBSITE_TYPE } from '@/lib/schemas/reference';
import { actorOf, ChangeSet, changedFields, snapshot } from '../audit/change-set';
import { getPartner } from './read-partners';

export type WebsiteRow = typeof partnerWebsites.$inferSelect;

const yes = (v: 'y' | 'n' | undefined) => (v === undefined ? undefined : v === 'y');

const websiteSnapshot = (row: WebsiteRow) =>
  snapshot(row, { rename: { partnerId: 'publisher_id' } });

/** Audits what changed between two reads of websites (by id), into `set`. */
function auditUpdates(set: ChangeSet, before: WebsiteRow[], after: WebsiteRow[]): void {
  const byId = new Map(before.map((w) => [w.id, w]));
  for (const row of after) {
    const previous = byId.get(row.id);
    if (!previous) continue;
    const diff = changedFields(websiteSnapshot(previous), websiteSnapshot(row));
    if (diff)
      set.change({
        entityType: 'website',
        entityId: row.id,
        action: 'updated',
        before: diff.before,
        after: diff.after,
      });
  }
}

export async function listWebsites(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<WebsiteRow[]> {
  await getPartner(db, principal, partnerId);
  return db
    .select()
    .from(partnerWebsites)
    .where(eq(partnerWebsites.partnerId, partnerId))
    .orderBy(asc(partnerWebsites.id));
}

export async function getWebsite(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
  websiteId: number,
): Promise<WebsiteRow> {
  await getPartner(db, principal, partnerId);
  const [row] = await db
    .select()
    .from(partnerWebsites)
    .where(and(eq(partnerWebsites.partnerId, partnerId), eq(partnerWebsites.id, websiteId)))
    .limit(1);
  if (!row) throw AppError.notFound('Website');
  return row;
}

/** At most one item of a batch may claim to be primary. */
function assertOnePrimary(items: { primary?: 'y' | 'n' }[]): void {
  const primaries = items.flatMap((item, i) => (item.primary === 'y' ? [i] : []));
  if (primaries.length > 1) {
    const i = primaries[1]!;
    throw AppError.field(
      ['websites', i, 'primary'],
      'invalid_value',
      'Only one website can be primary',
    );
  }
}

async function clearPrimary(tx: Tx, partnerId: number): Promise<void> {
  await tx
    .update(partnerWebsites)
    .set({ primary: false, updatedAt: new Date() })
    .where(and(eq(partnerWebsites.partnerId, partnerId), eq(partnerWebsites.primary, true)));
}

/** Create partner websites. A partner's first website becomes its primary one. */
export async function createWebsites(
  db: Db,
  principal: Principal,
  partnerId: number,
  items: WebsiteCreateItemIn[],
): Promise<WebsiteRow[]> {
  const partner = await getPartner(db, principal, partnerId);
  assertOnePrimary(items);
  return db.transaction(async (tx) => {
    const [existingPrimary] = await tx
      .select()
      .from(partnerWebsites)
      .where(and(eq(partnerWebsites.partnerId, partnerId), eq(partnerWebsites.primary, true)))
      .for('update');
    const set = new ChangeSet(actorOf(principal));
    const claimsPrimary = items.some((i) => i.primary === 'y');
    if (claimsPrimary && existingPrimary) {
      await clearPrimary(tx, partnerId);
      const after = await tx
        .select()
        .from(partnerWebsites)
        .where(eq(partnerWebsites.id, existingPrimary.id));
      auditUpdates(set, [existingPrimary], after);
    }
    const makeFirstPrimary = !claimsPrimary && !existingPrimary;
    const created = await tx
      .insert(partnerWebsites)
      .values(
        items.map((item, i) => ({
          networkId: partner.networkId,
          partnerId,
          websiteUrl: item.website_url,
          active: yes(item.active) ?? true,
          primary: item.primary === 'y' || (makeFirstPrimary && i === 0),
          description: item.description ?? '',
          websiteCountry: item.website_country ?? null,
          websiteName: item.website_name ?? null,
          websiteType: item.website_type ?? DEFAULT_WEBSITE_TYPE,
          websiteVertical: item.website_vertical ?? partner.vertical,
        })),
      )
      .returning();
    for (const row of created)
      set.change({
        entityType: 'website',
        entityId: row.id,
        action: 'created',
        after: websiteSnapshot(row),
      });
    await set.commit(tx);
    return created;
  });
}

/** Update partner websites: every website_id must be one of this partner's; one bad id changes nothing. */
export async function updateWebsites(
  db: Db,
  principal: Principal,
  partnerId: number,
  items: WebsiteUpdateItemIn[],
): Promise<WebsiteRow[]> {
  await getPartner(db, principal, partnerId);
  assertOnePrimary(items);
  return db.transaction(async (tx) => {
    const ids = items.map((i) => i.website_id);
    const claimsPrimary = items.some((i) => i.primary === 'y');
    // The websites named, and (when one becomes primary) the current primary one, which changes too.
    const named = inArray(partnerWebsites.id, ids);
    const before = await tx
      .select()
      .from(partnerWebsites)
      .where(
        and(
          eq(partnerWebsites.partnerId, partnerId),
          claimsPrimary ? or(named, eq(partnerWebsites.primary, true)) : named,
        ),
      )
      .orderBy(asc(partnerWebsites.id))
      .for('update');
    const ownedIds = new Set(before.map((o) => o.id));
    const problems: FieldError[] = items.flatMap((item, i) =>
      ownedIds.has(item.website_id)
        ? []
        : [
            {
              path: ['websites', i, 'website_id'],
              kind: 'invalid_value' as const,
              message: `website ${item.website_id} is not a website of this partner`,
            },
          ],
    );
    if (problems.length) throw AppError.validation(problems, problems[0]!.message);
    if (claimsPrimary) await clearPrimary(tx, partnerId);
    for (const item of items) {
      const changes = {
        websiteUrl: item.website_url,
        active: yes(item.active),
        primary: yes(item.primary),
        description: item.description,
        websiteCountry: item.website_country,
        websiteName: item.website_name,
        websiteType: item.website_type,
        websiteVertical: item.website_vertical,
      };
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, v]) => v !== undefined),
      );
      await tx
        .update(partnerWebsites)
        .set({ ...defined, updatedAt: new Date() })
        .where(eq(partnerWebsites.id, item.website_id));
    }
    const after = await tx
      .select()
      .from(partnerWebsites)
      .where(
        inArray(
          partnerWebsites.id,
          before.map((w) => w.id),
        ),
      )
      .orderBy(asc(partnerWebsites.id));
    const set = new ChangeSet(actorOf(principal));
    auditUpdates(set, before, after);
    await set.commit(tx);
    const wanted = new Set(ids);
    const rows = after.filter((w) => wanted.has(w.id));
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  });
}
