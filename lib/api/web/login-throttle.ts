import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { config } from '@/lib/config';
import { processSingleton } from '@/lib/process-singleton';
import { getDb } from '@/lib/services/database';
import { isKnownSignInAddress, rememberSignInAddress, verifyLogin } from '@/lib/services/users';
import { clientAddressOf } from '../http/client-address';
import { createSharedLimiter } from '../http/rate-limit';

/** Failed sign-ins allowed per e-mail address and client address before a wait. */
export const LOGIN_MAX_FAILURES = 5;
/**
 * Failed sign-ins allowed for one account from addresses it never signed in from (a
 * spread-out guess at one account). Addresses the user signed in from before are exempt.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 20;
/** Failed sign-ins allowed from one address on any account (password spraying). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
/** How long the failures are remembered, and so the longest wait. */
const LOGIN_WINDOW_SECONDS = 15 * 60;
/**
 * authorizeWithThrottle() throws this (plus the seconds to wait) when sign-in is throttled;
 * next-auth hands the message to the login form as `error`.
 */
export const LOGIN_THROTTLED = 'LoginThrottled';

interface LoginLimiters {
  pair: RateLimiterAbstract;
  account: RateLimiterAbstract;
  address: RateLimiterAbstract;
}
const holder = processSingleton('login-limiters', () => ({
  limiters: undefined as Promise<LoginLimiters> | undefined,
}));

// Only failures count, in Redis when REDIS_URL is set so every instance sees them.
function loginLimiters(): Promise<LoginLimiters> {
  const prefix = `${config().rateLimit.prefix}-login`;
  const make = (points: number, name: string) =>
    createSharedLimiter({ points, duration: LOGIN_WINDOW_SECONDS, keyPrefix: `${prefix}-${name}` });
  holder.limiters ??= Promise.all([
    make(LOGIN_MAX_FAILURES, 'pair'),
    make(LOGIN_MAX_FAILURES_PER_ACCOUNT, 'account'),
    make(LOGIN_MAX_FAILURES_PER_ADDRESS, 'address'),
  ]).then(([pair, account, address]) => ({ pair, account, address }));
  return holder.limiters;
}

/** Request headers as next-auth hands them to authorize(). */
type SignInHeaders = Record<string, string | string[] | undefined> | undefined;

function firstHeader(headers: SignInHeaders, name: string): string | undefined {
  const value = headers?.[name];
  return Array.isArray(value) ? value[0] : value;
}

const throttled = (msBeforeNext: number) =>
  new Error(`${LOGIN_THROTTLED}:${Math.max(1, Math.ceil(msBeforeNext / 1000))}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Check = [RateLimiterAbstract, string, number];

/** Refuses when any check is already at its limit. */
async function refuseWhenOver(checks: Check[]): Promise<void> {
  const states = await Promise.all(checks.map(([limiter, key]) => limiter.get(key)));
  for (const [i, state] of states.entries()) {
    if (state && state.consumedPoints >= checks[i]![2]) throw throttled(state.msBeforeNext);
  }
}

/**
 * Checks e-mail and password, throttled three ways: per e-mail and address (5 failures),
 * per account from addresses that never signed in to it (20), and per address on any
 * account (50). Over a limit, sign-in from that address (or, for the account limit, from
 * unknown addresses) is refused, even with the right password, until the window has passed;
 * each failure also slows the answer a little more. A user signing in from an address it
 * used before is never held back by failures from elsewhere.
 */
export async function authorizeWithThrottle(
  email: string,
  password: string,
  headers: SignInHeaders,
): Promise<number | undefined> {
  const limiters = await loginLimiters();
  const db = await getDb();
  const account = email.trim().toLowerCase();
  const address = clientAddressOf((name) => firstHeader(headers, name));
  const known = await isKnownSignInAddress(db, account, address);
  const checks: Check[] = [
    [limiters.pair, `${account}|${address}`, LOGIN_MAX_FAILURES],
    [limiters.address, address, LOGIN_MAX_FAILURES_PER_ADDRESS],
  ];
  if (!known) checks.push([limiters.account, account, LOGIN_MAX_FAILURES_PER_ACCOUNT]);
  await refuseWhenOver(checks);
  const userId = await verifyLogin(db, email, password);
  if (userId) {
    await Promise.all([
      limiters.pair.delete(checks[0]![1]),
      rememberSignInAddress(db, userId, address),
    ]);
    return userId;
  }
  const after = await Promise.all(checks.map(([limiter, key]) => limiter.penalty(key, 1)));
  await sleep(Math.min(2000, 100 * after[0]!.consumedPoints));
  for (const [i, state] of after.entries()) {
    if (state.consumedPoints >= checks[i]![2]) throw throttled(state.msBeforeNext);
  }
  return undefined;
}
