import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as ratesRoute from '@/app/(api)/v3/network/[networkId]/exchange-rates/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, exchangeRates } from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';

const SAMPLE = readFileSync('tests/fixtures/ecb-rates-sample.xml', 'utf8');

const CODES = {
  forbidden: '76fb121a-d769-4293-852d-3b9b6a3dcce8',
  invalidFormat: '1945fae7-8937-4086-b06b-2a43da93b7e3',
  invalidDate: 'd52afa47-620d-4d99-9f08-f4d85b36e33c',
  invalidCurrency: '69945ac1-2db4-405f-bec7-d2772f73df52',
  unexpected: '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
};

const path = (net: TestNetwork) => `/v3/network/${net.networkId}/exchange-rates`;
const params = (net: TestNetwork) => ({ networkId: String(net.networkId) });
const upload = (net: TestNetwork, body: unknown, auth: string = net.auth) =>
  call(ratesRoute, path(net), { method: 'POST', auth, body, params: params(net) });
const read = (net: TestNetwork, qs = '', auth: string = net.auth) =>
  call(ratesRoute, `${path(net)}${qs}`, { auth, params: params(net) });

async function storedCount(net: TestNetwork) {
  const db = await getDb();
  return (
    await db
      .select({ id: exchangeRates.id })
      .from(exchangeRates)
      .where(eq(exchangeRates.networkId, net.networkId))
  ).length;
}

describe('exchange rates API (ours, v3, staff only)', () => {
  it('staff upload the ECB file, again without change, and read a day; the import is audited', async () => {
    const net = await makeNetwork();
    const first = await upload(net, { xml: SAMPLE });
    expect(first.status, first.text).toBe(200);
    expect(first.json.data).toEqual({
      rates: 14,
      dates: 3,
      first_date: '2026-11-19',
      last_date: '2026-11-23',
      changed: 14,
    });
    expect((await upload(net, { xml: SAMPLE })).json.data.changed).toBe(0);
    expect(await storedCount(net)).toBe(14);

    const saturday = await read(net, '?date=2026-11-21');
    expect(saturday.status).toBe(200);
    expect(saturday.json.data).toEqual({
      base: 'EUR',
      date: '2026-11-20',
      source: 'ecb',
      rates: [
        { currency: 'CHF', rate: '0.9304' },
        { currency: 'GBP', rate: '0.87640' },
        { currency: 'JPY', rate: '180.92' },
        { currency: 'SEK', rate: '10.9512' },
        { currency: 'USD', rate: '1.1587' },
      ],
    });
    const usd = await read(net, '?date=2026-11-30&currency=USD');
    expect(usd.json.data).toMatchObject({
      date: '2026-11-23',
      rates: [{ currency: 'USD', rate: '1.1612' }],
    });

    const db = await getDb();
    const audits = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.networkId, net.networkId), eq(auditEvents.entityType, 'exchange_rates')),
      );
    expect(audits).toHaveLength(2);
    expect(audits[0]!.actorUserId).toBe(net.userId);
  });

  it('a bad file is a 400 on xml naming the fault, and imports nothing', async () => {
    const net = await makeNetwork();
    const cases: [unknown, string, string, RegExp?][] = [
      [
        { xml: SAMPLE.replace("rate='0.9298'", "rate='n/a'") },
        '[xml]',
        CODES.invalidFormat,
        /2026-11-19: the CHF rate "n\/a"/,
      ],
      [
        { xml: '<html><body>Not rates</body></html>' },
        '[xml]',
        CODES.invalidFormat,
        /not gesmes:Envelope/,
      ],
      [{ xml: SAMPLE.slice(0, 500) }, '[xml]', CODES.invalidFormat, /Not well-formed XML/],
      [{ xml: '' }, '[xml]', 'any'],
      [{}, '[xml]', 'any'],
      [{ xml: SAMPLE, source: 'demo' }, '[source]', CODES.unexpected],
      [{ xml: 42 }, '[xml]', 'any'],
    ];
    for (const [body, property, code, message] of cases) {
      const res = await upload(net, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const item = res.json.error.errors[0];
      expect(item.property).toBe(property);
      if (code !== 'any') expect(item.code).toBe(code);
      if (message) expect(item.message).toMatch(message);
    }
    expect(await storedCount(net)).toBe(0);
  });

  it('answers the latest rates of a network without any with 200 and an empty list', async () => {
    const net = await makeNetwork();
    const latest = await read(net);
    expect(latest.status).toBe(200);
    expect(latest.json).toEqual({ data: { base: 'EUR', date: null, source: null, rates: [] } });
    // A given day or currency without a rate is still a 404 naming it.
    const onDay = await read(net, '?date=2026-11-20');
    expect(onDay.status).toBe(404);
    expect(onDay.text).toContain('No exchange rates on or before 2026-11-20');
    const usd = await read(net, '?currency=USD');
    expect(usd.status).toBe(404);
    expect(usd.text).toContain('No exchange rate for USD on or before');
  });

  it('refuses bad queries with 400 and a day without rates with 404 naming it', async () => {
    const net = await makeNetwork();
    await upload(net, { xml: SAMPLE });
    const badDate = await read(net, '?date=2026-13-01');
    expect(badDate.status).toBe(400);
    expect(badDate.json.error.errors[0]).toMatchObject({
      property: '[date]',
      code: CODES.invalidDate,
    });
    const badCurrency = await read(net, '?currency=usd');
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.json.error.errors[0]).toMatchObject({
      property: '[currency]',
      code: CODES.invalidCurrency,
    });
    const before = await read(net, '?date=2026-11-18');
    expect(before.status).toBe(404);
    expect(before.text).toContain('No exchange rates on or before 2026-11-18');
    const unknown = await read(net, '?date=2026-11-23&currency=PLN');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('No exchange rate for PLN on or before 2026-11-23');
  });

  it('is for network staff only: brand and partner users get 403, another network 404, nothing written', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const brandUser = await makeBrandUser(net);
    const partnerUser = await makePartnerUser(net);
    for (const auth of [brandUser.auth, partnerUser.auth]) {
      for (const res of [await upload(net, { xml: SAMPLE }, auth), await read(net, '', auth)]) {
        expect(res.status, res.text).toBe(403);
        expect(res.json.error.errors[0].code).toBe(CODES.forbidden);
      }
    }
    expect((await upload(net, { xml: SAMPLE }, other.auth)).status).toBe(404);
    expect((await read(net, '', other.auth)).status).toBe(404);
    expect(await storedCount(net)).toBe(0);
  });
});
