import { expect, test } from '@playwright/test';
import { makePng } from '../../tests/support/images';
import { Api, screenshot, signIn, tag } from '../support/console';
import { confirmationLink } from '../support/mail';
import { nav, PASSWORD, partnerIdOf, publishTerms } from './helpers';

// A German partner: the browser says de-DE, so the sign-up page shows the German terms.
test.use({ locale: 'de-DE' });

test('sign up in German, add a website and a database, join an auto-approve campaign and a campaign with custom terms; staff accept in the console', async ({
  page,
  browser,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const name = `partner-${t}`;
  const email = `${name}@signup.e2e.test`;
  // Every page runs under the nonce-based CSP (terms HTML included) without a violation.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text()))
      violations.push(message.text());
  });
  await publishTerms(
    api,
    'de',
    'DE',
    `<h2>Allgemeine Geschäftsbedingungen</h2><p>Partner bewerben Kampagnen ehrlich. Fassung ${t}.</p>`,
  );
  const brand = await api.brand(`lumen-${t}`);
  const instant = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Sofort ${t}`,
      destination_url: 'https://lumen.example/sofort',
      default_commission_rate: '6',
      auto_approve_publisher: 'y',
    })
  ).campaign;
  const ruled = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Mit Regeln ${t}`,
      destination_url: 'https://lumen.example/regeln',
      default_commission_rate: '8',
      custom_terms: {
        title: `Regeln ${t}`,
        terms: `<p>Kein Cashback, keine Gutscheinseiten (${t}).</p>`,
        locale: 'de',
      },
    })
  ).campaign;

  // Sign-up: locale and country from the browser, the German terms, acceptance required. The
  // pages' own language is set to English here (German pages: languages.spec.ts).
  await page
    .context()
    .addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.goto(`/signup?network=${api.s.network_id}`);
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('de');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('DE');
  await expect(page.getByTestId('signup-terms')).toContainText(`Fassung ${t}`);
  await expect(page.getByTestId('terms-meta')).toContainText('German (de)');
  await expect(page.getByTestId('approval-policy')).toContainText('reviews new partners');
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Company name (optional)').fill(`Muster ${t} GmbH`);
  await page.getByLabel('First name').fill('Erika');
  await page.getByLabel('Last name').fill('Mustermann');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByLabel('Address').fill('Hauptstraße 1, Berlin');
  await page.getByLabel('Postcode').fill('10115');
  await page.getByRole('button', { name: 'Create partner account' }).click();
  await expect(page.getByText('Read the terms and tick the box to accept them')).toBeVisible();
  await page.getByLabel(/I have read and accept the terms/).check();
  await screenshot(page, 'partner-area-signup');
  await page.getByRole('button', { name: 'Create partner account' }).click();
  // The password policy is the server's: a common password comes back on the field.
  await expect(page.getByText(/password has been compromised/)).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create partner account' }).click();
  // Nothing is created yet: the page says to open the link e-mailed to the address.
  await expect(page.getByTestId('signup-done')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
  await expect(page.getByTestId('signup-outcome')).toContainText(email);
  await screenshot(page, 'partner-area-signup-done');

  // The link from the e-mail: the page confirms only when the button is pressed.
  await page.goto(await confirmationLink(email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail address');
  await page.getByRole('button', { name: 'Confirm and create my account' }).click();
  await expect(page.getByTestId('signup-confirmed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your application is waiting for review',
  );
  await expect(page.getByTestId('signup-confirmed')).toContainText('reviews every new partner');
  await screenshot(page, 'partner-area-signup-confirmed');

  // Then sign in (the address is filled in) and land in the partner area, pending.
  await page.getByRole('link', { name: 'Sign in to your partner area' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  // The account speaks German, its sign-up language; this journey reads the area in English.
  await page.evaluate(() =>
    fetch('/v3/users/me/locale', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'en' }),
    }),
  );
  await page.reload();
  await expect(page.getByTestId('partner-name')).toHaveText(name);
  await expect(page.getByTestId('network-name')).toHaveText('E2E Network');
  await expect(page.getByTestId('partner-status')).toHaveText('Pending');
  await expect(page.getByTestId('status-notice')).toContainText('Waiting for review');
  await expect(page.getByTestId('card-approved')).toContainText('0');
  await screenshot(page, 'partner-area-overview-pending');
  await nav(page, 'Find campaigns').click();
  await expect(page.getByTestId('requests-disabled')).toContainText('opens once you are approved');
  await expect(page.getByRole('button', { name: /Request to join/ })).toHaveCount(0);
  const partnerId = await partnerIdOf(api, name);
  const stored = await api.call('GET', `/user/publisher/${partnerId}`);
  expect(stored.publisher).toMatchObject({
    contact_locale: 'de',
    operating_country: 'DE',
    network_status: 'p',
    company_name: `Muster ${t} GmbH`,
  });

  // Profile with a logo.
  await nav(page, 'Profile').click();
  const profile = page.getByRole('form', { name: 'Partner profile' });
  await expect(profile.getByLabel('Account name')).toHaveValue(name);
  await expect(profile.getByLabel('Network notes')).toHaveCount(0);
  await profile.getByLabel('Description').fill('<p>Ein Blog über Lampen.</p>');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  const logo = page.getByRole('region', { name: 'Logo' });
  await logo
    .getByLabel('Logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(40, 20) });
  await logo.getByRole('button', { name: 'Save logo' }).click();
  await expect(page.getByText('Logo saved.')).toBeVisible();
  await screenshot(page, 'partner-area-profile');

  // A website and a database.
  await nav(page, 'Websites').click();
  await expect(page.getByText('No websites yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add website' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a website' });
  await dialog.getByLabel('Website URL').fill(`https://${t}.lampen.example`);
  await dialog.getByLabel('Website name').fill('Lampenblog');
  await dialog.getByRole('button', { name: 'Add website' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Lampenblog' })).toContainText('Primary');
  await screenshot(page, 'partner-area-websites');
  await nav(page, 'Databases').click();
  await page.getByRole('button', { name: 'Add database' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a database' });
  await dialog.getByLabel('Database name').fill('Newsletter');
  await dialog.getByLabel('Creation method').fill('Double opt-in');
  await dialog.getByLabel('Size (contacts)').fill('4200');
  await dialog.getByRole('button', { name: 'Add database' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Newsletter' })).toContainText('4,200');
  await screenshot(page, 'partner-area-databases');

  // The network approves the partner; discovery opens.
  await api.setStatus([partnerId], 'a');
  await nav(page, 'Find campaigns').click();
  await expect(page).toHaveURL(/\/partner\/discover$/);
  await page.reload();
  await expect(page.getByTestId('partner-status')).toHaveText('Approved');
  await page.getByLabel('Search brands and campaigns').fill(t);
  const brandGroup = page.getByTestId(`brand-${brand.advertiser_id}`);
  await expect(brandGroup.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Search brands and campaigns').fill(`sofort ${t}`);
  await expect(brandGroup.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Search brands and campaigns').fill('no such campaign anywhere');
  await expect(page.getByText('Nothing matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await page.getByLabel('Search brands and campaigns').fill(t);
  await screenshot(page, 'partner-area-discover');

  // The auto-approve campaign: approved at once.
  await page.getByRole('button', { name: `Request to join Sofort ${t}` }).click();
  dialog = page.getByRole('dialog', { name: `Request to join “Sofort ${t}”` });
  await expect(dialog).toContainText('no terms of its own');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('request-outcome')).toContainText(
    `Approved at once: you are on “Sofort ${t}”`,
  );
  await expect(page.getByTestId(`campaign-${instant.campaign_id}`)).toHaveCount(0);

  // The campaign with custom terms: shown, to be accepted before the request goes.
  await page.getByRole('button', { name: `Request to join Mit Regeln ${t}` }).click();
  dialog = page.getByRole('dialog', { name: `Request to join “Mit Regeln ${t}”` });
  await expect(dialog.getByTestId('custom-terms')).toContainText(
    `Kein Cashback, keine Gutscheinseiten (${t}).`,
  );
  const send = dialog.getByRole('button', { name: 'Accept terms and request' });
  await expect(send).toBeDisabled();
  await screenshot(page, 'partner-area-custom-terms');
  await dialog.getByLabel(`I accept “Regeln ${t}” (version 1)`).check();
  await send.click();
  await expect(page.getByTestId('request-outcome')).toContainText(
    `Request sent: lumen-${t} will decide on “Mit Regeln ${t}”`,
  );
  await expect(page.getByTestId(`campaign-${ruled.campaign_id}`)).toContainText('Requested');

  // My campaigns by status.
  await nav(page, 'My campaigns').click();
  await expect(page.getByTestId(`my-campaign-${instant.campaign_id}`)).toContainText('6.00%');
  await page.getByRole('tab', { name: /Pending/ }).click();
  await expect(page).toHaveURL(/status=p/);
  await expect(page.getByTestId(`my-campaign-${ruled.campaign_id}`)).toContainText(`Regeln ${t}`);
  await screenshot(page, 'partner-area-campaigns-pending');

  // Network staff accept the request in the console (their own browser session).
  const staffContext = await browser.newContext({ baseURL: api.s.baseUrl, locale: 'en-GB' });
  const staff = await staffContext.newPage();
  await signIn(staff);
  await staff.goto(`/console/campaigns/${ruled.campaign_id}`);
  await staff
    .getByTestId('request-queue')
    .getByRole('button', { name: `Accept ${name}` })
    .click();
  await expect(staff.getByText('1 request accepted.')).toBeVisible();
  await staffContext.close();

  // The partner sees it approved.
  await page.reload();
  await expect(page.getByText('No pending requests')).toBeVisible();
  await page.getByRole('tab', { name: /Approved/ }).click();
  await expect(page.getByTestId('my-campaigns-a').getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId(`my-campaign-${ruled.campaign_id}`)).toContainText(
    'https://lumen.example/regeln',
  );
  await screenshot(page, 'partner-area-campaigns-approved');
  await nav(page, 'Overview').click();
  await expect(page.getByTestId('card-approved')).toContainText('2');
  await screenshot(page, 'partner-area-overview');
  expect(violations).toEqual([]);
});
