import { headers } from 'next/headers';
import { getServerSession } from 'next-auth';
import type { Principal } from '@/lib/auth/principal';
import { sessionClaimsOf } from '@/lib/auth/session';
import { isAppError } from '@/lib/errors';
import type { ConsoleSession, PartnerSession, TermsGateInfo } from '@/lib/schemas/page-session';
import { getDb, noteDatabaseError, type Db } from '@/lib/services/database';
import { getOwnNetwork } from '@/lib/services/networks';
import { getPartner } from '@/lib/services/partners';
import { checkPartnerTerms, type PartnerTermsCheck } from '@/lib/services/terms';
import { principalForSession } from '@/lib/services/users';
import { buildAuthOptions } from './auth-options';
import { clientAddressOf } from '../http/client-address';

/**
 * What a server-rendered layout knows about who is signed in: the next-auth session read
 * through the services, shaped for the browser's session context.
 */

/** The signed-in user as a principal, or undefined (no session, it was ended, or the user is gone). */
async function signedInPrincipal(): Promise<{ db: Db; principal: Principal } | undefined> {
  try {
    const claims = sessionClaimsOf(await getServerSession(await buildAuthOptions()));
    if (!claims) return undefined;
    const db = await getDb();
    const principal = await principalForSession(db, claims.userId, claims.version);
    return principal ? { db, principal } : undefined;
  } catch (error) {
    // A page cannot answer 503 itself; noted, the next pages get it from the server's page guard.
    noteDatabaseError(error);
    throw error;
  }
}

/** The signed-in console user with its network, or undefined. */
export async function consoleSession(): Promise<ConsoleSession | undefined> {
  const signedIn = await signedInPrincipal();
  if (!signedIn) return undefined;
  const { db, principal } = signedIn;
  const network = await getOwnNetwork(db, principal);
  const requestHeaders = await headers();
  return {
    userId: principal.userId,
    userName: principal.userName,
    role: principal.role,
    networkId: principal.networkId,
    networkName: network.name,
    clientAddress: clientAddressOf((name) => requestHeaders.get(name), '127.0.0.1'),
  };
}

type PartnerSessionResult =
  | { kind: 'anonymous' }
  /** Signed in, but not as a partner user (staff and brand users belong in the console). */
  | { kind: 'not-partner' }
  | { kind: 'partner'; session: PartnerSession; gate: TermsGateInfo | null };

/** The network terms the partner must accept first, when they changed since it last accepted. */
function termsGateOf(check: PartnerTermsCheck): TermsGateInfo | null {
  const { terms, lastAccepted } = check;
  if (!terms || check.accepted) return null;
  return {
    termsId: String(terms.id),
    version: terms.version,
    locale: terms.locale,
    country: terms.country,
    content: terms.content,
    previous: lastAccepted && {
      version: lastAccepted.version,
      locale: lastAccepted.locale,
      country: lastAccepted.country,
      at: lastAccepted.at.toISOString(),
    },
  };
}

/**
 * The signed-in partner user with its partner and network, and the network terms it must
 * accept first (the layout's gate).
 */
export async function partnerSession(): Promise<PartnerSessionResult> {
  const signedIn = await signedInPrincipal();
  if (!signedIn) return { kind: 'anonymous' };
  const { db, principal } = signedIn;
  if (principal.role !== 'partner' || principal.partnerId === null) return { kind: 'not-partner' };
  try {
    const [partner, network, terms] = await Promise.all([
      getPartner(db, principal, principal.partnerId),
      getOwnNetwork(db, principal),
      checkPartnerTerms(db, principal, principal.partnerId),
    ]);
    const session: PartnerSession = {
      userId: principal.userId,
      userName: principal.userName,
      partnerId: String(partner.id),
      accountName: partner.accountName,
      networkStatus: partner.networkStatus,
      networkId: network.id,
      networkName: network.name,
    };
    return { kind: 'partner', gate: termsGateOf(terms), session };
  } catch (error) {
    // The partner is gone (or moved): treat the session as ended.
    if (isAppError(error) && (error.kind === 'not_found' || error.kind === 'forbidden_view'))
      return { kind: 'anonymous' };
    throw error;
  }
}
