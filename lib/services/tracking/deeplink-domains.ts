import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { brandDeeplinkDomains, brands } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import { canManageBrand, requireRole } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { normalizeDomain } from './deep-links';
import { forgetLinkFacts } from './link-context';

/**
 * A brand's deep-link domains (GET/PATCH/DELETE /v3/brand/{brand}/deeplink-domains): staff of
 * the network and brand users granted the brand; another brand reads as not found, partners 403.
 * Domains are stored as host names (lower case, IDN as punycode); adding one already there and
 * removing one not there change nothing. Each change is audited (entity brand, field
 * deeplink_domains) and sent as brand.updated with changed: ['deeplink-domains'].
 */

export type DeeplinkDomainRow = typeof brandDeeplinkDomains.$inferSelect;

async function requireManagedBrand(
  db: DbOrTx,
  principal: Principal,
  brandId: number,
  action: string,
  forUpdate = false,
): Promise<{ id: number; name: string }> {
  requireRole(principal, ['network', 'brand'], action);
  const query = db
    .select({ id: brands.id, displayName: brands.displayName, companyName: brands.companyName })
    .from(brands)
    .where(and(eq(brands.networkId, principal.networkId), eq(brands.id, brandId)))
    .limit(1);
  const [brand] = forUpdate ? await query.for('update') : await query;
  if (!brand || !canManageBrand(principal, brand.id)) throw AppError.notFound('Brand');
  return { id: brand.id, name: brand.displayName || brand.companyName };
}

/** The domains as host names; each one that is not a host name is named (allowed_domains[i]). */
function normalized(input: string[]): string[] {
  const problems: FieldError[] = [];
  const out = input.map((raw, i) => {
    const domain = normalizeDomain(raw);
    if (!domain)
      problems.push({
        path: ['allowed_domains', i],
        kind: 'invalid_value',
        message: 'must be a domain name such as shop.example (no scheme, path or port)',
      });
    return domain ?? '';
  });
  if (problems.length) throw AppError.validation(problems);
  return [...new Set(out)];
}

export async function listDeeplinkDomains(
  db: DbOrTx,
  principal: Principal,
  brandId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: DeeplinkDomainRow[]; total: number }> {
  const brand = await requireManagedBrand(db, principal, brandId, 'read deep-link domains');
  const where = eq(brandDeeplinkDomains.brandId, brand.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(brandDeeplinkDomains)
      .where(where)
      .orderBy(asc(brandDeeplinkDomains.domain), asc(brandDeeplinkDomains.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(brandDeeplinkDomains).where(where),
  ]);
  return { rows, total: total!.n };
}

async function change(
  db: Db,
  principal: Principal,
  brandId: number,
  input: string[],
  mode: 'add' | 'remove',
): Promise<void> {
  const domains = normalized(input);
  await db.transaction(async (tx) => {
    // The brand row's lock makes concurrent changes of its domains take turns.
    const brand = await requireManagedBrand(
      tx,
      principal,
      brandId,
      `${mode} deep-link domains`,
      true,
    );
    const current = await tx
      .select({ id: brandDeeplinkDomains.id, domain: brandDeeplinkDomains.domain })
      .from(brandDeeplinkDomains)
      .where(eq(brandDeeplinkDomains.brandId, brand.id));
    const before = current.map((d) => d.domain).sort();
    const known = new Set(before);
    if (mode === 'add') {
      const fresh = domains.filter((d) => !known.has(d));
      if (!fresh.length) return;
      await tx.insert(brandDeeplinkDomains).values(
        fresh.map((domain) => ({
          networkId: principal.networkId,
          brandId: brand.id,
          domain,
          createdBy: principal.userId,
        })),
      );
    } else {
      const gone = current.filter((d) => domains.includes(d.domain)).map((d) => d.id);
      if (!gone.length) return;
      await tx.delete(brandDeeplinkDomains).where(inArray(brandDeeplinkDomains.id, gone));
    }
    const after =
      mode === 'add'
        ? [...new Set([...before, ...domains])].sort()
        : before.filter((d) => !domains.includes(d));
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'brand',
        entityId: brand.id,
        action: 'updated',
        before: { deeplink_domains: before },
        after: { deeplink_domains: after },
      })
      .event({
        type: 'brand.updated',
        data: { brand_id: String(brand.id), name: brand.name, changed: ['deeplink-domains'] },
      })
      .commit(tx);
  });
  forgetLinkFacts();
}

export const addDeeplinkDomains = (db: Db, principal: Principal, brandId: number, d: string[]) =>
  change(db, principal, brandId, d, 'add');

export const removeDeeplinkDomains = (db: Db, principal: Principal, brandId: number, d: string[]) =>
  change(db, principal, brandId, d, 'remove');
