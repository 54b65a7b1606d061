import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { networkTerms, networkTermsAcknowledgements, partners } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError, type FieldError } from '@/lib/errors';
import type { PublishTermsIn } from '@/lib/schemas/terms';
import { requireOwnNetwork, requirePartnerAccess, requireStaff } from './access';
import { actorOf, ChangeSet } from './change-set';
import { sanitizeRichText } from './html';

export type TermsRow = typeof networkTerms.$inferSelect;
export type AcknowledgementRow = typeof networkTermsAcknowledgements.$inferSelect;

export const FALLBACK_LOCALE = 'en';

/** The latest version of every (locale, country) pair of a network. */
export async function currentTerms(db: DbOrTx, networkId: number): Promise<TermsRow[]> {
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
export async function termsFor(db: DbOrTx, networkId: number, locale: string, country: string): Promise<TermsRow | undefined> {
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
export async function requireCurrentTerms(db: DbOrTx, networkId: number, termsId: number, path: FieldError['path']): Promise<TermsRow> {
  const current = await currentTerms(db, networkId);
  const hit = current.find((t) => t.id === termsId);
  if (!hit) {
    const field = String(path[path.length - 1]);
    throw AppError.field(path, 'invalid_value', `${field} must be the id of current terms of this network (see GET /reference/terms/{locale}/{country}/{network_id})`);
  }
  return hit;
}

const contentHash = (content: string) => createHash('sha256').update(content).digest('hex');

/** Records an acceptance of network terms; its audit row goes into `set`, which the caller commits. */
export async function recordAcknowledgement(
  db: DbOrTx,
  set: ChangeSet,
  terms: TermsRow,
  who: { userId: number | null; partnerId: number | null },
): Promise<AcknowledgementRow> {
  const [row] = await db
    .insert(networkTermsAcknowledgements)
    .values({
      networkId: terms.networkId,
      termsId: terms.id,
      version: terms.version,
      contentSha256: contentHash(terms.content),
      userId: who.userId,
      partnerId: who.partnerId,
    })
    .returning();
  set.change({
    entityType: 'terms_acknowledgement',
    entityId: row!.id,
    action: 'acknowledged',
    after: {
      terms_locale_id: String(terms.id),
      version: terms.version,
      user_id: who.userId === null ? null : String(who.userId),
      publisher_id: who.partnerId === null ? null : String(who.partnerId),
    },
  });
  return row!;
}

/** 35b: the caller acknowledges current terms of its network (for its partner, if it is a partner user). */
export async function acknowledgeTerms(db: DbOrTx, principal: Principal, networkId: number, termsId: number): Promise<AcknowledgementRow> {
  requireOwnNetwork(principal, networkId);
  return db.transaction(async (tx) => {
    const terms = await requireCurrentTerms(tx, networkId, termsId, ['terms_locale_id']);
    const set = new ChangeSet(actorOf(principal));
    const ack = await recordAcknowledgement(tx, set, terms, { userId: principal.userId, partnerId: principal.role === 'partner' ? principal.partnerId : null });
    await set.commit(tx);
    return ack;
  });
}

/** 35a: current terms of the caller's network, optionally one locale (with the fallback rule's language step). */
export async function listCurrentTerms(db: DbOrTx, principal: Principal, networkId: number, locale?: string): Promise<TermsRow[]> {
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
export async function listTermsHistory(db: DbOrTx, principal: Principal, networkId: number): Promise<TermsRow[]> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read the terms history');
  return db.select().from(networkTerms).where(eq(networkTerms.networkId, networkId)).orderBy(desc(networkTerms.id));
}

/** Staff publish a new version for (locale, country); the previous one stays for the record. */
export async function publishTerms(db: Db, principal: Principal, networkId: number, input: PublishTermsIn): Promise<TermsRow> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'publish terms');
  const content = sanitizeRichText(input.content);
  if (!content.trim()) throw AppError.field(['content'], 'blank', 'content must contain text after unsupported HTML is removed');
  const country = input.country ?? null;
  return db.transaction(async (tx) => {
    // Serialise publishers of the same pair so two versions never get the same number.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`terms/${networkId}/${input.locale}/${country ?? '*'}`}))`);
    const [latest] = await tx
      .select({ version: networkTerms.version })
      .from(networkTerms)
      .where(and(eq(networkTerms.networkId, networkId), eq(networkTerms.locale, input.locale), country === null ? isNull(networkTerms.country) : eq(networkTerms.country, country)))
      .orderBy(desc(networkTerms.version))
      .limit(1);
    const [row] = await tx
      .insert(networkTerms)
      .values({ networkId, locale: input.locale, country, version: (latest?.version ?? 0) + 1, content, createdBy: principal.userId })
      .returning();
    await new ChangeSet(actorOf(principal))
      .change({ entityType: 'terms', entityId: row!.id, action: 'published', after: { locale: row!.locale, country: row!.country, version: row!.version, content: row!.content } })
      .commit(tx);
    return row!;
  });
}

export interface PartnerTermsCheck {
  /** The terms that apply to the partner now: the latest version for its contact locale and operating country. */
  terms: TermsRow | undefined;
  /** Whether the partner has accepted exactly that version. */
  accepted: boolean;
  /** The partner's most recent acceptance of any network terms, if any. */
  lastAccepted: { termsId: number; version: number; locale: string; country: string | null; at: Date } | null;
}

/**
 * Whether a partner has accepted the network terms that apply to it now: the latest version,
 * by the fallback rule, for its contact locale and operating country. When the network
 * publishes a newer version (or terms for the partner's own locale or country), `accepted`
 * turns false until the partner acknowledges them (35b); the partner area asks first.
 */
export async function checkPartnerTerms(db: DbOrTx, principal: Principal, partnerId: number): Promise<PartnerTermsCheck> {
  requirePartnerAccess(principal, partnerId);
  const [partner] = await db
    .select({ locale: partners.contactLocale, country: partners.operatingCountry })
    .from(partners)
    .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  const terms = await termsFor(db, principal.networkId, partner.locale, partner.country ?? '');
  const [last] = await db
    .select({ termsId: networkTermsAcknowledgements.termsId, version: networkTermsAcknowledgements.version, locale: networkTerms.locale, country: networkTerms.country, at: networkTermsAcknowledgements.createdAt })
    .from(networkTermsAcknowledgements)
    .innerJoin(networkTerms, eq(networkTerms.id, networkTermsAcknowledgements.termsId))
    .where(and(eq(networkTermsAcknowledgements.networkId, principal.networkId), eq(networkTermsAcknowledgements.partnerId, partnerId)))
    .orderBy(desc(networkTermsAcknowledgements.id))
    .limit(1);
  if (!terms) return { terms, accepted: true, lastAccepted: last ?? null };
  const [hit] = await db
    .select({ id: networkTermsAcknowledgements.id })
    .from(networkTermsAcknowledgements)
    .where(and(eq(networkTermsAcknowledgements.partnerId, partnerId), eq(networkTermsAcknowledgements.termsId, terms.id)))
    .limit(1);
  return { terms, accepted: hit !== undefined, lastAccepted: last ?? null };
}
