import { describe, expect, it } from 'vitest';
import * as createPartnerRoute from '@/app/(api)/user/publisher/route';
import * as partnerRoute from '@/app/(api)/user/publisher/[publisher_id]/route';
import * as websitesRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import { call, makeNetwork } from '../support/harness';
import { defaultTermsId, makePartnerUser } from '../support/partners';

/**
 * The API Blueprint's documented example requests that carry reference ids
 * (PerformanceHorizonGroup/apidocs, commit 7dbe1b175b53039247b31dc7567ca364009956c9): the
 * Publisher Website Base (data/publisher.apib: website_type 9 "PPC", website_vertical 10), the
 * Publisher Update (promotional_method 9) and the Publisher Base (vertical 10 "Other",
 * promotional_method 10 "Portal"), sent as src/publisher_website.apib and src/publisher.apib
 * document them. Ids of the Blueprint's own records (publisher 1l1007802, network 1l1000003,
 * website 11l18694) are replaced by ours; creates answer 201 (docs/api-decisions.md).
 */
const WEBSITE_BASE = {
  website_url: 'http://www.performancehorizon.com',
  description: 'Demo Publisher website',
  website_type: 9,
  website_vertical: 10,
  website_country: 'GB',
  website_name: null,
  website_vertical_name: 'Technical',
  website_type_name: 'PPC',
  active: 'y',
};

const websites = (id: string, auth: string, method: string, body: unknown) =>
  call(websitesRoute, `/user/publisher/${id}/website`, {
    method,
    auth,
    body,
    params: { publisher_id: id },
  });

describe('Blueprint example requests with reference ids', () => {
  it('Create Publisher Website (single and multiple) and Update Publisher Websites', async () => {
    const net = await makeNetwork();
    const own = await makePartnerUser(net);
    const single = await websites(own.partnerId, own.auth, 'POST', WEBSITE_BASE);
    expect(single.status).toBe(201);
    expect(single.json.websites[0].website).toMatchObject({
      website_type: 9,
      website_type_name: 'PPC',
      website_vertical: 10,
      website_vertical_name: 'Other',
      website_country: 'GB',
    });

    const multiple = await websites(own.partnerId, own.auth, 'POST', { websites: [WEBSITE_BASE] });
    expect(multiple.status).toBe(201);

    const websiteId = single.json.websites[0].website.website_id as string;
    const updated = await websites(own.partnerId, own.auth, 'PUT', {
      websites: [{ website_id: websiteId, ...WEBSITE_BASE }],
    });
    expect(updated.status).toBe(200);
  });

  it('Update Publisher with promotional_method 9', async () => {
    const net = await makeNetwork();
    const own = await makePartnerUser(net);
    const res = await call(partnerRoute, `/user/publisher/${own.partnerId}`, {
      method: 'POST',
      auth: own.auth,
      body: { promotional_method: 9, description: 'Top performance', publisher_id: own.partnerId },
      params: { publisher_id: own.partnerId },
    });
    expect(res.status).toBe(200);
    const read = await call(partnerRoute, `/user/publisher/${own.partnerId}`, {
      auth: own.auth,
      params: { publisher_id: own.partnerId },
    });
    expect(read.json.publisher).toMatchObject({
      promotional_method: 9,
      promotional_method_name: 'Display',
    });
  });

  it('Create a Publisher with vertical 10 and promotional_method 10', async () => {
    const net = await makeNetwork();
    const res = await call(createPartnerRoute, '/user/publisher', {
      method: 'POST',
      auth: net.auth,
      body: {
        account_name: 'newpublisher123',
        vertical_name: 'Other',
        vertical: 10,
        promotional_method_name: 'Portal',
        promotional_method: 10,
        company_name: 'Demo Publisher',
        operating_country: 'GB',
        reporting_timezone: 'Australia/Sydney',
        week_start: 'Monday',
        default_currency: 'GBP',
        phone: '01595725007',
        phone_area: '+44',
        contact_name: 'Pete Cheyne',
        contact_email: 'demo@performancehorizon.com',
        contact_locale: 'en',
        im_provider: 'Skype',
        im_username: 'elisangis',
        signup_ip: '178.23.129.160',
        entity_id: 1,
        network_id: String(net.networkId),
        entity_terms_id: await defaultTermsId(net.networkId),
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.publisher).toMatchObject({
      vertical: 10,
      vertical_name: 'Other',
      promotional_method: 10,
      promotional_method_name: 'Portal',
    });
  });
});
