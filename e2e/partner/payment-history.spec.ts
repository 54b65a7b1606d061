import { expect, test, type APIRequestContext } from '@playwright/test';
import { screenshot, tag } from '../support/console';
import { startPgServer, type PgServer } from '../support/pg-server';
import { signInAs } from './helpers';

// Issue 31: a partner's payment history. Two sales are approved, time passes (they lock, become
// payable and available), staff run, approve and issue a payment run: the partner sees the
// self-bill issued, then paid with its PDF to download, then an item the bank returned with the
// reason; the home page shows the balance and the next payment. The test has a server of its
// own on PostgreSQL (e2e/support/pg-server.ts), as only there can time pass while it runs.

test.use({ locale: 'en-GB', timezoneId: 'UTC', viewport: { width: 375, height: 812 } });

let server: PgServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startPgServer();
});
test.afterAll(async () => {
  await server?.stop();
});

function apiOf(request: APIRequestContext) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await request.fetch(path, {
      method,
      headers: { authorization: server.auth },
      data: body,
    });
    if (res.status() >= 300)
      throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.headers()['content-type']?.includes('json') ? res.json() : res.text();
  };
}

const PASSWORD = 'Vintage-Lantern-42';

test('a partner sees its self-bill issued, paid with its PDF, and an item returned with the reason', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: server.baseUrl });
  const api = apiOf(request);
  const t = tag();
  const n = server.networkId;

  const brand = (
    await api('POST', '/user/advertiser', {
      account_name: `shop-${t}`,
      company_name: `Shop ${t} Ltd`,
      display_name: `Shop ${t}`,
      address1: '1 High Street',
      country: 'GB',
      postcode: 'EC1A 1BB',
      phone: '02079460000',
      signup_ip: '203.0.113.10',
    })
  ).advertiser;
  const campaign = (
    await api('POST', '/campaign', {
      advertiser_id: brand.advertiser_id,
      title: `Payments ${t}`,
      destination_url: 'https://shop.example/payments',
      default_commission_rate: '10',
      default_currency: 'GBP',
    })
  ).campaign;
  const email = `payee-${t}@partners.e2e.test`;
  const user = (
    await api('POST', '/user', {
      user_name: `payee-${t}`,
      email_address: email,
      password: PASSWORD,
      address1: '1 Main Street',
      postcode: 'AB1 2CD',
      country: 'GB',
      phone: '07700900123',
      signup_ip: '198.51.100.4',
    })
  ).user;
  const partnerId = user.publisher.publisher_id as string;
  await api('POST', `/network/${n}/publisher`, {
    publishers: [{ publisher_id: partnerId, network_status: 'a' }],
  });
  await api('POST', `/v2/publishers/${partnerId}/campaign-requests`, {
    campaign_requests: [{ advertiser_id: brand.advertiser_id, campaign_id: campaign.campaign_id }],
  });
  await api('POST', `/v2/networks/${n}/campaign-requests/accept`, {
    campaign_requests: [{ campaign_id: campaign.campaign_id, publisher_id: partnerId }],
  });
  const ids: string[] = [];
  for (const [i, value] of ['100.00', '200.00'].entries())
    ids.push(
      String(
        (
          await api('POST', `/v3/brand/campaigns/${campaign.campaign_id}/conversions`, {
            publisher_id: partnerId,
            conversion_reference: `order-${t}-${i}`,
            value,
          })
        ).data.id,
      ),
    );
  const job = await api('POST', `/v3/brand/campaigns/${campaign.campaign_id}/conversions/bulk`, {
    conversions: Object.fromEntries(ids.map((id) => [id, { status: 'approved' }])),
  });
  await expect
    .poll(async () => (await api('GET', `/v3/jobs/${job.data.id}`)).data.status, {
      timeout: 30_000,
    })
    .toBe('complete');
  await api('POST', `/user/publisher/${partnerId}/payment_detail`, {
    payment_details: [
      {
        country: 'GB',
        paid_currency: 'GBP',
        payment_type_code: 'bank_transfer',
        payment_detail_values: {
          account_name: 'Jo Bloggs',
          sort_code: '12-34-56',
          account_number: '12345678',
        },
      },
    ],
  });
  // Past the lock and into the next month: the commission is available, the details settled.
  server.timePasses(70);
  const run = (
    await api('POST', `/v3/network/${n}/payment-runs`, {
      currency: 'GBP',
      payment_type: 'bank_transfer',
    })
  ).data;
  expect(run.total).toBe('30.0000');
  await api('POST', `/v3/network/${n}/payment-runs/${run.id}/approve`);
  await api('POST', `/v3/network/${n}/payment-runs/${run.id}/issue`);
  const bill = (await api('GET', `/v3/partner/${partnerId}/self-bills`)).data[0];

  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await signInAs(page, email, PASSWORD);

  // Home: the balance and where the next payment stands.
  await expect(page.getByTestId('card-balance')).toContainText('£30.00');
  await expect(page.getByTestId('home-next-payment')).toContainText(
    'Your self-bill for GBP is issued',
  );

  await page.goto('/partner/payments');
  const entry = page.getByTestId(`self-bill-${bill.number}`);
  await expect(entry).toContainText(`Self-bill ${bill.number}`);
  await expect(entry).toContainText('Issued');
  await expect(entry).toContainText('£30.00');

  await api('POST', `/v3/network/${n}/payment-runs/${run.id}/paid`);
  await page.reload();
  await expect(entry.getByText('Paid', { exact: true })).toBeVisible();
  const pdfLink = page.getByRole('link', { name: `Download self-bill ${bill.number} (PDF)` });
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe(`self-bill-${bill.number}.pdf`);
  const bytes = await request.get(bill.pdf, { headers: { authorization: server.auth } });
  expect((await bytes.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await screenshot(page, 'partner-payment-history-paid');

  // The bank returns the second sale's payment: the reason is shown, the money is back.
  const csv = (await api('GET', bill.csv)) as string;
  const item = csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(','))
    .find((cells) => cells[3] === `order-${t}-1`)!;
  await api('POST', `/v3/network/${n}/self-bills/${bill.id}/items/${item[1]}/return`, {
    reason: 'Account closed',
  });
  await page.reload();
  await expect(entry).toContainText('Returned items');
  await expect(entry.getByTestId('returned-items')).toContainText(
    `order-${t}-1: £20.00, returned on`,
  );
  await expect(entry.getByTestId('returned-items')).toContainText('Reason: Account closed');
  await expect(page.getByTestId('next-payment-GBP')).toContainText(
    '£20.00 will be paid in the next payment run for GBP.',
  );
  await screenshot(page, 'partner-payment-history-returned');

  await page.goto('/partner');
  await expect(page.getByTestId('card-balance')).toContainText('£20.00');
  await context.close();
  await request.dispose();
});
