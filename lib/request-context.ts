import { AsyncLocalStorage } from 'node:async_hooks';
import { processSingleton } from '@/lib/process-singleton';

/** The Idempotency-Key a request holds while it runs (lib/services/idempotency.ts). */
export interface HeldIdempotencyKey {
  userId: number;
  key: string;
  /** This request's claim on the key; a retry that takes the key over writes its own. */
  holder: string;
}

/**
 * What is known about the HTTP request a piece of work runs for, without the request itself:
 * services read the request id from here to stamp audit rows, and never see a Request.
 */
export interface RequestContext {
  requestId: string;
  /** Set while the request holds an Idempotency-Key; cleared once its outcome is settled. */
  idempotencyKey?: HeldIdempotencyKey;
}

const storage = processSingleton('request-context', () => new AsyncLocalStorage<RequestContext>());

export function runInRequestContext<T>(
  context: RequestContext,
  work: () => Promise<T>,
): Promise<T> {
  return storage.run(context, work);
}

/** The current request's id, or undefined outside a request (queue workers, scripts). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The Idempotency-Key the current request holds, if any. */
export function currentIdempotencyKey(): HeldIdempotencyKey | undefined {
  return storage.getStore()?.idempotencyKey;
}
