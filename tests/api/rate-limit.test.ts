import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import * as networkRoute from '@/app/(api)/network/route';
import * as v2Unknown from '@/app/(api)/v2/[...path]/route';
import * as v3Unknown from '@/app/(api)/v3/[...path]/route';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { call, makeNetwork } from '../support/harness';

const HEADERS = [
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-ratelimit-retry-after',
];

describe('rate limiting per API key', () => {
  beforeAll(() => configureRateLimit({ points: 3, windowSeconds: 60 }));
  afterAll(() => configureRateLimit({ points: 600, windowSeconds: 60 }));

  it('counts down on every response and answers 429 in the v1 body once spent', async () => {
    const net = await makeNetwork();
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(networkRoute, '/network', { auth: net.auth });
      expect(res.status).toBe(200);
      for (const h of HEADERS) expect(res.headers.get(h), h).toMatch(/^\d+$/);
      expect(res.headers.get('x-ratelimit-limit')).toBe('3');
      expect(res.headers.get('x-ratelimit-retry-after')).toBe('0');
      remaining.push(res.headers.get('x-ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const over = await call(networkRoute, '/network', { auth: net.auth });
    expect(over.status).toBe(429);
    expect(over.text).toBe('{"error":{"message":"Too Many Requests","type":"429"}}');
    expect(Number(over.headers.get('x-ratelimit-retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('retry-after')).toBe(over.headers.get('x-ratelimit-retry-after'));
  });

  it('keeps separate budgets for separate keys', async () => {
    const a = await makeNetwork();
    const b = await makeNetwork();
    for (let i = 0; i < 3; i++) await call(networkRoute, '/network', { auth: a.auth });
    expect((await call(networkRoute, '/network', { auth: a.auth })).status).toBe(429);
    expect((await call(networkRoute, '/network', { auth: b.auth })).status).toBe(200);
  });

  it('answers 429 in the v2 and v3 bodies', async () => {
    const net = await makeNetwork();
    for (let i = 0; i < 3; i++) await call(v2Unknown, '/v2/x', { auth: net.auth });
    const v2 = await call(v2Unknown, '/v2/x', { auth: net.auth });
    expect(v2.status).toBe(429);
    expect(v2.json).toEqual({ error: { errors: [], code: '429', message: 'Too Many Requests' } });
    const v3 = await call(v3Unknown, '/v3/x', { auth: net.auth });
    expect(v3.status).toBe(429);
    expect(v3.json).toEqual({
      error: {
        errors: [
          {
            property: '',
            type: 'too_many_requests',
            code: '3b22ff00-96a5-4fa4-96cc-f36e68dbd2e2',
            message: 'Too Many Requests',
          },
        ],
        code: '429',
        message: 'Too Many Requests',
      },
    });
  });

  it('puts the headers on 401 responses too', async () => {
    const res = await call(networkRoute, '/network', {
      auth: null,
      headers: { 'x-anet-peer-address': '192.0.2.77' },
    });
    expect(res.status).toBe(401);
    for (const h of HEADERS) expect(res.headers.get(h), h).toMatch(/^\d+$/);
  });
});

describe('rate limiting when Redis is unreachable', () => {
  beforeAll(() => {
    overrideConfigForTests({ REDIS_URL: 'redis://127.0.0.1:6390' }); // nothing listens here
    configureRateLimit({ points: 2, windowSeconds: 60 });
  });
  afterAll(() => {
    resetConfigForTests('REDIS_URL');
    configureRateLimit({ points: 600, windowSeconds: 60 });
  });

  it('keeps serving and limiting per instance instead of failing requests', async () => {
    const net = await makeNetwork();
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await call(networkRoute, '/network', { auth: net.auth })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
