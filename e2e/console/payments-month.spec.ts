import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { pdfText } from '../../tests/support/pdf-text';
import { Api, screenshot, signIn, tag } from '../support/console';
import {
  approvedSales,
  campaignIn,
  join,
  paymentSettings,
  restorePaymentSettings,
} from '../support/payments';
import { advanceLifecycleBy } from '../support/time';
import { signInAs, signUpByApi } from '../partner/helpers';

// Issue 31's acceptance: one month on a pay-when-paid network. Sales approved, locked, payable;
// staff invoice the brand and mark the invoice paid; the partner enters an IBAN (a wrong one is
// refused in words first); a run previews the partner and leaves out one without details, with
// the reason; a second staff user approves; the files; the self-bill PDF's text; marked paid;
// a refund after payment is a negative line in the next run's preview.

test.afterAll(async ({ request }) => {
  await restorePaymentSettings(new Api(request));
});

test('one month on a pay-when-paid network: invoice paid, partner paid, refund carried forward', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const api = new Api(request);
  const t = tag();
  const today = new Date().toISOString().slice(0, 10);

  // Sales approved, then locked and payable (the lifecycle as of 70 days on).
  await paymentSettings(api, {
    funding_mode: 'pay_when_paid',
    payment_details_hold_days: 0,
    payment_approval_limit: '1',
    payer_account_name: 'E2E Affiliate Network SARL',
    payer_iban: 'FR1420041010050500013M02606',
    payer_bic: 'BNPAFRPPXXX',
  });
  const campaign = await campaignIn(api, `month-${t}`, 'EUR');
  const partner = await signUpByApi(api, `month-${t}`, { locale: 'de', country: 'DE' });
  const other = await api.partner(`nodetails-${t}`);
  await join(api, partner.partner_id, campaign);
  await join(api, other.publisher_id, campaign);
  const [firstSale] = await approvedSales(api, campaign.campaign_id, partner.partner_id, [
    '100.00',
    '200.00',
  ]);
  await approvedSales(api, campaign.campaign_id, other.publisher_id, ['50.00']);
  await advanceLifecycleBy(70);
  const summary = await api.call('GET', `/user/publisher/${partner.partner_id}/payment/summary`);
  expect(summary.summary.confirmed).toEqual({ EUR: 30 });

  await test.step('staff invoice the brand and mark the invoice paid', async () => {
    await signIn(page);
    await page.goto('/console/invoices');
    await page.getByRole('button', { name: 'Create invoice' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create an invoice' });
    await dialog.getByLabel('Campaign').selectOption({ label: campaign.title });
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByLabel('From').fill(today);
    await dialog.getByLabel('To').fill(today);
    await dialog.getByRole('button', { name: 'Create invoice' }).click();
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByText(`Campaign ${campaign.campaign_id}`, { exact: true }) })
      .first();
    const number = (await row.getAttribute('data-testid'))!.replace('invoice-', '');
    await row.getByRole('button', { name: `Send invoice ${number}` }).click();
    await page
      .getByRole('dialog', { name: 'Send the invoice?' })
      .getByRole('button', { name: 'Send' })
      .click();
    await row.getByRole('button', { name: `Mark invoice ${number} paid` }).click();
    await page
      .getByRole('dialog', { name: 'Mark the invoice paid?' })
      .getByRole('button', { name: 'Mark paid' })
      .click();
    await expect(row).toContainText('paid');
    const after = await api.call('GET', `/user/publisher/${partner.partner_id}/payment/summary`);
    expect(after.summary.available).toEqual({ EUR: 30 });
  });

  await test.step('the partner enters an IBAN; a wrong checksum is refused in words first', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const partnerPage = await context.newPage();
    await signInAs(partnerPage, partner.email);
    await partnerPage.goto('/partner/payment-details');
    await partnerPage.getByRole('button', { name: 'Zahlungsdaten hinzufügen' }).click();
    const dialog = partnerPage.getByRole('dialog', { name: 'Zahlungsdaten hinzufügen' });
    await dialog.getByLabel('Auszahlungswährung').selectOption('EUR');
    await dialog.getByLabel('Zahlungsart').selectOption('bank_transfer');
    await dialog.getByLabel('Land des Kontos').selectOption('DE');
    await dialog.getByLabel('Kontoinhaber').fill('Erika Muster');
    await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await dialog.getByLabel('BIC (SWIFT-Code)').fill('COBADEFFXXX');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Diese IBAN ist ungültig');
    await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(partnerPage.getByTestId('payment-set-EUR')).toContainText('Banküberweisung');
    await context.close();
  });

  let runId = '';
  await test.step('the preview includes the partner and leaves out one without details', async () => {
    await page.goto('/console/payments');
    await page.getByRole('button', { name: 'New payment run' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New payment run' });
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByLabel('Method').selectOption('bank_transfer');
    await dialog.getByRole('button', { name: 'Preview the run' }).click();
    await expect(page).toHaveURL(/\/console\/payments\/\d+$/);
    runId = page.url().split('/').pop()!;
    await expect(
      page.getByTestId('run-included').getByRole('row').filter({ hasText: partner.account_name }),
    ).toContainText('30.00');
    await expect(
      page.getByTestId('run-excluded').getByRole('row').filter({ hasText: other.account_name }),
    ).toContainText('No payment details for this currency');
    // Above the network's approval limit: the one who started it may not approve.
    await expect(page.getByText('Waiting for approval by another staff member.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve run' })).toHaveCount(0);
  });

  await test.step('a second staff user approves', async () => {
    const password = 'Second-staff-password-31';
    const second = await api.user('network', password);
    const context = await browser.newContext();
    const secondPage = await context.newPage();
    await signIn(secondPage, second.email, password);
    await secondPage.goto(`/console/payments/${runId}`);
    await expect(
      secondPage.getByText('you approve as the second staff member', { exact: false }),
    ).toBeVisible();
    await secondPage.getByRole('button', { name: 'Approve run' }).click();
    await secondPage
      .getByRole('dialog', { name: 'Approve the run?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(secondPage.getByTestId('run-summary')).toContainText(
      new RegExp(`Approved by:\\s*${second.user_name}`),
    );
    await context.close();
  });

  let number = '';
  await test.step('issued: the self-bill PDF holds the partner, the total and the VAT line', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Issue self-bills' }).click();
    await page
      .getByRole('dialog', { name: 'Issue the self-bills?' })
      .getByRole('button', { name: 'Issue self-bills' })
      .click();
    const bill = page.getByTestId('run-self-bills').getByRole('row').filter({
      hasText: partner.account_name,
    });
    await expect(bill).toContainText('Issued');
    number = (await bill.getAttribute('data-testid'))!.replace('self-bill-', '');
    const href = await bill
      .getByRole('link', { name: `PDF of self-bill ${number}` })
      .getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    const profile = await api.call('GET', `/user/publisher/${partner.partner_id}`);
    const supplier = profile.publisher.company_name || profile.publisher.account_name;
    expect(text).toContain(`Supplier (partner): ${supplier}`);
    expect(text).toContain('Total: 30.0000 EUR');
    expect(text).toContain('VAT 0%: 0.0000 EUR');
    expect(text).toContain('No VAT: the partner is not registered for VAT');
  });

  await test.step('the SEPA file validates against the pain.001 XSD and pays the self-bill', async () => {
    const sepa = page.getByRole('list', { name: 'Bank files' }).getByRole('link', {
      name: 'SEPA file (pain.001)',
    });
    const href = `/v3/network/${api.s.network_id}/payment-runs/${runId}/bank-file?format=sepa`;
    await expect(sepa).toHaveAttribute('href', href);
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    const xml = await file.text();
    const xsd = readFileSync(
      path.join(process.cwd(), 'tests', 'fixtures', 'sepa', 'pain.001.001.09.xsd'),
      'utf8',
    );
    const result = await validateXML({
      xml: { fileName: 'run.xml', contents: xml },
      schema: { fileName: 'pain.001.001.09.xsd', contents: xsd },
      maxMemoryPages: 4096,
    });
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(xml).toContain('DE89370400440532013000');
    expect(xml).toMatch(/<InstdAmt Ccy="EUR">30\.00<\/InstdAmt>/);
    expect(xml).toContain(`SB-${number}`);
  });

  await test.step('marked paid', async () => {
    await page.getByRole('button', { name: 'Mark run paid' }).click();
    await page
      .getByRole('dialog', { name: 'Mark the whole run paid?' })
      .getByRole('button', { name: 'Mark run paid' })
      .click();
    await expect(page.getByTestId('run-summary')).toContainText(/Status:\s*Paid/);
    await expect(page.getByTestId(`self-bill-${number}`)).toContainText('Paid');
    await screenshot(page, 'console-payment-run-month-paid');
  });

  await test.step('the partner sees Paid and downloads the PDF, in German', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const partnerPage = await context.newPage();
    await signInAs(partnerPage, partner.email);
    await partnerPage.goto('/partner/payments');
    const bill = partnerPage.getByTestId(`self-bill-${number}`);
    await expect(bill).toContainText('Bezahlt');
    const download = partnerPage.waitForEvent('download');
    await bill.getByRole('link', { name: `Gutschrift ${number} herunterladen (PDF)` }).click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdfText(pdf)).toContain('Total: 30.0000 EUR');
    await context.close();
  });

  await test.step('a refund after payment is a negative line in the next run', async () => {
    await api.call(
      'POST',
      `/v3/brand/campaigns/${campaign.campaign_id}/conversions/${firstSale}/adjustments`,
      { kind: 'refund', commission_delta: '-10', value_delta: '-100' },
    );
    await page.goto('/console/payments');
    await page.getByRole('button', { name: 'New payment run' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New payment run' });
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByRole('button', { name: 'Preview the run' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/console/payments/${runId}$`));
    await expect(page).toHaveURL(/\/console\/payments\/\d+$/);
    const line = page
      .getByTestId('run-excluded')
      .getByRole('row')
      .filter({ hasText: partner.account_name });
    await expect(line).toContainText('-€10.00');
    await expect(line).toContainText('Negative balance: carried forward, never paid');
  });
});
