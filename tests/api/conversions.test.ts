import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversionHistory, conversions } from '@/lib/db/schema';
import { makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import { approvedPartner, makeCampaign, uid } from '../support/campaigns';
import { allowDatedSales, conversionSetup, record, useQueue } from '../support/conversions';

const V3 = {
  required: '2572f7f9-e87e-4aa7-98cf-6f53c9ed5584',
  unexpected: '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
  format: '1945fae7-8937-4086-b06b-2a43da93b7e3',
  value: '6771735c-3000-49d1-a978-74aeb33d15b9',
  currency: '69945ac1-2db4-405f-bec7-d2772f73df52',
  duplicate: '25772442-e9f9-4cb1-9147-65c422026404',
  datetime: '1a9da513-2640-4f84-9b6a-4d99dcddc628',
  tooLong: '32452de9-0c46-4674-a87d-e02f469a003c',
  forbidden: '76fb121a-d769-4293-852d-3b9b6a3dcce8',
  notFound: '0d528fb3-569c-45fa-b2b5-309b360bf9fa',
};

const errorsOf = (res: { json: { error: { errors: { property: string; code: string }[] } } }) =>
  Object.fromEntries(res.json.error.errors.map((e) => [e.property, e.code]));

// These tests record sales on fixed 2024 dates.
allowDatedSales();

describe('POST /v3/brand/campaigns/{campaignId}/conversions (record a conversion)', () => {
  useQueue();

  it('records a conversion with the campaign commission, exact decimals, items and a history row', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, {
      default_commission_rate: '7.5',
      default_currency: 'EUR',
    });
    const res = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'order-1001',
      value: '123.45',
      customer_type: 'new',
      conversion_time: '2024-05-01T10:00:00+02:00',
      items: [{ sku: 'SKU-1', category: 'shoes', item_value: '100.00' }, { item_value: 23.45 }],
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      campaign_id: s.campaignId,
      publisher_id: s.publisherId,
      conversion_reference: 'order-1001',
      status: 'pending',
      currency: 'EUR',
      value: '123.45',
      // 123.45 x 7.5% = 9.25875 -> 9.2588 (half up), in the campaign's currency
      commission: '9.2588',
      commission_currency: 'EUR',
      customer_type: 'new',
      conversion_time: '2024-05-01T08:00:00+00:00',
    });
    expect(res.json.data.items).toEqual([
      expect.objectContaining({
        sku: 'SKU-1',
        category: 'shoes',
        item_value: '100.00',
        item_commission: '7.50',
        status: 'pending',
      }),
      expect.objectContaining({ sku: null, item_value: '23.45', item_commission: '1.7588' }),
    ]);
    const db = await getDb();
    const history = await db
      .select()
      .from(conversionHistory)
      .where(eq(conversionHistory.conversionId, Number(res.json.data.id)));
    expect(history.map((h) => h.action)).toEqual(['recorded']);
  });

  it('takes a fixed commission in the campaign currency, even for a value in another currency', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net, {
      default_commission_rate: null,
      default_commission_value: '5',
      default_currency: 'GBP',
    });
    const res = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'usd-1',
      value: 80,
      currency: 'USD',
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      currency: 'USD',
      value: '80.00',
      commission: '5.00',
      commission_currency: 'GBP',
    });
    // A percentage of a value in another currency would need an exchange rate: refused.
    const pct = await conversionSetup(net, {
      default_commission_rate: '10',
      default_currency: 'GBP',
    });
    const refused = await record(net.auth, pct.campaignId, {
      publisher_id: pct.publisherId,
      conversion_reference: 'usd-2',
      value: 80,
      currency: 'USD',
    });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)).toEqual({ '[currency]': V3.value });
  });

  it('is idempotent on conversion_reference: a retry answers 200 with the same conversion and creates nothing', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const body = { publisher_id: s.publisherId, conversion_reference: 'retry-1', value: '10.00' };
    const first = await record(s.brandUser.auth, s.campaignId, body);
    const again = await record(s.brandUser.auth, s.campaignId, { ...body, value: 10 });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    const db = await getDb();
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversions)
      .where(eq(conversions.campaignId, Number(s.campaignId)))) as [{ n: number }];
    expect(n).toBe(1);
    // The same reference for another sale is a conflict, not a retry.
    const other = await record(s.brandUser.auth, s.campaignId, { ...body, value: '11.00' });
    expect(other.status).toBe(400);
    expect(errorsOf(other)).toEqual({ '[conversion_reference]': V3.duplicate });
    // References are unique per campaign, not per network.
    const second = await makeCampaign(net, s.brand.advertiser_id, { auto_approve_publisher: 'y' });
    await (await import('../support/campaigns')).requestOne(s.partner.auth, s.publisherId, second);
    expect((await record(net.auth, second.campaign_id, body)).status).toBe(201);
  });

  it('records 1,000 conversions; retried calls create no duplicate', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const tag = uid();
    const body = (i: number) => ({
      publisher_id: s.publisherId,
      conversion_reference: `bulk-${tag}-${i}`,
      value: `${i}.10`,
    });
    const statuses: number[] = [];
    for (let i = 1; i <= 1000; i++)
      statuses.push((await record(s.brandUser.auth, s.campaignId, body(i))).status);
    expect(statuses.every((st) => st === 201)).toBe(true);
    // A client that lost the answers retries a hundred of them.
    for (let i = 1; i <= 1000; i += 10)
      expect((await record(s.brandUser.auth, s.campaignId, body(i))).status).toBe(200);
    const db = await getDb();
    const [{ n, distinct }] = (await db
      .select({
        n: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct ${conversions.conversionReference})::int`,
      })
      .from(conversions)
      .where(eq(conversions.campaignId, Number(s.campaignId)))) as [
      { n: number; distinct: number },
    ];
    expect({ n, distinct }).toEqual({ n: 1000, distinct: 1000 });
  }, 300_000);

  it('validates the body (v3: property paths and codes, unknown attributes refused)', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const res = await record(net.auth, s.campaignId, {
      conversion_reference: 'bad ref!',
      value: '12.345678',
      currency: 'XXX',
      conversion_time: 'yesterday',
      items: [{ item_value: 'abc', colour: 'red' }],
      extra: 1,
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toEqual({
      '[publisher_id]': V3.required,
      '[conversion_reference]': V3.format,
      '[value]': V3.format,
      '[currency]': V3.currency,
      '[conversion_time]': V3.datetime,
      '[items][0][item_value]': V3.format,
      '[items][0][colour]': V3.unexpected,
      '[extra]': V3.unexpected,
    });
    const long = await record(net.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'x'.repeat(257),
      value: 1,
    });
    expect(errorsOf(long)).toEqual({ '[conversion_reference]': V3.tooLong });
    const future = await record(net.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: 'future',
      value: 1,
      conversion_time: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(errorsOf(future)).toEqual({ '[conversion_time]': V3.value });
  });

  it('needs an approved participation of the partner', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const stranger = await approvedPartner(net);
    const res = await record(net.auth, s.campaignId, {
      publisher_id: stranger.partnerId,
      conversion_reference: 'p-1',
      value: 1,
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toEqual({ '[publisher_id]': V3.value });
    const pending = await makeCampaign(net, s.brand.advertiser_id);
    await (await import('../support/campaigns')).requestOne(s.partner.auth, s.publisherId, pending);
    const onPending = await record(net.auth, pending.campaign_id, {
      publisher_id: s.publisherId,
      conversion_reference: 'p-2',
      value: 1,
    });
    expect(errorsOf(onPending)).toEqual({ '[publisher_id]': V3.value });
  });

  it('lets staff and the granted brand user record; others get 403, another network 404', async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const body = (ref: string) => ({
      publisher_id: s.publisherId,
      conversion_reference: ref,
      value: 1,
    });
    expect((await record(net.auth, s.campaignId, body('staff'))).status).toBe(201);
    expect((await record(s.brandUser.auth, s.campaignId, body('brand'))).status).toBe(201);
    const otherBrand = await makeBrandUser(net, []);
    const refused = await record(otherBrand.auth, s.campaignId, body('other'));
    expect(refused.status).toBe(403);
    expect(refused.json.error.errors[0].code).toBe('16bd7f4a-bf84-45c3-aa95-9b32aeb139b0');
    const partner = await record(s.partner.auth, s.campaignId, body('partner'));
    expect(partner.status).toBe(403);
    expect(partner.json.error.errors[0].code).toBe(V3.forbidden);
    const other = await makeNetwork();
    const foreign = await record(other.auth, s.campaignId, body('foreign'));
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.errors[0].code).toBe(V3.notFound);
    expect((await record(null as unknown as string, s.campaignId, body('anon'))).status).toBe(401);
  });
});
