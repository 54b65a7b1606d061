import { describe, expect, it } from 'vitest';
import { ConfigError, config, configFrom } from '@/lib/config';

// lib/config: the environment, validated once. Defaults match what the modules applied before
// it; a bad value names its variable.
describe('configuration', () => {
  it('applies the documented defaults to an empty environment, blank counting as unset', () => {
    const c = configFrom({ RATE_LIMIT_POINTS: '', QUEUE_WORKERS: ' ' });
    expect(c.rateLimit).toEqual({ points: 600, windowSeconds: 60, prefix: 'anet-rl' });
    expect(c.queue).toMatchObject({ workers: true, concurrency: undefined, pollSeconds: 1 });
    expect(c.database).toEqual({ url: undefined, dataDir: './.data', poolSize: 20 });
    expect(c.tracking).toMatchObject({
      clickrefParam: 'clickref',
      ipMode: 'truncate',
      cacheMs: 5000,
    });
    expect(c.webhooks).toMatchObject({ maxAttempts: 8, workers: true });
    expect(c.logLevel).toBe('info');
    expect(c.authCacheSeconds).toBe(5);
  });

  it('turns test defaults on under vitest', () => {
    const c = configFrom({ VITEST: 'true' });
    expect([c.logLevel, c.authCacheSeconds, c.webhooks.workers]).toEqual(['silent', 0, false]);
  });

  it('parses switches, numbers, address lists and URLs', () => {
    const c = configFrom({
      API_FAST_PATH: 'off',
      TRUSTED_PROXIES: '192.0.2.10, 10.0.0.0/8,,::1',
      TRUSTED_PROXY_HOPS: '2',
      PUBLIC_BASE_URL: 'https://api.example.test//',
      AUTH_CACHE_SECONDS: '0.5',
    });
    expect(c.fastPaths).toEqual({ api: false, click: true });
    expect(c.trustedProxies).toEqual({ addresses: ['192.0.2.10', '10.0.0.0/8', '::1'], hops: 2 });
    expect(c.publicBaseUrl).toBe('https://api.example.test');
    expect(c.authCacheSeconds).toBe(0.5);
  });

  it('refuses bad values, naming each variable and what it expects', () => {
    const bad = {
      RATE_LIMIT_POINTS: 'many',
      QUEUE_WORKERS: 'false',
      CLICK_FLOOD_LIMIT: '0',
      TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal',
      PUBLIC_BASE_URL: 'api.example.test',
    };
    let error: unknown;
    try {
      configFrom(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'RATE_LIMIT_POINTS: expects a whole number of at least 1',
      'PUBLIC_BASE_URL: expects an absolute URL (scheme://host...)',
      'TRUSTED_PROXIES: expects a comma list of IP addresses or CIDR ranges',
      'CLICK_FLOOD_LIMIT: expects a whole number from 1 to 1000000',
      'QUEUE_WORKERS: expects "on" or "off"',
    ]);
  });

  it('is read once and frozen', () => {
    expect(config()).toBe(config());
    expect(Object.isFrozen(config().tracking)).toBe(true);
  });
});
