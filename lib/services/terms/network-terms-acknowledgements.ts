import { createHash } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { networkTerms, networkTermsAcknowledgements, partners, users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import type { TermsAcknowledgementsQuery } from '@/lib/schemas/terms-acknowledgements';
import { requireOwnNetwork, requirePartnerAccess, requireStaff } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { requireCurrentTerms, termsFor, type TermsRow } from './network-terms';

/** Acceptances of the network terms: recording one (v3 acknowledgement, sign-up), checking a partner's, and listing them for staff. */

export type AcknowledgementRow = typeof networkTermsAcknowledgements.$inferSelect;

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

/** v3 acknowledgement: the caller acknowledges current terms of its network (for its partner, if it is a partner user). */
export async function acknowledgeTerms(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  termsId: number,
): Promise<AcknowledgementRow> {
  requireOwnNetwork(principal, networkId);
  return db.transaction(async (tx) => {
    const terms = await requireCurrentTerms(tx, networkId, termsId, ['terms_locale_id']);
    const set = new ChangeSet(actorOf(principal));
    const ack = await recordAcknowledgement(tx, set, terms, {
      userId: principal.userId,
      partnerId: principal.role === 'partner' ? principal.partnerId : null,
    });
    await set.commit(tx);
    return ack;
  });
}

export interface PartnerTermsCheck {
  /** The terms that apply to the partner now: the latest version for its contact locale and operating country. */
  terms: TermsRow | undefined;
  /** Whether the partner has accepted exactly that version. */
  accepted: boolean;
  /** The partner's most recent acceptance of any network terms, if any. */
  lastAccepted: {
    termsId: number;
    version: number;
    locale: string;
    country: string | null;
    at: Date;
  } | null;
}

/**
 * Whether a partner has accepted the network terms that apply to it now: the latest version,
 * by the fallback rule, for its contact locale and operating country. When the network
 * publishes a newer version (or terms for the partner's own locale or country), `accepted`
 * turns false until the partner acknowledges them; the partner area asks first.
 */
export async function checkPartnerTerms(
  db: DbOrTx,
  principal: Principal,
  partnerId: number,
): Promise<PartnerTermsCheck> {
  requirePartnerAccess(principal, partnerId);
  const [partner] = await db
    .select({ locale: partners.contactLocale, country: partners.operatingCountry })
    .from(partners)
    .where(and(eq(partners.networkId, principal.networkId), eq(partners.id, partnerId)))
    .limit(1);
  if (!partner) throw AppError.notFound('Publisher');
  const terms = await termsFor(db, principal.networkId, partner.locale, partner.country ?? '');
  const [last] = await db
    .select({
      termsId: networkTermsAcknowledgements.termsId,
      version: networkTermsAcknowledgements.version,
      locale: networkTerms.locale,
      country: networkTerms.country,
      at: networkTermsAcknowledgements.createdAt,
    })
    .from(networkTermsAcknowledgements)
    .innerJoin(networkTerms, eq(networkTerms.id, networkTermsAcknowledgements.termsId))
    .where(
      and(
        eq(networkTermsAcknowledgements.networkId, principal.networkId),
        eq(networkTermsAcknowledgements.partnerId, partnerId),
      ),
    )
    .orderBy(desc(networkTermsAcknowledgements.id))
    .limit(1);
  if (!terms) return { terms, accepted: true, lastAccepted: last ?? null };
  const [hit] = await db
    .select({ id: networkTermsAcknowledgements.id })
    .from(networkTermsAcknowledgements)
    .where(
      and(
        eq(networkTermsAcknowledgements.partnerId, partnerId),
        eq(networkTermsAcknowledgements.termsId, terms.id),
      ),
    )
    .limit(1);
  return { terms, accepted: hit !== undefined, lastAccepted: last ?? null };
}

/** Who accepted which version of the network terms (staff only), for the console's terms page. */

export interface TermsAcknowledgementRecord {
  ack: typeof networkTermsAcknowledgements.$inferSelect;
  terms: { locale: string; country: string | null };
  partner: { id: number; accountName: string } | null;
  user: { id: number; userName: string } | null;
}

export async function listTermsAcknowledgements(
  db: DbOrTx,
  principal: Principal,
  networkId: number,
  query: TermsAcknowledgementsQuery,
  page: { offset: number; limit: number },
): Promise<{ total: number; items: TermsAcknowledgementRecord[] }> {
  requireOwnNetwork(principal, networkId);
  requireStaff(principal, 'read who accepted the network terms');
  const conditions: SQL[] = [eq(networkTermsAcknowledgements.networkId, networkId)];
  if (query.terms_id !== undefined)
    conditions.push(eq(networkTermsAcknowledgements.termsId, query.terms_id));
  if (query.locale !== undefined) conditions.push(eq(networkTerms.locale, query.locale));
  if (query.country !== undefined) conditions.push(eq(networkTerms.country, query.country));
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        ack: networkTermsAcknowledgements,
        locale: networkTerms.locale,
        country: networkTerms.country,
        partnerId: partners.id,
        accountName: partners.accountName,
        userId: users.id,
        userName: users.userName,
      })
      .from(networkTermsAcknowledgements)
      .innerJoin(networkTerms, eq(networkTerms.id, networkTermsAcknowledgements.termsId))
      .leftJoin(partners, eq(partners.id, networkTermsAcknowledgements.partnerId))
      .leftJoin(users, eq(users.id, networkTermsAcknowledgements.userId));
  const [rows, [count]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(networkTermsAcknowledgements.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(networkTermsAcknowledgements)
      .innerJoin(networkTerms, eq(networkTerms.id, networkTermsAcknowledgements.termsId))
      .where(where),
  ]);
  return {
    total: count?.n ?? 0,
    items: rows.map((r) => ({
      ack: r.ack,
      terms: { locale: r.locale, country: r.country },
      partner:
        r.partnerId !== null && r.accountName !== null
          ? { id: r.partnerId, accountName: r.accountName }
          : null,
      user:
        r.userId !== null && r.userName !== null ? { id: r.userId, userName: r.userName } : null,
    })),
  };
}
