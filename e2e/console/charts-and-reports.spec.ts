import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';

// Issue 33: charts that do not mislead (clicks and conversions on their own axes, today's
// running day marked, one name per figure) and a traffic report with a custom range, a
// breakdown and a CSV of what is shown.

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

test('the charts mark today as running and read conversions on their own axis', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`charts-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Charts ${t}`);
  const partner = await api.partner(`charts-${t}`);
  await api.setStatus([partner.publisher_id], 'a');
  await api.requestCampaign(partner.publisher_id, campaign);
  await api.accept(campaign.campaign_id, partner.publisher_id);
  await api.call('POST', `/v3/brand/campaigns/${campaign.campaign_id}/conversions`, {
    publisher_id: partner.publisher_id,
    conversion_reference: `charts-${t}`,
    value: '20.00',
  });
  await signIn(page);

  // The overview: one chart, two axes (left clicks, right conversions), today dashed.
  const overview = page.getByRole('figure', {
    name: 'Clicks that count and conversions per day, last 30 days',
  });
  await expect(overview.locator('.recharts-yAxis')).toHaveCount(2);
  await expect(overview.locator('.recharts-legend-wrapper')).toContainText('Clicks that count');
  await expect(overview.getByTestId('chart-partial-note')).toHaveText(
    /is not over yet: its figures are drawn dashed/,
  );
  await expect(overview.locator('path[stroke-dasharray="4 4"]')).toHaveCount(2);

  // Traffic: the same figure has the same name; each chart marks today.
  await page.goto('/console/traffic');
  const totals = page.getByRole('definition').first();
  await expect(totals).toBeVisible();
  await expect(page.getByText('Creditable clicks')).toHaveCount(0);
  await expect(page.getByLabel('Totals').getByText('Clicks that count')).toBeVisible();
  await expect(page.getByTestId('chart-partial-note')).toHaveCount(2);
});

test('the traffic report takes a custom range, breaks it down and downloads it as CSV', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`report-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Report ${t}`);
  const partner = await api.partner(`report-${t}`);
  await api.setStatus([partner.publisher_id], 'a');
  await api.requestCampaign(partner.publisher_id, campaign);
  await api.accept(campaign.campaign_id, partner.publisher_id);
  await api.call('POST', `/v3/brand/campaigns/${campaign.campaign_id}/conversions`, {
    publisher_id: partner.publisher_id,
    conversion_reference: `report-${t}`,
    value: '20.00',
  });
  await signIn(page);
  await page.goto('/console/traffic');
  await page.getByLabel('Period').selectOption({ label: 'Custom range' });
  // The labels read "From (required)" and "To (required)"; "To" alone would also match "Totals".
  const period = page.getByRole('group', { name: 'Filter traffic' });
  const from = period.getByLabel(/^From\b/);
  const to = period.getByLabel(/^To\b/);
  await expect(from).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);

  // An end before the start is refused in words, under the field, before anything is asked.
  await from.fill(today);
  await to.fill(weekAgo);
  await expect(page.getByText('The end must be after the start')).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');

  await from.fill(weekAgo);
  await to.fill(today);
  await expect(page.getByText('The end must be after the start')).toHaveCount(0);
  await expect(page.getByText(`${weekAgo} to ${today}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${weekAgo}&to=${today}`));

  // A breakdown by partner lists the partner with its conversion.
  await page.getByLabel('Breakdown').selectOption({ label: 'By partner' });
  const table = page.getByTestId('traffic-breakdown');
  const row = table.getByRole('row', { name: new RegExp(`report-${t}`) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText('1');
  await screenshot(page, 'console-traffic-report');

  // The CSV is what the page shows: the same range, the same breakdown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`traffic-${weekAgo}-to-${today}-by-partner.csv`);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('partner,name,clicks,creditable_clicks,invalid_clicks,conversions');
  expect(csv).toContain(`${partner.publisher_id},report-${t},0,0,0,1`);

  // Earnings download as CSV too: every figure as exact text, one row per campaign and currency.
  await page.goto('/console/earnings');
  const [earnings] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const rows = readFileSync((await earnings.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(rows[0]).toBe('campaign_id,campaign,currency,pending,approved,locked,payable');
  expect(rows.find((r) => r.includes(`Report ${t}`))).toMatch(
    new RegExp(`^${campaign.campaign_id},Report ${t},[A-Z]{3},\\d+\\.\\d{2,4},`),
  );
});
