import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as itemRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/route';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import { getDb } from '@/lib/db/client';
import { conversions } from '@/lib/db/schema';
import { configureRateLimit } from '@/lib/api/http/rate-limit';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import { call } from '../support/harness';
import { attributionWorld, makeSecret, signed, track } from '../support/attribution';
import { record } from '../support/conversions';

/**
 * Sale limits (issue 30, docs/jobs-and-conversions.md#sale-limits): a campaign records no sale
 * above its maximum value or dated before its window, whether a pixel, a postback or the brand's
 * API sends it; staff set both per campaign through the v3 campaign PATCH.
 */

const V3_FORBIDDEN = '76fb121a-d769-4293-852d-3b9b6a3dcce8';
const DAY = 86_400_000;

const get = (auth: string, id: string) =>
  call(itemRoute, `/v3/brand/campaigns/${id}`, { auth, params: { campaignId: id } });
const patch = (auth: string, id: string, body: unknown) =>
  call(itemRoute, `/v3/brand/campaigns/${id}`, {
    method: 'PATCH',
    auth,
    body,
    params: { campaignId: id },
  });

const propertiesOf = (res: { json: { error: { errors: { property: string }[] } } }) =>
  res.json.error.errors.map((e) => e.property);

async function salesOf(campaignId: string) {
  const db = await getDb();
  return db
    .select()
    .from(conversions)
    .where(eq(conversions.campaignId, Number(campaignId)));
}

/** The attribution world with the voucher SPRING10 crediting partner a. */
async function voucherWorld() {
  const w = await attributionWorld();
  const res = await call(vouchersRoute, `/campaign/${w.campaignId}/voucher_code`, {
    method: 'POST',
    auth: w.brandUser.auth,
    body: { voucher_codes: [{ voucher_code: 'SPRING10', publisher_id: w.a.partnerId }] },
    params: { campaign_id: w.campaignId },
  });
  expect(res.status).toBe(201);
  return w;
}

beforeAll(() => configureRateLimit({ points: 1_000_000, windowSeconds: 60 }));
afterAll(() => configureRateLimit({ points: 600, windowSeconds: 60 }));

describe('sale limits on the conversion URL (pixel and postback)', () => {
  it('refuses the 99999999.99 voucher pixel: 400 GIF naming value, nothing recorded', async () => {
    const w = await voucherWorld();
    const path = `/conversion/campaign:${w.campaignId}/conversionref:X/value:99999999.99/voucher:spring10`;
    const pixel = await track(path);
    expect(pixel.status).toBe(400);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    expect(pixel.headers.get('x-conversion-error')).toMatch(/maximum sale value/);
    expect(pixel.headers.get('x-conversion-id')).toBeNull();
    const asJson = await track(path, { json: true });
    expect(asJson.status).toBe(400);
    expect(propertiesOf(asJson)).toEqual(['value']);
    expect(asJson.json.error.errors[0].message).toBe(
      "value must be at most 1000000.0000, the campaign's maximum sale value",
    );
    expect(await salesOf(w.campaignId)).toHaveLength(0);
  });

  it('refuses a pixel dated 1970: 400 naming conversion_time, nothing recorded', async () => {
    const w = await voucherWorld();
    const path = `/conversion/campaign:${w.campaignId}/conversionref:OLD-1/value:50/voucher:spring10/conversion_time:1970-01-01T00:00:00Z`;
    const pixel = await track(path);
    expect(pixel.status).toBe(400);
    expect(pixel.headers.get('x-conversion-error')).toMatch(/within the last 365 days/);
    const asJson = await track(path, { json: true });
    expect(propertiesOf(asJson)).toEqual(['conversion_time']);
    expect(await salesOf(w.campaignId)).toHaveLength(0);
  });

  it('holds a signed postback to the same limits', async () => {
    const w = await voucherWorld();
    const secret = await makeSecret(w.brandUser.auth, w.campaignId);
    const base = `/conversion/campaign:${w.campaignId}/voucher:spring10`;
    const big = await track(signed(secret, `${base}/conversionref:PB-1/value:99999999.99`), {
      json: true,
    });
    expect(big.status).toBe(400);
    expect(propertiesOf(big)).toEqual(['value']);
    const old = await track(
      signed(secret, `${base}/conversionref:PB-2/value:10/conversion_time:1970-01-01T00:00:00Z`),
      { json: true },
    );
    expect(old.status).toBe(400);
    expect(propertiesOf(old)).toEqual(['conversion_time']);
    expect(await salesOf(w.campaignId)).toHaveLength(0);
  });

  it('still records an in-range sale: the largest value allowed, dated within the window', async () => {
    const w = await voucherWorld();
    const at = new Date(Date.now() - 300 * DAY).toISOString().replace(/\.\d+Z$/, 'Z');
    const res = await track(
      `/conversion/campaign:${w.campaignId}/conversionref:OK-1/value:1000000.00/voucher:spring10/conversion_time:${at}`,
      { json: true },
    );
    expect(res.status).toBe(200);
    expect(res.json.conversion).toMatchObject({
      publisher_id: w.a.partnerId,
      attribution: 'voucher',
      status: 'pending',
      created: true,
    });
    const [row] = await salesOf(w.campaignId);
    expect(row).toMatchObject({ value: '1000000.0000', commission: '100000.0000' });
  });

  it("takes the deployment's defaults from CONVERSION_MAX_VALUE and CONVERSION_MAX_AGE_DAYS", async () => {
    const w = await voucherWorld();
    overrideConfigForTests({ CONVERSION_MAX_VALUE: '100', CONVERSION_MAX_AGE_DAYS: '2' });
    try {
      expect((await get(w.net.auth, w.campaignId)).json.data).toMatchObject({
        max_sale_value: '100.0000',
        sale_window_days: 2,
      });
      const base = `/conversion/campaign:${w.campaignId}/voucher:spring10`;
      expect((await track(`${base}/conversionref:A/value:100.01`)).status).toBe(400);
      const threeDays = new Date(Date.now() - 3 * DAY).toISOString();
      expect(
        (await track(`${base}/conversionref:B/value:5/conversion_time:${threeDays}`)).status,
      ).toBe(400);
      expect((await track(`${base}/conversionref:C/value:100`)).status).toBe(200);
    } finally {
      resetConfigForTests('CONVERSION_MAX_VALUE', 'CONVERSION_MAX_AGE_DAYS');
    }
  });

  it("holds every sale to the campaign's own limits once staff set them", async () => {
    const w = await voucherWorld();
    const set = await patch(w.net.auth, w.campaignId, {
      max_sale_value: '500',
      sale_window_days: 7,
    });
    expect(set.status).toBe(204);
    const base = `/conversion/campaign:${w.campaignId}/voucher:spring10`;
    const over = await track(`${base}/conversionref:A/value:500.01`, { json: true });
    expect(over.status).toBe(400);
    expect(over.json.error.errors[0].message).toBe(
      "value must be at most 500.0000, the campaign's maximum sale value",
    );
    const eightDays = new Date(Date.now() - 8 * DAY).toISOString();
    const old = await track(`${base}/conversionref:B/value:20/conversion_time:${eightDays}`, {
      json: true,
    });
    expect(old.status).toBe(400);
    expect(old.json.error.errors[0].message).toMatch(/within the last 7 days/);
    const fine = await track(`${base}/conversionref:C/value:500`, { json: true });
    expect(fine.status).toBe(200);
    expect((await salesOf(w.campaignId)).map((r) => r.conversionReference)).toEqual(['C']);
  });
});

describe("sale limits on the brand's API (POST /v3/brand/campaigns/{id}/conversions)", () => {
  it('refuses a sale dated 1970 or above the maximum value; records one in range', async () => {
    const w = await attributionWorld();
    const body = { publisher_id: w.a.partnerId, conversion_reference: 'API-1', value: '10' };
    const old = await record(w.brandUser.auth, w.campaignId, {
      ...body,
      conversion_time: '1970-01-01T00:00:00Z',
    });
    expect(old.status).toBe(400);
    expect(propertiesOf(old)).toEqual(['[conversion_time]']);
    const big = await record(w.brandUser.auth, w.campaignId, { ...body, value: '99999999.99' });
    expect(big.status).toBe(400);
    expect(propertiesOf(big)).toEqual(['[value]']);
    expect(await salesOf(w.campaignId)).toHaveLength(0);
    const fine = await record(w.brandUser.auth, w.campaignId, body);
    expect(fine.status).toBe(201);
    expect(fine.json.data.status).toBe('pending');
  });
});

describe('editing the sale limits (PATCH /v3/brand/campaigns/{id}, ours)', () => {
  it('shows the defaults, sets and resets them (staff); validates with the v3 error body', async () => {
    const w = await attributionWorld();
    const read = async () => (await get(w.net.auth, w.campaignId)).json.data;
    expect(await read()).toMatchObject({ max_sale_value: '1000000.0000', sale_window_days: 365 });
    expect(
      (await patch(w.net.auth, w.campaignId, { max_sale_value: 2500.5, sale_window_days: 30 }))
        .status,
    ).toBe(204);
    expect(await read()).toMatchObject({ max_sale_value: '2500.5000', sale_window_days: 30 });
    const cases: [unknown, string][] = [
      [{ max_sale_value: 'lots' }, 'max_sale_value'],
      [{ max_sale_value: '0' }, 'max_sale_value'],
      [{ max_sale_value: '-5' }, 'max_sale_value'],
      [{ max_sale_value: '100000000' }, 'max_sale_value'],
      [{ sale_window_days: 0 }, 'sale_window_days'],
      [{ sale_window_days: 36_501 }, 'sale_window_days'],
      [{ sale_window_days: 1.5 }, 'sale_window_days'],
      [{ sale_window_days: '30' }, 'sale_window_days'],
      [{ max_sale_day: 5 }, 'max_sale_day'],
    ];
    for (const [body, property] of cases) {
      const res = await patch(w.net.auth, w.campaignId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      // v3 names a property in brackets.
      expect(propertiesOf(res), JSON.stringify(body)).toContain(`[${property}]`);
      expect(res.json.error.errors[0].code, JSON.stringify(body)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await read()).toMatchObject({ max_sale_value: '2500.5000', sale_window_days: 30 });
    expect(
      (await patch(w.net.auth, w.campaignId, { max_sale_value: null, sale_window_days: null }))
        .status,
    ).toBe(204);
    expect(await read()).toMatchObject({ max_sale_value: '1000000.0000', sale_window_days: 365 });
  });

  it("refuses a brand user's change of the limits (403); the brand still reads them", async () => {
    const w = await attributionWorld();
    const refused = await patch(w.brandUser.auth, w.campaignId, { max_sale_value: '99999999' });
    expect(refused.status).toBe(403);
    expect(refused.json.error.errors[0].code).toBe(V3_FORBIDDEN);
    expect((await patch(w.brandUser.auth, w.campaignId, { sale_window_days: 36_500 })).status).toBe(
      403,
    );
    const seen = await get(w.brandUser.auth, w.campaignId);
    expect(seen.json.data).toMatchObject({ max_sale_value: '1000000.0000', sale_window_days: 365 });
    // The brand's own fields still change.
    expect((await patch(w.brandUser.auth, w.campaignId, { lock_period_days: 10 })).status).toBe(
      204,
    );
  });
});
