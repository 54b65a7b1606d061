import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { networkTerms } from '@/lib/db/schema';
import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';
import { requireCan, requireOwnNetwork } from '../access';
import { actorOf, ChangeSet } from '../audit/change-set';
import { sanitizeRichText } from '../html';
import type { TermsRow } from './network-terms';

/** Network terms to publish for a locale, and a country (null or absent: every country). */
export interface TermsPublication {
  locale: string;
  country?: string | null;
  content: string;
}

/** Staff publish a new version for (locale, country); the previous one stays for the record. */
export async function publishTerms(
  db: Db,
  principal: Principal,
  networkId: number,
  input: TermsPublication,
): Promise<TermsRow> {
  requireOwnNetwork(principal, networkId);
  requireCan(principal, 'terms.publish');
  const content = sanitizeRichText(input.content);
  if (!content.trim())
    throw AppError.field(
      ['content'],
      'blank',
      'content must contain text after unsupported HTML is removed',
    );
  const country = input.country ?? null;
  return db.transaction(async (tx) => {
    // Serialise publishers of the same pair so two versions never get the same number.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`terms/${networkId}/${input.locale}/${country ?? '*'}`}))`,
    );
    const [latest] = await tx
      .select({ version: networkTerms.version })
      .from(networkTerms)
      .where(
        and(
          eq(networkTerms.networkId, networkId),
          eq(networkTerms.locale, input.locale),
          country === null ? isNull(networkTerms.country) : eq(networkTerms.country, country),
        ),
      )
      .orderBy(desc(networkTerms.version))
      .limit(1);
    const [row] = await tx
      .insert(networkTerms)
      .values({
        networkId,
        locale: input.locale,
        country,
        version: (latest?.version ?? 0) + 1,
        content,
        createdBy: principal.userId,
      })
      .returning();
    await new ChangeSet(actorOf(principal))
      .change({
        entityType: 'terms',
        entityId: row!.id,
        action: 'published',
        after: {
          locale: row!.locale,
          country: row!.country,
          version: row!.version,
          content: row!.content,
        },
      })
      .commit(tx);
    return row!;
  });
}
