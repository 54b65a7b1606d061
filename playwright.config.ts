import { defineConfig } from '@playwright/test';

// Browser tests run in Debian's Chromium; nothing downloads a browser.
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 3210}`,
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'api', testMatch: /api\/.*\.spec\.ts/ },
    { name: 'console', testMatch: /console\/.*\.spec\.ts/, use: chromium },
    { name: 'partner', testMatch: /partner\/.*\.spec\.ts/, use: chromium },
  ],
});
