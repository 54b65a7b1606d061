import { describe, expect, it } from 'vitest';
import { call } from '@/lib/client/api';
import { ApiClientError } from '@/lib/client/errors';
import { splitServerError } from '@/lib/client/form-errors';
import { CLICK_VERDICT_LABELS, clickVerdictLabel } from '@/lib/client/click-verdicts';
import { CLICK_INVALID_REASONS } from '@/lib/schemas/enums';
import { makeNetwork } from '../support/harness';
import { conversionSetup } from '../support/conversions';
import { seedClicks } from '../support/clicks';
import { routeClient } from '../support/route-client';

describe('the console traffic and campaign-tracking client calls against the real routes', () => {
  it('reads traffic and invalid clicks as the traffic pages ask for them', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    await seedClicks(
      {
        networkId: net.networkId,
        campaignId: Number(s.campaignId),
        partnerId: Number(s.publisherId),
      },
      [{ at: new Date() }, { at: new Date(), invalidReason: 'flood' }],
    );
    const api = routeClient(s.brandUser.auth);
    const path = { networkId: String(net.networkId) };
    const traffic = await call(
      api.GET('/v3/network/{networkId}/traffic', {
        params: {
          path,
          query: { days: 7, brand_id: s.brand.advertiser_id, timezone: 'Europe/Berlin' },
        },
      }),
    );
    expect(traffic.data.totals).toMatchObject({
      clicks: 2,
      creditable_clicks: 1,
      invalid_clicks: 1,
    });
    const invalid = await call(
      api.GET('/v3/network/{networkId}/traffic/invalid-clicks', {
        params: {
          path,
          query: { days: 30, reason: 'flood', offset: 0, limit: 25, timezone: 'UTC' },
        },
      }),
    );
    expect(invalid.data.map((c) => clickVerdictLabel(c.reason))).toEqual([
      'Too many clicks from one address',
    ]);
  });

  it('adds and removes deep-link domains and adds and retires voucher codes', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const api = routeClient(s.brandUser.auth);
    const brand = { params: { path: { brand: s.brand.advertiser_id } } };
    await call(
      api.PATCH('/v3/brand/{brand}/deeplink-domains', {
        ...brand,
        body: { allowed_domains: ['shop.example'] },
      }),
    );
    const listed = await call(
      api.GET('/v3/brand/{brand}/deeplink-domains', {
        params: { ...brand.params, query: { limit: 100 } },
      }),
    );
    expect(listed.data.map((d) => d.domain)).toEqual(['shop.example']);
    const bad = await api
      .PATCH('/v3/brand/{brand}/deeplink-domains', {
        ...brand,
        body: { allowed_domains: ['not a domain'] },
      })
      .then((r) => call(Promise.resolve(r)))
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiClientError);
    // The form shows the problem on its Domain field.
    const split = splitServerError(bad, ['domain'], {
      'allowed_domains.0': 'domain',
      allowed_domains: 'domain',
    });
    expect(split.fields[0]?.name).toBe('domain');
    await call(
      api.DELETE('/v3/brand/{brand}/deeplink-domains', {
        ...brand,
        body: { allowed_domains: ['shop.example'] },
      }),
    );

    const campaign = { params: { path: { campaign_id: s.campaignId } } };
    const created = await call(
      api.POST('/campaign/{campaign_id}/voucher_code', {
        ...campaign,
        body: {
          voucher_codes: [
            {
              voucher_code: 'SAVE10',
              publisher_id: s.publisherId,
              start_date_time: '2026-01-01 00:00:00',
              end_date_time: null,
            },
          ],
        },
      }),
    );
    const id = created.voucher_code.voucher_code_id;
    await call(
      api.PUT('/campaign/{campaign_id}/voucher_code', {
        ...campaign,
        body: { voucher_codes: [{ voucher_code_id: id, active: 'n' }] },
      }),
    );
    const codes = await call(
      api.GET('/campaign/{campaign_id}/voucher_code', {
        params: { ...campaign.params, query: { offset: 0, limit: 20 } },
      }),
    );
    expect(
      codes.voucher_codes.map((v) => [v.voucher_code.voucher_code, v.voucher_code.active]),
    ).toEqual([['SAVE10', 'n']]);
    const dup = await api
      .POST('/campaign/{campaign_id}/voucher_code', {
        ...campaign,
        body: { voucher_codes: [{ voucher_code: 'save10' }] },
      })
      .then((r) => call(Promise.resolve(r)))
      .catch((e: unknown) => e);
    const alias = { 'voucher_codes.0.voucher_code': 'voucher_code' };
    expect(splitServerError(dup, ['voucher_code'], alias).fields[0]?.name).toBe('voucher_code');
  });

  it('has words for every click verdict', () => {
    for (const code of CLICK_INVALID_REASONS) expect(CLICK_VERDICT_LABELS[code]).toMatch(/\w/);
    expect(clickVerdictLabel('something_new')).toBe('Not creditable');
  });
});
