import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';
import { problemsOf } from '../support/page-checks';
import { basicAuth } from '../support/state';

/**
 * /console/conversions: a brand user reviews its sales in the browser (issue 33's first broken
 * journey): filters pending sales, approves 50 in bulk while the progress shows, rejects one
 * with a reason, refunds another, exports the filtered list as CSV; every row action in reach
 * on a phone.
 */

async function world(request: Parameters<Parameters<typeof test>[2]>[0]['request']) {
  const staff = new Api(request);
  const t = tag();
  const mine = await staff.brand(`rev-mine-${t}`);
  const theirs = await staff.brand(`rev-theirs-${t}`);
  const campaign = await staff.campaign(mine.advertiser_id, `Review ${t}`);
  const other = await staff.campaign(theirs.advertiser_id, `Other ${t}`);
  const partner = await staff.partner(`rev-${t}`);
  await staff.setStatus([partner.publisher_id], 'a');
  for (const c of [campaign, other]) {
    await staff.requestCampaign(partner.publisher_id, c);
    await staff.accept(c.campaign_id, partner.publisher_id);
  }
  const password = `Brand-${tag()}-Review`;
  const user = await staff.user('brand', password, [mine.advertiser_id]);
  const brandApi = new Api(request, basicAuth(staff.s, user.user_api_key));
  const sale = (api: Api, campaignId: string, reference: string, value: string) =>
    api.call('POST', `/v3/brand/campaigns/${campaignId}/conversions`, {
      publisher_id: partner.publisher_id,
      conversion_reference: reference,
      value,
    });
  for (let i = 1; i <= 50; i++)
    await sale(brandApi, campaign.campaign_id, `big-${t}-${i}`, `${20 + i}.00`);
  await sale(brandApi, campaign.campaign_id, `small-${t}-1`, '5.00');
  await sale(brandApi, campaign.campaign_id, `small-${t}-2`, '6.00');
  await sale(staff, other.campaign_id, `theirs-${t}`, '99.00');
  return { t, campaign, user, password };
}

const rowOf = (page: Page, reference: string) =>
  page.getByTestId('conversion-table').getByRole('row').filter({ hasText: reference });

async function waitForProgress(page: Page, label: string) {
  const progress = page.getByTestId('review-progress');
  await expect(progress).toContainText(label);
  await expect(progress.getByRole('status')).toContainText('done', { timeout: 30_000 });
  return progress;
}

test('a brand user approves 50 pending sales in bulk, rejects one with a reason, refunds another and exports the list', async ({
  page,
  request,
}) => {
  const { t, campaign, user, password } = await world(request);
  await signIn(page, user.email, password);
  await expect(page.getByRole('link', { name: /conversions? pending review/ })).toHaveAttribute(
    'href',
    '/console/conversions?status=pending',
  );
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Conversions' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversions');
  await expect(page.getByText(`theirs-${t}`)).toHaveCount(0);

  await page.getByLabel('Campaign', { exact: true }).selectOption(campaign.campaign_id);
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await page.getByLabel('Sale value from').fill('10');
  await expect(page.getByText('1–25 of 50 conversions')).toBeVisible();
  await expect(page).toHaveURL(/status=pending/);

  await page.getByRole('button', { name: 'Approve…' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve conversions' });
  await expect(approve).toContainText('all 50 conversions matching the filters');
  await approve.getByRole('button', { name: 'Approve 50 conversions' }).click();
  const progress = await waitForProgress(page, 'Approving 50 conversions');
  await expect(progress.getByRole('status')).toContainText('50 changed');
  await expect(page.getByText('No conversions match these filters')).toBeVisible();

  await page.getByLabel('Sale value from').fill('');
  await page.getByLabel('Sale value up to').fill('6');
  await expect(page.getByText('No conversions match these filters')).toHaveCount(0);
  await expect(rowOf(page, `small-${t}-1`)).toContainText('GBP 5.00');

  // Reject: the reason is required, and the dialog can be cancelled.
  await rowOf(page, `small-${t}-1`)
    .getByRole('button', { name: /^Reject/ })
    .click();
  const reject = page.getByRole('dialog', { name: 'Reject conversions' });
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toHaveCount(0);
  await rowOf(page, `small-${t}-1`)
    .getByRole('button', { name: /^Reject/ })
    .click();
  await reject.getByRole('button', { name: 'Reject 1 conversion' }).click();
  await expect(reject).toContainText('Give the reason for the rejection');
  await reject.getByLabel('Reason (required)').fill('Order cancelled by the shopper');
  await reject.getByRole('button', { name: 'Reject 1 conversion' }).click();
  await waitForProgress(page, 'Rejecting 1 conversion');
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await expect(rowOf(page, `small-${t}-1`)).toContainText('Reason: Order cancelled by the shopper');

  // Refund: approve it first (refunds are for approved sales), then take everything back.
  await rowOf(page, `small-${t}-2`)
    .getByRole('button', { name: /^Approve/ })
    .click();
  await waitForProgress(page, 'Approving 1 conversion');
  await rowOf(page, `small-${t}-2`)
    .getByRole('button', { name: /^Refund/ })
    .click();
  const refund = page.getByRole('dialog', { name: 'Refund a conversion' });
  await expect(refund).toContainText('commission GBP 0.30');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toHaveCount(0);
  await expect(rowOf(page, `small-${t}-2`)).toContainText('GBP 0.00');
  await expect(rowOf(page, `small-${t}-2`)).toContainText('Commission GBP 0.00 (was GBP 0.30)');

  // CSV of the filtered list: approved sales of the campaign, every page.
  await page.getByLabel('Sale value up to').fill('');
  await page.getByLabel('Status', { exact: true }).selectOption('approved');
  await expect(page.getByText('1–25 of 51 conversions')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('conversion_id,conversion_reference');
  expect(lines).toHaveLength(52);
  expect(csv).toContain(`big-${t}-50`);
  expect(csv).toContain(`small-${t}-2`);
  expect(csv).not.toContain(`small-${t}-1`);
  expect(csv).not.toContain(`theirs-${t}`);
});

test('on a phone every row action is in reach and nothing overflows', async ({ page, request }) => {
  const { t, user, password } = await world(request);
  await signIn(page, user.email, password);
  const problems = await problemsOf(
    page,
    {
      name: 'console-conversions-phone',
      path: '/console/conversions?status=pending',
      ready: (p) =>
        expect(
          p.getByTestId('conversion-cards').getByTestId('conversion-row').first(),
        ).toBeVisible(),
    },
    390,
  );
  expect(problems).toEqual([]);
  const card = page
    .getByTestId('conversion-cards')
    .getByTestId('conversion-row')
    .filter({ hasText: `small-${t}-2` });
  for (const name of [/^Approve/, /^Reject/]) {
    const button = card.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await card.getByRole('button', { name: /^Reject/ }).click();
  await expect(page.getByRole('dialog', { name: 'Reject conversions' })).toBeVisible();
});
