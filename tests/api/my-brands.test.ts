import { describe, expect, it } from 'vitest';
import * as myBrandsRoute from '@/app/(api)/v3/partner/my-brands/route';
import { call, makeNetwork } from '../support/harness';
import {
  approvedPartner,
  makeBrand,
  makeCampaign,
  requestOne,
  setNetworkStatus,
} from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';

const myBrands = (auth: string, query = '') =>
  call(myBrandsRoute, `/v3/partner/my-brands${query}`, { auth });
const brandIds = (res: { json: { data: { brand_id: string }[] } }) =>
  res.json.data.map((b) => b.brand_id);

describe('GET /v3/partner/my-brands', () => {
  it("lists the brands of the partner's campaigns in the reference's shape, and filters them", async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const first = await makeBrand(net, { display_name: 'First Shop' });
    const second = await makeBrand(net);
    const untouched = await makeBrand(net);
    await requestOne(partner.auth, partner.partnerId, await makeCampaign(net, first.advertiser_id));
    await requestOne(
      partner.auth,
      partner.partnerId,
      await makeCampaign(net, second.advertiser_id),
    );
    await makeCampaign(net, untouched.advertiser_id);

    const res = await myBrands(partner.auth);
    expect(res.status).toBe(200);
    expect(referenceErrors('my-brands', res.json)).toEqual([]);
    expect(brandIds(res)).toEqual([first.advertiser_id, second.advertiser_id]);
    expect(res.json.data[0]).toMatchObject({
      name: first.company_name,
      display_name: 'First Shop',
      contact_email: first.contact_email,
      blocked: false,
    });

    const filtered = await myBrands(partner.auth, `?brand_ids[]=${second.advertiser_id}`);
    expect(brandIds(filtered)).toEqual([second.advertiser_id]);
    expect(brandIds(await myBrands(partner.auth, `?partner=${partner.partnerId}`))).toHaveLength(2);
    expect(brandIds(await myBrands(partner.auth, '?partner=999999'))).toEqual([]);
  });

  it('marks every brand blocked once the network rejects the partner', async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const brand = await makeBrand(net);
    await requestOne(partner.auth, partner.partnerId, await makeCampaign(net, brand.advertiser_id));
    await setNetworkStatus(net, partner.partnerId, 'r');

    const res = await myBrands(partner.auth);
    expect(res.json.data).toEqual([
      expect.objectContaining({ brand_id: brand.advertiser_id, blocked: true }),
    ]);
  });

  it('refuses staff (403) and a malformed brand id filter (400, naming the field)', async () => {
    const net = await makeNetwork();
    expect((await myBrands(net.auth)).status).toBe(403);
    const partner = await approvedPartner(net);
    const bad = await myBrands(partner.auth, '?brand_ids[]=abc');
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors[0].property).toContain('brand_ids');
  });
});
