import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';
import { signInAs, signUpByApi } from './helpers';

// Issue 33: the partner's home leads with figures, the phone menu replaces the strip of tabs,
// and a claim of an order already recorded is explained before it is sent (the brand could not
// approve it as a missing sale); the claim types that fit are offered instead.

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A brand's GBP campaign at 10 %, an approved partner on it and one recorded sale of £120.00. */
async function partnerWithSale(request: APIRequestContext) {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`home-${t}`);
  const campaign = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Home ${t}`,
      destination_url: 'https://shop.example/home',
      default_commission_rate: '10',
      default_currency: 'GBP',
    })
  ).campaign as { campaign_id: string; advertiser_id: string };
  const partner = await signUpByApi(api, `homer-${t}`);
  await api.setStatus([partner.partner_id], 'a');
  await api.requestCampaign(partner.partner_id, campaign);
  await api.accept(campaign.campaign_id, partner.partner_id);
  const order = `order-${t}-1`;
  await api.call('POST', `/v3/brand/campaigns/${campaign.campaign_id}/conversions`, {
    publisher_id: partner.partner_id,
    conversion_reference: order,
    value: '120.00',
  });
  return { t, api, campaign, partner, order };
}

const claimButton = (page: Page) => page.getByRole('button', { name: 'Claim a sale' });

test('the partner home shows figures of the last 30 days and first steps; the phone menu opens, navigates and closes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { campaign, partner } = await partnerWithSale(request);
  // A shopper's click on the partner's link (another address than the partner's).
  const click = await request.get(`/click/camref:${campaign.campaign_id}l${partner.partner_id}`, {
    headers: { 'user-agent': DESKTOP, 'x-forwarded-for': '198.51.100.77' },
    maxRedirects: 0,
  });
  expect(click.status()).toBeLessThan(400);

  await signInAs(page, partner.email);
  await expect(page.getByTestId('card-sales')).toContainText('1');
  await expect(page.getByTestId('card-commission')).toContainText('£12.00');
  await expect(page.getByTestId('card-balance')).toContainText('None yet');
  await expect(page.getByTestId('card-invitations')).toContainText('0');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('card-clicks')).toContainText('1', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // No word stands where a figure belongs.
  await expect(page.getByText('Build', { exact: true })).toHaveCount(0);

  const steps = page.getByTestId('first-steps');
  await expect(steps).toContainText(/\d of 6 done/);
  await expect(steps.locator('[data-step="campaign"]')).toContainText('(done)');
  await steps.getByRole('link', { name: 'Make your first tracking link' }).click();
  await expect(page).toHaveURL(/\/partner\/links$/);
  await screenshot(page, 'partner-home-desktop');

  // On a phone: the menu instead of a strip of 16 tabs.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/partner');
  await expect(page.getByRole('navigation', { name: 'Partner area' })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const sheet = page.getByRole('dialog', { name: 'Partner area' });
  await expect(sheet.getByRole('list', { name: 'Money' })).toBeVisible();
  await screenshot(page, 'partner-phone-menu');
  await sheet.getByRole('link', { name: 'Missing sales', exact: true }).click();
  await expect(page).toHaveURL(/\/partner\/claims$/);
  await expect(sheet).toBeHidden();
  await menu.click();
  await expect(sheet.getByRole('link', { name: 'Missing sales', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menu).toBeFocused();
});

test('a claim of an order already recorded is explained before it is sent; as a wrong commission the brand approves it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { t, partner, order } = await partnerWithSale(request);
  await signInAs(page, partner.email);
  await page.goto('/partner/claims');
  await expect(page.getByText('No claims yet')).toBeVisible();

  await claimButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Claim a sale' });
  await expect(dialog.getByRole('radio', { name: /The sale is missing/ })).toBeChecked();
  await dialog.getByLabel('Order reference').fill(order);
  await dialog.getByLabel('Sale date and time').fill('2026-01-02T10:30');
  await dialog.getByLabel('Sale value').fill('120.00');
  // Explained as it is typed: the order is recorded, with what it earns.
  const notice = dialog.getByTestId('claim-check');
  await expect(notice).toContainText(`Order ${order} is already recorded on this campaign`);
  await expect(notice).toContainText('£120.00');
  await expect(notice).toContainText('£12.00');
  await screenshot(page, 'partner-claim-duplicate-explained');
  // Sending anyway is refused on the field, nothing is sent.
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  const reference = dialog.getByLabel('Order reference');
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(reference).toBeFocused();
  await expect(dialog).toBeVisible();

  // The types that fit are offered: the commission is wrong.
  await notice.getByRole('button', { name: 'The commission is wrong' }).click();
  await expect(dialog.getByRole('radio', { name: /The commission is wrong/ })).toBeChecked();
  await expect(notice).toBeHidden();
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(dialog.getByLabel('Commission you expected')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog.getByLabel('Commission you expected').fill('15.00');
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  // Focus returns to the button that opened the dialog, not the page body.
  await expect(claimButton(page)).toBeFocused();
  const row = page.getByTestId('claims').getByRole('row', { name: new RegExp(order) });
  await expect(row.getByTestId('claim-state')).toHaveText('Pending');

  // A second claim of the same order is explained too; Escape cancels, focus returns.
  await claimButton(page).click();
  await dialog.getByLabel('Order reference').fill(order);
  await expect(dialog.getByTestId('claim-check')).toContainText(
    `You already claimed order ${order}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(claimButton(page)).toBeFocused();

  // The brand side approves it: no dead end.
  const staff = await browser.newContext({ locale: 'en-GB', timezoneId: 'UTC' });
  try {
    const brandPage = await staff.newPage();
    await signIn(brandPage);
    await brandPage.goto('/console/claims');
    await brandPage.getByLabel('Campaign', { exact: true }).selectOption({ label: `Home ${t}` });
    const queued = brandPage
      .getByTestId('claims-queue')
      .getByRole('row', { name: new RegExp(order) });
    await expect(queued).toContainText('Wrong commission');
    // The queue as CSV: every claim the filters match, this one among them.
    const [csv] = await Promise.all([
      brandPage.waitForEvent('download'),
      brandPage.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(readFileSync((await csv.path())!, 'utf8')).toContain(order);
    await queued.getByRole('button', { name: `Approve the claim for order ${order}` }).click();
    const approve = brandPage.getByRole('dialog', { name: 'Approve claim' });
    await expect(approve).toContainText('says the commission is wrong on order');
    await expect(approve).toContainText('£15.00');
    await approve.getByRole('button', { name: 'Approve claim' }).click();
    await expect(approve).toBeHidden();
    await expect(
      brandPage.getByRole('status').filter({ hasText: `order ${order} approved` }),
    ).toBeVisible();
  } finally {
    await staff.close();
  }
  await page.reload();
  await expect(row.getByTestId('claim-state')).toHaveText('Approved');
});
