import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { networks, networkTerms } from '@/lib/db/schema';
import { AppError, isAppError, type FieldError } from '@/lib/errors';
import type { PartnerSignupIn } from '@/lib/schemas/signup';
import { termsFor, type TermsRow } from '../terms/network-terms';

/**
 * Public partner sign-up (docs/partner-self-service.md). Nobody is signed in: the caller
 * names the network, reads what the sign-up page shows (the network's name, whether it
 * approves partners at once, the terms for a locale and country), and asks for a partner with
 * its own login, accepting exactly the terms it was shown. Any network can be joined; what is
 * shown is what a partner sees anyway (the network's name and its terms). The partner is
 * created only once its e-mail address is confirmed (request-signup.ts, confirm-signup.ts).
 */

interface SignupInfo {
  network: { id: number; name: string; autoApprove: boolean };
  /** The terms to accept for the locale and country asked, by the fallback rule of GET /reference/terms. */
  terms: TermsRow | undefined;
}

export async function findNetwork(db: DbOrTx, networkId: number) {
  const [network] = await db
    .select({ id: networks.id, name: networks.name, autoApprove: networks.autoApprovePartners })
    .from(networks)
    .where(eq(networks.id, networkId))
    .limit(1);
  if (!network) throw AppError.notFound('Network');
  return network;
}

/** What the sign-up page of a network shows for a locale and (optionally) a country. */
export async function getSignupInfo(
  db: DbOrTx,
  networkId: number,
  locale: string,
  country: string | undefined,
): Promise<SignupInfo> {
  const network = await findNetwork(db, networkId);
  return { network, terms: await termsFor(db, networkId, locale, country ?? '') };
}

/**
 * The terms a sign-up accepts must be the current version for its locale and country, the
 * ones the page showed. An older version of those terms is "stale" (they changed while the
 * page was open): the message names the version that replaced it.
 */
export async function requireShownTerms(
  db: DbOrTx,
  networkId: number,
  input: PartnerSignupIn,
): Promise<TermsRow> {
  const terms = await termsFor(db, networkId, input.locale, input.country);
  const path = ['terms_id'];
  if (!terms)
    throw AppError.field(
      path,
      'invalid_value',
      'This network has no terms a new partner could accept; it cannot take sign-ups',
    );
  if (terms.id === input.terms_id) return terms;
  const [sent] = await db
    .select({
      locale: networkTerms.locale,
      country: networkTerms.country,
      version: networkTerms.version,
    })
    .from(networkTerms)
    .where(and(eq(networkTerms.networkId, networkId), eq(networkTerms.id, input.terms_id)))
    .limit(1);
  if (sent && sent.locale === terms.locale && sent.country === terms.country) {
    throw AppError.field(
      path,
      'invalid_value',
      `terms_id ${input.terms_id} is version ${sent.version} of these terms, which has been replaced by version ${terms.version} (terms_id ${terms.id}); read and accept the current version`,
    );
  }
  throw AppError.field(
    path,
    'invalid_value',
    `terms_id must be the id of the current terms for locale ${input.locale} and country ${input.country} (terms_id ${terms.id})`,
  );
}

/** The service's field names, as the sign-up body calls them. */
const FIELD_NAMES: Record<string, string> = {
  user_name: 'account_name',
  email_address: 'email',
  entity_terms_id: 'terms_id',
};

export function renameFields(error: unknown): unknown {
  if (!isAppError(error) || error.kind !== 'validation') return error;
  const fields: FieldError[] = error.fields.map((f) => ({
    ...f,
    path: f.path.map((p, i) => (i === 0 && typeof p === 'string' ? (FIELD_NAMES[p] ?? p) : p)),
  }));
  // One name for two rules (account name and user name): say it once.
  const seen = new Set<string>();
  const unique = fields.filter((f) => {
    const key = f.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const message =
    unique[0]?.message
      .replace(/^user_name\b/, 'account_name')
      .replace(/^email_address\b/, 'email') ?? error.message;
  return AppError.validation(
    unique.map((f) => ({
      ...f,
      message: f.message
        .replace(/^user_name\b/, 'account_name')
        .replace(/^email_address\b/, 'email'),
    })),
    message,
  );
}
