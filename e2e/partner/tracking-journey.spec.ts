import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Api, screenshot, tag } from '../support/console';
import { nav, signInAs, signUpByApi } from './helpers';

// Headless Chromium names itself in its user agent and would be judged a bot: these browsers
// say what a shopper's would.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
// The shopper's address, forwarded by a proxy the e2e server trusts (e2e/support/global-setup.ts):
// not the address the partner signed in from, so the click is not a self-click.
const SHOPPER_ADDRESS = '198.51.100.23';

test.use({ userAgent: DESKTOP, locale: 'en-GB' });

/**
 * The brand's shop, served by the test: Chromium sends every *.localhost name to loopback, so
 * the campaign's destinations can be real host names that need no DNS or internet.
 */
async function startShop(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://shop');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Lamp shop</title></head><body><h1>Lamp shop: ${url.pathname}</h1></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** The figures row of one day in the chart's table (what a screen reader reads). */
const chartRow = (page: Page, day: string) =>
  page
    .getByRole('figure', { name: 'Clicks and conversions per day' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: day, exact: true }) });

test('a partner builds a link, a shopper follows it, the brand posts the sale back; the partner sees the click and the conversion', async ({
  page,
  browser,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const shop = await startShop();
  const home = `http://lampen-${t}.localhost:${shop.port}`;
  const outletDomain = `outlet-${t}.localhost`;
  try {
    // The brand: a campaign landing on its shop, and an outlet site allowed for deep links.
    const brand = await api.brand(`lampen-${t}`);
    await api.call(
      'PATCH',
      `/v3/brand/${brand.advertiser_id}/deeplink-domains`,
      {
        allowed_domains: [outletDomain],
      },
      [204],
    );
    const campaign = (
      await api.call('POST', '/campaign', {
        advertiser_id: brand.advertiser_id,
        title: `Lamps ${t}`,
        destination_url: `${home}/welcome`,
        default_commission_rate: '10',
      })
    ).campaign as { campaign_id: string; advertiser_id: string };
    const secret = (
      await api.call(
        'POST',
        `/v3/brand/campaigns/${campaign.campaign_id}/conversion-tracking/secret`,
      )
    ).data.tracking_secret as string;

    // The partner, approved on the network and on the campaign.
    const partner = await signUpByApi(api, `linker-${t}`);
    await api.setStatus([partner.partner_id], 'a');
    await api.requestCampaign(partner.partner_id, campaign);
    await api.accept(campaign.campaign_id, partner.partner_id);

    // The link builder: a deep link off the brand's domains is refused in words.
    await signInAs(page, partner.email);
    await nav(page, 'Links').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tracking links');
    const form = page.getByRole('form', { name: 'Build a tracking link' });
    await form.getByRole('combobox', { name: 'Campaign' }).selectOption({
      label: `Lamps ${t} (lampen-${t})`,
    });
    await form
      .getByRole('textbox', { name: 'Deep link (optional)' })
      .fill(`https://lampen-${t}.example.org/sale`);
    await form.getByRole('textbox', { name: 'Sub ID (optional)' }).fill('newsletter-june');
    await form.getByRole('button', { name: 'Create tracking link' }).click();
    const refused = page.getByTestId('deep-link-refused');
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('outside the brand’s allowed domains');
    await expect(refused).toContainText(`https://lampen-${t}.example.org/sale`);
    await expect(refused).toContainText(`default destination instead: ${home}/welcome`);
    await expect(page.getByRole('region', { name: 'Your link', exact: true })).toHaveCount(0);
    await screenshot(page, 'partner-link-deep-link-refused');

    // A page of the outlet (a subdomain of an allowed domain) is followed.
    const deepLink = `http://www.${outletDomain}:${shop.port}/lamps/42?colour=amber`;
    await refused.getByRole('button', { name: 'Change the deep link' }).click();
    await expect(refused).toBeHidden();
    await form.getByRole('textbox', { name: 'Deep link (optional)' }).fill(deepLink);
    await form.getByRole('button', { name: 'Create tracking link' }).click();
    const result = page.getByRole('region', { name: 'Your link', exact: true });
    const trackingUrl = result.getByTestId('tracking-url');
    await expect(trackingUrl).toContainText(
      `/click/camref:${campaign.campaign_id}l${partner.partner_id}/pubref:newsletter-june/destination:`,
    );
    await expect(result.getByRole('img', { name: 'QR code of the tracking link' })).toBeVisible();
    // The QR code downloads as a PNG (a real image) and as an SVG holding the same code.
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('tracking-link-qr.png');
    const pngBytes = readFileSync((await png.path())!);
    expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngBytes.length).toBeGreaterThan(1000);
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe('tracking-link-qr.svg');
    const svgText = readFileSync((await svg.path())!, 'utf8');
    expect(svgText).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svgText).toContain('<path');
    await expect(result.getByRole('button', { name: 'Copy tracking link' })).toBeVisible();
    await expect(result).toContainText(deepLink);
    await screenshot(page, 'partner-link-built');
    const link = (await trackingUrl.textContent())!.trim();
    const shortLink = (await result.getByTestId('short-url').textContent())!.trim();
    expect(shortLink).toMatch(/\/l\/[A-Za-z0-9_-]{8}$/);

    // A shopper elsewhere, on a phone, follows the link and lands on the outlet's page with a
    // clickref for the brand to send back.
    const shopper = await browser.newContext({
      userAgent: PHONE,
      extraHTTPHeaders: { 'x-forwarded-for': SHOPPER_ADDRESS },
    });
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(link);
    await expect(shopperPage.getByRole('heading', { level: 1 })).toHaveText('Lamp shop: /lamps/42');
    const landed = new URL(shopperPage.url());
    expect(landed.host).toBe(`www.${outletDomain}:${shop.port}`);
    expect(landed.searchParams.get('colour')).toBe('amber');
    const clickref = landed.searchParams.get('clickref') ?? '';
    expect(clickref).toMatch(/^[0-9a-z]{7}[A-Za-z0-9_-]{12}$/);
    await shopper.close();

    // The partner tries its own short link: it lands on the shop too, but does not count.
    const ownTry = await page.context().newPage();
    await ownTry.goto(shortLink);
    await expect(ownTry.getByRole('heading', { level: 1 })).toHaveText('Lamp shop: /lamps/42');
    expect(new URL(ownTry.url()).searchParams.get('clickref')).not.toBe(clickref);
    await ownTry.close();

    // Performance before the sale: one click that counts, no conversion yet.
    const today = new Date().toISOString().slice(0, 10);
    await nav(page, 'Performance').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Performance');
    const totals = page.getByRole('region', { name: 'Clicks and conversions', exact: true });
    await expect(totals.getByTestId('total-clicks')).toHaveText('1');
    await expect(totals.getByTestId('total-conversions')).toHaveText('0');
    const recent = page.getByTestId('recent-clicks');
    const shopperRow = recent.getByRole('row').filter({ hasText: 'Mobile' });
    const ownRow = recent.getByRole('row').filter({ hasText: 'Desktop' });
    await expect(shopperRow).toHaveCount(1);
    await expect(ownRow).toHaveCount(1);
    await expect(shopperRow).toContainText(`Lamps ${t} (lampen-${t})`);
    await expect(shopperRow).toContainText('newsletter-june');
    await expect(shopperRow).toContainText('Counts');
    await expect(shopperRow).toContainText('No sale yet');
    await expect(ownRow).toContainText('Not counted: a click from your own address');

    // The brand's server posts the sale back, signed, with the shopper's clickref.
    const path = `/conversion/campaign:${campaign.campaign_id}/conversionref:order-${t}/value:89.90/clickref:${clickref}`;
    const signature = createHmac('sha256', secret).update(path).digest('hex');
    const forged = await request.get(
      `${path.replace('value:89.90', 'value:8990.00')}/signature:${signature}`,
      { headers: { accept: 'application/json' } },
    );
    expect(forged.status()).toBe(403);
    const postback = await request.get(`${path}/signature:${signature}`, {
      headers: { accept: 'application/json' },
    });
    expect(postback.status()).toBe(200);
    expect((await postback.json()).conversion).toMatchObject({
      campaign_id: campaign.campaign_id,
      conversion_reference: `order-${t}`,
      publisher_id: partner.partner_id,
      attribution: 'click',
      source: 'postback',
      clickref,
      created: true,
    });

    // The partner refreshes: the sale is there, on today's figures and on the shopper's click.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(totals.getByTestId('total-conversions')).toHaveText('1');
    await expect(totals.getByTestId('total-clicks')).toHaveText('1');
    await expect(chartRow(page, today).getByRole('cell')).toHaveText(['1', '1']);
    await expect(shopperRow).toContainText('Led to a sale');
    await expect(ownRow).toContainText('No sale yet');
    await screenshot(page, 'partner-performance-after-sale');

    // What the partner read as filtered is, to the brand, the partner's own click.
    const window = `start_date=${today}T00:00:00&end_date=${today}T23:59:59&timezone=UTC`;
    const report = await api.call(
      'GET',
      `/reporting/report_advertiser/campaign/${campaign.campaign_id}/click?${window}`,
    );
    const reasons = (
      report.clicks as { click: { clickref: string; invalid_reason: string | null } }[]
    ).map(({ click }) => (click.clickref === clickref ? 'shopper' : click.invalid_reason));
    expect(reasons.sort()).toEqual(['self_click', 'shopper']);
  } finally {
    shop.server.close();
  }
});
