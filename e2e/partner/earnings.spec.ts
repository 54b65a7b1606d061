import { expect, test } from '@playwright/test';
import { Api, screenshot, tag } from '../support/console';
import { signInAs, signUpByApi } from './helpers';

// The partner's earnings page: the figures, the chart's table, and the sales behind a figure.

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

const gbp = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
const pence = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

test('a partner sees its figures, the chart and the sales behind a figure, which sum to it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`earn-${t}`);
  const campaign = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Earnings ${t}`,
      destination_url: 'https://shop.example/earnings',
      default_commission_rate: '10',
      default_currency: 'GBP',
    })
  ).campaign as { campaign_id: string; advertiser_id: string };
  const partner = await signUpByApi(api, `earns-${t}`);
  await api.setStatus([partner.partner_id], 'a');
  await api.requestCampaign(partner.partner_id, campaign);
  await api.accept(campaign.campaign_id, partner.partner_id);
  const sales = [10_000, 5_050, 2_490];
  for (const [i, value] of sales.entries())
    await api.call('POST', `/v3/brand/campaigns/${campaign.campaign_id}/conversions`, {
      publisher_id: partner.partner_id,
      conversion_reference: `order-${t}-${i}`,
      value: (value / 100).toFixed(2),
    });
  const expected = sales.reduce((n, v) => n + Math.round(v / 10), 0);

  await signInAs(page, partner.email);
  await page.goto('/partner/earnings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earnings');
  const row = page.getByTestId('earnings-totals').getByRole('row', { name: /GBP/ });
  const pending = row.getByRole('cell', { name: 'Pending', exact: true });
  await expect(pending).toHaveText(gbp(expected));
  await expect(row.getByRole('cell', { name: 'Approved', exact: true })).toHaveText(gbp(0));

  // The chart's figures are in its table: today's pending commission is the figure.
  const chart = page.getByRole('figure', { name: 'Commission in GBP per day' });
  const today = new Date().toISOString().slice(0, 10);
  const todayRow = chart.locator('table tr', { has: page.locator(`th:text-is("${today}")`) });
  await expect(todayRow.locator('td').first()).toHaveText(String(expected / 100));
  // Today is not over: the chart says so rather than drawing a fall.
  await expect(chart.getByTestId('chart-partial-note')).toContainText('is not over yet');
  await page.getByLabel('Interval').selectOption({ label: 'By month' });
  await expect(page.getByRole('figure', { name: 'Commission in GBP per month' })).toBeAttached();

  // Choosing the figure lists its sales: one row per order, summing to the figure.
  await pending.getByRole('button').click();
  const rows = page.getByTestId('earning-rows');
  await expect(
    page.getByRole('heading', { name: `Pending commission in GBP: ${gbp(expected)}` }),
  ).toBeVisible();
  await expect(rows.getByTestId('earning-row')).toHaveCount(sales.length);
  for (const i of sales.keys()) await expect(rows).toContainText(`order-${t}-${i}`);
  await expect(rows).toContainText(`Earnings ${t}`);
  await expect(rows).toContainText('10%');
  const nets = await rows.getByTestId('net-commission').allTextContents();
  expect(nets.reduce((n, v) => n + pence(v), 0)).toBe(expected);
  await screenshot(page, 'partner-earnings-rows');

  // Another figure with nothing in it says so.
  await row.getByRole('cell', { name: 'Payable', exact: true }).getByRole('button').click();
  await expect(page.getByText('No sales in this figure')).toBeVisible();
});
