import { expect, test } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';

test('accept and decline campaign requests, one at a time and in bulk, with a reason kept in the history', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`req-brand-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Spring ${t}`);
  const partners = [
    await api.partner(`ann-${t}`),
    await api.partner(`bob-${t}`),
    await api.partner(`cat-${t}`),
    await api.partner(`dan-${t}`),
  ];
  await api.setStatus(
    partners.map((p) => p.publisher_id),
    'a',
  );
  for (const p of partners) await api.requestCampaign(p.publisher_id, campaign);
  const [ann, bob, cat, dan] = partners as [
    (typeof partners)[0],
    (typeof partners)[0],
    (typeof partners)[0],
    (typeof partners)[0],
  ];

  await signIn(page);
  await page.goto(`/console/campaigns/${campaign.campaign_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Spring ${t}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    `req-brand-${t}`,
  );
  const queue = page.getByTestId('request-queue');
  await expect(queue.getByRole('row')).toHaveCount(5);
  await screenshot(page, 'campaign-detail');

  // One at a time: accept Ann; decline Bob with a reason.
  await queue.getByRole('button', { name: `Accept ${ann.account_name}` }).click();
  await expect(page.getByText('1 request accepted.')).toBeVisible();
  await expect(page.getByTestId(`request-${ann.account_name}`)).toHaveCount(0);
  await queue.getByRole('button', { name: `Decline ${bob.account_name}` }).click();
  const decline = page.getByRole('dialog', { name: 'Decline 1 request' });
  await decline.getByLabel('Reason (optional)').fill('Audience does not match the brand');
  await decline.getByRole('button', { name: 'Decline 1 request' }).click();
  await expect(decline).toBeHidden();
  await expect(page.getByTestId(`request-${bob.account_name}`)).toHaveCount(0);

  // In bulk: select Cat and Dan, accept both.
  await queue.getByLabel(`Select ${cat.account_name}`).check();
  await queue.getByLabel(`Select ${dan.account_name}`).check();
  await page
    .getByRole('region', { name: 'Bulk decisions' })
    .getByRole('button', { name: 'Accept selected' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Accept 2 requests?' });
  await confirm.getByRole('button', { name: 'Accept 2 requests' }).click();
  await expect(page.getByText('2 requests accepted.')).toBeVisible();
  await expect(page.getByText('No pending requests')).toBeVisible();

  await page.getByRole('tab', { name: /Approved/ }).click();
  await expect(page.getByTestId('participants-a')).toContainText(ann.account_name);
  await expect(page.getByTestId('participants-a').getByRole('listitem')).toHaveCount(3);
  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(page.getByTestId('participants-r')).toContainText(bob.account_name);

  expect(await api.participants(campaign.campaign_id, 'a')).toEqual(
    [ann.account_name, cat.account_name, dan.account_name].sort(),
  );
  const history = await api.history(campaign.campaign_id, bob.publisher_id);
  expect(history.at(-1)).toMatchObject({
    from_status: 'p',
    to_status: 'r',
    reason: 'Audience does not match the brand',
  });
});

test('the brand queue gathers requests from every campaign; decline in bulk; create and edit a campaign', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`queue-brand-${t}`);
  const summer = await api.campaign(brand.advertiser_id, `Summer ${t}`);
  const winter = await api.campaign(brand.advertiser_id, `Winter ${t}`);
  const eve = await api.partner(`eve-${t}`);
  const fay = await api.partner(`fay-${t}`);
  await api.setStatus([eve.publisher_id, fay.publisher_id], 'a');
  await api.requestCampaign(eve.publisher_id, summer);
  await api.requestCampaign(fay.publisher_id, winter);

  await signIn(page);
  await page.goto(`/console/brands/${brand.advertiser_id}`);
  await page
    .getByRole('navigation', { name: 'Brand' })
    .getByRole('link', { name: 'Pending requests' })
    .click();
  const queue = page.getByTestId('request-queue');
  await expect(queue.getByRole('row')).toHaveCount(3);
  await expect(queue).toContainText(`Summer ${t}`);
  await expect(queue).toContainText(`Winter ${t}`);
  await screenshot(page, 'brand-requests');
  await queue.getByLabel('Select every request').check();
  await page.getByRole('button', { name: 'Decline selected' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline 2 requests' });
  await decline.getByRole('button', { name: 'Decline 2 requests' }).click();
  await expect(page.getByText('2 requests declined.')).toBeVisible();
  await expect(page.getByText('No pending requests')).toBeVisible();
  expect(await api.participants(summer.campaign_id, 'r')).toEqual([eve.account_name]);
  expect(await api.participants(winter.campaign_id, 'r')).toEqual([fay.account_name]);

  // Campaigns of the brand: create one through the form, then edit it.
  await page
    .getByRole('navigation', { name: 'Brand' })
    .getByRole('link', { name: 'Campaigns' })
    .click();
  await expect(page.getByRole('link', { name: `Summer ${t}` })).toBeVisible();
  await screenshot(page, 'brand-campaigns');
  await page.getByRole('link', { name: 'New campaign' }).first().click();
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Title').fill('Sale');
  await form.getByLabel('Destination URL').fill('https://shop.example/autumn');
  await form.getByLabel('Commission (%)').fill('7.5');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(form.getByText('At least 5 characters')).toBeVisible();
  await screenshot(page, 'campaign-new');
  await form.getByLabel('Title').fill(`Autumn ${t}`);
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/console\/campaigns\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Autumn ${t}`);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('tab', { name: 'Settings' }).click();
  const details = page.getByRole('form', { name: 'Campaign details' });
  await details.getByLabel('Fixed amount').check();
  await details.getByLabel('Commission amount').fill('12.50');
  await details.getByLabel('Cookie period (days)').fill('45');
  await details.getByRole('button', { name: 'Save campaign' }).click();
  await expect(page.getByText('Campaign saved.')).toBeVisible();
  const stored = await api.call('GET', `/campaign/${id}`);
  expect(stored.campaign).toMatchObject({
    default_commission_value: '12.50',
    default_commission_rate: null,
    cookie_period: 45 * 86400,
  });
});
