import { expect, test, type Page } from '@playwright/test';
import { Api, tag } from '../support/console';
import { readState } from '../support/state';
import { signInAs, signUpByApi } from './helpers';

// Issue 33's acceptance: the partner area in a pseudo language (every message wrapped in ⟦ ⟧,
// lib/i18n/pseudo.ts; the e2e server runs with PSEUDO_LOCALE=on and this browser sends the
// cookie) shows no visible text that did not come from messages/*.json, on every page and in
// every dialog, validation messages included. What may show unmarked is data: see ALLOWED.

const PAGES = [
  '/partner',
  '/partner/campaigns',
  '/partner/discover',
  '/partner/invitations',
  '/partner/links',
  '/partner/creatives',
  '/partner/vouchers',
  '/partner/performance',
  '/partner/claims',
  '/partner/earnings',
  '/partner/payments',
  '/partner/payment-details',
  '/partner/tax-profile',
  '/partner/websites',
  '/partner/databases',
  '/partner/profile',
  '/partner/nope',
];

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*';

/**
 * Text that is data, not words: numbers, money, dates and times, currency and country codes,
 * e-mail addresses and URLs, and the names this test created (the `names` list). Add a pattern
 * here only for values; a sentence or a label belongs in messages/*.json.
 */
const ALLOWED: RegExp[] = [
  /^[\d\s.,:;%+\-–—/()#×·…*›]*$/, // figures, ranges, separators
  /^-?[A-Z]{3}\s?-?[\d.,\s]+$|^-?[\d.,\s]+\s?[A-Z]{3}$|^[£€$]\s?-?[\d.,]+$|^-?[\d.,]+\s?[£€$]$/, // money
  /^[A-Z]{1,3}$/, // currency and country codes, a brand's initial
  new RegExp(`^[\\d\\s,]*${MONTH}[\\d\\s,:]*(AM|PM|am|pm)?[\\s\\d:]*$`), // 27 Nov 2026, 10:00
  /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/, // ISO dates
  /^[\w.+-]+@[\w.-]+$/, // e-mail addresses
  /^https?:\/\/\S*$/, // URLs (a created name inside one is taken out first)
  /^[\w-]{6,}…?$/, // key prefixes (base64url), references
  /^curl -u .*$/, // the API example to copy
  /^\{.*\}$/s, // JSON examples
];

/**
 * Every brand and campaign name of the e2e network (other tests add theirs; the partner's pages
 * list them), as staff read them, a page of the API at a time.
 */
async function namesOfTheNetwork(api: Api): Promise<string[]> {
  const names: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const body = await api.call('GET', `/campaign?limit=100&offset=${offset}`);
    const list = (body.campaigns ?? []) as {
      campaign: { title: string; description?: string | Record<string, string> | null };
    }[];
    names.push(...list.map((c) => c.campaign.title));
    // A campaign's description is the brand's words too, shown as text without its tags.
    for (const { campaign } of list) {
      const d = campaign.description;
      for (const html of typeof d === 'string' ? [d] : Object.values(d ?? {}))
        names.push(
          ...html
            .split(/<[^>]*>/)
            .map((part) => part.trim())
            .filter(Boolean),
        );
    }
    if (list.length < 100) break;
  }
  for (let offset = 0; ; offset += 100) {
    const body = await api.call('GET', `/user/advertiser?limit=100&offset=${offset}`);
    const list = (body.advertisers ?? []) as {
      advertiser: { display_name?: string; company_name?: string; account_name?: string };
    }[];
    for (const { advertiser: a } of list)
      names.push(
        ...[a.display_name, a.company_name, a.account_name].filter((n): n is string => !!n),
      );
    if (list.length < 100) break;
  }
  return names;
}

/** The visible text nodes of the page (script, style and the options of a closed select aside). */
async function visibleText(page: Page): Promise<string[]> {
  const joined = await page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent ?? '';
      if (!el || !text.trim()) continue;
      if (el.closest('script,style,noscript,template,option,[data-next-route-announcer]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      parts.push(text);
    }
    // \u0001 keeps text nodes apart; a message split by its tags still opens and closes around them.
    return parts.join('\u0001');
  });
  let rest = joined;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '\u0001');
  }
  return rest
    .split('\u0001')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The strings on the page that came from no message and are not data. */
async function strays(page: Page, names: string[]): Promise<string[]> {
  const found = await visibleText(page);
  // Longest names first, so "Acme Retail Ltd" goes before "Acme".
  const known = [...names].sort((a, b) => b.length - a.length);
  const withoutNames = (text: string) =>
    known.reduce((rest, name) => rest.split(name).join(' '), text).trim();
  return found.filter((text) => {
    const rest = withoutNames(text);
    return rest !== '' && !ALLOWED.some((pattern) => pattern.test(rest));
  });
}

async function expectNoStrays(page: Page, where: string, names: string[]) {
  // Pages read their data after the first paint: wait until nothing is loading.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /⟦.*(…|\.\.\.)⟧/ })).toHaveCount(0);
  const found = await strays(page, names);
  expect(found, `${where}: text not from the messages:\n${found.join('\n')}`).toEqual([]);
}

test('the partner area in the pseudo language shows no text outside the messages', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const s = readState();
  const api = new Api(request);
  const t = tag();
  const partner = await signUpByApi(api, `pseudo-${t}`);
  await api.setStatus([partner.partner_id], 'a');
  await api.call('POST', `/user/publisher/${partner.partner_id}/website`, {
    websites: [{ website_url: `https://pseudo-${t}.example`, website_name: `Pseudo site ${t}` }],
  });
  await api.call('POST', `/user/publisher/${partner.partner_id}/database`, {
    databases: [{ database_name: `Pseudo list ${t}`, creation_method: 'opt-in', size: 100 }],
  });
  const brand = await api.brand(`pseudo-brand-${t}`);
  const joined = (
    await api.call('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Pseudo joined ${t}`,
      destination_url: 'https://shop.example/pseudo',
      default_commission_rate: '10',
      default_currency: 'GBP',
    })
  ).campaign as { campaign_id: string; advertiser_id: string };
  await api.requestCampaign(partner.partner_id, joined);
  await api.accept(joined.campaign_id, partner.partner_id);
  await api.campaign(brand.advertiser_id, `Pseudo open ${t}`);
  // A sale, so the earnings page shows its figures and the chart.
  await api.call('POST', `/v3/brand/campaigns/${joined.campaign_id}/conversions`, {
    publisher_id: partner.partner_id,
    conversion_reference: `order-${t}`,
    value: '25.00',
  });

  await signInAs(page, partner.email);
  await context.addCookies([{ name: 'anet-pseudo-locale', value: '1', url: s.baseUrl }]);
  const network = (await api.call('GET', '/v3/users/me')).data.network.name as string;
  // Names from the database show as they are.
  const names = [
    network,
    partner.account_name,
    partner.email,
    `Pseudo site ${t}`,
    `pseudo-${t}.example`,
    `Pseudo list ${t}`,
    'opt-in',
    `pseudo-brand-${t}`,
    `Pseudo joined ${t}`,
    `Pseudo open ${t}`,
    `order-${t}`,
    'Erika',
    'Muster',
    'Erika Muster',
    ...(await namesOfTheNetwork(api)),
  ];

  await page.goto('/partner');
  await expect(page.getByTestId('network-name')).toBeVisible();
  // The network's name is data too.
  names.push((await page.getByTestId('network-name').textContent())!.trim());
  await expect(page.locator('nav').first()).toContainText('⟦');

  for (const path of PAGES) {
    await page.goto(path);
    await expectNoStrays(page, path, names);
  }

  const button = (name: RegExp) => page.getByRole('button', { name }).first();
  const dialog = page.getByRole('dialog');
  const submitEmpty = async (where: string, submit: RegExp) => {
    await dialog.getByRole('button', { name: submit }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectNoStrays(page, where, names);
  };

  // Websites: the add dialog and its validation messages; the edit dialog.
  await page.goto('/partner/websites');
  await button(/⟦Add website⟧/).click();
  await expectNoStrays(page, 'add website', names);
  await submitEmpty('add website, empty', /⟦Add website⟧/);
  await dialog.getByRole('button', { name: /⟦Cancel⟧/ }).click();
  await page
    .getByRole('button', { name: /⟦Edit .*⟧/ })
    .first()
    .click();
  await expectNoStrays(page, 'edit website', names);
  await dialog.getByRole('button', { name: /⟦Cancel⟧/ }).click();

  // Databases.
  await page.goto('/partner/databases');
  await button(/⟦Add database⟧/).click();
  await submitEmpty('add database, empty', /⟦Add database⟧/);
  await dialog.getByRole('button', { name: /⟦Cancel⟧/ }).click();

  // Missing sales: the claim form's own messages.
  await page.goto('/partner/claims');
  await button(/⟦Claim a sale⟧/).click();
  await submitEmpty('claim form, empty', /⟦Send claim⟧/);
  await dialog.getByRole('button', { name: /⟦Cancel⟧/ }).click();

  // Profile: a refused value, the account forms' messages, the API key dialog.
  await page.goto('/partner/profile');
  await page.getByLabel(/⟦Contact e-mail⟧/).fill('not an address');
  await page.getByRole('button', { name: /⟦Save profile⟧/ }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoStrays(page, 'profile, refused value', names);
  await page.getByRole('button', { name: /⟦Change e-mail address⟧/ }).click();
  await page.getByRole('button', { name: /⟦Change password⟧/ }).click();
  await expectNoStrays(page, 'account forms, empty', names);
  await page.getByRole('button', { name: /⟦Rotate API key⟧/ }).click();
  await expectNoStrays(page, 'rotate API key', names);
  await dialog.getByRole('button', { name: /⟦Rotate API key⟧/ }).click();
  await expectNoStrays(page, 'rotate API key, no password', names);
  await dialog.getByRole('button', { name: /⟦Cancel⟧/ }).click();
});

test('the pseudo language is served only to a browser that asks for it', async ({ page }) => {
  const s = readState();
  const api = new Api(page.request);
  const partner = await signUpByApi(api, `plain-${tag()}`);
  await signInAs(page, partner.email);
  await page.goto(`${s.baseUrl}/partner/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page.locator('body')).not.toContainText('⟦');
});
