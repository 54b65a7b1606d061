import { describe, expect, it } from 'vitest';
import * as createPartnerUserRoute from '@/app/(api)/user/route';
import * as createPartnerRoute from '@/app/(api)/user/publisher/route';
import * as partnerRoute from '@/app/(api)/user/publisher/[publisher_id]/route';
import * as websitesRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import * as brandsRoute from '@/app/(api)/user/advertiser/route';
import * as brandRoute from '@/app/(api)/user/advertiser/[advertiser_id]/route';
import { call, makeNetwork } from '../support/harness';
import { makePartner, partnerBody, partnerUserBody } from '../support/partners';
import {
  brandBody,
  campaignBody,
  createCampaign,
  makeBrand,
  makeCampaign,
  updateCampaign,
} from '../support/campaigns';

/**
 * Every request field the reference marks nullable accepts null
 * (docs/api-decisions.md#null-in-request-bodies). Sources: API Blueprint data/common.apib
 * (Address: address2-4; Phone: phone_area), data/user.apib (fax), data/publisher.apib (Publisher
 * Base, Publisher, Publisher Website Base), data/campaign.apib and src/campaign.apib (Campaign),
 * src/advertiser.apib; OpenAPI partnerize-brands, -campaigns and -partner-details files.
 */

const nulls = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, null]));

/** Publisher Base's nullable fields (data/publisher.apib, data/common.apib Phone). */
const PUBLISHER_BASE_NULLS = nulls(
  'vat_number',
  'description',
  'company_division',
  'im_provider',
  'im_username',
  'is_lead_user',
  'is_foreign_network',
  'phone_area',
);

describe('nullable request fields accept null', () => {
  it('POST /user (user with partner): address2-4, fax, phone_area and the publisher fields', async () => {
    const net = await makeNetwork();
    const res = await call(createPartnerUserRoute, '/user', {
      method: 'POST',
      auth: net.auth,
      body: partnerUserBody({
        ...nulls('address2', 'address3', 'address4', 'fax', 'phone_area'),
        publisher: await partnerBody(net, PUBLISHER_BASE_NULLS),
      }),
    });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ address2: null, address3: null, address4: null });
    expect(res.json.user.publisher).toMatchObject({ vat_number: null, description: null });
  });

  it('POST /user/publisher: the Publisher Base fields', async () => {
    const net = await makeNetwork();
    const res = await call(createPartnerRoute, '/user/publisher', {
      method: 'POST',
      auth: net.auth,
      body: await partnerBody(net, PUBLISHER_BASE_NULLS),
    });
    expect(res.status).toBe(201);
    expect(res.json.publisher).toMatchObject({ vat_number: null, description: null });
  });

  it('POST /user/publisher/{publisher_id}: every nullable Publisher field; null clears', async () => {
    const net = await makeNetwork();
    const partner = await makePartner(net, { vat_number: '974997534', description: 'Deals' });
    const id = partner.publisher_id;
    const update = (body: unknown) =>
      call(partnerRoute, `/user/publisher/${id}`, {
        method: 'POST',
        auth: net.auth,
        body,
        params: { publisher_id: id },
      });
    await update({ im_provider: 'Skype', im_username: 'demo', is_lead_user: 'y' });
    const res = await update({
      ...PUBLISHER_BASE_NULLS,
      ...nulls(
        'network_notes',
        'campaign_select',
        'foreign_identifier',
        'reporting_identifier',
        'gst_registered',
        'us_tax_state',
        'abn',
        'company_logo',
      ),
    });
    expect(res.status).toBe(200);
    expect(res.json.publisher).toMatchObject({
      vat_number: null,
      description: null,
      im_provider: '',
      im_username: '',
      is_lead_user: 'n',
      is_foreign_network: 'n',
      phone_area: null,
      company_logo: null,
    });
  });

  it('POST /user/advertiser and POST /user/advertiser/{advertiser_id}', async () => {
    const net = await makeNetwork();
    const created = await call(brandsRoute, '/user/advertiser', {
      method: 'POST',
      auth: net.auth,
      body: brandBody(
        nulls(
          'address2',
          'address3',
          'address4',
          'phone_area',
          'advertiser_icon',
          'vat_number',
          'pre_payment',
          'current_balance',
          'budget_summary_interval',
          'budget_summary_start_time',
        ),
      ),
    });
    expect(created.status).toBe(201);
    const id = created.json.advertiser.advertiser_id;
    const updated = await call(brandRoute, `/user/advertiser/${id}`, {
      method: 'POST',
      auth: net.auth,
      // The update's required block (address1, country, postcode, phone, signup_ip) as the reference has it.
      body: {
        ...brandBody(),
        account_name: undefined,
        ...nulls(
          'address2',
          'address3',
          'address4',
          'phone_area',
          'advertiser_icon',
          'advertiser_icon_upload',
        ),
      },
      params: { advertiser_id: id },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.advertiser).toMatchObject({ address2: null, advertiser_icon: null });
  });

  it('POST /campaign and PUT /campaign/{campaign_id}', async () => {
    const net = await makeNetwork();
    const brand = await makeBrand(net);
    const campaignNulls = nulls(
      'auto_rejected_ips',
      'campaign_icon',
      'campaign_logo',
      'campaign_overloads',
      'description',
      'prepend_url_string',
      'terms',
      'campaign_languages',
      'budget_summary_interval',
      'report_meta_purge_period',
    );
    const created = await createCampaign(
      net.auth,
      campaignBody(brand.advertiser_id, { ...campaignNulls, campaign_icon_upload: null }),
    );
    expect(created.status).toBe(201);
    expect(created.json.campaign).toMatchObject({ campaign_overloads: [], campaign_logo: null });

    const campaign = await makeCampaign(net, brand.advertiser_id, {
      description: { en: 'Old text' },
    });
    const id = campaign.campaign_id;
    const updated = await updateCampaign(net.auth, id, {
      campaign_id: id,
      ...campaignNulls,
      campaign_icon_upload: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.json.campaign.campaign_overloads).toEqual([]);
    expect(updated.json.campaign.description ?? {}).toEqual({});
  });

  it('POST and PUT /user/publisher/{publisher_id}/website: website_name', async () => {
    const net = await makeNetwork();
    const { publisher_id: id } = await makePartner(net);
    const site = { website_url: 'https://blog.example', website_type: 9, website_vertical: 10 };
    const created = await call(websitesRoute, `/user/publisher/${id}/website`, {
      method: 'POST',
      auth: net.auth,
      body: { ...site, website_name: null },
      params: { publisher_id: id },
    });
    expect(created.status).toBe(201);
    const websiteId = created.json.websites[0].website.website_id;
    const updated = await call(websitesRoute, `/user/publisher/${id}/website`, {
      method: 'PUT',
      auth: net.auth,
      body: { websites: [{ website_id: websiteId, website_name: null }] },
      params: { publisher_id: id },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.websites[0].website.website_name).toBeNull();
  });
});
