// One process of bench/async-context.ts: awaits inside a request's storage while `storages`
// AsyncLocalStorage instances are live, as after the first page Next.js renders (four of its
// own and our request context). argv: native | frames, storages. Prints µs per 1,000 awaits.
import { installFrameLocalStorage } from '../lib/node-server/async-context.mjs';

const [mode, storages] = [process.argv[2], Number(process.argv[3])];
if (mode === 'frames') installFrameLocalStorage();
const { AsyncLocalStorage } = await import('node:async_hooks');
const live = Array.from({ length: storages }, () => new AsyncLocalStorage());
for (const storage of live) storage.run({}, () => {});

async function thousandAwaits() {
  for (let i = 0; i < 1000; i++) await Promise.resolve(i);
}
const timed = async (rounds) => {
  const started = performance.now();
  for (let r = 0; r < rounds; r++) await live[0].run({ request: r }, thousandAwaits);
  return ((performance.now() - started) * 1000) / rounds;
};
await timed(500);
process.stdout.write(JSON.stringify({ mode, storages, usPer1000: await timed(3000) }));
