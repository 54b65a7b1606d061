import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { rotateApplicationKey } from '@/lib/services/networks';
import { authenticateByKeys, rotateApiKey } from '@/lib/services/users';
import { makeNetwork } from '../support/harness';

// The short authentication cache (lib/services/users/principal-cache.ts), switched on here as
// in production: it answers repeated requests without the query, and a rotated key stops
// working at once.
describe('authentication cache', () => {
  beforeAll(() => {
    overrideConfigForTests({ AUTH_CACHE_SECONDS: '5' });
  });
  afterAll(() => {
    resetConfigForTests('AUTH_CACHE_SECONDS');
  });

  it('serves a known key pair from the cache, never a wrong application key', async () => {
    const db = await getDb();
    const net = await makeNetwork();
    const first = await authenticateByKeys(db, net.applicationKey, net.userApiKey);
    expect(first?.userId).toBe(net.userId);
    // Within the TTL the pair is not looked up again: a hash changed behind the service's back
    // (no rotation) is not seen yet.
    await db
      .update(users)
      .set({ apiKeyHash: 'f'.repeat(64) })
      .where(eq(users.id, net.userId));
    expect((await authenticateByKeys(db, net.applicationKey, net.userApiKey))?.userId).toBe(
      net.userId,
    );
    expect(await authenticateByKeys(db, 'not-the-application-key', net.userApiKey)).toBeUndefined();
  });

  it('refuses a rotated user API key at once, and accepts the new one', async () => {
    const db = await getDb();
    const net = await makeNetwork();
    expect(await authenticateByKeys(db, net.applicationKey, net.userApiKey)).toBeDefined();
    const fresh = await rotateApiKey(db, net.userId, net.networkId);
    expect(await authenticateByKeys(db, net.applicationKey, net.userApiKey)).toBeUndefined();
    expect((await authenticateByKeys(db, net.applicationKey, fresh))?.userId).toBe(net.userId);
  });

  it('refuses a rotated application key at once', async () => {
    const db = await getDb();
    const net = await makeNetwork();
    expect(await authenticateByKeys(db, net.applicationKey, net.userApiKey)).toBeDefined();
    const fresh = await rotateApplicationKey(db, net.networkId);
    expect(await authenticateByKeys(db, net.applicationKey, net.userApiKey)).toBeUndefined();
    expect(await authenticateByKeys(db, fresh, net.userApiKey)).toBeDefined();
  });
});
