import { expect, test } from '@playwright/test';
import { Api, tag } from '../support/console';
import { signInAs, signUpByApi } from './helpers';

// Issue 23, items 3 and 5: discovery shows what a campaign pays and how it approves; the request
// dialog says whether the partner joins at once; the campaign's general terms are shown and
// must be accepted, and can be read again under My campaigns.
test('discovery shows commission, cookie period and approval; the dialog says auto or review; general terms are accepted', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const partner = await signUpByApi(api, `details-${t}`);
  await api.setStatus([partner.partner_id], 'a');
  const brand = await api.brand(`details-brand-${t}`);
  const instant = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Instant ${t}`,
      destination_url: 'https://details.example/instant',
      default_commission_rate: '6.5',
      cookie_period: 86400 * 45,
      auto_approve_publisher: 'y',
      description: { en: `<p>Garden tools for everyone (${t}).</p>` },
      terms: { en: { terms: `<p>No brand bidding on search (${t}).</p>` } },
    })
  ).campaign;
  const reviewed = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Reviewed ${t}`,
      destination_url: 'https://details.example/reviewed',
      default_commission_rate: '4',
      cookie_period: 86400 * 7,
      auto_approve_publisher: 'n',
    })
  ).campaign;

  await signInAs(page, partner.email);
  await page.goto('/partner/discover');
  const instantRow = page.getByTestId(`campaign-${instant.campaign_id}`);
  await expect(instantRow).toContainText(`Garden tools for everyone (${t}).`);
  await expect(instantRow.getByTestId('commission')).toHaveText('6.5% of each sale');
  await expect(instantRow.getByTestId('cookie-period')).toHaveText('45 days');
  await expect(instantRow.getByTestId('approval')).toHaveText('Joins at once');
  const reviewedRow = page.getByTestId(`campaign-${reviewed.campaign_id}`);
  await expect(reviewedRow.getByTestId('commission')).toHaveText('4% of each sale');
  await expect(reviewedRow.getByTestId('cookie-period')).toHaveText('7 days');
  await expect(reviewedRow.getByTestId('approval')).toHaveText('The brand reviews requests');

  // Review: the dialog says the brand decides; the outcome says the request was sent.
  await page.getByRole('button', { name: `Request to join Reviewed ${t}` }).click();
  let dialog = page.getByRole('dialog', { name: `Request to join “Reviewed ${t}”` });
  await expect(dialog.getByTestId('approval-notice')).toContainText('reviews every request');
  await expect(dialog.getByTestId('standard-terms')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('request-outcome')).toContainText('Request sent');

  // Automatic, with general terms: shown, to be ticked before joining; approved at once.
  await page.getByRole('button', { name: `Request to join Instant ${t}` }).click();
  dialog = page.getByRole('dialog', { name: `Request to join “Instant ${t}”` });
  await expect(dialog.getByTestId('approval-notice')).toContainText('you join at once');
  await expect(dialog.getByTestId('standard-terms')).toContainText(
    `No brand bidding on search (${t}).`,
  );
  const send = dialog.getByRole('button', { name: 'Accept terms and request' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel("I accept the campaign's general terms").check();
  await send.click();
  await expect(page.getByTestId('request-outcome')).toContainText(
    `Approved at once: you are on “Instant ${t}”`,
  );

  // My campaigns: the general terms can be read again.
  await page.goto('/partner/campaigns');
  const mine = page.getByTestId(`my-campaign-${instant.campaign_id}`);
  await mine.getByRole('button', { name: `Read the general terms of Instant ${t}` }).click();
  dialog = page.getByRole('dialog', { name: `General terms of “Instant ${t}”` });
  await expect(dialog.getByTestId('general-terms-text')).toContainText(
    `No brand bidding on search (${t}).`,
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});
