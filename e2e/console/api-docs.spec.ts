import { expect, test } from '@playwright/test';

test('/docs renders the API reference from /openapi.json in Chromium, with no request to another host', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  const spec = await page.request.get('/openapi.json');
  expect(spec.status()).toBe(200);
  expect((await spec.json()).openapi).toBe('3.1.0');

  await page.goto('/docs');
  await expect(page.getByText('Quick start').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Create network partner').first()).toBeAttached();
  await page.screenshot({ path: 'e2e/screenshots/api-docs.png', fullPage: false });
  expect(foreign).toEqual([]);
});
