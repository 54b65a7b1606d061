import { expect, test } from '@playwright/test';
import { Api, screenshot, tag } from '../support/console';
import { signInAs, signUpByApi } from './helpers';

// Issue 31: a partner records its tax profile on a phone, in German. A VAT number with wrong
// check digits is refused in German beside the field before anything is saved; a right one is
// saved and read back after a reload.

test.use({ locale: 'de-DE', timezoneId: 'UTC', viewport: { width: 375, height: 812 } });

test('a partner saves its tax profile; a bad VAT number is refused in German first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = new Api(request);
  const partner = await signUpByApi(api, `tax-${tag()}`, { locale: 'de', country: 'DE' });
  await api.setStatus([partner.partner_id], 'a');
  const profileOf = async () =>
    (await api.call('GET', `/v3/partner/${partner.partner_id}/tax-profile`)).data;

  await signInAs(page, partner.email);
  // From Payments, where the tax profile is explained.
  await page.goto('/partner/payments');
  await page.getByRole('link', { name: 'Steuerprofil', exact: true }).last().click();
  await expect(page).toHaveURL(/\/partner\/tax-profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steuerprofil');
  await expect(page.getByText('Noch keine Angaben')).toBeVisible();

  await page.getByLabel('Sie sind').selectOption('company');
  await page.getByLabel('Land, in dem Sie ansässig sind').selectOption('DE');
  await page.getByLabel('Ich bin umsatzsteuerlich registriert').check();
  const vat = page.getByLabel('USt-IdNr.');
  await vat.fill('DE 123 456 789');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Diese USt-IdNr. ist ungültig')).toBeVisible();
  await expect(vat).toBeFocused();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await screenshot(page, 'partner-tax-profile-bad-vat');
  expect(await profileOf()).toBeNull();

  // The API refuses the same number, in its own words, and saves nothing.
  const res = await request.put(`/v3/partner/${partner.partner_id}/tax-profile`, {
    headers: { authorization: api.auth },
    data: {
      entity_type: 'company',
      country: 'DE',
      vat_registered: true,
      vat_number: 'DE123456789',
    },
  });
  expect(res.status()).toBe(400);
  expect(await profileOf()).toBeNull();

  await vat.fill('DE 136 695 976');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihr Steuerprofil ist gespeichert.')).toBeVisible();
  await expect.poll(profileOf).toMatchObject({
    entity_type: 'company',
    country: 'DE',
    vat_registered: true,
    vat_number: 'DE136695976',
    us_tax_form: null,
  });

  // Read back after a reload.
  await page.reload();
  await expect(page.getByText(/Zuletzt geändert am/)).toBeVisible();
  await expect(page.getByLabel('Sie sind')).toHaveValue('company');
  await expect(page.getByLabel('Ich bin umsatzsteuerlich registriert')).toBeChecked();
  await expect(page.getByLabel('USt-IdNr.')).toHaveValue('DE136695976');
  // A US form is asked for US partners only.
  await expect(page.getByLabel('US-Steuerformular')).toHaveCount(0);
  await page.getByLabel('Land, in dem Sie ansässig sind').selectOption('US');
  await page.getByLabel('Ich bin umsatzsteuerlich registriert').uncheck();
  await page.getByLabel('US-Steuerformular').selectOption('w8bene');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(profileOf).toMatchObject({
    country: 'US',
    vat_registered: false,
    vat_number: null,
    us_tax_form: 'w8bene',
  });
  await screenshot(page, 'partner-tax-profile-saved');
});
