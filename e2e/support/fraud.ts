import { expect, type APIRequestContext } from '@playwright/test';
import { Api, tag } from './console';
import { signUpByApi } from '../partner/helpers';

/**
 * The scripted attack's burst in the browser suite: a partner with a login, approved on a
 * campaign with a public voucher code, then 25 pixel sales through the code from one address
 * (every request here comes from 127.0.0.1). The server's fraud worker raises the sales_per_ip
 * incident and holds the partner's payments; this waits until it has.
 */
export async function fraudWorld(request: APIRequestContext) {
  const staff = new Api(request);
  const t = tag();
  const brand = await staff.brand(`fraud-${t}`);
  const campaign = await staff.campaign(brand.advertiser_id, `Fraud ${t}`);
  const partner = await signUpByApi(staff, `fraud-${t}`);
  await staff.setStatus([partner.partner_id], 'a');
  await staff.requestCampaign(partner.partner_id, campaign);
  await staff.accept(campaign.campaign_id, partner.partner_id);
  const code = `PUBLIC${t}`.toUpperCase();
  await staff.call('POST', `/campaign/${campaign.campaign_id}/voucher_code`, {
    voucher_codes: [{ voucher_code: code, publisher_id: partner.partner_id }],
  });
  const sales = 25;
  for (let i = 1; i <= sales; i++) {
    const res = await request.get(
      `/conversion/campaign:${campaign.campaign_id}/conversionref:burst-${t}-${i}/value:20/voucher:${code}`,
      { headers: { accept: 'application/json' } },
    );
    expect(res.status(), await res.text()).toBe(200);
  }
  let incidentId = '';
  await expect
    .poll(
      async () => {
        const body = await staff.call(
          'GET',
          `/v3/brand/fraud-incidents?campaign_id=${campaign.campaign_id}&metric=sales_per_ip`,
        );
        const found = body.data.find((i: { value: string }) => i.value === String(sales));
        incidentId = found?.id ?? '';
        return incidentId;
      },
      { timeout: 30_000, message: 'the sales_per_ip incident of the burst' },
    )
    .not.toBe('');
  return { t, staff, campaign: { ...campaign, title: `Fraud ${t}` }, partner, sales, incidentId };
}
