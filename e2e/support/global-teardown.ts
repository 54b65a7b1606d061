import { rmSync } from 'node:fs';
import { readState, statePath } from './state';

export default async function globalTeardown() {
  const state = readState();
  try {
    process.kill(-state.pid, 'SIGTERM'); // the whole group: the server and any build it started
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(statePath, { force: true });
}
