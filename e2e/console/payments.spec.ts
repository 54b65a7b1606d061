import { expect, test, type Locator, type Page } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';
import {
  approvedSales,
  campaignIn,
  join,
  paymentSettings,
  restorePaymentSettings,
} from '../support/payments';
import { advanceLifecycleBy } from '../support/time';

// Issue 31, the console's Payments page on a phone (375 px): a hold placed and released, a run
// previewed with who is paid and who is left out and why, a second run refused in words,
// approved, issued, its files linked, a self-bill marked paid and an item returned.

const PHONE = { width: 375, height: 812 };

/** The control is on screen once scrolled to: nothing a phone user cannot reach. */
async function reachable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.afterAll(async ({ request }) => {
  await restorePaymentSettings(new Api(request));
});

test('staff hold a partner, preview, approve, issue and pay a run, and record a return, at 375 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const api = new Api(request);
  const t = tag();
  const campaign = await campaignIn(api, `payrun-${t}`, 'GBP');
  const paid = await api.partner(`paid-${t}`);
  const missing = await api.partner(`nodetails-${t}`);
  const held = await api.partner(`held-${t}`);
  for (const p of [paid, missing, held]) await join(api, p.publisher_id, campaign);
  for (const p of [paid, held])
    await api.call('POST', `/user/publisher/${p.publisher_id}/payment_detail`, {
      payment_details: [
        {
          country: 'GB',
          paid_currency: 'GBP',
          payment_type_code: 'paypal',
          payment_detail_values: { paypal_email: `${p.account_name}@paypal.e2e.test` },
        },
      ],
    });
  await approvedSales(api, campaign.campaign_id, paid.publisher_id, ['100.00', '150.00']);
  await approvedSales(api, campaign.campaign_id, missing.publisher_id, ['40.00']);
  await approvedSales(api, campaign.campaign_id, held.publisher_id, ['60.00']);
  // A scheduled network: payable is available at once. Details entered today are not held.
  await paymentSettings(api, {
    funding_mode: 'scheduled',
    payment_details_hold_days: 0,
    payment_approval_limit: null,
  });
  const moved = await advanceLifecycleBy(70);
  expect(moved.locked).toBeGreaterThanOrEqual(4);

  const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/console/payments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments');

  // A hold, from the Holds tab: the reason is required.
  await page.getByRole('tab', { name: 'Holds' }).click();
  await expect(page).toHaveURL(/tab=holds/);
  await page.getByRole('button', { name: 'Hold payments' }).click();
  const holdDialog = page.getByRole('dialog', { name: "Hold a partner's payments" });
  await holdDialog
    .getByLabel('Partner')
    .selectOption({ label: `${held.account_name} (ID ${held.publisher_id})` });
  await holdDialog.getByRole('button', { name: 'Hold payments' }).click();
  await expect(holdDialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await holdDialog.getByLabel('Reason').fill(`Traffic under review ${t}`);
  await holdDialog.getByRole('button', { name: 'Hold payments' }).click();
  await expect(holdDialog).toBeHidden();
  const holdRow = page
    .getByTestId('payment-holds')
    .getByRole('row')
    .filter({ hasText: held.account_name });
  await expect(holdRow).toContainText(`Traffic under review ${t}`);
  await reachable(
    page,
    holdRow.getByRole('button', { name: `Release the hold on ${held.account_name}` }),
  );

  // The preview: who is paid, who is left out and why.
  await page.getByRole('tab', { name: 'Runs' }).click();
  await page.getByRole('button', { name: 'New payment run' }).first().click();
  const runDialog = page.getByRole('dialog', { name: 'New payment run' });
  await runDialog.getByLabel('Currency').selectOption('GBP');
  await runDialog.getByLabel('Method').selectOption('paypal');
  await runDialog.getByRole('button', { name: 'Preview the run' }).click();
  await expect(page).toHaveURL(/\/console\/payments\/\d+$/);
  const runId = page.url().split('/').pop()!;
  const included = page.getByTestId('run-included');
  await expect(included.getByRole('row').filter({ hasText: paid.account_name })).toContainText(
    '£25.00',
  );
  const excluded = page.getByTestId('run-excluded');
  await expect(excluded.getByRole('row').filter({ hasText: missing.account_name })).toContainText(
    'No payment details for this currency',
  );
  await expect(excluded.getByRole('row').filter({ hasText: held.account_name })).toContainText(
    `On hold: Traffic under review ${t}`,
  );
  await expect(page.getByTestId('run-summary')).toContainText('Preview');
  await screenshot(page, 'console-payment-run-preview-375');

  // A second GBP run while this one is open: refused, in words.
  await page.goto('/console/payments');
  await expect(page.getByTestId(`payment-run-${runId}`)).toContainText('Preview');
  await page.getByRole('button', { name: 'New payment run' }).first().click();
  await runDialog.getByLabel('Currency').selectOption('GBP');
  await runDialog.getByRole('button', { name: 'Preview the run' }).click();
  await expect(runDialog.getByRole('alert')).toContainText(
    'A payment run for GBP is already open: finish it before starting another',
  );
  await runDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(runDialog).toBeHidden();
  const open = page.getByRole('link', { name: `Open run ${runId}` });
  await reachable(page, open);
  await open.click();

  // Approve: Cancel changes nothing, then approve.
  const approve = page.getByRole('button', { name: 'Approve run' });
  await approve.click();
  const confirm = page.getByRole('dialog', { name: 'Approve the run?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('run-summary')).toContainText('Preview');
  await approve.click();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('run-summary')).toContainText('Approved by');
  await expect(page.getByTestId('run-summary')).not.toContainText('Not yet');

  await page.getByRole('button', { name: 'Issue self-bills' }).click();
  await page
    .getByRole('dialog', { name: 'Issue the self-bills?' })
    .getByRole('button', { name: 'Issue self-bills' })
    .click();
  const bills = page.getByTestId('run-self-bills');
  const bill = bills.getByRole('row').filter({ hasText: paid.account_name });
  await expect(bill).toContainText('Issued');
  await expect(bill).toContainText('£25.00');
  const number = (await bill.getAttribute('data-testid'))!.replace('self-bill-', '');

  // Downloads: the run's PayPal and plain files, the self-bill's PDF (a real one) and items.
  const files = page.getByRole('list', { name: 'Bank files' });
  await expect(files.getByRole('link', { name: 'PayPal Payouts CSV' })).toHaveAttribute(
    'href',
    `/v3/network/${api.s.network_id}/payment-runs/${runId}/bank-file?format=paypal`,
  );
  await expect(files.getByRole('link', { name: 'Payments CSV' })).toHaveAttribute(
    'href',
    `/v3/network/${api.s.network_id}/payment-runs/${runId}/bank-file?format=csv`,
  );
  const pdf = bill.getByRole('link', { name: `PDF of self-bill ${number}` });
  await reachable(page, pdf);
  const pdfAnswer = await page.request.get((await pdf.getAttribute('href'))!);
  expect(pdfAnswer.status()).toBe(200);
  expect((await pdfAnswer.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Mark the one self-bill paid (Cancel first), then a return with the bank's reason.
  const payBill = bill.getByRole('button', { name: `Mark self-bill ${number} paid` });
  await reachable(page, payBill);
  await payBill.click();
  const payDialog = page.getByRole('dialog', { name: 'Mark the self-bill paid?' });
  await payDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(bill).toContainText('Issued');
  await payBill.click();
  await payDialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(bill).toContainText('Paid');
  await expect(page.getByTestId('run-summary')).toContainText('Paid');

  const recordReturn = bill.getByRole('button', { name: `Record a return on self-bill ${number}` });
  await reachable(page, recordReturn);
  await recordReturn.click();
  const returnDialog = page.getByRole('dialog', { name: `Record a return on self-bill ${number}` });
  await returnDialog.getByRole('button', { name: 'Record return' }).click();
  await expect(returnDialog.getByLabel('Item')).toHaveAttribute('aria-invalid', 'true');
  await returnDialog.getByLabel('Item').selectOption({ index: 1 });
  await returnDialog.getByLabel("Bank's reason").fill('Account closed');
  await returnDialog.getByRole('button', { name: 'Record return' }).click();
  await expect(returnDialog).toBeHidden();
  await expect(bill).toContainText('1 of 2 items returned');
  await screenshot(page, 'console-payment-run-paid-375');

  // Released from the partner page's Payments section, with a reason.
  await page.goto(`/console/partners/${held.publisher_id}`);
  const release = page.getByRole('button', { name: `Release the hold on ${held.account_name}` });
  await reachable(page, release);
  await release.click();
  const releaseDialog = page.getByRole('dialog', {
    name: `Release the hold on ${held.account_name}`,
  });
  await releaseDialog.getByLabel('Reason for releasing').fill('Traffic checked');
  await releaseDialog.getByRole('button', { name: 'Release' }).click();
  await expect(releaseDialog).toBeHidden();
  await expect(page.getByText('No open holds')).toBeVisible();
  const holds = await api.call(
    'GET',
    `/v3/network/${api.s.network_id}/payment-holds?partner_id=${held.publisher_id}`,
  );
  expect(holds.data).toEqual([]);
  await context.close();
});

test('brand users do not see Payments', async ({ page, request }) => {
  const api = new Api(request);
  const brand = await api.brand(`payments-brand-${tag()}`);
  const password = 'Brand-user-password-31';
  const user = await api.user('brand', password, [brand.advertiser_id]);
  await signIn(page, user.email, password);
  await expect(page.getByRole('link', { name: 'Payments', exact: true })).toHaveCount(0);
  await page.goto('/console/payments');
  await expect(page.getByText('Only network staff manage payments')).toBeVisible();
});
