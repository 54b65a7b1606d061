import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { exchangeRates } from '@/lib/db/schema';
import {
  convertMoney,
  EcbXmlError,
  ExchangeRateMissing,
  importEcbRates,
  parseEcbXml,
  ratesInto,
} from '@/lib/services/exchange-rates';
import { storeRates } from '@/lib/services/exchange-rates/import-rates';
import { demoRates } from '@/lib/services/demo-rates';
import { makeNetwork } from '../support/harness';

const ExactDecimal = Decimal.clone({ precision: 64 });

const SAMPLE = readFileSync('tests/fixtures/ecb-rates-sample.xml', 'utf8');

async function ratesOf(networkId: number) {
  const db = await getDb();
  return db
    .select({
      date: exchangeRates.date,
      currency: exchangeRates.currency,
      rate: exchangeRates.rate,
      source: exchangeRates.source,
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.networkId, networkId))
    .orderBy(exchangeRates.date, exchangeRates.currency);
}

async function networkWithSample() {
  const net = await makeNetwork();
  await importEcbRates(await getDb(), net.networkId, SAMPLE);
  return net;
}

describe('ECB reference-rate XML', () => {
  it('parses the sample: every day and currency, rates as published', () => {
    const rates = parseEcbXml(SAMPLE);
    expect(rates).toHaveLength(14);
    expect(rates).toContainEqual({ date: '2026-11-20', currency: 'GBP', rate: '0.87640' });
    expect(rates).toContainEqual({ date: '2026-11-23', currency: 'JPY', rate: '181.47' });
    expect(new Set(rates.map((r) => r.date))).toEqual(
      new Set(['2026-11-19', '2026-11-20', '2026-11-23']),
    );
  });

  it('parses the daily file shape (one day)', () => {
    const daily = SAMPLE.replace(
      /<Cube time='2026-11-20'>[\s\S]*<\/Cube>\s*<\/Cube>\s*<\/gesmes/,
      '</Cube></gesmes',
    );
    const rates = parseEcbXml(daily);
    expect(rates.map((r) => r.date)).toEqual(Array(5).fill('2026-11-23'));
  });

  const bad: [string, string, RegExp][] = [
    ['empty', '', /empty/],
    ['not XML', 'rates, please', /Not well-formed XML|not gesmes:Envelope/],
    ['broken XML', SAMPLE.replace('</gesmes:Envelope>', ''), /Not well-formed XML at line/],
    ['another root', '<rates><Cube/></rates>', /root element is not gesmes:Envelope/],
    [
      'a bad date',
      SAMPLE.replace("time='2026-11-20'", "time='2026-02-30'"),
      /"2026-02-30" is not a date/,
    ],
    [
      'a bad rate',
      SAMPLE.replace("rate='0.87640'", "rate='-0.8'"),
      /2026-11-20: the GBP rate "-0.8"/,
    ],
    ['a zero rate', SAMPLE.replace("rate='0.87640'", "rate='0.0'"), /GBP rate "0.0"/],
    [
      'a bad currency',
      SAMPLE.replace("currency='CHF' rate='0.9304'", "currency='chf' rate='0.9304'"),
      /2026-11-20: currency "chf"/,
    ],
    [
      'a currency twice',
      SAMPLE.replace("currency='CHF' rate='0.9304'", "currency='USD' rate='0.9304'"),
      /2026-11-20: USD appears twice/,
    ],
    [
      'a day twice',
      SAMPLE.replace("time='2026-11-19'", "time='2026-11-20'"),
      /2026-11-20: the date appears twice/,
    ],
  ];
  it.each(bad)('refuses %s, naming the fault', (_name, xml, message) => {
    expect(() => parseEcbXml(xml)).toThrow(EcbXmlError);
    expect(() => parseEcbXml(xml)).toThrow(message);
  });

  it('expands no entities: a DOCTYPE entity stays literal and the file is refused at once', () => {
    const laughs = Array.from(
      { length: 8 },
      (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`,
    ).join('');
    const xml = SAMPLE.replace(
      '<gesmes:Envelope',
      `<!DOCTYPE gesmes:Envelope [<!ENTITY l0 "lol">${laughs}<!ENTITY r "1.5">]>\n<gesmes:Envelope`,
    ).replace("rate='1.1612'", "rate='&r;'");
    const started = performance.now();
    expect(() => parseEcbXml(xml)).toThrow(
      '2026-11-23: the USD rate "&r;" is not a positive decimal',
    );
    const bomb = SAMPLE.replace(
      '<gesmes:Envelope',
      `<!DOCTYPE gesmes:Envelope [<!ENTITY l0 "lol">${laughs}]>\n<gesmes:Envelope`,
    ).replace("rate='1.1612'", "rate='&l8;'");
    expect(() => parseEcbXml(bomb)).toThrow('the USD rate "&l8;"');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('importing rates', () => {
  it('stores every rate exactly, and a second import of the same file changes nothing', async () => {
    const db = await getDb();
    const net = await makeNetwork();
    const first = await importEcbRates(db, net.networkId, SAMPLE);
    expect(first).toEqual({
      rates: 14,
      dates: 3,
      firstDate: '2026-11-19',
      lastDate: '2026-11-23',
      changed: 14,
    });
    const stored = await ratesOf(net.networkId);
    expect(stored).toContainEqual({
      date: '2026-11-20',
      currency: 'GBP',
      rate: '0.87640',
      source: 'ecb',
    });
    const second = await importEcbRates(db, net.networkId, SAMPLE);
    expect(second.changed).toBe(0);
    expect(await ratesOf(net.networkId)).toEqual(stored);
  });

  it('a file with a fault half way imports nothing, not even its good days', async () => {
    const db = await getDb();
    const net = await makeNetwork();
    // The last day is bad; the two days before it are fine.
    const xml = SAMPLE.replace("currency='CHF' rate='0.9298'", "currency='CHF' rate='abc'");
    await expect(importEcbRates(db, net.networkId, xml)).rejects.toThrow(
      /2026-11-19: the CHF rate "abc"/,
    );
    expect(await ratesOf(net.networkId)).toEqual([]);
  });

  it('a failure while storing rolls the whole file back', async () => {
    const db = await getDb();
    const net = await makeNetwork();
    const rates = parseEcbXml(SAMPLE);
    // A rate the parser would refuse, past the table's check, as the last row of the batch.
    const broken = [...rates, { date: '2026-11-24', currency: 'USD', rate: '0' }];
    await expect(
      db.transaction((tx) => storeRates(tx, net.networkId, 'ecb', broken)),
    ).rejects.toThrow();
    expect(await ratesOf(net.networkId)).toEqual([]);
  });

  it("one network's import is not another's rates", async () => {
    const a = await networkWithSample();
    const b = await makeNetwork();
    expect((await ratesOf(a.networkId)).length).toBe(14);
    expect(await ratesOf(b.networkId)).toEqual([]);
    await expect(
      convertMoney(await getDb(), b.networkId, '10', 'EUR', 'USD', '2026-11-23'),
    ).rejects.toThrow(ExchangeRateMissing);
  });
});

describe('convertMoney', () => {
  it("converts exactly with the day's rate and says which rate, day and source it used", async () => {
    const net = await networkWithSample();
    const db = await getDb();
    expect(await convertMoney(db, net.networkId, '100.00', 'EUR', 'USD', '2026-11-23')).toEqual({
      amount: '116.1200',
      from: 'EUR',
      to: 'USD',
      rate: '1.1612',
      rateDate: '2026-11-23',
      source: 'ecb',
    });
    // 1 / 1.1612 to 20 significant digits; 50 USD × that rate, half up to 0.0001.
    const back = await convertMoney(db, net.networkId, '50', 'USD', 'EUR', '2026-11-23');
    expect(back.rate).toBe('0.86117809162934894936');
    expect(back.amount).toBe('43.0589');
  });

  it('a weekend or holiday uses the last ECB day before it (Friday for Saturday and Sunday)', async () => {
    const net = await networkWithSample();
    const db = await getDb();
    for (const day of ['2026-11-21', '2026-11-22']) {
      const c = await convertMoney(db, net.networkId, '10', 'EUR', 'GBP', day);
      expect(c).toMatchObject({ rateDate: '2026-11-20', rate: '0.8764', amount: '8.7640' });
    }
    const monday = await convertMoney(
      db,
      net.networkId,
      '10',
      'EUR',
      'GBP',
      new Date('2026-11-23T23:59:00Z'),
    );
    expect(monday.rateDate).toBe('2026-11-23');
  });

  it('a cross rate goes through the euro with both legs of one day', async () => {
    const net = await networkWithSample();
    const db = await getDb();
    const c = await convertMoney(db, net.networkId, '1000', 'GBP', 'JPY', '2026-11-20');
    expect(c.rate).toBe(new Decimal('180.92').div('0.87640').toSignificantDigits(20).toFixed());
    expect(c.amount).toBe(new Decimal('1000').times(c.rate).toFixed(4));
    // SEK has no rate on the 19th: a SEK conversion then takes no day at all, and says so.
    await expect(convertMoney(db, net.networkId, '1', 'SEK', 'USD', '2026-11-19')).rejects.toThrow(
      'Cannot convert SEK to USD: No exchange rate for SEK on or before 2026-11-19',
    );
    // A day with only one of the two is passed over for the last day with both.
    await storeRates(db, net.networkId, 'ecb', [
      { date: '2026-11-24', currency: 'GBP', rate: '0.8' },
    ]);
    expect(await convertMoney(db, net.networkId, '1', 'GBP', 'USD', '2026-11-25')).toMatchObject({
      rateDate: '2026-11-23',
      rate: new Decimal('1.1612').div('0.87805').toSignificantDigits(20).toFixed(),
    });
    // On the 21st both have rates on the 20th.
    expect((await convertMoney(db, net.networkId, '1', 'SEK', 'USD', '2026-11-21')).rateDate).toBe(
      '2026-11-20',
    );
  });

  it('a missing rate names the currencies and the date', async () => {
    const net = await networkWithSample();
    const db = await getDb();
    const error = await convertMoney(db, net.networkId, '1', 'EUR', 'USD', '2026-11-18').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ExchangeRateMissing);
    expect(error).toMatchObject({
      kind: 'not_found',
      currencies: ['USD'],
      onDate: '2026-11-18',
      message: 'Cannot convert EUR to USD: No exchange rate for USD on or before 2026-11-18',
    });
    await expect(convertMoney(db, net.networkId, '1', 'CAD', 'PLN', '2026-11-23')).rejects.toThrow(
      'No exchange rate for CAD and PLN on or before 2026-11-23',
    );
  });

  it('the same currency converts at 1 with no rate needed', async () => {
    const net = await makeNetwork();
    expect(
      await convertMoney(await getDb(), net.networkId, '7.5', 'JPY', 'JPY', '2026-01-01'),
    ).toEqual({
      amount: '7.5000',
      from: 'JPY',
      to: 'JPY',
      rate: '1',
      rateDate: '2026-01-01',
      source: 'identity',
    });
  });

  it('property: a round trip stays within one unit of the coarser side; a cross rate equals its two legs', async () => {
    const db = await getDb();
    const net = await makeNetwork();
    const currencies = ['USD', 'GBP', 'JPY', 'CHF', 'SEK'];
    const perEuro = fc
      .stringMatching(/^(?:[1-9]\d{0,3}|0)\.\d{1,5}$/)
      .filter((r) => /[1-9]/.test(r) && Number(r) >= 0.01);
    const day = '2026-10-01';
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...currencies.map(() => perEuro)),
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.constantFrom(...currencies, 'EUR'),
        fc.constantFrom(...currencies, 'EUR'),
        async (rates, units, from, to) => {
          await db
            .delete(exchangeRates)
            .where(and(eq(exchangeRates.networkId, net.networkId), eq(exchangeRates.date, day)));
          await storeRates(
            db,
            net.networkId,
            'ecb',
            currencies.map((currency, i) => ({ date: day, currency, rate: rates[i]! })),
          );
          const amount = new Decimal(units.toString()).div(10_000).toFixed(4);
          const there = await convertMoney(db, net.networkId, amount, from, to, day);
          const back = await convertMoney(db, net.networkId, there.amount, to, from, day);
          // Amounts keep 0.0001: the round trip may lose half of it on each side, the first
          // half grown by the rate back. So: within 0.0001 of the coarser currency.
          const unit = Decimal.max(1, new Decimal(back.rate)).times('0.0001');
          expect(new Decimal(back.amount).minus(amount).abs().lte(unit)).toBe(true);
          // The cross rate is the to-leg over the from-leg, both of one day.
          const rateOf = (c: string) => (c === 'EUR' ? '1' : rates[currencies.indexOf(c)]!);
          if (from !== to)
            expect(there.rate).toBe(
              new Decimal(rateOf(to)).div(rateOf(from)).toSignificantDigits(20).toFixed(),
            );
          // And the amount is exactly the amount times that rate, rounded half up. The product
          // needs more than decimal.js's default 20 digits to be exact before rounding.
          expect(there.amount).toBe(
            new ExactDecimal(amount)
              .times(there.rate)
              .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
              .toFixed(4),
          );
        },
      ),
      {
        numRuns: 150,
        // Once found by CI: a product whose half-up rounding needs its 21st digit.
        examples: [[['0.6', '0.6', '1.0', '1.0', '0.5'], 999542146917n, 'USD', 'SEK']],
      },
    );
  });
});

describe('ratesInto (one download)', () => {
  it('looks each currency and day up once, a missing rate too', async () => {
    const net = await networkWithSample();
    const db = await getDb();
    const rateOn = ratesInto(db, net.networkId, 'EUR');
    // Saturday: Friday's GBP, 1 / 0.87640.
    expect(await rateOn('GBP', '2026-11-21')).toBe('1.1410314924691921497');
    // A rate stored afterwards for that day is not read again within the download.
    await db.insert(exchangeRates).values({
      networkId: net.networkId,
      date: '2026-11-21',
      currency: 'GBP',
      rate: '2',
      source: 'ecb',
    });
    expect(await rateOn('GBP', '2026-11-21')).toBe('1.1410314924691921497');
    expect(await ratesInto(db, net.networkId, 'EUR')('GBP', '2026-11-21')).toBe('0.5');
    await expect(rateOn('GBP', '2026-11-18')).rejects.toBeInstanceOf(ExchangeRateMissing);
    expect(rateOn('GBP', '2026-11-18')).toBe(rateOn('GBP', '2026-11-18'));
  });
});

describe('demo rates', () => {
  it('are weekday rates for the demo currencies, the same for a day whenever seeded', () => {
    const friday = demoRates(new Date('2026-11-27T10:00:00Z'), 10);
    const later = demoRates(new Date('2026-12-04T10:00:00Z'), 20);
    const days = new Set(friday.map((r) => r.date));
    expect(days.has('2026-11-21') || days.has('2026-11-22')).toBe(false);
    expect(days.has('2026-11-27')).toBe(true);
    for (const r of friday) expect(later).toContainEqual(r);
    for (const r of friday) {
      const centre = { USD: 1.09, GBP: 0.852, JPY: 163.4 }[r.currency as 'USD']!;
      expect(Math.abs(Number(r.rate) / centre - 1)).toBeLessThan(0.04);
    }
  });

  it('convert through the demo seed like imported ones, marked demo', async () => {
    const db = await getDb();
    const net = await makeNetwork();
    await storeRates(db, net.networkId, 'demo', demoRates(new Date('2026-11-27T10:00:00Z')));
    const c = await convertMoney(db, net.networkId, '10', 'GBP', 'USD', '2026-11-29');
    expect(c).toMatchObject({ source: 'demo', rateDate: '2026-11-27' });
    // An imported ECB rate of the same day wins over the demo's.
    await storeRates(db, net.networkId, 'ecb', [
      { date: '2026-11-27', currency: 'GBP', rate: '0.85' },
      { date: '2026-11-27', currency: 'USD', rate: '1.1' },
    ]);
    expect(await convertMoney(db, net.networkId, '10', 'GBP', 'USD', '2026-11-29')).toMatchObject({
      source: 'ecb',
      rate: new Decimal('1.1').div('0.85').toSignificantDigits(20).toFixed(),
    });
    const [{ n }] = (
      (await db.execute(
        sql`select count(*)::int as n from exchange_rates where network_id = ${net.networkId} and source = 'demo'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(n).toBeGreaterThan(180);
  });
});
