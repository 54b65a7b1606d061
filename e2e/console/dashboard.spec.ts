import { expect, test, type Page } from '@playwright/test';
import { Api, signIn, tag } from '../support/console';
import { basicAuth } from '../support/state';

/**
 * The overview's dashboard shows what GET /v3/network/{id}/dashboard answers for the signed-in
 * user: the network's figures for staff, its brands' only for a brand user.
 */

interface Money {
  currency: string;
  amount: string;
}

const number = (n: number) => n.toLocaleString('en-GB');
const money = (m: Money) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: m.currency }).format(
    Number(m.amount),
  );

async function dashboardOf(api: Api, page: Page) {
  const timezone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const body = await api.call(
    'GET',
    `/v3/network/${api.s.network_id}/dashboard?timezone=${encodeURIComponent(timezone)}`,
  );
  return body.data;
}

async function expectFigures(page: Page, api: Api) {
  await page.goto('/console');
  await expect(page.getByTestId('figure-clicks-value')).toBeVisible();
  const d = await dashboardOf(api, page);
  await expect(page.getByTestId('figure-clicks-value')).toHaveText(number(d.current.clicks));
  await expect(page.getByTestId('figure-conversions-value')).toHaveText(
    number(d.current.conversions),
  );
  for (const m of d.current.revenue as Money[])
    await expect(page.getByTestId(`figure-revenue-${m.currency}`)).toHaveText(money(m));
  for (const m of d.current.commission as Money[])
    await expect(page.getByTestId(`figure-commission-${m.currency}`)).toHaveText(money(m));
  await expect(page.getByTestId('waiting-requests')).toHaveText(number(d.waiting.partner_requests));
  await expect(page.getByTestId('waiting-conversions')).toHaveText(
    number(d.waiting.pending_conversions),
  );
  await expect(page.getByTestId('waiting-claims')).toHaveText(number(d.waiting.claims));
  return d;
}

test("the overview shows the API's figures; a brand user sees its brands' only", async ({
  page,
  request,
}) => {
  const staff = new Api(request);
  const t = tag();
  const mine = await staff.brand(`dash-mine-${t}`);
  const theirs = await staff.brand(`dash-theirs-${t}`);
  const mineCampaign = await staff.campaign(mine.advertiser_id, `Dash mine ${t}`);
  const theirCampaign = await staff.campaign(theirs.advertiser_id, `Dash theirs ${t}`);
  const partner = await staff.partner(`dash-${t}`);
  await staff.setStatus([partner.publisher_id], 'a');
  for (const c of [mineCampaign, theirCampaign]) {
    await staff.requestCampaign(partner.publisher_id, c);
    await staff.accept(c.campaign_id, partner.publisher_id);
  }
  const password = `Brand-${tag()}-Orchard`;
  const mineUser = await staff.user('brand', password, [mine.advertiser_id]);
  const theirUser = await staff.user('brand', `Brand-${tag()}-Harbour`, [theirs.advertiser_id]);
  const mineApi = new Api(request, basicAuth(staff.s, mineUser.user_api_key));
  const theirApi = new Api(request, basicAuth(staff.s, theirUser.user_api_key));
  const sale = (api: Api, campaignId: string, reference: string, value: string) =>
    api.call('POST', `/v3/brand/campaigns/${campaignId}/conversions`, {
      publisher_id: partner.publisher_id,
      conversion_reference: reference,
      value,
    });
  await sale(mineApi, mineCampaign.campaign_id, `dash-${t}-1`, '120.00');
  await sale(theirApi, theirCampaign.campaign_id, `dash-${t}-2`, '80.50');
  await sale(theirApi, theirCampaign.campaign_id, `dash-${t}-3`, '19.50');

  await signIn(page);
  const all = await expectFigures(page, staff);
  expect(all.current.conversions).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('link', { name: /partner requests? to review/ })).toHaveAttribute(
    'href',
    '/console/requests',
  );
  await expect(page.getByRole('link', { name: /claims? waiting/ })).toHaveAttribute(
    'href',
    '/console/claims',
  );
  await expect(page.getByText('T&Cs')).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, mineUser.email, password);
  const own = await expectFigures(page, mineApi);
  // Only its brand's one sale of 120.00 at 5%.
  expect(own.current.conversions).toBe(1);
  expect(own.current.revenue).toEqual([{ currency: expect.any(String), amount: '120.0000' }]);
  expect(own.current.commission[0].amount).toBe('6.0000');
  await expect(page.getByTestId('figure-conversions-value')).toHaveText('1');
  await expect(page.getByTestId('figure-conversions')).toContainText(
    'No sales in the previous 30 days',
  );
});
