import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';

test('audit log: filter to one entity, see before → after, load more by cursor, download the same filter as CSV', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  // A user of its own, changed 55 times through the API: each change writes one audit row.
  const user = await api.user('brand', `Audit-${t}-Lantern`);
  const path = `/v3/network/${api.s.network_id}/users/${user.user_id}`;
  for (let i = 1; i <= 55; i++) await api.call('PATCH', path, { lastname: `Last-${i}` });

  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL(/\/console\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Entity type', { exact: true }).fill('user');
  await filters.getByLabel('Entity id', { exact: true }).fill(user.user_id);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`entity_type=user&entity_id=${user.user_id}`));

  const rows = page.getByTestId('audit-events').getByRole('row');
  await expect(rows).toHaveCount(51); // the header and the first 50 changes
  // Newest first: the last change, with its before and after.
  await expect(rows.nth(1)).toContainText('Updated');
  await expect(rows.nth(1).getByTestId('change-diff')).toContainText('Last-54');
  await expect(rows.nth(1).getByTestId('change-diff')).toContainText('Last-55');
  await screenshot(page, 'audit-log');

  await page.getByRole('button', { name: 'Load more' }).click();
  // The rest: 55 updates and the creation (at least; other writes to the user may add rows).
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'created' })).not.toHaveCount(0);
  const shown = await rows.count();
  expect(shown).toBeGreaterThanOrEqual(57);

  // The download link repeats the filters; the CSV holds the same rows.
  const exportLink = page.getByRole('link', { name: 'Download CSV' });
  await expect(exportLink).toHaveAttribute(
    'href',
    `/v3/network/${api.s.network_id}/audit-events/export?entity_type=user&entity_id=${user.user_id}`,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'id,created_at,actor_id,actor_user_name,request_id,entity_type,entity_id,action,before,after',
  );
  expect(lines).toHaveLength(shown);
  expect(lines[1]).toContain('Last-55');

  // Filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(filters.getByLabel('Entity id', { exact: true })).toHaveValue(user.user_id);
  await expect(rows).toHaveCount(51);

  // A date range after today matches nothing.
  await filters.getByLabel('From', { exact: true }).fill('2999-01-01');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2999-01-01/);
  await expect(page.getByText('No changes match these filters')).toBeVisible();
});

test('a partner page links to its history: the audit log filtered to that partner', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const partner = await api.partner(`history-${tag()}`);
  await api.setStatus([partner.publisher_id], 'a');
  await signIn(page);
  await page.goto(`/console/partners/${partner.publisher_id}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/console/audit\\?entity_type=partner&entity_id=${partner.publisher_id}$`),
  );
  const rows = page.getByTestId('audit-events').getByRole('row');
  await expect(rows.filter({ hasText: 'created' })).toHaveCount(1);
  // Codes in words (issue 23): the action, the field and the status letters.
  const change = rows.filter({ hasText: 'Status changed' }).first();
  await expect(change.getByTestId('change-diff')).toContainText(
    // "→" is shown; screen readers read "changed to" instead.
    /Network status: Pending\s*→\s*changed to\s*Approved/,
  );
  await expect(change).toContainText(`Partner #${partner.publisher_id}`);
  await expect(change).not.toContainText('network_status');
});
