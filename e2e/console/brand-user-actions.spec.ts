import { expect, test, type Page } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';

/**
 * Staff-only actions (lib/schemas/capabilities.ts) are shown to staff and to no brand user, so a
 * brand user never fills in a form the server then refuses.
 */
async function staffOnlyActions(page: Page, brandId: string, staff: boolean) {
  const count = staff ? 1 : 0;
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Partners' })).toBeVisible();
  for (const name of ['Terms', 'Audit log', 'Webhooks'])
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(count);

  await page.goto('/console/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network terms');
  await expect(page.getByRole('button', { name: 'Publish terms' })).toHaveCount(count);
  if (!staff)
    await expect(
      page.getByText('Only network staff publish and read the network terms'),
    ).toBeVisible();

  await page.goto('/console/webhooks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhooks');
  await expect(page.getByRole('button', { name: 'Add webhook' }).first()).toHaveCount(count);

  await page.goto('/console/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByTestId('api-key-prefix')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Network users' })).toHaveCount(count);

  await page.goto(`/console/brands/${brandId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save brand' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'History', exact: true })).toHaveCount(count);
}

test('a brand user sees none of the staff-only actions; staff see every one', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const mine = await api.brand(`acts-${t}`);
  const password = `Brand-${tag()}-Meadow`;
  const user = await api.user('brand', password, [mine.advertiser_id]);

  await signIn(page, user.email, password);
  await staffOnlyActions(page, mine.advertiser_id, false);

  await page.context().clearCookies();
  await signIn(page);
  await staffOnlyActions(page, mine.advertiser_id, true);
});
