import { describe, expect, it } from 'vitest';
import * as websitesRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import * as partnerRoute from '@/app/(api)/user/publisher/[publisher_id]/route';
import * as webhooksRoute from '@/app/(api)/v3/network/[networkId]/webhooks/route';
import { httpUrl } from '@/lib/schemas/fields';
import { call, makeNetwork } from '../support/harness';
import { makePartner } from '../support/partners';
import { campaignBody, createCampaign, makeBrand } from '../support/campaigns';

/**
 * URL fields (docs/api-decisions.md#partners): every field built on httpUrl() refuses bidirectional
 * text controls, which make a URL read as another, and user:password@ credentials, each with its
 * own message in the version's error body.
 */

const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
];
const BIDI_MESSAGE = /bidirectional text controls/;
const CREDENTIALS_MESSAGE = /user name or password/;

const messageOf = (v: string) => {
  const r = httpUrl().safeParse(v);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('httpUrl(): the rule every URL field shares', () => {
  it('refuses each bidi control, raw anywhere in the URL or percent-encoded', () => {
    for (const c of BIDI) {
      expect(messageOf(`https://shop.example/${c}gro.elpmaxe`), escape(c)).toMatch(BIDI_MESSAGE);
      expect(messageOf(`https://shop${c}.example/`), escape(c)).toMatch(BIDI_MESSAGE);
      expect(messageOf(`https://shop.example/?q=${c}`), escape(c)).toMatch(BIDI_MESSAGE);
      const encoded = encodeURIComponent(c);
      expect(messageOf(`https://shop.example/${encoded}x`), encoded).toMatch(BIDI_MESSAGE);
      expect(messageOf(`https://shop.example/${encoded.toLowerCase()}x`), encoded).toMatch(
        BIDI_MESSAGE,
      );
    }
  });

  it('refuses user:password@, a bare user@ and an empty @ before the host', () => {
    for (const v of [
      'https://user:pass@shop.example/',
      'https://user@shop.example/',
      'https://:pass@shop.example/',
      'https://@shop.example/',
      'http://shop.example@evil.example/',
    ])
      expect(messageOf(v), v).toMatch(CREDENTIALS_MESSAGE);
  });

  it('keeps accepting ordinary URLs, @ after the host included', () => {
    for (const v of [
      'https://shop.example',
      'http://shop.example:8080/a/b?x=1&y=%20z#top',
      'https://xn--bcher-kva.example/',
      'https://shop.example/@brand',
      'https://shop.example/?mail=a@b.example',
    ])
      expect(messageOf(v), v).toBeNull();
    expect(messageOf('ftp://shop.example/')).toMatch(/valid http or https URL/);
  });
});

describe('URL fields through the API', () => {
  it('v1 website_url: a bidi control or credentials is a 400 naming the item, and nothing is written', async () => {
    const net = await makeNetwork();
    const p = await makePartner(net);
    const post = (website_url: string) =>
      call(websitesRoute, `/user/publisher/${p.publisher_id}/website`, {
        method: 'POST',
        auth: net.auth,
        body: { websites: [{ website_url: 'https://fine.example' }, { website_url }] },
        params: { publisher_id: p.publisher_id },
      });
    const bidi = await post('https://shop.example/\u202Egro.elpmaxe');
    expect(bidi.status).toBe(400);
    expect(bidi.json.error.errors[0]).toMatchObject({
      property: 'websites[1].website_url',
      code: 'invalid_property_format',
      message: expect.stringMatching(BIDI_MESSAGE),
    });
    const creds = await post('https://admin:hunter2@shop.example/');
    expect(creds.status).toBe(400);
    expect(creds.json.error.errors[0]).toMatchObject({
      property: 'websites[1].website_url',
      message: expect.stringMatching(CREDENTIALS_MESSAGE),
    });
    const list = await call(websitesRoute, `/user/publisher/${p.publisher_id}/website`, {
      auth: net.auth,
      params: { publisher_id: p.publisher_id },
    });
    expect(list.json.count).toBe(0);
  });

  it('v1 campaign destination_url and partner company_logo refuse them too', async () => {
    const net = await makeNetwork();
    const brand = await makeBrand(net);
    const campaign = await createCampaign(
      net.auth,
      campaignBody(brand.advertiser_id, { destination_url: 'https://shop.example/\u2066x' }),
    );
    expect(campaign.status).toBe(400);
    expect(campaign.json.error.errors[0]).toMatchObject({
      property: 'destination_url',
      message: expect.stringMatching(BIDI_MESSAGE),
    });
    const p = await makePartner(net);
    const logo = await call(partnerRoute, `/user/publisher/${p.publisher_id}`, {
      method: 'POST',
      auth: net.auth,
      body: { company_logo: 'https://u:p@cdn.example/logo.png' },
      params: { publisher_id: p.publisher_id },
    });
    expect(logo.status).toBe(400);
    expect(logo.json.error.errors[0]).toMatchObject({
      property: 'company_logo',
      message: expect.stringMatching(CREDENTIALS_MESSAGE),
    });
  });

  it('v3 webhook url: the v3 error item with the invalid-URL code', async () => {
    const net = await makeNetwork();
    const res = await call(webhooksRoute, `/v3/network/${net.networkId}/webhooks`, {
      method: 'POST',
      auth: net.auth,
      body: { url: 'https://hooks.example/\u200Fin', event_types: ['partner.created'] },
      params: { networkId: String(net.networkId) },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.errors).toEqual([
      expect.objectContaining({
        property: '[url]',
        code: '57c2f299-1154-4870-89bb-ef3b1f5ad229',
        message: expect.stringMatching(BIDI_MESSAGE),
      }),
    ]);
  });
});
