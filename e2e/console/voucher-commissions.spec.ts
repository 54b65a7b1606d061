import { expect, test, type Locator, type Page } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';

// Issue 33: voucher commissions on the campaign page's Commissions tab. Staff add one for a code
// (refused first in words: no code chosen, then a percentage over 100), see it listed with its
// rate, edit its value (money reads as money), reach its actions on a 390 px phone, and end it
// (Cancel first). A campaign without codes says so and links to its Voucher codes tab.

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

/** The buttons are visible and their right edges fit the viewport's width. */
async function expectWithin(page: Page, buttons: Locator, width: number) {
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const b = buttons.nth(i);
    await b.scrollIntoViewIfNeeded();
    await expect(b).toBeVisible();
    const box = (await b.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await b.innerText()).toBeLessThanOrEqual(width);
  }
}

async function gbpCampaign(api: Api, t: string, name: string) {
  const brand = await api.brand(`${name}-${t}`);
  const campaign = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `${name} ${t}`,
      destination_url: 'https://shop.example/vouchers',
      default_commission_rate: '5',
      default_currency: 'GBP',
    })
  ).campaign as { campaign_id: string; advertiser_id: string };
  return campaign;
}

type Listed = { id: string; performance_model: string; performance_value: number };

test('staff add a voucher commission for a code, edit its value and end it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = new Api(request);
  const t = tag();
  const campaign = await gbpCampaign(api, t, 'Vouchers');
  const id = campaign.campaign_id;
  const partner = await api.partner(`voucher-partner-${t}`);
  await api.setStatus([partner.publisher_id], 'a');
  await api.requestCampaign(partner.publisher_id, campaign);
  await api.accept(id, partner.publisher_id);
  const code = `SAVE${t}`.toUpperCase().slice(0, 20);
  await api.call('POST', `/campaign/${id}/voucher_code`, {
    voucher_codes: [{ voucher_code: code, publisher_id: partner.publisher_id }],
  });
  const listed = async () =>
    (await api.call('GET', `/campaign/${id}/optimisation/voucher/commission`))
      .voucher_commissions as Listed[];

  await signIn(page);
  await page.goto(`/console/campaigns/${id}?tab=commissions`);
  const rules = page.getByRole('region', { name: 'Commissions' });
  await expect(rules).toBeVisible();

  // Add: nothing chosen, then over 100%, are refused in words on their fields.
  await rules.getByRole('button', { name: 'Add voucher commission' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a voucher commission' });
  await expect(dialog.getByRole('checkbox', { name: code })).toBeVisible();
  await dialog.getByLabel('Rate or amount').fill('150');
  await dialog.getByLabel('Description (optional)').fill(`Codes ${t}`);
  await dialog.getByRole('button', { name: 'Add voucher commission' }).click();
  await expect(dialog.getByText('Choose at least one voucher code')).toBeVisible();
  await dialog.getByRole('checkbox', { name: code }).check();
  await dialog.getByRole('button', { name: 'Add voucher commission' }).click();
  await expect(dialog.getByText('A percentage is from 0 to 100')).toBeVisible();
  await expect(dialog).not.toContainText(/performance_value|voucher_codes|start_date/);
  await dialog.getByLabel('Rate or amount').fill('7.5');
  await dialog.getByRole('button', { name: 'Add voucher commission' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Voucher commission added.')).toBeVisible();

  const list = rules.getByRole('list', { name: 'Commission rules' });
  const row = list.getByRole('listitem').filter({ hasText: `Codes ${t}` });
  await expect(row).toContainText('Voucher commission');
  await expect(row).toContainText(`Code ${code}: 7.5%`);
  await expect(row).toContainText('Active');
  let saved = await listed();
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ performance_model: 'percentage_cpa', performance_value: 7.5 });

  // Edit: Cancel changes nothing; then a fixed amount, read as money.
  const edit = list.getByRole('button', { name: `Edit voucher commission Codes ${t}` });
  await edit.click();
  dialog = page.getByRole('dialog', { name: `Edit “Codes ${t}”` });
  await expect(dialog.getByRole('checkbox', { name: code })).toBeChecked();
  await expect(dialog.getByLabel('Rate or amount')).toHaveValue('7.5');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await edit.click();
  await dialog.getByLabel('Commission type').selectOption({ label: 'Fixed amount per sale' });
  await dialog.getByLabel('Rate or amount').fill('12');
  await dialog.getByRole('button', { name: 'Save voucher commission' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Voucher commission changed.')).toBeVisible();
  await expect(row).toContainText(`Code ${code}: £12.00 per sale`);
  await expect(row).not.toContainText('7.5%');
  saved = await listed();
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ performance_model: 'fixed_cpa', performance_value: 12 });

  // On a phone, the row's Edit, End and Delete are there and inside 390 px.
  await page.setViewportSize({ width: 390, height: 800 });
  for (const action of ['Edit', 'End', 'Delete'])
    await expect(
      row.getByRole('button', { name: `${action} voucher commission Codes ${t}` }),
    ).toBeVisible();
  await expectWithin(page, row.getByRole('button'), 390);

  // End: asked first, Cancel keeps it, then it ends and leaves the list.
  const end = row.getByRole('button', { name: `End voucher commission Codes ${t}` });
  await end.click();
  dialog = page.getByRole('dialog', { name: `End “Codes ${t}”?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(list).toContainText(`Codes ${t}`);
  await end.click();
  await dialog.getByRole('button', { name: 'End voucher commission' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“Codes ${t}” ended.`)).toBeVisible();
  // The list shows active and upcoming rules: the ended one leaves it (none left: the empty state).
  await expect(row).toHaveCount(0);
  await expect(rules).toContainText('No commission rules');
  expect(await listed()).toEqual([]);
});

test('a campaign without voucher codes says so and links to its voucher codes', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const campaign = await gbpCampaign(api, t, 'No codes');

  await signIn(page);
  await page.goto(`/console/campaigns/${campaign.campaign_id}?tab=commissions`);
  const rules = page.getByRole('region', { name: 'Commissions' });
  await rules.getByRole('button', { name: 'Add voucher commission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a voucher commission' });
  await expect(dialog).toContainText('no active voucher codes');
  await expect(dialog.getByRole('button', { name: 'Add voucher commission' })).toHaveCount(0);
  // Cancellable like every dialog.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await rules.getByRole('button', { name: 'Add voucher commission' }).click();
  await dialog.getByRole('link', { name: "Go to the campaign's voucher codes" }).click();
  await expect(page).toHaveURL(/\?tab=vouchers$/);
  await expect(page.getByRole('tab', { name: 'Voucher codes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add voucher code' })).toBeVisible();
});
