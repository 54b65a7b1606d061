import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as attributionRoute from '@/app/(api)/v2/campaigns/[campaignId]/attribution/route';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import * as brandReportRoute from '@/app/(api)/reporting/report_advertiser/campaign/[campaign_id]/conversion/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, clicks, conversions } from '@/lib/db/schema';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import { bulk, record, report, useQueue, waitForJob } from '../support/conversions';
import { referenceErrors } from '../support/reference-contract';
import { attributionWorld, insertClicks, trackingSettings } from '../support/attribution';

/**
 * The v3 record call with clickref and voucher_code (its answer says how the sale was
 * attributed), the campaign's attribution settings, and the readers of unattributed
 * conversions: the reports and the bulk update.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const attribution = (auth: string, campaignId: string, body?: unknown) =>
  call(attributionRoute, `/v2/campaigns/${campaignId}/attribution`, {
    method: body === undefined ? 'GET' : 'PATCH',
    auth,
    body,
    params: { campaignId },
  });

async function addVoucher(auth: string, campaignId: string, code: string, publisherId: string) {
  const res = await call(vouchersRoute, `/campaign/${campaignId}/voucher_code`, {
    method: 'POST',
    auth,
    body: { voucher_codes: [{ voucher_code: code, publisher_id: publisherId }] },
    params: { campaign_id: campaignId },
  });
  expect(res.status, res.text).toBe(201);
}

async function clickFor(
  w: Awaited<ReturnType<typeof attributionWorld>>,
  partnerId: string,
  ago: number,
) {
  const [ref] = await insertClicks([
    {
      networkId: w.net.networkId,
      campaignId: Number(w.campaignId),
      partnerId: Number(partnerId),
      clickedAt: new Date(Date.now() - ago),
    },
  ]);
  return ref!;
}

describe('POST /v3/brand/campaigns/{campaignId}/conversions with clickref and voucher_code', () => {
  useQueue();

  it('attributes by clickref and says so; a retry answers the same conversion', async () => {
    const w = await attributionWorld();
    const older = await clickFor(w, w.a.partnerId, 5 * HOUR);
    const last = await clickFor(w, w.b.partnerId, HOUR);
    const body = { conversion_reference: 'V3-1', value: '20.00', clickref: `${older},${last}` };
    const res = await record(w.brandUser.auth, w.campaignId, body);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      publisher_id: w.b.partnerId,
      attribution: 'click',
      source: 'api',
      clickref: last,
      click_id: expect.stringMatching(/^\d+$/),
      clicked_at: expect.stringMatching(/\+00:00$/),
      voucher_code: null,
      commission: '2.00',
    });
    const retry = await record(w.brandUser.auth, w.campaignId, body);
    expect(retry.status).toBe(200);
    expect(retry.json.data.id).toBe(res.json.data.id);
    const other = await record(w.brandUser.auth, w.campaignId, {
      ...body,
      publisher_id: w.a.partnerId,
    });
    expect(other.status).toBe(400);
    expect(other.json.error.errors[0].property).toBe('[conversion_reference]');
  });

  it('a voucher code (any case) attributes a sale without a click, and beats clicks once exclusive codes are on', async () => {
    const w = await attributionWorld();
    await addVoucher(w.brandUser.auth, w.campaignId, 'SUMMER10', w.b.partnerId);
    const voucherOnly = await record(w.brandUser.auth, w.campaignId, {
      conversion_reference: 'VC-1',
      value: 10,
      voucher_code: 'summer10',
    });
    expect(voucherOnly.json.data).toMatchObject({
      attribution: 'voucher',
      publisher_id: w.b.partnerId,
      voucher_code: 'summer10',
    });
    const click = await clickFor(w, w.a.partnerId, HOUR);
    const both = { value: 10, voucher_code: 'SUMMER10', clickref: click };
    const clickWins = await record(w.brandUser.auth, w.campaignId, {
      ...both,
      conversion_reference: 'VC-2',
    });
    expect(clickWins.json.data).toMatchObject({
      attribution: 'click',
      publisher_id: w.a.partnerId,
    });

    expect((await attribution(w.brandUser.auth, w.campaignId)).json.data).toEqual({
      code_suppression: false,
      preferred_partners: false,
      exclusive_codes: false,
      in_cart: false,
      split: false,
    });
    const on = await attribution(w.brandUser.auth, w.campaignId, { exclusive_codes: true });
    expect(on.status).toBe(200);
    expect(on.json.data.exclusive_codes).toBe(true);
    const voucherWins = await record(w.brandUser.auth, w.campaignId, {
      ...both,
      conversion_reference: 'VC-3',
    });
    expect(voucherWins.json.data).toMatchObject({
      attribution: 'voucher',
      publisher_id: w.b.partnerId,
      click_id: null,
    });
    expect((await trackingSettings(w.brandUser.auth, w.campaignId)).json.data).toMatchObject({
      campaign_id: w.campaignId,
      voucher_precedence: true,
      pixel_conversions: true,
      secret_created_at: null,
      conversion_url: expect.stringContaining(`/conversion/campaign:${w.campaignId}/`),
      javascript_tag: expect.stringContaining('/conversion.js'),
    });
    const db = await getDb();
    const audited = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'campaign_attribution'));
    expect(audited.some((a) => a.entityId === w.campaignId)).toBe(true);
  });

  it('a click past the cookie period leaves the sale unattributed: stored, commission 0', async () => {
    const w = await attributionWorld({ cookieDays: 7 });
    const stale = await clickFor(w, w.a.partnerId, 8 * DAY);
    const res = await record(w.brandUser.auth, w.campaignId, {
      conversion_reference: 'OLD-1',
      value: '100.00',
      clickref: stale,
      items: [{ item_value: '100.00' }],
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      attribution: 'unattributed',
      publisher_id: null,
      commission: '0.00',
      clickref: stale,
      click_id: null,
    });
    expect(res.json.data.items[0].item_commission).toBe('0.00');
  });

  it('publisher_id names the partner (manual), the voucher code kept beside it', async () => {
    const w = await attributionWorld();
    const res = await record(w.brandUser.auth, w.campaignId, {
      publisher_id: w.a.partnerId,
      conversion_reference: 'M-1',
      value: 10,
      voucher_code: 'UNKNOWN',
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      attribution: 'manual',
      publisher_id: w.a.partnerId,
      voucher_code: 'UNKNOWN',
      commission: '1.00',
    });
  });

  it('the brand report shows unattributed sales and the winning click; partners never see them; a recalculation keeps them at 0', async () => {
    const w = await attributionWorld();
    const click = await clickFor(w, w.a.partnerId, 2 * HOUR);
    // As the redirect records it behind a geo-IP proxy (CLICK_COUNTRY_HEADER).
    await (await getDb()).update(clicks).set({ country: 'DE' }).where(eq(clicks.clickref, click));
    const credited = await record(w.brandUser.auth, w.campaignId, {
      conversion_reference: 'R-1',
      value: 50,
      clickref: click,
    });
    const orphan = await record(w.brandUser.auth, w.campaignId, {
      conversion_reference: 'R-2',
      value: 70,
      clickref: 'nosuchclickref',
    });
    expect(orphan.json.data.attribution).toBe('unattributed');
    const query = 'start_date=2000-01-01&timezone=UTC';
    const brand = await call(
      brandReportRoute,
      `/reporting/report_advertiser/campaign/${w.campaignId}/conversion.json?${query}`,
      { auth: w.brandUser.auth, params: { campaign_id: w.campaignId } },
    );
    expect(brand.status).toBe(200);
    expect(referenceErrors('brand-conversions-report', brand.json)).toEqual([]);
    const rows = brand.json.conversions.map(
      (c: { conversion_data: Record<string, unknown> }) => c.conversion_data,
    );
    expect(
      rows.map((r: Record<string, unknown>) => [r.conversion_reference, r.publisher_id]),
    ).toEqual([
      ['R-1', w.a.partnerId],
      ['R-2', null],
    ]);
    expect(rows[0]).toMatchObject({
      clickref: click,
      conversion_lag: expect.any(Number),
      click: {
        click_id: credited.json.data.click_id,
        clickref: click,
        publisher_id: w.a.partnerId,
        country: 'DE',
      },
    });
    expect(rows[0].conversion_lag).toBeGreaterThanOrEqual(7199);
    expect(rows[1]).toMatchObject({
      publisher_name: null,
      conversion_value: { commission: 0 },
      click: { click_id: null },
    });
    expect(brand.json.total_commission_value).toEqual({ GBP: 5 });
    const csv = await call(
      brandReportRoute,
      `/reporting/report_advertiser/campaign/${w.campaignId}/conversion.csv?${query}`,
      {
        auth: w.brandUser.auth,
        params: { campaign_id: w.campaignId },
        headers: { 'x-api-format': 'csv' },
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n').filter(Boolean)).toHaveLength(3);
    const partner = await report(w.a.auth, w.a.partnerId, `${query}&campaign_id=${w.campaignId}`);
    expect(partner.status).toBe(200);
    expect(
      partner.json.conversions.map(
        (c: { conversion_data: { conversion_reference: string } }) =>
          c.conversion_data.conversion_reference,
      ),
    ).toEqual(['R-1']);

    const job = await bulk(w.brandUser.auth, w.campaignId, {
      conversion_references: {
        'R-2': { force_commission_recalculation: true, status: 'approved' },
      },
    });
    expect(job.status).toBe(202);
    await waitForJob(w.brandUser.auth, job.json.data.id);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(conversions)
      .where(eq(conversions.id, Number(orphan.json.data.id)));
    expect(row).toMatchObject({ status: 'approved', commission: '0.0000', partnerId: null });
  });
});

describe('attribution settings: who may read and change them', () => {
  it('staff and the granted brand user; partners, other brands and other networks may not', async () => {
    const w = await attributionWorld();
    expect((await attribution(w.net.auth, w.campaignId)).status).toBe(200);
    expect((await trackingSettings(w.net.auth, w.campaignId)).status).toBe(200);
    const refused = await attribution(w.brandUser.auth, w.campaignId, { in_cart: true });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('in_cart');
    const off = await attribution(w.brandUser.auth, w.campaignId, { in_cart: false, split: false });
    expect(off.status).toBe(200);
    const strict = await trackingSettings(w.brandUser.auth, w.campaignId, { colour: 'red' });
    expect(strict.status).toBe(400);
    for (const auth of [w.a.auth, (await makeBrandUser(w.net, [])).auth]) {
      expect((await attribution(auth, w.campaignId)).status).toBeGreaterThanOrEqual(403);
      expect(
        (await trackingSettings(auth, w.campaignId, { pixel_conversions: false })).status,
      ).toBeGreaterThanOrEqual(403);
    }
    const other = await makeNetwork();
    expect((await attribution(other.auth, w.campaignId, { exclusive_codes: true })).status).toBe(
      404,
    );
    expect((await trackingSettings(other.auth, w.campaignId)).status).toBe(404);
    expect((await trackingSettings(w.brandUser.auth, w.campaignId)).json.data).toMatchObject({
      voucher_precedence: false,
      pixel_conversions: true,
    });
  });
});
