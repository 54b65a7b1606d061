import { logger } from '@/lib/logger';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

interface RateLimitConfig {
  /** Requests allowed per window for one API key (or one address when unauthenticated). */
  points: number;
  windowSeconds: number;
}

interface RateLimitState {
  allowed: boolean;
  headers: Record<string, string>;
}

function configFromEnv(): RateLimitConfig {
  return {
    points: Number(process.env.RATE_LIMIT_POINTS ?? 600),
    windowSeconds: Number(process.env.RATE_LIMIT_WINDOW_SECONDS ?? 60),
  };
}

interface LimiterHolder {
  limiter: RateLimiterAbstract;
  config: RateLimitConfig;
}
const holder = globalThis as typeof globalThis & { __anetLimiter?: Promise<LimiterHolder> };

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
  if (!process.env.REDIS_URL) return new RateLimiterMemory(options);
  const { default: Redis } = await import('ioredis');
  const storeClient = new Redis(process.env.REDIS_URL, {
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

async function createLimiter(config: RateLimitConfig): Promise<LimiterHolder> {
  const options = {
    points: config.points,
    duration: config.windowSeconds,
    keyPrefix: process.env.RATE_LIMIT_PREFIX ?? 'anet-rl',
  };
  return { limiter: await createSharedLimiter(options), config };
}

function getLimiter(): Promise<LimiterHolder> {
  holder.__anetLimiter ??= createLimiter(configFromEnv());
  return holder.__anetLimiter;
}

/** Replaces the limiter (tests use small limits). */
export function configureRateLimit(config: RateLimitConfig): void {
  holder.__anetLimiter = createLimiter(config);
}

function headersFor(
  config: RateLimitConfig,
  res: RateLimiterRes,
  allowed: boolean,
): Record<string, string> {
  const reset = Math.max(0, Math.ceil(res.msBeforeNext / 1000));
  return {
    'X-RateLimit-Limit': String(config.points),
    'X-RateLimit-Remaining': String(Math.max(0, res.remainingPoints)),
    'X-RateLimit-Reset': String(reset),
    'X-RateLimit-Retry-After': String(allowed ? 0 : reset),
  };
}

/** Takes one token for `key`; the headers go on every response, allowed or not. */
export async function consume(key: string): Promise<RateLimitState> {
  const { limiter, config } = await getLimiter();
  try {
    const res = await limiter.consume(key, 1);
    return { allowed: true, headers: headersFor(config, res, true) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const headers = headersFor(config, rejection, false);
      headers['Retry-After'] = headers['X-RateLimit-Retry-After']!;
      return { allowed: false, headers };
    }
    throw rejection;
  }
}
