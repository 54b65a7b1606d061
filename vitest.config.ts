import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/server-environment.ts', 'tests/support/open-database.ts'],
    pool: 'forks',
    // One database per worker, shared by the files it runs: PGlite takes seconds to start.
    poolOptions: { forks: { isolate: false, maxForks: 2 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
