import type { Principal } from '@/lib/auth/principal';
import { config } from '@/lib/config';
import { processSingleton } from '@/lib/process-singleton';

/**
 * A short in-process cache of who an API key pair is (README, AUTH_CACHE_SECONDS):
 * it spares every API request its authentication query. Keyed by the hashes of both keys, so
 * a wrong application key or an unknown user key never hits. An entry lives AUTH_CACHE_SECONDS
 * (default 5; 0 turns the cache off, the default under tests); rotating a user's API key or a
 * network's application key, or changing a user, clears this process's cache at once, and other
 * server processes stop honouring the old key within the TTL.
 */
interface Entry {
  principal: Principal;
  expires: number;
}

const MAX_ENTRIES = 10_000;
const cache = processSingleton('principal-cache', () => new Map<string, Entry>());

export function cachedPrincipal(key: string): Principal | undefined {
  const entry = cache.get(key);
  if (!entry) return undefined;
  if (entry.expires > Date.now()) return entry.principal;
  cache.delete(key);
  return undefined;
}

export function rememberPrincipal(key: string, principal: Principal): void {
  const ttl = config().authCacheSeconds * 1000;
  if (!ttl) return;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { principal, expires: Date.now() + ttl });
}

/** Called by every change of a key or a user: nothing cached survives it in this process. */
export function forgetCachedPrincipals(): void {
  cache.clear();
}
