import { expect, test, type Page } from '@playwright/test';
import { makePng } from '../../tests/support/images';
import { Api, screenshot, signIn, tag } from '../support/console';
import { readState } from '../support/state';

// Issue 23: no dead ends (items 2, 6, 9) and no raw codes on screen (item 10), in the console.

/** The app's address on another host name for the same server (127.0.0.1 for localhost). */
function onHost(host: string, path = ''): string {
  const url = new URL(readState().baseUrl);
  url.hostname = host;
  return `${url.origin}${path}`;
}

async function signInOn(page: Page, origin: string) {
  const s = readState();
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(s.email);
  await page.getByLabel('Password').fill(s.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/console`);
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`uploaded brand icons render when the console is opened on ${host}`, async ({
    page,
    request,
  }) => {
    const api = new Api(request);
    const t = tag();
    const upload = `data:image/png;base64,${makePng(48, 48, [200, 40, 40]).toString('base64')}`;
    const { advertiser: brand } = await api.call('POST', '/user/advertiser', {
      account_name: `icon-${t}`,
      company_name: `Icon ${t} Ltd`,
      display_name: `Icon ${t}`,
      address1: '1 High Street',
      country: 'GB',
      postcode: 'EC1A 1BB',
      phone: '02079460000',
      signup_ip: '203.0.113.10',
      advertiser_icon_upload: upload,
    });
    // The API answers an absolute URL on PUBLIC_BASE_URL (localhost), whatever host the page uses.
    expect(brand.advertiser_icon).toMatch(/^http:\/\/localhost:\d+\/assets\/images\//);
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    const origin = onHost(host);
    await signInOn(page, origin);
    await page.goto(`${origin}/console/brands/${brand.advertiser_id}`);
    const icon = page.getByRole('heading', { level: 1 }).getByRole('img', { name: /icon$/ });
    await expect(icon).toHaveAttribute('src', /^\/assets\/images\/\d+-[0-9a-f]{16}\.png$/);
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(48);
    expect(blocked).toEqual([]);
  });
}

test('an unknown console address is a page in the console frame with a way back', async ({
  page,
}) => {
  await signIn(page);
  const res = await page.goto('/console/nope');
  expect(res?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no console page at this address.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await screenshot(page, 'console-not-found');
  await page.getByRole('link', { name: 'Back to the console' }).click();
  await expect(page).toHaveURL(/\/console$/);
});

test('a signed-out deep link comes back to its page after sign-in', async ({ page, request }) => {
  const api = new Api(request);
  const partner = await api.partner(`deep-${tag()}`);
  const s = readState();
  await page.goto(`/console/partners/${partner.publisher_id}`);
  await expect(page).toHaveURL(
    new RegExp(`/login\\?callbackUrl=%2Fconsole%2Fpartners%2F${partner.publisher_id}$`),
  );
  await page.getByLabel('E-mail').fill(s.email);
  await page.getByLabel('Password').fill(s.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/partners/${partner.publisher_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(partner.account_name);

  // Another host in callbackUrl is ignored: the sign-in lands in the console.
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Wait for the sign-out's own navigation, or the goto below races it and is aborted.
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/login?callbackUrl=%2F%2Fevil.example%2Fx');
  await page.getByLabel('E-mail').fill(s.email);
  await page.getByLabel('Password').fill(s.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/console$/);
});

test('staff find the partner sign-up link to share, with a copy button', async ({ page }) => {
  const s = readState();
  await signIn(page);
  await page.goto('/console/settings');
  const section = page.getByRole('region', { name: 'Partner sign-up link' });
  await expect(section.getByTestId('signup-link')).toHaveText(
    `${s.baseUrl}/signup?network=${s.network_id}`,
  );
  await expect(section.getByRole('button', { name: 'Copy sign-up link' })).toBeVisible();
  await page.goto(`/signup?network=${s.network_id}`);
  await expect(page.getByRole('heading', { name: 'This sign-up link is incomplete' })).toHaveCount(
    0,
  );
});

test('a rotated API key is shown once in a dialog that says which key is which', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const password = `pw-${tag()}-long enough`;
  const user = await api.user('network', password);
  await signIn(page, user.email, password);
  await page.goto('/console/settings');
  await expect(
    page.getByRole('region', { name: 'Calling the API: which key is which' }),
  ).toContainText('Application key');
  await page.getByRole('button', { name: 'Rotate API key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rotate your API key?' });
  await confirm.getByLabel('Your password').fill(password);
  await confirm.getByRole('button', { name: 'Rotate API key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByTestId('new-api-key')).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  await expect(shown).toContainText(api.s.application_key.slice(0, 6));
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  await screenshot(page, 'settings-new-api-key-dialog');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
});

test('codes in words: a database without audience data, and who changed a participation', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const partner = await api.partner(`words-${t}`);
  await api.setStatus([partner.publisher_id], 'a');
  await api.call('POST', `/user/publisher/${partner.publisher_id}/database`, {
    databases: [{ database_name: `List ${t}`, creation_method: 'opt-in', size: 100 }],
  });
  const brand = await api.brand(`words-brand-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Words ${t}`);
  await api.requestCampaign(partner.publisher_id, campaign);
  await api.accept(campaign.campaign_id, partner.publisher_id);

  await signIn(page);
  await page.goto(`/console/partners/${partner.publisher_id}`);
  const databases = page.getByRole('table', { name: 'Databases' });
  await expect(databases).toContainText('No audience data');
  await expect(databases).not.toContainText('0% male');
  await page
    .getByTestId(`participation-${campaign.campaign_id}`)
    .getByRole('button', { name: 'Show history' })
    .click();
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history.getByTestId('history-actor').last()).toHaveText(/^by (?!user #).+/);
  await expect(history).not.toContainText('user #');
});
