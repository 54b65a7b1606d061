import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { getSessionSecret } from './session';
import { verifyLogin } from '@/lib/services/users';

/** Failed sign-ins allowed per e-mail address and client address before a wait. */
export const LOGIN_MAX_FAILURES = 5;
/** How long the failures are remembered, and so the longest wait. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/**
 * authorize() throws this (plus the seconds to wait) when sign-in is throttled; next-auth
 * hands the message to the login form as `error`.
 */
export const LOGIN_THROTTLED = 'LoginThrottled';

const holder = globalThis as typeof globalThis & { __anetLoginLimiter?: Promise<RateLimiterAbstract> };

// Failures are counted per (e-mail, client address), in Redis when REDIS_URL is set so every
// instance sees them, else in memory. Only failures count; a success clears the count.
async function createLoginLimiter(): Promise<RateLimiterAbstract> {
  const options = { points: LOGIN_MAX_FAILURES, duration: LOGIN_WINDOW_SECONDS, keyPrefix: `${process.env.RATE_LIMIT_PREFIX ?? 'anet-rl'}-login` };
  if (!process.env.REDIS_URL) return new RateLimiterMemory(options);
  const { default: Redis } = await import('ioredis');
  const storeClient = new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  storeClient.on('error', (err) => logger.warn({ err: err.message }, 'login throttle store unavailable; counting per instance'));
  return new RateLimiterRedis({ ...options, storeClient, insuranceLimiter: new RateLimiterMemory(options) });
}

function loginLimiter(): Promise<RateLimiterAbstract> {
  holder.__anetLoginLimiter ??= createLoginLimiter();
  return holder.__anetLoginLimiter;
}

type Headers = Record<string, string | string[] | undefined> | undefined;

function clientAddress(headers: Headers): string {
  const first = (name: string) => {
    const v = headers?.[name];
    return Array.isArray(v) ? v[0] : v;
  };
  return first('x-forwarded-for')?.split(',')[0]?.trim() || first('x-real-ip') || 'unknown';
}

const throttled = (msBeforeNext: number) => new Error(`${LOGIN_THROTTLED}:${Math.max(1, Math.ceil(msBeforeNext / 1000))}`);

/**
 * Checks e-mail and password, throttled: after LOGIN_MAX_FAILURES failures for the same
 * e-mail from the same address, sign-in is refused (even with the right password) until
 * the window has passed.
 */
export async function authorizeWithThrottle(email: string, password: string, headers: Headers): Promise<number | undefined> {
  const limiter = await loginLimiter();
  const key = `${email.trim().toLowerCase()}|${clientAddress(headers)}`;
  const before = await limiter.get(key);
  if (before && before.consumedPoints >= LOGIN_MAX_FAILURES) throw throttled(before.msBeforeNext);
  const userId = await verifyLogin(await getDb(), email, password);
  if (userId) {
    await limiter.delete(key);
    return userId;
  }
  const after = await limiter.penalty(key, 1);
  if (after.consumedPoints >= LOGIN_MAX_FAILURES) throw throttled(after.msBeforeNext);
  return undefined;
}

/** next-auth options, built per request because the secret lives in the database. */
export async function buildAuthOptions(): Promise<AuthOptions> {
  const db = await getDb();
  return {
    secret: await getSessionSecret(db),
    session: { strategy: 'jwt', maxAge: 12 * 60 * 60 },
    pages: { signIn: '/login' },
    callbacks: {
      // token.sub is the user id (set by next-auth from authorize()); pages read it from the session.
      session: ({ session, token }) => ({ ...session, user: { ...session.user, id: token.sub } }),
    },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          if (!credentials?.email || !credentials.password) return null;
          const userId = await authorizeWithThrottle(credentials.email, credentials.password, req?.headers);
          return userId ? { id: String(userId), email: credentials.email } : null;
        },
      }),
    ],
  };
}

/** The signed-in user's id on a server page, or undefined. */
export function sessionUserIdOf(session: unknown): number | undefined {
  const id = Number((session as { user?: { id?: string } } | null)?.user?.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
