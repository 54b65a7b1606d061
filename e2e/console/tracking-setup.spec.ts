import { expect, test, type Page } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';

/** Every button of the page's content reachable at 390 px: inside the viewport's width. */
async function buttonsFit(page: Page) {
  const boxes = await page
    .locator('main')
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
  for (const right of boxes) expect(right).toBeLessThanOrEqual(391);
}

test('staff see the tags and postback, rotate the secret (cancel, then confirm) and test a conversion', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`track-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Tracked ${t}`);
  const partner = await api.partner(`tina-${t}`);
  await api.setStatus([partner.publisher_id], 'a');
  await api.requestCampaign(partner.publisher_id, campaign);
  await api.accept(campaign.campaign_id, partner.publisher_id);
  await api.call('POST', `/campaign/${campaign.campaign_id}/voucher_code`, {
    voucher_codes: [{ voucher_code: `TINA${t}`.slice(0, 20), publisher_id: partner.publisher_id }],
  });
  const code = `TINA${t}`.slice(0, 20);

  await signIn(page);
  await page.goto(`/console/campaigns/${campaign.campaign_id}`);
  await page.getByRole('link', { name: 'Tracking setup' }).click();
  await expect(page.getByRole('heading', { name: 'Tracking setup', level: 1 })).toBeVisible();
  await expect(page.getByTestId('js-tag')).toContainText(`data-campaign="${campaign.campaign_id}"`);
  await expect(page.getByTestId('pixel-tag')).toContainText(
    `/conversion/campaign:${campaign.campaign_id}/conversionref:`,
  );
  await expect(page.getByTestId('postback-url')).toContainText('/signature:{signature}');

  // First secret, then a rotation cancelled (nothing changes) and one confirmed.
  await page.getByRole('button', { name: 'Make a secret' }).click();
  await page.getByRole('button', { name: 'Make secret' }).click();
  const value = page.getByTestId('secret-value');
  await expect(value).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  const first = await value.textContent();

  await page.getByRole('button', { name: 'Make a new secret…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace the tracking secret?' });
  await expect(dialog).toContainText('stops working at once');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(value).toHaveText(first!);

  await page.getByRole('button', { name: 'Make a new secret…' }).click();
  await page.getByRole('button', { name: 'Replace secret' }).click();
  await expect(page.getByText('New secret made; the old one no longer works.')).toBeVisible();
  await expect(value).not.toHaveText(first!);
  await expect(value).toHaveText(/^[A-Za-z0-9_-]{43}$/);

  // The old secret no longer signs: the server says so.
  const revealed = await api.call(
    'GET',
    `/v3/brand/campaigns/${campaign.campaign_id}/conversion-tracking/secret`,
  );
  await expect(value).toHaveText(revealed.data.tracking_secret);

  // Test a conversion with the partner's voucher code: nothing is recorded.
  const form = page.getByRole('form', { name: 'Test a conversion' });
  await form.getByLabel('Voucher code').fill(code.toLowerCase());
  await form.getByLabel(/Sale value/).fill('80');
  await form.getByRole('button', { name: 'Test conversion' }).click();
  const result = page.getByTestId('test-result');
  await expect(result.getByTestId('result-partner')).toContainText(partner.account_name);
  await expect(result.getByTestId('result-rule')).toContainText('no click counts');
  await expect(result.getByTestId('result-commission')).toContainText('GBP 4.00');
  await expect(result).toContainText('Nothing was recorded.');

  // A bad value is explained in words, beside nothing recorded.
  await form.getByLabel(/Sale value/).fill('lots');
  await form.getByRole('button', { name: 'Test conversion' }).click();
  await expect(form.getByText(/enter a number like/i)).toBeVisible();

  const conversions = await api.call(
    'GET',
    `/v3/brand/conversions?campaign_id=${campaign.campaign_id}`,
  );
  expect(conversions.data ?? conversions.conversions ?? []).toHaveLength(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('js-tag')).toBeVisible();
  await buttonsFit(page);
});
