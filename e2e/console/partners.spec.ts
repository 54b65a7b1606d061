import { expect, test } from '@playwright/test';
import { makePng } from '../../tests/support/images';
import { Api, screenshot, signIn, tag } from '../support/console';

test('filter, search and sort the partner grid on the server; the export link follows the filter', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const [alpha, bravo, charlie] = [
    await api.partner(`alpha-${t}`),
    await api.partner(`bravo-${t}`),
    await api.partner(`charlie-${t}`),
  ];
  await api.setStatus([alpha.publisher_id, charlie.publisher_id], 'a');

  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Partners' })
    .click();
  await expect(page).toHaveURL(/\/console\/partners$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(t);
  await expect(page).toHaveURL(new RegExp(`q=${t}`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4); // the header and three partners
  await page.getByLabel('Status').selectOption('a');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('link', { name: bravo.account_name })).toHaveCount(0);

  // Sort by account name, then descending: the server orders, the URL says so.
  await page.getByRole('button', { name: /^Account name/ }).click();
  await expect(rows.nth(1)).toContainText(alpha.account_name);
  await page.getByRole('button', { name: /^Account name/ }).click();
  await expect(page).toHaveURL(/sort=-account_name/);
  await expect(rows.nth(1)).toContainText(charlie.account_name);
  await expect(page.getByRole('columnheader', { name: /Account name/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await screenshot(page, 'partners-grid');

  // The export is the same filter as CSV, every page of it.
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^publisher_id,account_name,/);
  expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([
    charlie.account_name,
    alpha.account_name,
  ]);

  // Reloading keeps the filter: it lives in the URL.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(t);
  await expect(rows).toHaveCount(3);
});

test('bulk-reject two partners: the confirmation counts their participations, which then end', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`brand-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Reject test ${t}`);
  const first = await api.partner(`rej-one-${t}`);
  const second = await api.partner(`rej-two-${t}`);
  const bystander = await api.partner(`rej-keep-${t}`);
  await api.setStatus([first.publisher_id, second.publisher_id, bystander.publisher_id], 'a');
  for (const p of [first, second, bystander]) await api.requestCampaign(p.publisher_id, campaign);
  await api.accept(campaign.campaign_id, first.publisher_id);

  await signIn(page);
  await page.goto(`/console/partners?q=${t}`);
  await page.getByLabel(`Select ${first.account_name}`).check();
  await page.getByLabel(`Select ${second.account_name}`).check();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText(
    '2 partners selected',
  );
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Reject' })
    .click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Reject 2 partners?');
  // One approved and one pending participation: a rejection ends both.
  await expect(dialog.getByTestId('reject-impact')).toContainText('this will end 2 participations');
  await screenshot(page, 'partners-bulk-reject-dialog');
  await dialog.getByRole('button', { name: 'Reject 2 partners' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 partners rejected.')).toBeVisible();
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(rowOf(first.account_name).getByTestId('partner-status')).toHaveText('Rejected');
  await expect(rowOf(second.account_name).getByTestId('partner-status')).toHaveText('Rejected');
  await expect(rowOf(bystander.account_name).getByTestId('partner-status')).toHaveText('Approved');

  // On the partner's page its participation has ended, and the history says why.
  await page.getByRole('link', { name: first.account_name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.account_name);
  const participation = page.getByTestId(`participation-${campaign.campaign_id}`);
  await expect(participation).toContainText('Rejected');
  await participation.getByRole('button', { name: 'Show history' }).click();
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(
    'partner rejected from the network',
  );

  expect(await api.participants(campaign.campaign_id, 'r')).toEqual(
    [first.account_name, second.account_name].sort(),
  );
  expect(await api.participants(campaign.campaign_id, 'p')).toEqual([bystander.account_name]);
});

test('edit a partner: a server field error lands on its field; save, change the logo, add a website and a database', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const partner = await api.partner(`edit-${t}`);
  const other = await api.partner(`taken-${t}`);

  await signIn(page);
  await page.goto(`/console/partners/${partner.publisher_id}`);
  const profile = page.getByRole('form', { name: 'Partner profile' });
  await profile.getByLabel('Account name').fill(other.account_name);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  // The duplicate is only known to the server; its answer names account_name.
  await expect(profile.getByLabel('Account name')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    profile.getByText('account_name is already used by another partner on this network'),
  ).toBeVisible();
  await screenshot(page, 'partner-detail-field-error');

  // The same schema as the API checks the form before anything is sent.
  await profile.getByLabel('Account name').fill(`edited-${t}`);
  await profile.getByLabel('Contact e-mail').fill('not an e-mail');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Enter a valid e-mail address')).toBeVisible();
  await profile.getByLabel('Contact e-mail').fill(`edited-${t}@partners.e2e.test`);
  await profile.getByLabel('Contact name').fill('Edie Tor');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`edited-${t}`);
  const saved = await api.call('GET', `/user/publisher/${partner.publisher_id}`);
  expect(saved.publisher).toMatchObject({ account_name: `edited-${t}`, contact_name: 'Edie Tor' });

  // Logo: upload a PNG; after saving, the picker shows the image as the app serves it.
  const logo = page.getByRole('region', { name: 'Logo' });
  await logo
    .getByLabel('Logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(40, 20) });
  await logo.getByRole('button', { name: 'Save logo' }).click();
  await expect(page.getByText('Logo saved.')).toBeVisible();
  await expect(logo.getByAltText('Company logo preview')).toHaveAttribute(
    'src',
    /\/assets\/images\/\d+-[0-9a-f]{16}\.png$/,
  );

  // Websites: add one (the first becomes primary), then a second, make it primary, deactivate the first.
  const websites = page.getByRole('region', { name: 'Websites' });
  await websites.getByRole('button', { name: 'Add website' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a website' });
  await dialog.getByLabel('Website URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Add website' }).click();
  await expect(dialog.getByText('Must be a valid http or https URL')).toBeVisible();
  await dialog.getByLabel('Website URL').fill(`https://${t}.blog.example`);
  await dialog.getByLabel('Website name').fill('The Blog');
  await dialog.getByRole('button', { name: 'Add website' }).click();
  await expect(dialog).toBeHidden();
  const blogRow = websites.getByRole('row').filter({ hasText: 'The Blog' });
  await expect(blogRow).toContainText('Primary');
  await websites.getByRole('button', { name: 'Add website' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a website' });
  await dialog.getByLabel('Website URL').fill(`https://${t}.shop.example`);
  await dialog.getByLabel('Website name').fill('The Shop');
  await dialog.getByRole('button', { name: 'Add website' }).click();
  const shopRow = websites.getByRole('row').filter({ hasText: 'The Shop' });
  await shopRow.getByRole('button', { name: 'Make primary' }).click();
  await expect(shopRow).toContainText('Primary');
  await expect(blogRow).not.toContainText('Primary');
  await blogRow.getByRole('button', { name: 'Deactivate' }).click();
  await expect(blogRow).toContainText('Inactive');

  const databases = page.getByRole('region', { name: 'Databases' });
  await databases.getByRole('button', { name: 'Add database' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a database' });
  await dialog.getByLabel('Database name').fill('Newsletter');
  await dialog.getByLabel('Creation method').fill('Opt-in');
  await dialog.getByLabel('Size (contacts)').fill('12000');
  await dialog.getByLabel('Male (%)', { exact: true }).fill('70');
  await dialog.getByLabel('Female (%)', { exact: true }).fill('40');
  await dialog.getByRole('button', { name: 'Add database' }).click();
  // male + female <= 100 is the server's rule: its error comes back on the field.
  await expect(dialog.getByText('male and female together must not exceed 100')).toBeVisible();
  await dialog.getByLabel('Female (%)', { exact: true }).fill('30');
  await dialog.getByRole('button', { name: 'Add database' }).click();
  await expect(dialog).toBeHidden();
  await expect(databases.getByRole('row').filter({ hasText: 'Newsletter' })).toContainText(
    '12,000',
  );
  await screenshot(page, 'partner-detail');
});
