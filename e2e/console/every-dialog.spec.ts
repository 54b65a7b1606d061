import { expect, test } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';
import { openAndCancel } from '../support/page-checks';

// Issue 23 item 1: every console dialog has a title, a close button and Cancel, and Cancel
// closes it without changing anything (a request was once declined by accident).

test('every console dialog closes with Cancel and changes nothing', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`dialogs-brand-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Dialogs ${t}`);
  const partner = await api.partner(`dialogs-partner-${t}`);
  await api.setStatus([partner.publisher_id], 'a');
  await api.requestCampaign(partner.publisher_id, campaign);
  const hookUrl = `https://hooks.example/dialogs-${t}`;
  await api.call('POST', `/v3/network/${api.s.network_id}/webhooks`, {
    url: hookUrl,
    event_types: ['conversion.recorded'],
  });
  await signIn(page);
  const button = (name: string) => page.getByRole('button', { name, exact: true });

  await page.goto('/console/settings');
  await openAndCancel(page, button('Add user'), 'Add a user');
  await openAndCancel(page, button('Rotate API key'), 'Rotate your API key?');
  await openAndCancel(page, button('Edit payment defaults'), 'Edit payment defaults');
  await openAndCancel(page, button('Edit payer account'), 'Edit the payer account');
  await openAndCancel(page, button('Edit tax settings'), 'Edit tax settings');

  await page.goto('/console/webhooks');
  await openAndCancel(page, button('Add webhook').first(), 'Add a webhook');
  await openAndCancel(page, button(`Delete ${hookUrl}`), 'Delete this webhook?');
  await expect(page.getByRole('row').filter({ hasText: hookUrl })).toBeVisible();

  await page.goto('/console/exchange-rates');
  await openAndCancel(page, button('Import ECB file').first(), 'Import exchange rates');

  await page.goto('/console/terms');
  await openAndCancel(page, button('Publish terms'), 'Publish a new version');

  await page.goto('/console/invoices');
  await openAndCancel(page, button('Create invoice').first(), 'Create an invoice');

  await page.goto('/console/payments');
  await openAndCancel(page, button('New payment run').first(), 'New payment run');
  await page.goto('/console/payments?tab=holds');
  await openAndCancel(page, button('Hold payments'), "Hold a partner's payments");

  // The accident of item 1: Cancel on Decline leaves the request pending.
  await page.goto(`/console/brands/${brand.advertiser_id}/requests`);
  await openAndCancel(page, button(`Decline ${partner.account_name}`), 'Decline 1 request');
  await page.goto(`/console/partners/${partner.publisher_id}`);
  await openAndCancel(page, button('Add website'), 'Add a website');
  await openAndCancel(page, button('Add database'), 'Add a database');
  await openAndCancel(page, button('Hold payments'), "Hold a partner's payments");
  expect(await api.participants(campaign.campaign_id, 'p')).toEqual([partner.account_name]);

  await page.goto('/console/partners');
  await page.getByLabel(`Select ${partner.account_name}`).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await openAndCancel(page, bulk.getByRole('button', { name: 'Reject' }), /^Reject 1 partner/);
  await openAndCancel(
    page,
    bulk.getByRole('button', { name: 'Add to collection' }),
    'Add 1 partner to a collection',
  );
  await openAndCancel(
    page,
    bulk.getByRole('button', { name: 'Add to partner group' }),
    'Add 1 partner to a partner group',
  );

  await page.goto(`/console/brands/${brand.advertiser_id}`);
  await openAndCancel(page, button('New campaign group'), 'New campaign group');

  await page.goto(`/console/campaigns/${campaign.campaign_id}`);
  // The campaign page's tabs, each with its dialogs.
  const tab = (name: string) => page.getByRole('tab', { name, exact: true }).click();
  await openAndCancel(page, button('Invite partners'), `Invite partners to Dialogs ${t}`);
  await tab('Custom terms');
  await openAndCancel(page, button('Create custom terms'), 'Create custom terms');
  await tab('Commissions');
  await openAndCancel(page, button('Add partner group rate'), 'Add a partner group rate');
  await openAndCancel(page, button('Add promotion'), 'Add a promotion');
  await openAndCancel(page, button('Add tier'), 'Add a tier');
  await tab('Deals');
  await openAndCancel(page, button('Add deal'), 'Add deal');
  await tab('Creatives');
  await openAndCancel(page, button('Add creative'), 'Add creative');
  await openAndCancel(page, button('Manage tags'), 'Creative tags');
  await tab('Partner groups');
  await openAndCancel(page, button('Create partner group'), 'Create partner group');
  await tab('Voucher codes');
  await openAndCancel(page, button('Add voucher code'), 'Add voucher code');
  await tab('Settings');
  await openAndCancel(page, button('Edit invoice fee'), 'Edit the invoice fee');

  // A partner's missing-sale claim on another campaign: approving and rejecting ask first.
  const claimed = await api.campaign(brand.advertiser_id, `Claimed ${t}`);
  await api.requestCampaign(partner.publisher_id, claimed);
  await api.accept(claimed.campaign_id, partner.publisher_id);
  await api.call('POST', `/user/publisher/${partner.publisher_id}/tq/create`, {
    transaction_queries: [
      {
        camref: `${claimed.campaign_id}l${partner.publisher_id}`,
        conversion_reference: `order-${t}`,
        conversion_value: '10.00',
      },
    ],
  });
  const approveClaim = button(`Approve the claim for order order-${t}`);
  await expect(async () => {
    await page.goto('/console/claims');
    await page.getByLabel('Campaign', { exact: true }).selectOption({ label: `Claimed ${t}` });
    await expect(approveClaim).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await openAndCancel(page, approveClaim, 'Approve claim');
  await openAndCancel(page, button(`Reject the claim for order order-${t}`), 'Reject claim');
  await expect(approveClaim).toBeVisible();

  // Nothing changed: the partner is still approved and the request still pending.
  const found = await api.call(
    'GET',
    `/network/${api.s.network_id}/publisher?q=${encodeURIComponent(partner.account_name)}`,
  );
  expect(found.publishers[0].publisher.network_status).toBe('a');
  expect(await api.participants(campaign.campaign_id, 'p')).toEqual([partner.account_name]);
});
