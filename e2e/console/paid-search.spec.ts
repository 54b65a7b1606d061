import { expect, test } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';
import { signUpByApi } from '../partner/helpers';

/**
 * Paid-search violations in the console (issue 32): from the campaign's approved partners, staff
 * open a partner's violations, cancel without a change, record an open-ended one (the API shows
 * it), and end it; on a phone the row's button stays in reach.
 */

test('staff record and end a paid-search violation from the campaign partners', async ({
  page,
  request,
}) => {
  const staff = new Api(request);
  const t = tag();
  const brand = await staff.brand(`paid-search-${t}`);
  const campaign = await staff.campaign(brand.advertiser_id, `Paid search ${t}`);
  const partner = await signUpByApi(staff, `paid-search-${t}`);
  await staff.setStatus([partner.partner_id], 'a');
  await staff.requestCampaign(partner.partner_id, campaign);
  await staff.accept(campaign.campaign_id, partner.partner_id);

  await signIn(page);
  await page.goto(`/console/campaigns/${campaign.campaign_id}?tab=partners`);
  await page.getByRole('tab', { name: /^Approved/ }).click();
  const open = page.getByRole('button', { name: `Paid search: ${partner.account_name}` });
  await open.click();
  const dialog = page.getByRole('dialog', {
    name: `Paid-search violations: ${partner.account_name}`,
  });
  await expect(dialog).toContainText('No paid-search violations');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await open.click();
  await dialog.getByRole('button', { name: 'Record violation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Paid-search violation recorded' }),
  ).toBeVisible();
  const windows = dialog.getByTestId('paid-search-windows').getByRole('listitem');
  await expect(windows).toHaveCount(1);
  await expect(windows.first()).toContainText('(open-ended)');
  await expect(windows.first()).toContainText('In force');

  // The API agrees: one open-ended window on the participation.
  const record = await staff.call(
    'GET',
    `/campaign/${campaign.campaign_id}/publisher/${partner.partner_id}`,
  );
  const participationId = record.publishers[0].publisher.participation_id as string;
  const listed = await staff.call(
    'GET',
    `/v3/brand/participations/${participationId}/paid_search_violation`,
  );
  expect(listed.data).toHaveLength(1);
  expect(listed.data[0].end_date_time).toBeNull();

  await windows.first().getByRole('button', { name: 'End now' }).click();
  await expect(windows.first()).toContainText('Ended');
  await expect(windows.first().getByRole('button')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // On a phone the partner's Paid search button is within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await open.scrollIntoViewIfNeeded();
  const box = (await open.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
