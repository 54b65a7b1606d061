import { expect, test } from '@playwright/test';
import { screenshot, signIn } from '../support/console';

// Issue 33: the console's sections grouped in a side list on a desktop, and behind a Menu button
// on a phone (the old row of 15 tabs was a 1,116 px strip at 390 px with three items visible).

test('on a desktop every section is in view, under its group', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(page.getByTestId('phone-menu')).toBeHidden();
  for (const [group, link] of [
    ['Partners', 'Requests'],
    ['Campaigns', 'Claims'],
    ['Money', 'Payments'],
    ['Settings', 'Audit log'],
  ]) {
    const list = nav.getByRole('list', { name: group, exact: true });
    await expect(list.getByRole('link', { name: link, exact: true })).toBeInViewport();
  }
  // The overview on top, then the four groups.
  await expect(nav.getByRole('list')).toHaveCount(5);
  await nav.getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/payments$/);
  await expect(nav.getByRole('link', { name: 'Payments', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('on a phone the Menu opens the sections, a link navigates and closes it, Escape closes it and focus returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  // No strip of links runs off the screen: the navigation is behind the button.
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const sheet = page.getByRole('dialog', { name: 'Console' });
  await expect(sheet).toBeVisible();
  const claims = sheet.getByRole('link', { name: 'Claims', exact: true });
  await expect(claims).toBeInViewport();
  await screenshot(page, 'console-phone-menu');
  await claims.click();
  await expect(page).toHaveURL(/\/console\/claims$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claims');

  await menu.click();
  await expect(sheet.getByRole('link', { name: 'Claims', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(page).toHaveURL(/\/console\/claims$/);

  // The close button shuts it too.
  await menu.click();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(menu).toBeFocused();
});
