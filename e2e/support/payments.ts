import { expect } from '@playwright/test';
import type { Api } from './console';

/** Helpers of the payments specs: sales made and approved through the API, network settings. */

export async function paymentSettings(api: Api, body: Record<string, unknown>) {
  return api.call('PATCH', `/v3/network/${api.s.network_id}/payment-settings`, body);
}

/** Puts the settings other specs expect back: scheduled, no approval limit, 7 days' review. */
export const restorePaymentSettings = (api: Api) =>
  paymentSettings(api, {
    funding_mode: 'scheduled',
    payment_approval_limit: null,
    payment_details_hold_days: 7,
    payer_account_name: null,
    payer_iban: null,
    payer_bic: null,
  });

/** A brand and its 10% campaign in the currency (commission and sales). */
export async function campaignIn(api: Api, name: string, currency: string) {
  const { advertiser: brand } = await api.call('POST', '/user/advertiser', {
    account_name: name,
    company_name: `${name} Retail Ltd`,
    display_name: name,
    contact_email: `${name}@brands.e2e.test`,
    address1: '1 High Street',
    country: 'GB',
    postcode: 'EC1A 1BB',
    phone: '02079460000',
    signup_ip: '203.0.113.10',
  });
  const body = await api.call('POST', '/campaign', {
    advertiser_id: brand.advertiser_id,
    title: `Payments ${name}`,
    destination_url: 'https://shop.example/payments',
    default_commission_rate: '10',
    default_currency: currency,
  });
  return body.campaign as { campaign_id: string; advertiser_id: string; title: string };
}

/** Approves the partner on the network and on the campaign. */
export async function join(
  api: Api,
  partnerId: string,
  campaign: { campaign_id: string; advertiser_id: string },
) {
  await api.setStatus([partnerId], 'a');
  await api.requestCampaign(partnerId, campaign);
  await api.accept(campaign.campaign_id, partnerId);
}

/** Records the partner's sales and approves them (a bulk job, waited for); returns their ids. */
export async function approvedSales(
  api: Api,
  campaignId: string,
  partnerId: string,
  values: string[],
): Promise<string[]> {
  const refs: string[] = [];
  const ids: string[] = [];
  for (const value of values) {
    const ref = `pay-${partnerId}-${refs.length}-${Date.now()}`;
    const body = await api.call('POST', `/v3/brand/campaigns/${campaignId}/conversions`, {
      publisher_id: partnerId,
      conversion_reference: ref,
      value,
    });
    refs.push(ref);
    ids.push(String(body.data.id));
  }
  const job = await api.call(
    'POST',
    `/v3/brand/campaigns/${campaignId}/conversions/bulk`,
    {
      conversion_references: Object.fromEntries(refs.map((r) => [r, { status: 'approved' }])),
    },
    [202],
  );
  const jobId = String(job.data.id);
  await expect
    .poll(async () => (await api.call('GET', `/v3/jobs/${jobId}`)).data.status, {
      timeout: 30_000,
    })
    .toBe('complete');
  const done = await api.call('GET', `/v3/jobs/${jobId}/tasks`);
  expect(
    (await api.call('GET', `/v3/jobs/${jobId}`)).data.item_success_count,
    JSON.stringify(done),
  ).toBe(refs.length);
  return ids;
}
