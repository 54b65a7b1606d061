import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What is known about the HTTP request a piece of work runs for, without the request itself:
 * services read the request id from here to stamp audit rows, and never see a Request.
 */
export interface RequestContext {
  requestId: string;
}

const holder = globalThis as typeof globalThis & {
  __anetRequestContext?: AsyncLocalStorage<RequestContext>;
};
const storage = (holder.__anetRequestContext ??= new AsyncLocalStorage<RequestContext>());

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
