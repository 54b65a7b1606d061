import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { networkTerms } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import { requireOwnNetwork, requireStaff } from '../access';

/** The network terms partners accept: the current versions, the fallback rule, the history. */

export type TermsRow = typeof networkTerms.$inferSelect;

const FALLBACK_LOCALE = 'en';

/** The latest version of every (locale, country) pair of a network. */
async function currentTerms(db: DbOrTx, networkId: number): Promise<TermsRow[]> {
  return db
    .selectDistinctOn([networkTerms.locale, networkTerms.country])
    .from(networkTerms)
    .where(eq(networkTerms.networkId, networkId))
    .orderBy(networkTerms.locale, networkTerms.country, desc(networkTerms.version));
}

/**
 * The terms a partner in (locale, country) must accept. Fallback, first match wins:
 * the locale for that country; the locale for every country; the locale's language
 * (en_us -> en) for that country, then for every country; en for that country, then
 * for every country. Always the latest version.
 */
export async function termsFor(
  db: DbOrTx,
  networkId: number,
  locale: string,
  country: string,
): Promise<TermsRow | undefined> {
  const current = await currentTerms(db, networkId);
  const language = locale.split('_')[0]!;
  const candidates: [string, string | null][] = [
    [locale, country],
    [locale, null],
    [language, country],
    [language, null],
    [FALLBACK_LOCALE, country],
    [FALLBACK_LOCALE, null],
  ];
  for (const [l, c] of candidates) {
    const hit = current.find((t) => t.locale === l && t.country === c);
    if (hit) return hit;
  }
  return undefined;
}

/** A terms id a new partner may accept: the current version of some pair of this network. */
export async function requireCurrentTerms(
  db: DbOrTx,
  networkId: number,
  termsId: number,
  path: FieldError['path'],
): Promise<TermsRow> {
  const current = await currentTerms(db, networkId);
  const hit = current.find((t) => t.id === termsId);
  if (!hit) {
    const field = String(path[path.length - 1]);
    throw AppError.field(
      path,
      'invalid_value',
      `${field} must be the id of current terms of this network (see GET /reference/terms/{locale}/{country}/{network_id})`,
    );
  }
  return hit;
}

/** v3 brand network terms: current terms of the caller's network, optionally one locale (with the fallback rule's language step). */
export async function listCurrentTerms(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  locale?: string,
): Promise<TermsRow[]> {
  requireOwnNetwork(principal, networkId);
  const current = await currentTerms(db, networkId);
  if (!locale) return current;
  const exact = current.filter((t) => t.locale === locale);
  if (exact.length) return exact;
  const language = locale.split('_')[0]!;
  const byLanguage = current.filter((t) => t.locale === language);
  return byLanguage.length ? byLanguage : current.filter((t) => t.locale === FALLBACK_LOCALE);
}

/** Every version ever published, newest first (the console's terms history). */
export async function listTermsHistory(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
): Promise<TermsRow[]> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read the terms history');
  return db
    .select()
    .from(networkTerms)
    .where(eq(networkTerms.networkId, networkId))
    .orderBy(desc(networkTerms.id));
}
