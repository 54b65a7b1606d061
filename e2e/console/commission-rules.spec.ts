import { expect, test, type Locator, type Page } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';

// Issue 33's acceptance: staff set a tier and end a promotion on the campaign page; a rule is
// edited (refused first, in words and not field names) and deleted; rates read as rates and
// money as money; every rule's actions reachable on a 390 px phone.

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

const localDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);
const isoDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');

/** The buttons' right edges fit the viewport's width. */
async function expectWithin(page: Page, buttons: Locator, width: number) {
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const b = buttons.nth(i);
    await b.scrollIntoViewIfNeeded();
    const box = (await b.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await b.innerText()).toBeLessThanOrEqual(width);
  }
}

test('staff set a tier, end a promotion, edit a rate (refused in words first) and delete the tier', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`tiers-${t}`);
  const campaign = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Tiers ${t}`,
      destination_url: 'https://shop.example/tiers',
      default_commission_rate: '5',
      default_currency: 'GBP',
    })
  ).campaign as { campaign_id: string };
  const id = campaign.campaign_id;
  const partner = await api.partner(`tier-partner-${t}`);
  await api.setStatus([partner.publisher_id], 'a');
  await api.call('POST', '/commission_group', {
    commission_groups: [{ campaign_id: id, name: `Top ${t}` }],
  });
  await api.call('POST', `/v2/campaigns/${id}/commissions/promotions`, {
    description: `Spring ${t}`,
    performance_model: 'percentage_cpa',
    performance_value: '15',
    start_date: isoDays(-1),
  });

  await signIn(page);
  await page.goto(`/console/campaigns/${id}?tab=commissions`);
  await expect(page.getByRole('tab', { name: 'Commissions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const rules = page.getByRole('region', { name: 'Commissions' });
  const list = rules.getByRole('list', { name: 'Commission rules' });
  await expect(list).toContainText(`Spring ${t}`);
  await expect(list).toContainText('For every partner: 15%');

  // A group rate, as a fixed amount: money reads as money.
  await rules.getByRole('button', { name: 'Add partner group rate' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a partner group rate' });
  await dialog.getByLabel('Partner group').selectOption({ label: `Top ${t}` });
  await dialog.getByLabel('Commission type').selectOption({ label: 'Fixed amount per sale' });
  await dialog.getByLabel('Rate or amount').fill('12');
  await dialog.getByLabel('Description (optional)').fill(`Top rate ${t}`);
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  await expect(dialog).toBeHidden();
  await expect(list).toContainText(`Partner group Top ${t}: £12.00 per sale`);

  // A tier with two levels of revenue.
  await rules.getByRole('button', { name: 'Add tier' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a tier' });
  await dialog.getByLabel('Tier name').fill(`Volume ${t}`);
  await dialog.getByLabel('Level 1: from revenue').fill('1000');
  await dialog.getByLabel('Level 1: rate or amount').fill('8');
  await dialog.getByRole('button', { name: 'Add level' }).click();
  await dialog.getByLabel('Level 2: from revenue').fill('5000');
  await dialog.getByLabel('Level 2: rate or amount').fill('10.5');
  // No end yet: said in words before anything is sent.
  await dialog.getByRole('button', { name: 'Add tier' }).click();
  await expect(dialog.getByText('Enter when it ends')).toBeVisible();
  await dialog.getByLabel('Period ends (UTC)').fill(localDays(30));
  await dialog.getByRole('button', { name: 'Add tier' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tier added.')).toBeVisible();
  await expect(list).toContainText(`Volume ${t}`);
  await expect(list).toContainText('Level 1 from £1,000.00: 8%');
  await expect(list).toContainText('Level 2 from £5,000.00: 10.5%');
  const tiers = (await api.call('GET', `/v2/campaigns/${id}/commissions/tiers`)).tiers as {
    id: string;
    levels: { threshold: number; bonus_value: number }[];
  }[];
  expect(tiers).toHaveLength(1);
  expect(tiers[0]!.levels).toEqual([
    { threshold: 1000, bonus_value: 8 },
    { threshold: 5000, bonus_value: 10.5 },
  ]);

  // End the promotion: asked first, Cancel changes nothing, then it ends.
  const endPromotion = list.getByRole('button', { name: `End promotion Spring ${t}` });
  await endPromotion.click();
  dialog = page.getByRole('dialog', { name: `End “Spring ${t}”?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(list).toContainText(`Spring ${t}`);
  await endPromotion.click();
  await dialog.getByRole('button', { name: 'End promotion' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“Spring ${t}” ended.`)).toBeVisible();
  await expect(list).not.toContainText(`Spring ${t}`);
  const promotions = (await api.call('GET', `/v2/campaigns/${id}/commissions/promotions`))
    .promotions as unknown[];
  expect(promotions).toHaveLength(0);

  // Edit the group rate: an end before its start, then a percentage over 100, are refused in
  // words (the API's refusal of the second is said the same way); then the change is saved.
  await list.getByRole('button', { name: `Edit commission Top rate ${t}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit “Top rate ${t}”` });
  await dialog.getByLabel('Ends (UTC, optional)').fill(localDays(-2));
  await dialog.getByRole('button', { name: 'Save commission' }).click();
  await expect(dialog.getByText('The end must be after the start')).toBeVisible();
  await dialog.getByLabel('Ends (UTC, optional)').fill('');
  await dialog.getByLabel('Commission type').selectOption({ label: 'Percentage of the sale' });
  await dialog.getByLabel('Rate or amount').fill('150');
  await dialog.getByRole('button', { name: 'Save commission' }).click();
  await expect(dialog.getByText('A percentage is from 0 to 100')).toBeVisible();
  await expect(dialog).not.toContainText(/performance_value|end_date|start_date/);
  await dialog.getByLabel('Rate or amount').fill('12.5');
  await dialog.getByRole('button', { name: 'Save commission' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Commission changed.')).toBeVisible();
  await expect(list).toContainText(`Partner group Top ${t}: 12.5%`);
  await expect(list).not.toContainText('£12.00 per sale');

  // Edit the tier: two levels with one threshold are refused in words.
  await list.getByRole('button', { name: `Edit tier Volume ${t}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit “Volume ${t}”` });
  await dialog.getByLabel('Level 2: from revenue').fill('1000');
  await dialog.getByRole('button', { name: 'Save tier' }).click();
  await expect(dialog.getByText('Each level needs a threshold of its own')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Every rule's actions fit a phone.
  await page.setViewportSize({ width: 390, height: 800 });
  await expectWithin(page, list.getByRole('button'), 390);

  // Delete the tier.
  await list.getByRole('button', { name: `Delete tier Volume ${t}` }).click();
  dialog = page.getByRole('dialog', { name: `Delete “Volume ${t}”?` });
  await dialog.getByRole('button', { name: 'Delete tier' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“Volume ${t}” deleted.`)).toBeVisible();
  await expect(list).not.toContainText(`Volume ${t}`);
  expect((await api.call('GET', `/v2/campaigns/${id}/commissions/tiers`)).tiers).toEqual([]);

  // The tab is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Commissions' })).toBeVisible();
});
