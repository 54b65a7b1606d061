import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createSharedLimiter } from '@/lib/api/rate-limit';
import { getDb } from '@/lib/db/client';
import { getSessionSecret } from './session';
import { verifyLogin } from '@/lib/services/users';

/** Failed sign-ins allowed per e-mail address and client address before a wait. */
export const LOGIN_MAX_FAILURES = 5;
/** Failed sign-ins allowed for one account from any address (a spread-out guess at one account). */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 20;
/** Failed sign-ins allowed from one address on any account (password spraying). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
/** How long the failures are remembered, and so the longest wait. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/**
 * authorize() throws this (plus the seconds to wait) when sign-in is throttled; next-auth
 * hands the message to the login form as `error`.
 */
export const LOGIN_THROTTLED = 'LoginThrottled';

interface LoginLimiters {
  pair: RateLimiterAbstract;
  account: RateLimiterAbstract;
  address: RateLimiterAbstract;
}
const holder = globalThis as typeof globalThis & { __anetLoginLimiters?: Promise<LoginLimiters> };

// Only failures count, in Redis when REDIS_URL is set so every instance sees them.
function loginLimiters(): Promise<LoginLimiters> {
  const prefix = `${process.env.RATE_LIMIT_PREFIX ?? 'anet-rl'}-login`;
  const make = (points: number, name: string) => createSharedLimiter({ points, duration: LOGIN_WINDOW_SECONDS, keyPrefix: `${prefix}-${name}` });
  holder.__anetLoginLimiters ??= Promise.all([make(LOGIN_MAX_FAILURES, 'pair'), make(LOGIN_MAX_FAILURES_PER_ACCOUNT, 'account'), make(LOGIN_MAX_FAILURES_PER_ADDRESS, 'address')]).then(
    ([pair, account, address]) => ({ pair, account, address }),
  );
  return holder.__anetLoginLimiters;
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks e-mail and password, throttled three ways: per e-mail and address (5 failures),
 * per account from anywhere (20) and per address on any account (50). Each failure also
 * slows the answer a little more. Over a limit, sign-in is refused, even with the right
 * password, until the window has passed.
 */
export async function authorizeWithThrottle(email: string, password: string, headers: Headers): Promise<number | undefined> {
  const limiters = await loginLimiters();
  const account = email.trim().toLowerCase();
  const address = clientAddress(headers);
  const checks: [RateLimiterAbstract, string, number][] = [
    [limiters.pair, `${account}|${address}`, LOGIN_MAX_FAILURES],
    [limiters.account, account, LOGIN_MAX_FAILURES_PER_ACCOUNT],
    [limiters.address, address, LOGIN_MAX_FAILURES_PER_ADDRESS],
  ];
  const before = await Promise.all(checks.map(([limiter, key]) => limiter.get(key)));
  for (const [i, state] of before.entries()) {
    if (state && state.consumedPoints >= checks[i]![2]) throw throttled(state.msBeforeNext);
  }
  const userId = await verifyLogin(await getDb(), email, password);
  if (userId) {
    await Promise.all([limiters.pair.delete(checks[0]![1]), limiters.account.delete(account)]);
    return userId;
  }
  const after = await Promise.all(checks.map(([limiter, key]) => limiter.penalty(key, 1)));
  await sleep(Math.min(2000, 100 * after[0]!.consumedPoints));
  for (const [i, state] of after.entries()) {
    if (state.consumedPoints >= checks[i]![2]) throw throttled(state.msBeforeNext);
  }
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
