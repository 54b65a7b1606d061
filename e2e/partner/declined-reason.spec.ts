import { expect, test } from '@playwright/test';
import { Api, tag } from '../support/console';
import { signInAs, signUpByApi } from './helpers';

// Issue 23, item 10: the partner sees the reason its request was declined.
test('a declined request shows the partner the reason the network gave', async ({
  page,
  request,
}) => {
  const api = new Api(request);
  const t = tag();
  const partner = await signUpByApi(api, `declined-${t}`);
  await api.setStatus([partner.partner_id], 'a');
  const brand = await api.brand(`declined-brand-${t}`);
  const campaign = await api.campaign(brand.advertiser_id, `Declined ${t}`);
  await api.requestCampaign(partner.partner_id, campaign);
  await api.call('POST', `/v2/networks/${api.s.network_id}/campaign-requests/decline`, {
    campaign_requests: [
      {
        campaign_id: campaign.campaign_id,
        publisher_id: partner.partner_id,
        reason: 'Your audience does not fit this brand',
      },
    ],
  });

  await signInAs(page, partner.email);
  await page.goto('/partner/campaigns?status=r');
  const row = page.getByTestId(`my-campaign-${campaign.campaign_id}`);
  await expect(row).toContainText(`Declined ${t}`);
  await expect(row.getByTestId('reject-reason')).toHaveText(
    'Reason given: Your audience does not fit this brand',
  );
});
