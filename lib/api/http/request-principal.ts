import { parseBasicAuth } from '@/lib/auth/keys';
import type { Principal } from '@/lib/auth/principal';
import { sessionClaims } from '@/lib/auth/session';
import { isOwnOrigin } from './client-address';
import type { Db } from '@/lib/services/database';
import { getSessionSecret } from '@/lib/services/session-secret';
import { authenticateByKeys, principalForSession } from '@/lib/services/users';

/**
 * Who is calling: the Basic credentials when an Authorization header came (and then only
 * them), else the console's session cookie on a call from our own pages.
 */
export async function resolvePrincipal(request: Request, db: Db): Promise<Principal | undefined> {
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const credentials = parseBasicAuth(authorization);
    if (!credentials) return undefined;
    return authenticateByKeys(db, credentials.applicationKey, credentials.userApiKey);
  }
  // A session ended by sign-out or a password change (an older session_version) is no session.
  const claims = await sessionClaims(request, () => getSessionSecret(db));
  if (claims === undefined || !isOwnOrigin(request)) return undefined;
  return principalForSession(db, claims.userId, claims.version);
}
