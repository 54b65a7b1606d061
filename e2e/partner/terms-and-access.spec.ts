import { expect, test } from '@playwright/test';
import { Api, screenshot, signIn, tag } from '../support/console';
import { confirmationLink } from '../support/mail';
import { nav, publishTerms, signInAs, signUpByApi } from './helpers';

test("new network terms for the partner's locale are to be accepted at the next sign-in, before anything else", async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  await publishTerms(api, 'fr', 'FR', `<p>Conditions générales, version A ${t}</p>`);
  const partner = await signUpByApi(api, `fr-${t}`, { locale: 'fr', country: 'FR' });
  await signInAs(page, partner.email);
  await expect(page.getByTestId('terms-gate')).toHaveCount(0);
  await expect(page.getByTestId('partner-name')).toHaveText(partner.account_name);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The network publishes a new French version; at the next sign-in the partner must accept it first.
  await publishTerms(api, 'fr', 'FR', `<p>Conditions générales, version B ${t}</p>`);
  await signInAs(page, partner.email);
  const gate = page.getByTestId('terms-gate');
  await expect(gate).toContainText(`The terms of E2E Network have changed`);
  await expect(gate).toContainText(`version B ${t}`);
  // The partner signed up in French: its area speaks French.
  await expect(page.getByRole('navigation', { name: 'Espace partenaire' })).toHaveCount(0);
  await screenshot(page, 'partner-area-terms-gate');
  // Any partner page waits behind the gate.
  await page.goto('/partner/campaigns');
  await expect(page.getByTestId('terms-gate')).toBeVisible();
  const accept = gate.getByRole('button', { name: 'Accept and continue' });
  await expect(accept).toBeDisabled();
  await page.getByLabel(/I have read and accept these terms \(version \d+\)/).check();
  await page.getByTestId('terms-gate').getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByTestId('terms-gate')).toHaveCount(0);
  await expect(
    page
      .getByRole('navigation', { name: 'Espace partenaire' })
      .getByRole('link', { name: 'Mes campagnes', exact: true }),
  ).toBeVisible();

  // Staff see the acceptance of version 2 for this partner.
  const acks = await api.call(
    'GET',
    `/v3/network/${api.s.network_id}/terms-acknowledgements?locale=fr&country=FR`,
  );
  const mine = acks.data.filter(
    (a: { partner: { account_name: string } | null }) =>
      a.partner?.account_name === partner.account_name,
  );
  const versions = mine.map((a: { version: number }) => a.version);
  expect(versions).toHaveLength(2);
  expect(versions[0]).toBe(versions[1] + 1);
});

test("a partner cannot open another partner's pages or data; others are sent where they belong", async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const me = await signUpByApi(api, `me-${t}`);
  const other = await api.partner(`other-${t}`, { company_name: `Secret ${t} Ltd` });

  await signInAs(page, me.email);
  // The console's partner page, pointed at another partner: refused.
  await page.goto(`/console/partners/${other.publisher_id}`);
  await expect(page.getByText('This partner could not be loaded')).toBeVisible();
  await expect(page.getByText('You may only act for your own partner')).toBeVisible();
  await expect(page.getByText(`Secret ${t} Ltd`)).toHaveCount(0);
  await screenshot(page, 'partner-area-refused');
  // The API, with the partner's own session: reads and writes refused, nothing changed.
  const base = api.s.baseUrl;
  expect((await page.request.get(`/user/publisher/${other.publisher_id}`)).status()).toBe(403);
  expect(
    (await page.request.get(`/v2/publishers/${other.publisher_id}/discovery/advertisers`)).status(),
  ).toBe(404);
  expect(
    (await page.request.get(`/user/publisher/${other.publisher_id}/campaign/a`)).status(),
  ).toBe(403);
  const write = await page.request.post(`/user/publisher/${other.publisher_id}`, {
    data: { company_name: 'Hijacked' },
    headers: { origin: base },
  });
  expect(write.status()).toBe(403);
  const website = await page.request.post(`/user/publisher/${other.publisher_id}/website`, {
    data: { website_url: 'https://hijack.example' },
    headers: { origin: base },
  });
  expect(website.status()).toBe(403);
  expect((await api.call('GET', `/user/publisher/${other.publisher_id}`)).publisher).toMatchObject({
    company_name: `Secret ${t} Ltd`,
    websites: [],
  });
  // Its own partner area shows only its own partner, whatever the URL says.
  await page.goto(`/partner/profile?partner=${other.publisher_id}`);
  await expect(
    page.getByRole('form', { name: 'Partner profile' }).getByLabel('Account name'),
  ).toHaveValue(me.account_name);
  await page.goto('/partner/nothing-here');
  await expect(
    page.getByText('There is no page at this address in your partner area.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to your partner area' }).click();
  await expect(page).toHaveURL(/\/partner$/);

  // Staff are sent to the console; nobody signed in is sent to sign in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/partner/campaigns');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fpartner%2Fcampaigns$/);
  await signIn(page);
  await page.goto('/partner');
  await expect(page).toHaveURL(/\/console$/);
});

test('the sign-up page without a network, or with an unknown one, says so and leads on', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(
    page.getByRole('heading', { name: 'This sign-up link is incomplete' }),
  ).toBeVisible();
  await page.goto('/signup?network=999999999');
  await expect(
    page.getByRole('heading', { name: 'This sign-up link does not lead to a network' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Already a partner? Sign in' })).toBeVisible();
});

test('a confirmation link works once: opened again, it says so and how to go on', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const partner = await signUpByApi(api, `once-${tag()}`);
  await page.goto(await confirmationLink(partner.email));
  await page.getByRole('button', { name: 'Confirm and create my account' }).click();
  const problem = page
    .getByRole('alert')
    .filter({ hasText: 'This confirmation link does not work' });
  await expect(problem).toContainText('it was used already');
  await expect(problem).toContainText('Sign up again to get a new one.');
  await expect(page.getByTestId('signup-confirmed')).toHaveCount(0);
  // A spent link no longer offers its button: pressing again could only fail again.
  await expect(page.getByRole('button', { name: 'Confirm and create my account' })).toHaveCount(0);
  await expect(
    page.getByTestId('spent-link').getByRole('link', { name: 'Go to sign-in' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Already a partner? Sign in' })).toBeVisible();
  // Without a token the page says what to do, and confirms nothing.
  await page.goto('/signup/confirm');
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm and create my account' })).toHaveCount(0);
});

test('a rejected partner sees what its status means and cannot request campaigns, on the page or through the API', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const brand = await api.brand(`rej-brand-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Closed ${t}`);
  const partner = await signUpByApi(api, `rej-${t}`);
  await api.setStatus([partner.partner_id], 'r');

  await signInAs(page, partner.email);
  await expect(page.getByTestId('partner-status')).toHaveText('Rejected');
  await expect(page.getByTestId('status-notice')).toContainText('Not accepted');
  await expect(page.getByTestId('status-notice')).toContainText('you cannot request campaigns');
  await nav(page, 'Find campaigns').click();
  await expect(page.getByTestId('requests-disabled')).toContainText('is not available to you');
  await expect(page.getByText(`Closed ${t}`)).toHaveCount(0);
  await screenshot(page, 'partner-area-rejected');
  const res = await page.request.post(`/v2/publishers/${partner.partner_id}/campaign-requests`, {
    data: {
      campaign_requests: [
        { advertiser_id: brand.advertiser_id, campaign_id: campaign.campaign_id },
      ],
    },
    headers: { origin: api.s.baseUrl },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.message).toMatch(/network status is r/);
  expect(await api.participants(campaign.campaign_id, 'p')).toEqual([]);
});
