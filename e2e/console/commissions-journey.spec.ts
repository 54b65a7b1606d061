import { expect, test, type Page } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';
import { signInAs, signUpByApi } from '../partner/helpers';

// Issue 21's acceptance: a brand sets a partner-group rate and a promotion on the campaign page,
// a conversion arrives, the partner sees the commission those rules pay, claims a missing sale,
// the brand approves it on the claims queue, and the partner sees it approved and counted.

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

const DEFAULT_RATE = 5; // % (the campaign's default: what a sale would pay without the rules)
const GROUP_RATE = 12; // % for the partner group
const PROMOTION_RATE = 20; // % while the promotion runs

/** Commission in pence for a sale in pence at a percentage, as the rules compute it. */
const commission = (pence: number, rate: number) => Math.round((pence * rate) / 100);
const gbp = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
/** A `YYYY-MM-DDTHH:MM` value for a datetime-local field, `days` from now (UTC). */
const localDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

/** The partner's earnings page: the GBP figure of one stage. */
async function earning(page: Page, stage: 'Pending' | 'Approved') {
  await page.goto('/partner/earnings');
  const row = page.getByTestId('earnings-totals').getByRole('row', { name: /GBP/ });
  return row.getByRole('cell', { name: stage, exact: true });
}

test('a brand sets a group rate and a promotion; the partner sees their commission, claims a missing sale and sees it approved', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`rules-${t}`);
  const campaign = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Rules ${t}`,
      destination_url: 'https://shop.example/rules',
      default_commission_rate: String(DEFAULT_RATE),
      default_currency: 'GBP',
    })
  ).campaign as { campaign_id: string; advertiser_id: string };
  const partner = await signUpByApi(api, `earner-${t}`);
  await api.setStatus([partner.partner_id], 'a');
  await api.requestCampaign(partner.partner_id, campaign);
  await api.accept(campaign.campaign_id, partner.partner_id);
  await api.call('POST', '/commission_group', {
    commission_groups: [
      { campaign_id: campaign.campaign_id, name: `Top ${t}`, publishers: [partner.partner_id] },
    ],
  });

  // The brand side (staff acting for the brand) sets the rules on the campaign page.
  await signIn(page);
  await page.goto(`/console/campaigns/${campaign.campaign_id}?tab=commissions`);
  const rules = page.getByRole('region', { name: 'Commissions' });
  await rules.getByRole('button', { name: 'Add partner group rate' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a partner group rate' });
  await dialog.getByLabel('Partner group').selectOption({ label: `Top ${t}` });
  await dialog.getByLabel('Commission type').selectOption({ label: 'Percentage of the sale' });
  await dialog.getByLabel('Rate or amount').fill(String(GROUP_RATE));
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  await expect(dialog).toBeHidden();
  await expect(rules.getByText(`Partner group Top ${t}`)).toBeVisible();

  // A promotion that ran last week (the missing sale below falls into it).
  await rules.getByRole('button', { name: 'Add promotion' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a promotion' });
  await dialog.getByLabel('Promotion name').fill(`Spring ${t}`);
  await dialog.getByLabel('Rate or amount').fill(String(PROMOTION_RATE));
  await dialog.getByLabel('Starts (UTC)').fill(localDays(-7));
  await dialog.getByLabel('Ends (UTC, optional)').fill(localDays(-1));
  await dialog.getByRole('button', { name: 'Add promotion' }).click();
  await expect(dialog).toBeHidden();
  // It has ended, so the active rules do not list it; the notice says so.
  await expect(page.getByText(/Promotion added\. It has already ended/)).toBeVisible();
  await screenshot(page, 'commissions-rules-set');

  // A sale arrives now: the group's rate pays it (the promotion has ended).
  const salePence = 19_990;
  await api.call('POST', `/v3/brand/campaigns/${campaign.campaign_id}/conversions`, {
    publisher_id: partner.partner_id,
    conversion_reference: `order-${t}-1`,
    value: (salePence / 100).toFixed(2),
  });
  const trackedCommission = commission(salePence, GROUP_RATE);

  const partnerContext = await browser.newContext({ locale: 'en-GB', timezoneId: 'UTC' });
  const partnerPage = await partnerContext.newPage();
  try {
    await signInAs(partnerPage, partner.email);
    await expect(await earning(partnerPage, 'Pending')).toHaveText(gbp(trackedCommission));

    // The partner claims a sale of three days ago that was not tracked.
    const claimPence = 45_000;
    const claimRef = `order-${t}-missing`;
    await partnerPage.goto('/partner/claims');
    await expect(partnerPage.getByRole('heading', { level: 1 })).toHaveText('Missing sales');
    await partnerPage.getByRole('button', { name: 'Claim a sale' }).click();
    const claim = partnerPage.getByRole('dialog', { name: 'Claim a sale' });
    // An empty claim is refused in words, field by field.
    await claim.getByRole('button', { name: 'Send claim' }).click();
    await expect(
      claim.getByText('Enter the order reference the shop gave the customer'),
    ).toBeVisible();
    await expect(claim.getByText('Enter the value of the sale')).toBeVisible();
    await claim.getByLabel('Campaign').selectOption({ label: `Rules ${t} (rules-${t})` });
    await claim.getByLabel('Order reference').fill(claimRef);
    await claim.getByLabel('Sale date and time').fill(localDays(-3));
    await claim.getByLabel('Sale value').fill((claimPence / 100).toFixed(2));
    await claim.getByLabel('Currency').selectOption('GBP');
    await claim
      .getByLabel('Notes and evidence (optional)')
      .fill('Order confirmation e-mail attached');
    await claim.getByRole('button', { name: 'Send claim' }).click();
    await expect(claim).toBeHidden({ timeout: 30_000 });
    const claimRow = partnerPage
      .getByTestId('claims')
      .getByRole('row', { name: new RegExp(claimRef) });
    await expect(claimRow.getByTestId('claim-state')).toHaveText('Pending');
    await screenshot(partnerPage, 'partner-claim-pending');

    // The brand side approves it on the claims queue.
    await page.goto('/console/claims');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claims');
    await page.getByLabel('Campaign', { exact: true }).selectOption({ label: `Rules ${t}` });
    const queueRow = page
      .getByTestId('claims-queue')
      .getByRole('row', { name: new RegExp(claimRef) });
    await expect(queueRow).toContainText(`earner-${t}`);
    await expect(queueRow).toContainText('Order confirmation e-mail attached');
    await queueRow.getByRole('button', { name: `Approve the claim for order ${claimRef}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve claim' });
    await approve.getByRole('button', { name: 'Approve claim' }).click();
    await expect(approve).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `order ${claimRef} approved` }),
    ).toBeVisible();
    await screenshot(page, 'console-claim-approved');

    // The partner sees it approved, and its commission (the promotion's rate: the sale was made
    // while it ran) counted in the approved earnings.
    await partnerPage.goto('/partner/claims');
    await expect(claimRow.getByTestId('claim-state')).toHaveText('Approved');
    await expect(await earning(partnerPage, 'Approved')).toHaveText(
      gbp(commission(claimPence, PROMOTION_RATE)),
    );
    await expect(await earning(partnerPage, 'Pending')).toHaveText(gbp(trackedCommission));
    await screenshot(partnerPage, 'partner-earnings-after-claim');
  } finally {
    await partnerContext.close();
  }
});
