import { expect, test } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';
import { signInAs, signUpByApi } from './helpers';

// Issue 31: a partner enters its bank details in its own language; a wrong IBAN is refused in
// words beside the field before anything is saved, a right one is saved and shown masked.
// Staff then suspend the set with a note, which the partner sees.

test.use({ locale: 'de-DE', timezoneId: 'UTC' });

test('a partner corrects a wrong IBAN, sees it masked, and sees staff suspend it with a note', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = new Api(request);
  const t = tag();
  const partner = await signUpByApi(api, `iban-${t}`, { locale: 'de', country: 'DE' });
  await api.setStatus([partner.partner_id], 'a');

  await signInAs(page, partner.email);
  await page
    .getByRole('navigation', { name: 'Partnerbereich' })
    .getByRole('link', { name: 'Zahlungsdaten', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlungsdaten');
  await page.getByRole('button', { name: 'Zahlungsdaten hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zahlungsdaten hinzufügen' });
  await dialog.getByLabel('Auszahlungswährung').selectOption('EUR');
  await dialog.getByLabel('Zahlungsart').selectOption('bank_transfer');
  await dialog.getByLabel('Land des Kontos').selectOption('DE');
  await dialog.getByLabel('Kontoinhaber').fill('Erika Muster');
  // One digit wrong: the checksum fails.
  await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await dialog.getByLabel('BIC (SWIFT-Code)').fill('COBADEFFXXX');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  const iban = dialog.getByLabel('IBAN');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toContainText(
    'Diese IBAN ist ungültig: Prüfen Sie jedes Zeichen anhand Ihres Kontoauszugs',
  );
  await expect(iban).toBeFocused();
  await screenshot(page, 'partner-payment-details-wrong-iban');
  // Nothing was saved.
  const before = await api.call('GET', `/user/publisher/${partner.partner_id}/payment_detail`);
  expect(before.payment_details).toEqual([]);

  await iban.fill('DE89 3704 0044 0532 0130 00');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  const set = page.getByTestId('payment-set-EUR');
  await expect(set).toContainText('Auszahlung in EUR');
  await expect(set).toContainText('Banküberweisung');
  await expect(set.locator('[data-field="iban"]')).toHaveText('DE89**************3000');
  await expect(page.getByText('0532013000')).toHaveCount(0);
  await screenshot(page, 'partner-payment-details-saved');

  // The Payments page knows the details exist and shows the threshold.
  await page.goto('/partner/payments');
  await expect(page.getByTestId('next-payment')).toContainText(
    /Auszahlungsgrenze in EUR: 0,00\s€, die des Netzwerks/,
  );
  await expect(page.getByText('Noch keine Zahlungen')).toBeVisible();

  // Staff suspend the set with a note, on a phone-sized console page.
  const staff = await browser.newContext({
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
  });
  const staffPage = await staff.newPage();
  await signIn(staffPage);
  await staffPage.goto(`/console/partners/${partner.partner_id}`);
  const suspend = staffPage.getByRole('button', { name: 'Suspend the EUR payment details' });
  await suspend.scrollIntoViewIfNeeded();
  await expect(staffPage.getByTestId('payment-set-EUR')).toContainText('DE89**************3000');
  // Cancel changes nothing.
  await suspend.click();
  const staffDialog = staffPage.getByRole('dialog', { name: 'Suspend the EUR payment details' });
  await staffDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(staffDialog).toBeHidden();
  await suspend.click();
  // The note is required.
  await staffDialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(staffDialog.getByLabel('Note')).toHaveAttribute('aria-invalid', 'true');
  await staffDialog.getByLabel('Note').fill(`Holder name to check ${t}`);
  await staffDialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(staffDialog).toBeHidden();
  await expect(staffPage.getByTestId('payment-set-EUR')).toContainText('Suspended');
  await expect(
    staffPage.getByRole('button', { name: 'Release the EUR payment details' }),
  ).toBeVisible();
  await screenshot(staffPage, 'console-partner-payment-suspended');
  await staff.close();

  // The partner sees the hold and the note, in German.
  await page.goto('/partner/payment-details');
  await expect(page.getByTestId('payment-set-EUR')).toContainText('Gesperrt');
  await expect(page.getByTestId('payment-set-EUR')).toContainText(`Holder name to check ${t}`);
});
