import { expect, test, type Page } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';

/** The partner names the grid lists, sorted (the header row left out). */
async function gridNames(page: Page): Promise<string[]> {
  const links = page.getByRole('table').getByRole('row').getByRole('link');
  return (await links.allTextContents()).map((s) => s.trim()).sort();
}

const bulk = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });
const filters = (page: Page) => page.getByRole('search');

test('add ticked partners to a new collection and to a partner group, then filter the grid by each; Cancel changes nothing', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`grp-brand-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Groups ${t}`);
  const [ada, ben, cy] = [
    await api.partner(`ada-${t}`),
    await api.partner(`ben-${t}`),
    await api.partner(`cy-${t}`),
  ];
  await api.setStatus([ada.publisher_id, ben.publisher_id, cy.publisher_id], 'a');

  // A partner group is made on the campaign's page.
  await signIn(page);
  await page.goto(`/console/campaigns/${campaign.campaign_id}?tab=groups`);
  const groups = page.getByRole('region', { name: 'Partner groups' });
  await expect(groups.getByText('No partner groups yet')).toBeVisible();
  await groups.getByRole('button', { name: 'Create partner group' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create partner group' });
  await dialog.getByLabel('Group name').fill(`Top ${t}`);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Partner group created.')).toBeVisible();
  const groupRow = groups.getByRole('row').filter({ hasText: `Top ${t}` });
  await expect(groupRow).toContainText('0 partners');

  // The grid, narrowed to this test's partners.
  await page.goto(`/console/partners?q=${t}`);
  await expect
    .poll(() => gridNames(page))
    .toEqual([ada.account_name, ben.account_name, cy.account_name].sort());
  await page.getByLabel(`Select ${ada.account_name}`).check();
  await page.getByLabel(`Select ${ben.account_name}`).check();
  await expect(bulk(page)).toContainText('2 partners selected');

  // Cancel: no collection is made, the selection stays.
  await bulk(page).getByRole('button', { name: 'Add to collection' }).click();
  dialog = page.getByRole('dialog', { name: 'Add 2 partners to a collection' });
  await dialog.getByLabel('Collection', { exact: true }).selectOption({ label: 'New collection…' });
  await dialog.getByLabel('Collection name').fill(`Cancelled ${t}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(bulk(page)).toContainText('2 partners selected');
  const collectionFilter = filters(page).getByLabel('Collection');
  await expect(collectionFilter.locator('option', { hasText: `Cancelled ${t}` })).toHaveCount(0);
  const stored = await api.call('GET', `/v3/network/${api.s.network_id}/partner-collections`);
  expect(JSON.stringify(stored)).not.toContain(`Cancelled ${t}`);

  // A new collection with the two partners.
  await bulk(page).getByRole('button', { name: 'Add to collection' }).click();
  await expect(dialog).toBeVisible();
  // The name is asked for before anything is sent.
  await dialog.getByLabel('Collection', { exact: true }).selectOption({ label: 'New collection…' });
  await dialog.getByRole('button', { name: 'Add to collection' }).click();
  await expect(dialog.getByText('Name the new collection')).toBeVisible();
  await dialog.getByLabel('Collection name').fill(`Favourites ${t}`);
  await screenshot(page, 'partners-add-to-collection');
  await dialog.getByRole('button', { name: 'Add to collection' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`2 partners added to the new collection Favourites ${t}.`),
  ).toBeVisible();
  await expect(bulk(page)).toBeHidden(); // the selection is cleared

  // Filtering by the collection shows exactly those two.
  await collectionFilter.selectOption({ label: `Favourites ${t}` });
  await expect(page).toHaveURL(/collection=\d+/);
  await expect.poll(() => gridNames(page)).toEqual([ada.account_name, ben.account_name].sort());
  await screenshot(page, 'partners-filter-collection');
  await collectionFilter.selectOption({ label: 'All partners' });
  await expect.poll(() => gridNames(page)).toHaveLength(3);

  // Then two partners (one of them in the collection) to the partner group; Cancel first.
  await page.getByLabel(`Select ${ben.account_name}`).check();
  await page.getByLabel(`Select ${cy.account_name}`).check();
  const groupLabel = `Top ${t} (Groups ${t})`;
  await bulk(page).getByRole('button', { name: 'Add to partner group' }).click();
  dialog = page.getByRole('dialog', { name: 'Add 2 partners to a partner group' });
  await dialog.getByRole('combobox', { name: 'Partner group' }).selectOption({ label: groupLabel });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const groupFilter = filters(page).getByLabel('Partner group');
  await groupFilter.selectOption({ label: groupLabel });
  await expect(page.getByText('No partner matches this search')).toBeVisible();
  await groupFilter.selectOption({ label: 'Any group' });
  await expect.poll(() => gridNames(page)).toHaveLength(3);

  await page.getByLabel(`Select ${ben.account_name}`).check();
  await page.getByLabel(`Select ${cy.account_name}`).check();
  await expect(bulk(page)).toContainText('2 partners selected');
  await bulk(page).getByRole('button', { name: 'Add to partner group' }).click();
  await dialog.getByRole('combobox', { name: 'Partner group' }).selectOption({ label: groupLabel });
  await screenshot(page, 'partners-add-to-group');
  await dialog.getByRole('button', { name: 'Add to group' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`2 partners added to ${groupLabel}.`)).toBeVisible();

  await groupFilter.selectOption({ label: groupLabel });
  await expect(page).toHaveURL(/group=\d+/);
  await expect.poll(() => gridNames(page)).toEqual([ben.account_name, cy.account_name].sort());
  // Both filters at once: the collection's partners in the group.
  await collectionFilter.selectOption({ label: `Favourites ${t}` });
  await expect.poll(() => gridNames(page)).toEqual([ben.account_name]);
  await screenshot(page, 'partners-filter-group');

  // The campaign page counts the group's partners.
  await page.goto(`/console/campaigns/${campaign.campaign_id}?tab=groups`);
  await expect(groupRow).toContainText('2 partners');
});
