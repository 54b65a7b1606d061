import { expect, test } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';
import { fraudWorld } from '../support/fraud';

/**
 * /console/fraud (issue 32): staff review the incident the scripted burst raised, read its
 * evidence (the 25 sales with value and time), cancel and then confirm rejecting its sales
 * (a job whose progress shows), and find every sale rejected; every row action in reach on a
 * phone.
 */

test('staff review a burst incident, see its sales and reject them with the progress shown', async ({
  page,
  request,
}) => {
  const { t, staff, campaign, sales, incidentId } = await fraudWorld(request);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Fraud' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fraud review');
  await page.getByLabel('Campaign', { exact: true }).selectOption(campaign.campaign_id);
  await expect(page).toHaveURL(new RegExp(`campaign_id=${campaign.campaign_id}`));
  await expect(page.getByTestId('incident-chart')).toContainText('Incidents per day');

  const table = page.getByTestId('incident-table');
  const row = table.getByRole('row').filter({ hasText: 'Many sales from one address' });
  await expect(row).toContainText(`${sales} sales from one address (limit 20)`);
  await expect(row).toContainText('Payments held');
  await row.getByRole('button', { name: `Review incident ${incidentId}` }).click();

  const detail = page.getByTestId('incident-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(
    `Incident ${incidentId}: Many sales from one address`,
  );
  await expect(detail).toContainText(`Sales behind it (${sales})`);
  const evidence = detail.getByTestId('evidence-row');
  await expect(evidence).toHaveCount(sales);
  await expect(evidence.first()).toContainText(`burst-${t}-1`);
  await expect(evidence.first()).toContainText('20.00');
  await expect(evidence.first()).toContainText('Pending');

  // Cancel changes nothing.
  await detail.getByRole('button', { name: 'Reject sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject the sales of this incident' });
  await expect(dialog).toContainText(`${sales} sales will be rejected`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(evidence.filter({ hasText: 'Rejected' })).toHaveCount(0);

  await detail.getByRole('button', { name: 'Reject sales' }).click();
  await dialog.getByRole('button', { name: 'Reject sales' }).click();
  const progress = page.getByTestId('incident-progress');
  await expect(progress).toContainText(`Rejecting ${sales} sales of incident ${incidentId}`);
  await expect(progress.getByRole('status')).toContainText(`done. ${sales} changed`, {
    timeout: 30_000,
  });
  await expect(evidence.filter({ hasText: 'Rejected' })).toHaveCount(sales);

  // The API agrees: every sale of the campaign is rejected now.
  const rejected = await staff.call(
    'GET',
    `/v3/brand/conversions?campaign_id=${campaign.campaign_id}&status=rejected&limit=100`,
  );
  expect(rejected.total).toBe(sales);

  // On a phone the incident's card keeps Review, and every action of the incident is in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('incident-cards').getByTestId('incident-row').first();
  const review = card.getByRole('button', { name: /^Review incident/ });
  await review.scrollIntoViewIfNeeded();
  const reviewBox = (await review.boundingBox())!;
  expect(reviewBox.x + reviewBox.width).toBeLessThanOrEqual(390);
  const actions = detail
    .getByRole('group', { name: 'Actions on this incident' })
    .getByRole('button');
  for (const button of await actions.all()) {
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('staff set a network default rule that campaigns follow, then go back to the built-in one', async ({
  page,
  request,
}) => {
  const staff = new Api(request);
  const t = tag();
  const brand = await staff.brand(`fraud-rules-${t}`);
  const campaign = await staff.campaign(brand.advertiser_id, `Fraud rules ${t}`);
  await signIn(page);
  await page.goto('/console/fraud');
  await page.getByRole('link', { name: 'Network fraud rules' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network fraud rules');
  // Only the hourly click scan's rule: no other test's sales are judged by it.
  const row = page.getByTestId('fraud-rule-volume_clicks');
  await expect(row).toContainText('Built-in default');

  await row.getByRole('button', { name: 'Edit the rule: Many clicks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rule: Many clicks' });
  await dialog.getByLabel('Limit (clicks)').fill('250000');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Built-in default');

  await row.getByRole('button', { name: 'Edit the rule: Many clicks' }).click();
  await dialog.getByLabel('Limit (clicks)').fill('250000');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Limit 250000 clicks');
  await expect(row).toContainText("The network's default");

  // A campaign without its own rule follows it.
  await page.goto(`/console/campaigns/${campaign.campaign_id}/fraud`);
  const campaignRow = page.getByTestId('fraud-rule-volume_clicks');
  await expect(campaignRow).toContainText('Limit 250000 clicks');
  await expect(campaignRow).toContainText("The network's default");

  await page.goto('/console/fraud/rules');
  await row.getByRole('button', { name: 'Use the built-in rule for: Many clicks' }).click();
  await page
    .getByRole('dialog', { name: 'Use the built-in rule' })
    .getByRole('button', { name: 'Use built-in' })
    .click();
  await expect(row).toContainText('Built-in default');
  const rules = await staff.call('GET', `/v3/network/${staff.s.network_id}/fraud-rules`);
  expect(rules.data.find((r: { metric: string }) => r.metric === 'volume_clicks').source).toBe(
    'default',
  );
});
