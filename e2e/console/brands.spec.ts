import { expect, test } from '@playwright/test';
import { GIF_1x1, makePng } from '../../tests/support/images';
import { Api, screenshot, signIn, tag } from '../support/console';

test("create a brand with an uploaded PNG icon and see it rendered; a bad image gets the server's verdict", async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Brands' })
    .click();
  await page.getByRole('link', { name: 'New brand' }).first().click();
  await expect(page).toHaveURL(/\/console\/brands\/new$/);

  const form = page.getByRole('form', { name: 'New brand' });
  await form.getByLabel('Account name').fill(`acme-${t}`);
  await form.getByLabel('Company name').fill('Acme Retail Ltd');
  await form.getByLabel('Display name').fill(`Acme ${t}`);
  await form.getByLabel('Address line 1').fill('1 High Street');
  await form.getByLabel('Postcode').fill('EC1A 1BB');
  await form.getByLabel('Phone').fill('02079460000');

  // A GIF named .png: the server looks at the content and refuses it, next to the picker.
  await form
    .getByLabel('Icon file')
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: GIF_1x1 });
  await expect(form.getByAltText('Brand icon preview')).toBeVisible();
  await form.getByRole('button', { name: 'Create brand' }).click();
  const verdict = form.getByRole('group', { name: 'Brand icon' }).getByRole('alert');
  await expect(verdict).toContainText('only PNG and JPEG are accepted');
  await expect(page).toHaveURL(/\/console\/brands\/new$/);
  await screenshot(page, 'brand-new-bad-icon');

  await form.getByLabel('Icon file').setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: makePng(64, 64, [20, 120, 220]),
  });
  await expect(verdict).toBeHidden();
  await form.getByRole('button', { name: 'Create brand' }).click();
  await expect(page).toHaveURL(/\/console\/brands\/\d+$/);
  const brandId = page.url().split('/').pop()!;

  // The header shows the icon as the app serves it, decoded by the browser.
  const icon = page.getByRole('heading', { level: 1 }).getByRole('img', { name: `Acme ${t} icon` });
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('src', /\/assets\/images\/\d+-[0-9a-f]{16}\.png$/);
  await expect
    .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(64);
  await screenshot(page, 'brand-detail');

  const stored = await api.call('GET', `/user/advertiser/${brandId}`);
  expect(stored.advertiser).toMatchObject({
    account_name: `acme-${t}`,
    display_name: `Acme ${t}`,
    advertiser_icon: expect.stringContaining('/assets/images/'),
  });

  // In the list, with its icon.
  await page.getByRole('link', { name: 'Brands', exact: true }).first().click();
  await expect(page.getByRole('link', { name: `Acme ${t}` })).toBeVisible();
  await screenshot(page, 'brands-list');

  // Edit: a duplicate account name is the server's to find; it lands on the field.
  const other = await api.brand(`other-${t}`);
  await page.goto(`/console/brands/${brandId}`);
  const details = page.getByRole('form', { name: 'Brand details' });
  await details.getByLabel('Account name').fill(`other-${t}`);
  await details.getByRole('button', { name: 'Save brand' }).click();
  await expect(details.getByLabel('Account name')).toHaveAttribute('aria-invalid', 'true');
  expect(other.advertiser_id).not.toBe(brandId);
});
