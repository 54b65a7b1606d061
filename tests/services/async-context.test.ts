import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  FrameLocalStorage,
  installFrameLocalStorage,
  nativeFrames,
} from '../../lib/node-server/async-context.mjs';

// The server's AsyncLocalStorage (lib/node-server/async-context.mjs): what Next.js and our request
// context rely on must hold as it does with Node's own.
describe('FrameLocalStorage', () => {
  it('keeps each storage’s value across awaits, timers and nested runs of another storage', async () => {
    const request = new FrameLocalStorage<string>();
    const render = new FrameLocalStorage<number>();
    const seen = await request.run('req-1', async () => {
      await sleep(1);
      return render.run(7, async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return [request.getStore(), render.getStore()];
      });
    });
    expect(seen).toEqual(['req-1', 7]);
    expect(request.getStore()).toBeUndefined();
  });

  it('keeps concurrent runs apart', async () => {
    const storage = new FrameLocalStorage<number>();
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        storage.run(n, async () => {
          await sleep(4 - n);
          return storage.getStore();
        }),
      ),
    );
    expect(results).toEqual([1, 2, 3]);
  });

  it('exit() hides its own storage and leaves the others; enterWith() sets it for the rest of the call', async () => {
    const a = new FrameLocalStorage<string>();
    const b = new FrameLocalStorage<string>();
    await a.run('a', () =>
      b.run('b', async () => {
        expect(a.exit(() => [a.getStore(), b.getStore()])).toEqual([undefined, 'b']);
        await Promise.resolve();
        a.enterWith('a2');
        await Promise.resolve();
        expect([a.getStore(), b.getStore()]).toEqual(['a2', 'b']);
      }),
    );
  });

  it('disable() answers undefined until the next run', () => {
    const storage = new FrameLocalStorage<string>();
    storage.run('x', () => {
      storage.disable();
      expect(storage.getStore()).toBeUndefined();
      storage.run('y', () => expect(storage.getStore()).toBe('y'));
    });
  });

  it('bind() and snapshot() carry the values of the moment they were taken', async () => {
    const storage = new FrameLocalStorage<string>();
    const [bound, snapshot] = storage.run('then', () => [
      FrameLocalStorage.bind(() => storage.getStore()),
      FrameLocalStorage.snapshot(),
    ]);
    await storage.run('now', async () => {
      expect(bound()).toBe('then');
      expect(snapshot(() => storage.getStore())).toBe('then');
    });
  });

  it('is what node:async_hooks hands out once installed, before Node 24', () => {
    installFrameLocalStorage();
    const { AsyncLocalStorage } = createRequire(import.meta.url)('node:async_hooks');
    expect(AsyncLocalStorage === FrameLocalStorage).toBe(!nativeFrames());
  });
});
