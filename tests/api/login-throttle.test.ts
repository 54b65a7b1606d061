import { describe, expect, it } from 'vitest';
import { authorizeWithThrottle, LOGIN_MAX_FAILURES, LOGIN_THROTTLED } from '@/lib/auth/options';
import { makeNetwork } from '../support/harness';

const from = (address: string) => ({ 'x-forwarded-for': `${address}, 10.0.0.1` });

describe('console sign-in throttle', () => {
  it(`refuses sign-in for a while after ${LOGIN_MAX_FAILURES} failures for one e-mail from one address, even with the right password`, async () => {
    const net = await makeNetwork();
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect(await authorizeWithThrottle(net.email, 'wrong password', from('198.51.100.1'))).toBeUndefined();
    }
    await expect(authorizeWithThrottle(net.email.toUpperCase(), 'wrong password', from('198.51.100.1'))).rejects.toThrow(
      new RegExp(`^${LOGIN_THROTTLED}:(\\d+)$`),
    );
    const blocked = authorizeWithThrottle(net.email, net.password, from('198.51.100.1'));
    await expect(blocked).rejects.toThrow(LOGIN_THROTTLED);
    const wait = Number(((await blocked.catch((e: Error) => e)) as Error).message.split(':')[1]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // Another address is not held back by someone else's failures.
    expect(await authorizeWithThrottle(net.email, net.password, from('203.0.113.9'))).toBe(net.userId);
  });

  it('forgets failures after a successful sign-in', async () => {
    const net = await makeNetwork();
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) await authorizeWithThrottle(net.email, 'nope', from('192.0.2.50'));
    expect(await authorizeWithThrottle(net.email, net.password, from('192.0.2.50'))).toBe(net.userId);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect(await authorizeWithThrottle(net.email, 'nope', from('192.0.2.50'))).toBeUndefined();
    }
    expect(await authorizeWithThrottle(net.email, net.password, from('192.0.2.50'))).toBe(net.userId);
  });
});
