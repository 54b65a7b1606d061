import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { config } from '@/lib/config';
import { processSingleton } from '@/lib/process-singleton';

/**
 * Flood detection: more than CLICK_FLOOD_LIMIT clicks from one address on one campaign within
 * CLICK_FLOOD_WINDOW_SECONDS make the later ones floods (counted, not stored: flood-counts.ts).
 * Counted under a keyed hash of the address, never the address. Each process counts in memory
 * unless its host hands in a shared counter (lib/api/tracking/click-host.ts uses the rate
 * limiter's Redis store when REDIS_URL is set, so every instance counts together).
 */
export type FloodLimiterFactory = (options: {
  points: number;
  duration: number;
  keyPrefix: string;
}) => Promise<RateLimiterAbstract> | RateLimiterAbstract;

interface Counter {
  source: string;
  limiter: Promise<RateLimiterAbstract>;
}
const holder = processSingleton('flood-limiter', () => ({
  counter: undefined as Counter | undefined,
}));

const memory: FloodLimiterFactory = (options) => new RateLimiterMemory(options);

/** Counts the click; true when it goes over the limit. */
export async function isFlood(
  key: string,
  limit: number,
  windowSeconds: number,
  factory: FloodLimiterFactory = memory,
): Promise<boolean> {
  const source = `${limit}/${windowSeconds}/${factory === memory ? 'memory' : 'shared'}`;
  if (holder.counter?.source !== source) {
    holder.counter = {
      source,
      limiter: Promise.resolve(
        factory({
          points: limit,
          duration: windowSeconds,
          keyPrefix: `${config().rateLimit.prefix}-click-flood`,
        }),
      ),
    };
  }
  const limiter = await holder.counter.limiter;
  try {
    await limiter.consume(key);
    return false;
  } catch (error) {
    if (error instanceof RateLimiterRes) return true;
    // The counter's store failed: the click is not judged a flood rather than lost.
    return false;
  }
}

/** Starts every count again (tests). */
export function forgetFloodCounts(): void {
  holder.counter = undefined;
}
