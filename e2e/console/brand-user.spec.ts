import { expect, test } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';

test('a brand user sees its granted brand in full, decides its requests, and has no staff pages', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const mine = await api.brand(`mine-${t}`);
  await api.brand(`theirs-${t}`);
  const campaign = await api.campaign(mine.advertiser_id, `Granted ${t}`);
  const partner = await api.partner(`gina-${t}`);
  await api.setStatus([partner.publisher_id], 'a');
  await api.requestCampaign(partner.publisher_id, campaign);
  const password = `Brand-${tag()}-Meadow`;
  const user = await api.user('brand', password, [mine.advertiser_id]);

  await signIn(page, user.email, password);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Terms' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Brands' }).click();
  // Granted: a link to the brand; not granted: the name only.
  await expect(page.getByRole('link', { name: `mine-${t}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `theirs-${t}` })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: `theirs-${t}` })).toBeVisible();

  await page.goto(`/console/campaigns/${campaign.campaign_id}`);
  await page.getByRole('button', { name: `Accept ${partner.account_name}` }).click();
  await expect(page.getByText('1 request accepted.')).toBeVisible();

  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('api-key-prefix')).toHaveText(`${user.user_api_key.slice(0, 6)}…`);
  await expect(page.getByRole('region', { name: 'Network users' })).toHaveCount(0);
});

test('a brand user opens a partner from a decision and sees its profile without staff-only fields', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const mine = await api.brand(`prof-${t}`);
  const campaign = await api.campaign(mine.advertiser_id, `Profile ${t}`);
  const partner = await api.partner(`pia-${t}`, {
    description: 'Cycling reviews and guides',
    contact_email: `pia-${t}@private.e2e.test`,
  });
  await api.setStatus([partner.publisher_id], 'a');
  await api.call('POST', `/user/publisher/${partner.publisher_id}/website`, {
    website_url: `https://pia-${t}.example`,
    description: 'Cycling blog',
  });
  await api.requestCampaign(partner.publisher_id, campaign);
  const password = `Brand-${tag()}-Meadow`;
  const user = await api.user('brand', password, [mine.advertiser_id]);

  await signIn(page, user.email, password);
  await page.goto('/console/requests');
  await page
    .getByRole('button', { name: `Show the requests and invitations of ${partner.account_name}` })
    .click();
  await page.getByRole('link', { name: 'Partner record' }).click();
  const profile = page.getByTestId('brand-partner-profile');
  await expect(profile.getByRole('heading', { name: partner.account_name })).toBeVisible();
  await expect(profile).toContainText('Cycling reviews and guides');
  await expect(profile.getByRole('link', { name: new RegExp(`pia-${t}`) })).toBeVisible();
  await expect(profile.getByRole('link', { name: `Profile ${t}` })).toBeVisible();
  await expect(profile).toContainText('Pending');
  await expect(page.getByText('This partner could not be loaded')).toHaveCount(0);
  // Staff-only fields are not on the page.
  await expect(page.getByText(`pia-${t}@private.e2e.test`)).toHaveCount(0);
  await expect(page.getByText('203.0.113.7')).toHaveCount(0);
  await expect(page.getByText(/Network notes|Sign-up IP|Contact e-mail/i)).toHaveCount(0);
});
