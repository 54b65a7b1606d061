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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated calls must come from our own pages (CSRF): writes need an Origin
 * (or Sec-Fetch-Site) that is ours; reads are refused only when the browser says cross-site.
 * X-Forwarded-Host names our host only when `forwardedHost` says a trusted proxy sent it
 * (lib/api/http/client-address.ts decides); anyone else could write it to match their Origin.
 */
export function isSameOrigin(request: Request, { forwardedHost = false } = {}): boolean {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const host =
    (forwardedHost ? request.headers.get('x-forwarded-host') : null) ??
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
