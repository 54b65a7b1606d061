import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { networkTerms, networkTermsAcknowledgements, partners, users } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import type { TermsAcknowledgementsQuery } from '@/lib/schemas/terms-acknowledgements';
import { requireOwnNetwork, requireStaff } from './access';

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
  if (query.terms_id !== undefined) conditions.push(eq(networkTermsAcknowledgements.termsId, query.terms_id));
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
    base().where(where).orderBy(desc(networkTermsAcknowledgements.id)).limit(page.limit).offset(page.offset),
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
      partner: r.partnerId !== null && r.accountName !== null ? { id: r.partnerId, accountName: r.accountName } : null,
      user: r.userId !== null && r.userName !== null ? { id: r.userId, userName: r.userName } : null,
    })),
  };
}
