// One async context for every AsyncLocalStorage in the server process (Node < 24).
//
// Node 20 implements each AsyncLocalStorage with its own async hook: once an instance has run
// anything, every promise and callback created afterwards copies that instance's store onto
// itself. Next.js makes four such instances live on the first page it renders, our request
// context is a fifth, so every `await` in an API request paid for five stores
// (bench/results.md, "Async context", measures it).
//
// FrameLocalStorage keeps the same API on one native AsyncLocalStorage whose store is a frame: an
// immutable Map from instance to value. Running in an instance copies the frame with one entry
// changed, so the per-promise cost is that of a single instance however many exist. Node 24 does
// the same natively (AsyncContextFrame), and there this file installs nothing.
import asyncHooks from 'node:async_hooks';
import { syncBuiltinESMExports } from 'node:module';

const NativeStorage = asyncHooks.AsyncLocalStorage;
const frames = new NativeStorage();
const EMPTY = new Map();

const withEntry = (storage, value) => new Map(frames.getStore() ?? EMPTY).set(storage, value);

export class FrameLocalStorage {
  #enabled = true;

  static bind(fn) {
    return NativeStorage.bind(fn);
  }

  static snapshot() {
    return NativeStorage.snapshot();
  }

  getStore() {
    return this.#enabled ? frames.getStore()?.get(this) : undefined;
  }

  run(store, callback, ...args) {
    this.#enabled = true;
    return frames.run(withEntry(this, store), callback, ...args);
  }

  enterWith(store) {
    this.#enabled = true;
    frames.enterWith(withEntry(this, store));
  }

  exit(callback, ...args) {
    const frame = new Map(frames.getStore() ?? EMPTY);
    frame.delete(this);
    return frames.run(frame, callback, ...args);
  }

  /** As Node's: getStore() answers undefined until the next run() or enterWith(). */
  disable() {
    this.#enabled = false;
  }
}

/** Whether this Node.js keeps one context frame natively (24 and later, or the flag on 22). */
export function nativeFrames() {
  const major = Number(process.versions.node.split('.')[0]);
  return major >= 24 || process.execArgv.includes('--experimental-async-context-frame');
}

/** Makes FrameLocalStorage the AsyncLocalStorage every later import and require() gets. */
export function installFrameLocalStorage() {
  if (nativeFrames() || asyncHooks.AsyncLocalStorage === FrameLocalStorage) return false;
  asyncHooks.AsyncLocalStorage = FrameLocalStorage;
  syncBuiltinESMExports();
  return true;
}
