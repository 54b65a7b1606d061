/**
 * The cost of an await in the server process with Next.js's request storages live: Node 20's
 * AsyncLocalStorage against the one-frame one the server installs (lib/node-server/async-context.mjs).
 * Each runs in its own process, alternately, three times; the section reports the medians.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { median } from './extras';

const STORAGES = 5;

function once(mode: 'native' | 'frames', root: string): number {
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'bench', 'async-context-child.mjs'), mode, String(STORAGES)],
    { encoding: 'utf8' },
  );
  return (JSON.parse(out) as { usPer1000: number }).usPer1000;
}

export function asyncContextSection(root: string): string {
  const native: number[] = [];
  const frames: number[] = [];
  for (let i = 0; i < 3; i++) {
    native.push(once('native', root));
    frames.push(once('frames', root));
  }
  const [n, f] = [median(native), median(frames)];
  return `
## Async context (${STORAGES} storages live, as after the first page)

| AsyncLocalStorage | µs per 1,000 awaits (median of 3) | vs Node's |
|---|---:|---:|
| Node ${process.version}'s own | ${n.toFixed(0)} | 1.00x |
| one frame (lib/node-server/async-context.mjs, what npm start runs) | ${f.toFixed(0)} | ${(f / n).toFixed(2)}x |
`;
}
