import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decode } from 'next-auth/jwt';
import type { DbOrTx } from '@/lib/db/client';
import { appSettings } from '@/lib/db/schema';

export const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];
const SECRET_KEY = 'nextauth_secret';

const holder = globalThis as typeof globalThis & { __anetSessionSecret?: Promise<string> };

/**
 * The console's session secret: NEXTAUTH_SECRET when set, else one generated at first
 * start and kept in the database so every instance shares it. Never in the repo.
 */
export function getSessionSecret(db: DbOrTx): Promise<string> {
  if (process.env.NEXTAUTH_SECRET) return Promise.resolve(process.env.NEXTAUTH_SECRET);
  holder.__anetSessionSecret ??= (async () => {
    await db.insert(appSettings).values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
    return row!.value;
  })();
  holder.__anetSessionSecret.catch(() => {
    holder.__anetSessionSecret = undefined;
  });
  return holder.__anetSessionSecret;
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The signed-in console user's id from the session cookie, if any and valid. */
export async function sessionUserId(request: Request, db: DbOrTx): Promise<number | undefined> {
  const cookieHeader = request.headers.get('cookie');
  const token = SESSION_COOKIES.map((name) => readCookie(cookieHeader, name)).find(Boolean);
  if (!token) return undefined;
  try {
    const payload = await decode({ token, secret: await getSessionSecret(db) });
    const id = Number(payload?.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated calls must come from our own pages (CSRF): writes need an Origin
 * (or Sec-Fetch-Site) that is ours; reads are refused only when the browser says cross-site.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
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
