import { decode } from 'next-auth/jwt';

const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name)
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function userIdFrom(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Who a session token is for, and the user's session version it was issued with. */
export interface SessionClaims {
  userId: number;
  version: number;
}

/** A token without a version (issued before sessions were revocable) is no session. */
function claimsFrom(userId: unknown, version: unknown): SessionClaims | undefined {
  const id = userIdFrom(userId);
  const v = typeof version === 'number' ? version : Number.NaN;
  return id !== undefined && Number.isSafeInteger(v) ? { userId: id, version: v } : undefined;
}

async function decodedToken(request: Request, secret: () => Promise<string>) {
  const cookieHeader = request.headers.get('cookie');
  const token = SESSION_COOKIES.map((name) => readCookie(cookieHeader, name)).find(Boolean);
  if (!token) return undefined;
  try {
    return await decode({ token, secret: await secret() });
  } catch {
    return undefined;
  }
}

/**
 * The session cookie's user and session version, if any and valid. The caller must compare
 * the version with the user's current one (principalForSession in lib/services/users).
 */
export async function sessionClaims(
  request: Request,
  secret: () => Promise<string>,
): Promise<SessionClaims | undefined> {
  const payload = await decodedToken(request, secret);
  return payload ? claimsFrom(payload.sub, payload.sv) : undefined;
}

/** The same from a next-auth session as a server page reads it (auth-options puts `sv` there). */
export function sessionClaimsOf(session: unknown): SessionClaims | undefined {
  const user = (session as { user?: { id?: string; sv?: number } } | null)?.user;
  return claimsFrom(user?.id, user?.sv);
}

/**
 * The signed-in console user's id from the session cookie, if any and valid. The secret is
 * fetched only when a cookie came; failing to get it reads as no session. It does not know
 * whether the session was ended: use sessionClaims() and principalForSession() for that.
 */
export async function sessionUserId(
  request: Request,
  secret: () => Promise<string>,
): Promise<number | undefined> {
  return (await sessionClaims(request, secret))?.userId;
}

/** The signed-in user's id in a next-auth session (as a server page reads it), or undefined. */
export function sessionUserIdOf(session: unknown): number | undefined {
  return userIdFrom((session as { user?: { id?: string } } | null)?.user?.id);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated calls must come from our own pages (CSRF): writes need an Origin
 * (or Sec-Fetch-Site) that is ours; reads are refused only when the browser says cross-site.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const host =
    request.headers.get('x-forwarded-host') ??
    request.headers.get('host') ??
    new URL(request.url).host;
  if (origin) {
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  if (SAFE_METHODS.has(request.method)) return site !== 'cross-site';
  return site === 'same-origin';
}
