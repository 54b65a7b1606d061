import { getServerSession } from 'next-auth';
import { buildAuthOptions, sessionUserIdOf } from '@/lib/auth/options';
import { getDb } from '@/lib/db/client';
import { isAppError } from '@/lib/errors';
import { getOwnNetwork } from '@/lib/services/networks';
import { getPartner } from '@/lib/services/partners';
import { checkPartnerTerms } from '@/lib/services/terms';
import { principalForUser } from '@/lib/services/users';
import type { PartnerSession, TermsGateInfo } from '@/components/partner-area/session-context';

export type PartnerSessionResult =
  | { kind: 'anonymous' }
  /** Signed in, but not as a partner user (staff and brand users belong in the console). */
  | { kind: 'not-partner' }
  | { kind: 'partner'; session: PartnerSession; gate: TermsGateInfo | null };

/**
 * The signed-in partner user with its partner and network, and the network terms it must
 * accept first when they changed since it last accepted (the layout's gate).
 */
export async function partnerSession(): Promise<PartnerSessionResult> {
  const userId = sessionUserIdOf(await getServerSession(await buildAuthOptions()));
  if (!userId) return { kind: 'anonymous' };
  const db = await getDb();
  const principal = await principalForUser(db, userId, 'session');
  if (!principal) return { kind: 'anonymous' };
  if (principal.role !== 'partner' || principal.partnerId === null) return { kind: 'not-partner' };
  try {
    const [partner, network, terms] = await Promise.all([
      getPartner(db, principal, principal.partnerId),
      getOwnNetwork(db, principal),
      checkPartnerTerms(db, principal, principal.partnerId),
    ]);
    const gate: TermsGateInfo | null =
      terms.terms && !terms.accepted
        ? {
            termsId: String(terms.terms.id),
            version: terms.terms.version,
            locale: terms.terms.locale,
            country: terms.terms.country,
            content: terms.terms.content,
            previous: terms.lastAccepted
              ? { version: terms.lastAccepted.version, locale: terms.lastAccepted.locale, country: terms.lastAccepted.country, at: terms.lastAccepted.at.toISOString() }
              : null,
          }
        : null;
    return {
      kind: 'partner',
      gate,
      session: {
        userId,
        userName: principal.userName,
        partnerId: String(partner.id),
        accountName: partner.accountName,
        networkStatus: partner.networkStatus,
        networkId: network.id,
        networkName: network.name,
      },
    };
  } catch (error) {
    // The partner is gone (or moved): treat the session as ended.
    if (isAppError(error) && (error.kind === 'not_found' || error.kind === 'forbidden_view')) return { kind: 'anonymous' };
    throw error;
  }
}
