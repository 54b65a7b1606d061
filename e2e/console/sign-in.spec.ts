import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { readState } from '../support/state';

test('staff sign in, see their network in the header, and sign out', async ({ page }) => {
  const s = readState();
  mkdirSync('e2e/screenshots', { recursive: true });
  await page.goto('/console');
  await expect(page).toHaveURL(/\/login/);

  // An empty form says what is missing, not that the credentials are wrong.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'Enter your e-mail address and password.',
  );
  await page.getByLabel('E-mail').fill(s.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Enter your password.');

  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/login-error.png' });

  await page.getByLabel('Password').fill(s.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole('banner')).toContainText('E2E Network');
  await page.screenshot({ path: 'e2e/screenshots/console-home.png' });

  // The session cookie also authenticates same-origin API calls.
  const network = await page.evaluate(async () => (await fetch('/network')).json());
  expect(network.networks[0].network.network_name).toBe('E2E Network');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});
