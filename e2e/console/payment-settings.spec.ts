import { expect, test, type Page } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';

// The network's payment and tax settings and a campaign's invoice fee, set through the console
// on a phone-sized screen (docs/console.md, docs/payments.md): each is refused in words where it
// is wrong, saved, and still there after a reload and on the API.

test.use({ viewport: { width: 375, height: 812 } });

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('staff set the payment defaults, the payer account and the tax settings in Settings', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const path = `/v3/network/${api.s.network_id}`;
  try {
    await signIn(page);
    await page.goto('/console/settings');

    // Payment defaults: a negative threshold is refused on its field; Cancel keeps the old values.
    const defaults = section(page, 'Payment defaults');
    await expect(defaults.getByTestId('payment-defaults-values')).toContainText('7 days');
    await defaults.getByRole('button', { name: 'Edit payment defaults' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit payment defaults' });
    await dialog.getByLabel('Payment threshold').fill('-5');
    await dialog.getByRole('button', { name: 'Save payment defaults' }).click();
    await expect(dialog.getByText('Must not be negative')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await defaults.getByRole('button', { name: 'Edit payment defaults' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit payment defaults' });
    await expect(dialog.getByLabel('Payment threshold')).toHaveValue('0');
    await dialog.getByLabel('Payment threshold').fill('25.50');
    await dialog.getByLabel('Second approval above').fill('5000');
    await dialog.getByLabel(/^Hold after a change/).fill('91');
    await dialog.getByRole('button', { name: 'Save payment defaults' }).click();
    await expect(dialog.getByText('At most 90')).toBeVisible();
    await dialog.getByLabel(/^Hold after a change/).fill('3');
    await dialog.getByRole('button', { name: 'Save payment defaults' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Payment defaults saved.')).toBeVisible();

    // Payer account: the API's IBAN check speaks beside the field.
    const account = section(page, 'Payer account');
    await account.getByRole('button', { name: 'Edit payer account' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit the payer account' });
    await dialog.getByLabel('Account holder').fill('E2E Network GmbH');
    await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await dialog.getByLabel('BIC').fill('COBADEFFXXX');
    await dialog.getByRole('button', { name: 'Save account' }).click();
    await expect(
      dialog.getByText('This IBAN is not valid: check each character against your bank statement'),
    ).toBeVisible();
    await expect(dialog.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByLabel('BIC').fill('BNPAFRPPXXX');
    await dialog.getByRole('button', { name: 'Save account' }).click();
    await expect(
      dialog.getByText('This BIC is of another country than the IBAN (DE)'),
    ).toBeVisible();
    await dialog.getByLabel('BIC').fill('cobadeffxxx');
    await dialog.getByRole('button', { name: 'Save account' }).click();
    await expect(dialog).toHaveCount(0);

    // Tax settings, the country among them.
    const tax = section(page, 'Tax settings');
    await tax.getByRole('button', { name: 'Edit tax settings' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit tax settings' });
    await dialog.getByLabel('Legal name').fill('E2E Network GmbH');
    await dialog.getByLabel('Legal address').fill('Hauptstraße 1\n10115 Berlin');
    await dialog.getByLabel('VAT number').fill('DE123456789');
    await dialog.getByLabel('Country of establishment').selectOption('DE');
    await dialog.getByLabel('VAT rate on brand invoices (%)').fill('190');
    await dialog.getByRole('button', { name: 'Save tax settings' }).click();
    await expect(dialog.getByText('At most 100')).toBeVisible();
    await dialog.getByLabel('VAT rate on brand invoices (%)').fill('19');
    await dialog.getByLabel('Payment terms (days)').fill('14');
    await dialog.getByRole('button', { name: 'Save tax settings' }).click();
    await expect(dialog).toHaveCount(0);
    await screenshot(page, 'console-payment-settings');

    // After a reload the page shows what was saved; so does the API.
    await page.reload();
    await expect(
      section(page, 'Payment defaults').getByTestId('payment-defaults-values'),
    ).toHaveText(
      /Payment threshold25\.5Second approval above5000Hold after a change of payment details3 days/,
    );
    await expect(section(page, 'Payer account').getByTestId('payer-account-values')).toContainText(
      'DE89370400440532013000',
    );
    await expect(section(page, 'Payer account')).toContainText('COBADEFFXXX');
    const taxValues = section(page, 'Tax settings').getByTestId('tax-settings-values');
    await expect(taxValues).toContainText('Germany (DE)');
    await expect(taxValues).toContainText('19%');
    await expect(taxValues).toContainText('14 days');
    await expect(taxValues).toContainText('10115 Berlin');
    expect((await api.call('GET', `${path}/payment-settings`)).data).toMatchObject({
      payment_threshold: '25.5000',
      payment_approval_limit: '5000.0000',
      payment_details_hold_days: 3,
      payer_account_name: 'E2E Network GmbH',
      payer_iban: 'DE89370400440532013000',
      payer_bic: 'COBADEFFXXX',
    });
    expect((await api.call('GET', `${path}/tax-settings`)).data).toMatchObject({
      tax_country: 'DE',
      vat_rate: '19',
      vat_number: 'DE123456789',
      payment_terms_days: 14,
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    // The suite shares one network: put back what other specs expect.
    await api.call('PATCH', `${path}/payment-settings`, {
      payment_threshold: '0',
      payment_approval_limit: null,
      payment_details_hold_days: 7,
      payer_account_name: null,
      payer_iban: null,
      payer_bic: null,
    });
    await api.call('PATCH', `${path}/tax-settings`, {
      vat_rate: '0',
      legal_name: '',
      legal_address: '',
      vat_number: null,
      payment_terms_days: 30,
      tax_country: null,
    });
  }
});

test('staff set a campaign’s invoice fee on its page', async ({ page, request }) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`fee-brand-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Fee ${t}`);
  await signIn(page);
  await page.goto(`/console/campaigns/${campaign.campaign_id}?tab=settings`);
  const fee = section(page, 'Invoice fee');
  await expect(fee).toContainText('No fee');
  await fee.getByRole('button', { name: 'Edit invoice fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the invoice fee' });
  await dialog.getByLabel('Fee (%)').fill('12.55555');
  await dialog.getByRole('button', { name: 'Save invoice fee' }).click();
  await expect(dialog.getByText(/at most four places/)).toBeVisible();
  await dialog.getByLabel('Fee (%)').fill('12.5');
  await dialog.getByLabel('Percentage of').selectOption('sale_value');
  await dialog.getByRole('button', { name: 'Save invoice fee' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(fee).toContainText('12.5% of the sale value');
  await page.reload();
  await expect(section(page, 'Invoice fee')).toContainText('12.5% of the sale value');
  expect(
    (await api.call('GET', `/v3/network/${api.s.network_id}/invoice-fees/${campaign.campaign_id}`))
      .data,
  ).toEqual({ campaign_id: campaign.campaign_id, basis: 'sale_value', rate: '12.5' });
});
