/** Types of lib/node-server/async-context.mjs (the server's AsyncLocalStorage before Node 24). */
export declare class FrameLocalStorage<T> {
  static bind<F extends (...args: never[]) => unknown>(fn: F): F;
  static snapshot(): <R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) => R;
  getStore(): T | undefined;
  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R;
  enterWith(store: T): void;
  exit<R, A extends unknown[]>(callback: (...args: A) => R, ...args: A): R;
  disable(): void;
}
export declare function nativeFrames(): boolean;
export declare function installFrameLocalStorage(): boolean;
