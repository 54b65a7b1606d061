import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * PGlite runs each query in this thread and resolves it without a turn of the event loop, so a
 * long chain of awaited queries (a bulk job, a test looping over calls) starves timers and I/O:
 * HTTP requests, clicks and, under vitest, the worker's RPC ("[vitest-worker]: Timeout calling
 * onTaskUpdate" after 60 s). After a query, once TURN_MS have passed since the loop last had a
 * turn here, the caller waits for one (a setImmediate) before it goes on.
 */

const TURN_MS = 25;

type Method = (...args: unknown[]) => Promise<unknown>;

export function giveEventLoopTurns(client: object): void {
  let last = performance.now();
  const target = client as Record<string, Method>;
  // Every query, transaction statement and exec of PGlite goes through one of these two.
  for (const name of ['execProtocol', 'execProtocolStream']) {
    const original = target[name]!.bind(client);
    target[name] = async (...args: unknown[]) => {
      const result = await original(...args);
      if (performance.now() - last > TURN_MS) {
        await nextTurn();
        last = performance.now();
      }
      return result;
    };
  }
}
