import { describe, expect, it } from 'vitest';
import {
  authorizeWithThrottle,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_THROTTLED,
} from '@/lib/api/web/login-throttle';
import { makeNetwork } from '../support/harness';

const from = (address: string) => ({ 'x-anet-peer-address': address });

describe('console sign-in throttle', () => {
  it(`refuses sign-in for a while after ${LOGIN_MAX_FAILURES} failures for one e-mail from one address, even with the right password`, async () => {
    const net = await makeNetwork();
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect(
        await authorizeWithThrottle(net.email, 'wrong password', from('198.51.100.1')),
      ).toBeUndefined();
    }
    await expect(
      authorizeWithThrottle(net.email.toUpperCase(), 'wrong password', from('198.51.100.1')),
    ).rejects.toThrow(new RegExp(`^${LOGIN_THROTTLED}:(\\d+)$`));
    const blocked = authorizeWithThrottle(net.email, net.password, from('198.51.100.1'));
    await expect(blocked).rejects.toThrow(LOGIN_THROTTLED);
    const wait = Number(((await blocked.catch((e: Error) => e)) as Error).message.split(':')[1]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // Another address is not held back by someone else's failures.
    expect(await authorizeWithThrottle(net.email, net.password, from('203.0.113.9'))).toBe(
      net.userId,
    );
  });

  it('forgets failures after a successful sign-in', async () => {
    const net = await makeNetwork();
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++)
      await authorizeWithThrottle(net.email, 'nope', from('192.0.2.50'));
    expect(await authorizeWithThrottle(net.email, net.password, from('192.0.2.50'))).toBe(
      net.userId,
    );
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect(await authorizeWithThrottle(net.email, 'nope', from('192.0.2.50'))).toBeUndefined();
    }
    expect(await authorizeWithThrottle(net.email, net.password, from('192.0.2.50'))).toBe(
      net.userId,
    );
  });

  it(`holds back one account guessed from many addresses after ${LOGIN_MAX_FAILURES_PER_ACCOUNT} failures`, async () => {
    const net = await makeNetwork();
    let refusedAt = 0;
    for (let i = 1; i <= LOGIN_MAX_FAILURES_PER_ACCOUNT && !refusedAt; i++) {
      await authorizeWithThrottle(net.email, 'guess', from(`198.18.${i}.1`)).catch(
        () => (refusedAt = i),
      );
    }
    expect(refusedAt).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    await expect(
      authorizeWithThrottle(net.email, net.password, from('198.18.250.1')),
    ).rejects.toThrow(LOGIN_THROTTLED);
  }, 120_000);

  it(`holds back one address spraying many accounts after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures, and slows each failure`, async () => {
    const net = await makeNetwork();
    const address = from('198.19.7.7');
    let refusedAt = 0;
    const started = performance.now();
    for (let i = 1; i <= LOGIN_MAX_FAILURES_PER_ADDRESS && !refusedAt; i++) {
      await authorizeWithThrottle(`nobody${i}@spray.test`, 'Summer2024!', address).catch(
        () => (refusedAt = i),
      );
    }
    expect(refusedAt).toBe(LOGIN_MAX_FAILURES_PER_ADDRESS);
    expect(performance.now() - started).toBeGreaterThan(LOGIN_MAX_FAILURES_PER_ADDRESS * 100);
    await expect(authorizeWithThrottle(net.email, net.password, address)).rejects.toThrow(
      LOGIN_THROTTLED,
    );
    expect(await authorizeWithThrottle(net.email, net.password, from('198.19.8.8'))).toBe(
      net.userId,
    );
  }, 120_000);

  it('never locks a user out of an address it signed in from: 50 failures from rotating addresses leave its usual address working', async () => {
    const net = await makeNetwork();
    const home = from('192.0.2.77');
    expect(await authorizeWithThrottle(net.email, net.password, home)).toBe(net.userId);
    for (let i = 1; i <= 50; i++) {
      await authorizeWithThrottle(net.email, 'guess', from(`198.18.${i}.${(i % 200) + 2}`)).catch(
        () => undefined,
      );
    }
    // Unknown addresses are held back by the account-wide limit...
    await expect(
      authorizeWithThrottle(net.email, net.password, from('198.18.251.1')),
    ).rejects.toThrow(LOGIN_THROTTLED);
    // ...the user's usual address is not.
    expect(await authorizeWithThrottle(net.email, net.password, home)).toBe(net.userId);
  }, 120_000);

  it('throttles one account and address pair even when that address is known to the account', async () => {
    const net = await makeNetwork();
    const home = from('192.0.2.78');
    expect(await authorizeWithThrottle(net.email, net.password, home)).toBe(net.userId);
    let refusedAt = 0;
    for (let i = 1; i <= LOGIN_MAX_FAILURES && !refusedAt; i++)
      await authorizeWithThrottle(net.email, 'guess', home).catch(() => (refusedAt = i));
    expect(refusedAt).toBe(LOGIN_MAX_FAILURES);
    await expect(authorizeWithThrottle(net.email, net.password, home)).rejects.toThrow(
      LOGIN_THROTTLED,
    );
  }, 60_000);
});
