import { expect, test } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';

test('rotate an API key in settings: shown once, and the new key works against GET /network while the old one stops', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  // A staff user of its own, so the suite's keys stay valid for the other tests.
  const password = `Rotate-${tag()}-Lantern`;
  const user = await api.user('network', password);
  const oldAuth = `Basic ${Buffer.from(`${api.s.application_key}:${user.user_api_key}`).toString('base64')}`;
  expect((await request.get('/network', { headers: { authorization: oldAuth } })).status()).toBe(
    200,
  );

  await signIn(page, user.email, password);
  await expect(page.getByTestId('user-name')).toHaveText(user.user_name);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByTestId('application-key-prefix')).toHaveText(
    `${api.s.application_key.slice(0, 6)}…`,
  );
  await expect(page.getByTestId('api-key-prefix')).toHaveText(`${user.user_api_key.slice(0, 6)}…`);
  await screenshot(page, 'settings');

  await page.getByRole('button', { name: 'Rotate API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate your API key?' });
  // Re-authentication: a wrong password is refused on the field, the right one rotates.
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Rotate API key' }).click();
  await expect(dialog.getByText('That is not your current password.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Rotate API key' }).click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toBeVisible();
  const newKey = (await shown.textContent())!.trim();
  expect(newKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('api-key-prefix')).toHaveText(`${newKey.slice(0, 6)}…`);
  await screenshot(page, 'settings-new-api-key');

  const fresh = await request.get('/network', {
    headers: {
      authorization: `Basic ${Buffer.from(`${api.s.application_key}:${newKey}`).toString('base64')}`,
    },
  });
  expect(fresh.status()).toBe(200);
  expect((await fresh.json()).networks[0].network.network_name).toBe('E2E Network');
  expect((await request.get('/network', { headers: { authorization: oldAuth } })).status()).toBe(
    401,
  );

  // Shown once: after a reload only the prefix is left.
  await page.reload();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
});

test('network users: add a brand user with a brand, change a role, grant and revoke brands', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const [north, south] = [await api.brand(`north-${t}`), await api.brand(`south-${t}`)];
  await signIn(page);
  await page.goto('/console/settings');
  const users = page.getByRole('region', { name: 'Network users' });
  await users.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  await dialog.getByLabel('User name').fill(`bea-${t}`);
  await dialog.getByLabel('E-mail').fill(`bea-${t}@users.e2e.test`);
  await dialog.getByLabel('Console password').fill('password');
  await dialog.getByLabel(`north-${t}`).check();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  // The password policy is the server's: a common password is refused on the field.
  await expect(dialog.getByText(/password has been compromised/)).toBeVisible();
  await dialog.getByLabel('Console password').fill(`Quiet-Harbour-${t}`);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  const created = page.getByRole('dialog', { name: `bea-${t} was added` });
  await expect(created).toContainText('shown once');
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  const row = users.getByRole('row').filter({ hasText: `bea-${t}` });
  await expect(row).toContainText(`north-${t}`);
  await row.getByRole('button', { name: `Brands of bea-${t}` }).click();
  const grants = page.getByRole('dialog', { name: `Brands of bea-${t}` });
  await grants.getByLabel(`north-${t}`).uncheck();
  await grants.getByLabel(`south-${t}`).check();
  await expect(grants).toContainText('1 to grant, 1 to revoke.');
  await grants.getByRole('button', { name: 'Save brands' }).click();
  await expect(row).toContainText(`south-${t}`);
  await expect(row).not.toContainText(`north-${t}`);
  await screenshot(page, 'settings-users');

  const listed = await api.call('GET', `/v3/network/${api.s.network_id}/users?q=bea-${t}`);
  expect(listed.data[0]).toMatchObject({
    role: 'brand',
    brand_ids: [south.advertiser_id],
    has_password: true,
  });
  expect(north.advertiser_id).not.toBe(south.advertiser_id);

  await row.getByLabel(`Role of bea-${t}`).selectOption('network');
  await expect(page.getByText(`bea-${t} is now network staff.`)).toBeVisible();
  await expect(row).toContainText('all');
});

test('terms: publish a version for a locale and country, and see who accepted which version', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const partner = await api.partner(`terms-${t}`);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Terms' })
    .click();
  const current = page.getByRole('region', { name: 'Terms by locale and country' });
  await expect(current.getByRole('row').filter({ hasText: 'en · every country' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish terms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish a new version' });
  await dialog.getByLabel('Locale').selectOption('de');
  await dialog.getByLabel('Country').selectOption('DE');
  await dialog.getByRole('button', { name: 'Publish new version' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Content').fill(`<p>Allgemeine Geschäftsbedingungen ${t}</p>`);
  await dialog.getByRole('button', { name: 'Publish new version' }).click();
  await expect(dialog).toBeHidden();
  const de = current.getByRole('row').filter({ hasText: 'de · Germany (DE)' });
  await expect(de).toContainText('v1');
  await de.getByRole('button', { name: 'New version' }).click();
  await page
    .getByRole('dialog', { name: 'Publish a new version' })
    .getByLabel('Content')
    .fill(`<p>AGB v2 ${t}</p>`);
  await page
    .getByRole('dialog', { name: 'Publish a new version' })
    .getByRole('button', { name: 'Publish new version' })
    .click();
  await expect(de).toContainText('v2');
  await de.getByRole('button', { name: 'Show versions' }).click();
  await expect(current).toContainText(`AGB v2 ${t}`);
  // Versions read as formatted text, not their HTML source (issue 23).
  await expect(page.getByLabel('Terms version 2')).toHaveText(`AGB v2 ${t}`);
  await expect(page.getByLabel('Terms version 1').first()).not.toContainText('<p>');

  // The partner accepted the English terms when it was created.
  const acks = page.getByTestId('acknowledgements');
  await expect(acks.getByRole('row').filter({ hasText: partner.account_name })).toContainText(
    'en · every country · version 1',
  );
  await screenshot(page, 'terms');
});
