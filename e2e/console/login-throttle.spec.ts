import { expect, test } from '@playwright/test';
import { screenshot, tag } from '../support/console';

test('sign-in is throttled after five failures for one e-mail, with a clear message', async ({
  page,
}) => {
  const email = `nobody-${tag()}@e2e.test`;
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  for (let i = 1; i <= 4; i++) {
    await page.getByLabel('Password').fill(`wrong ${i}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong e-mail or password.');
  }
  await page.getByLabel('Password').fill('wrong 5');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    /^Too many failed sign-in attempts\. Wait 15 minutes and try again\.$/,
  );
  await page.getByLabel('Password').fill('wrong 6');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText(
    'Too many failed sign-in attempts',
  );
  await screenshot(page, 'login-throttled');
});
