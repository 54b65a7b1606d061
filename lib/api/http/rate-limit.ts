import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

interface RateLimitConfig {
  /** Points allowed per window for one API key (or one address when unauthenticated); a request takes one or its cost. */
  points: number;
  windowSeconds: number;
}

interface RateLimitState {
  allowed: boolean;
  headers: Record<string, string>;
}

interface LimiterHolder {
  limiter: RateLimiterAbstract;
  limits: RateLimitConfig;
}
const holder = processSingleton('rate-limiter', () => ({
  limiter: undefined as Promise<LimiterHolder> | undefined,
}));

/**
 * A limiter whose counters live in Redis when REDIS_URL is set (shared by every instance),
 * else in memory. While Redis is unreachable an insurance limiter counts per instance
 * instead of failing requests.
 */
export async function createSharedLimiter(options: {
  points: number;
  duration: number;
  keyPrefix: string;
}): Promise<RateLimiterAbstract> {
  const { redisUrl } = config();
  if (!redisUrl) return new RateLimiterMemory(options);
  const { default: Redis } = await import('ioredis');
  const storeClient = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  storeClient.on('error', (err) =>
    logger.warn({ err: err.message }, 'rate-limit store unavailable; limiting per instance'),
  );
  // Without an offline queue, commands sent before the connection is up fail over to the
  // insurance limiter, which counts per instance; give the connection a moment first.
  await new Promise<void>((resolve) => {
    if (storeClient.status === 'ready') return resolve();
    const timer = setTimeout(resolve, 2000);
    storeClient.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return new RateLimiterRedis({
    ...options,
    storeClient,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

async function createLimiter(limits: RateLimitConfig): Promise<LimiterHolder> {
  const options = {
    points: limits.points,
    duration: limits.windowSeconds,
    keyPrefix: config().rateLimit.prefix,
  };
  return { limiter: await createSharedLimiter(options), limits };
}

function getLimiter(): Promise<LimiterHolder> {
  holder.limiter ??= createLimiter(config().rateLimit);
  return holder.limiter;
}

/** Replaces the limiter (tests use small limits). */
export function configureRateLimit(limits: RateLimitConfig): void {
  holder.limiter = createLimiter(limits);
}

function headersFor(
  limits: RateLimitConfig,
  res: RateLimiterRes,
  allowed: boolean,
): Record<string, string> {
  const reset = Math.max(0, Math.ceil(res.msBeforeNext / 1000));
  return {
    'X-RateLimit-Limit': String(limits.points),
    'X-RateLimit-Remaining': String(Math.max(0, res.remainingPoints)),
    'X-RateLimit-Reset': String(reset),
    'X-RateLimit-Retry-After': String(allowed ? 0 : reset),
  };
}

/**
 * Takes `points` tokens for `key` (one per request; an expensive request takes the rest of its
 * cost once its inputs are known); the headers go on every response, allowed or not.
 */
export async function consume(key: string, points = 1): Promise<RateLimitState> {
  const { limiter, limits } = await getLimiter();
  try {
    const res = await limiter.consume(key, points);
    return { allowed: true, headers: headersFor(limits, res, true) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const headers = headersFor(limits, rejection, false);
      headers['Retry-After'] = headers['X-RateLimit-Retry-After']!;
      return { allowed: false, headers };
    }
    throw rejection;
  }
}
