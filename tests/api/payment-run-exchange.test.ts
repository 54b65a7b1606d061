import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as availableRoute from '@/app/(api)/user/publisher/[publisher_id]/available_commission/route';
import * as oneBillRoute from '@/app/(api)/user/publisher/[publisher_id]/selfbill/[publisher_self_bill_id]/route';
import * as pdfRoute from '@/app/(api)/v3/partner/[partnerId]/self-bills/[selfBillId]/pdf/route';
import * as csvRoute from '@/app/(api)/v3/partner/[partnerId]/self-bills/[selfBillId]/csv/route';
import { getDb } from '@/lib/db/client';
import { selfBillItems, selfBills } from '@/lib/db/schema';
import { importEcbRates } from '@/lib/services/exchange-rates';
import { useQueue } from '../support/conversions';
import { entriesOf } from '../support/ledger';
import { call } from '../support/harness';
import { pdfText } from '../support/pdf-text';
import {
  approveRun,
  availableWorld,
  issueRun,
  payRun,
  returnItem,
  saveDetails,
  startRun,
} from '../support/payment-runs';

// Tracked currencies converted in runs (docs/payments.md#exchange-in-runs-built): a partner
// earning GBP and paid in EUR is paid by the EUR run at the rate of the cut-off, and no money is
// made or lost by the conversion.

const SAMPLE = readFileSync('tests/fixtures/ecb-rates-sample.xml', 'utf8');
const EUR_BANK = { currency: 'EUR', payment_type: 'bank_transfer' };
// 30 GBP at the sample's latest rate (2026-11-23, 0.87805 GBP a euro): 30 / 0.87805 = 34.16662...
const CONVERTED = '34.1666';

const sumOf = (entries: { amount: string; currency: string }[], currency: string) =>
  entries
    .filter((e) => e.currency === currency)
    .reduce((sum, e) => sum + BigInt(e.amount.replace('.', '')), 0n);

describe('exchange rates in payment runs', () => {
  useQueue();

  it('converts a tracked GBP balance into the EUR run at the cut-off’s rate, with exchange entries and the rate on the self-bill', async () => {
    const { net, s } = await availableWorld(); // 30 GBP available
    await saveDetails(s.partner.auth, s.publisherId, {
      country: 'FR',
      paid_currency: 'EUR',
      tracked_currency: ['EUR', 'GBP'],
      payment_type_code: 'bank_transfer',
      payment_detail_values: {
        account_name: 'Emilie Durand',
        iban: 'FR1420041010050500013M02606',
        bic: 'BNPAFRPPXXX',
      },
    });
    const today = new Date().toISOString().slice(0, 10);

    // No rates yet: excluded, naming the currencies and the day.
    const noRates = await startRun(net.auth, net, EUR_BANK);
    expect(noRates.status).toBe(201);
    expect(noRates.json.data.lines[0]).toMatchObject({
      partner_id: s.publisherId,
      exclusion_reason: `No exchange rate for GBP→EUR on ${today}`,
    });
    const closeId = noRates.json.data.id as string;
    expect((await approveRun(net.auth, net, closeId)).status).toBe(200);
    expect((await issueRun(net.auth, net, closeId)).status).toBe(200);
    expect((await payRun(net.auth, net, closeId)).status).toBe(200);

    const db = await getDb();
    await importEcbRates(db, net.networkId, SAMPLE);
    const available = await call(
      availableRoute,
      `/user/publisher/${s.publisherId}/available_commission`,
      { auth: s.partner.auth, params: { publisher_id: s.publisherId } },
    );
    expect(available.json.available_commissions).toEqual([
      expect.objectContaining({
        currency: 'GBP',
        publisher_commission: 30,
        publisher_commission_converted: { currency: 'EUR', value: Number(CONVERTED) },
      }),
    ]);

    const started = await startRun(net.auth, net, EUR_BANK);
    expect(started.json.data).toMatchObject({ total: CONVERTED, included_count: 1 });
    const runId = started.json.data.id as string;
    expect((await approveRun(net.auth, net, runId)).status).toBe(200);
    expect((await issueRun(net.auth, net, runId)).status).toBe(200);
    const [bill] = await db
      .select()
      .from(selfBills)
      .where(eq(selfBills.runId, Number(runId)));
    // Paid to the cent: 34.16, the 0.0066 below it carried forward to a later run.
    expect(bill).toMatchObject({ currency: 'EUR', subtotal: '34.1600', total: '34.1600' });
    expect(bill!.exchange).toEqual([
      {
        from: 'GBP',
        to: 'EUR',
        fromAmount: '30.0000',
        toAmount: CONVERTED,
        rate: expect.stringMatching(/^1\.138887307100962359/),
        rateDate: '2026-11-23',
        source: 'ecb',
      },
    ]);

    // Out of GBP, into EUR: the GBP balance is 0, the EUR one the converted amount.
    const entries = await entriesOf(s.publisherId);
    const exchanges = entries.filter((e) => e.kind === 'exchange');
    expect(exchanges.map((e) => [e.currency, e.amount])).toEqual([
      ['GBP', '-30.0000'],
      ['EUR', CONVERTED],
    ]);
    expect(sumOf(entries, 'GBP')).toBe(0n);
    expect(sumOf(entries, 'EUR')).toBe(341666n);

    // The reference read shows the tracked currency and its amount.
    const read = await call(oneBillRoute, `/user/publisher/${s.publisherId}/selfbill/${bill!.id}`, {
      auth: s.partner.auth,
      params: { publisher_id: s.publisherId, publisher_self_bill_id: String(bill!.id) },
    });
    expect(read.json.selfbill).toMatchObject({
      selfbill_currency: 'EUR',
      net_value: 34.16,
      tracked_currency: 'GBP',
      tracked_net_value: 30,
    });

    // The documents print the conversion and each item's currency.
    const doc = (route: typeof pdfRoute, kind: string) =>
      call(route, `/v3/partner/${s.publisherId}/self-bills/${bill!.id}/${kind}`, {
        auth: s.partner.auth,
        params: { partnerId: s.publisherId, selfBillId: String(bill!.id) },
      });
    const text = pdfText((await doc(pdfRoute, 'pdf')).bytes!);
    expect(text).toContain(`Converted 30.0000 GBP to ${CONVERTED} EUR at 1.1388873071009623598`);
    expect(text).toContain('ecb rate of 2026-11-23');
    const csv = (await doc(csvRoute, 'csv')).text;
    expect(csv).toContain(',GBP,10.0000,');
    expect(csv).toContain(`,EUR,${CONVERTED},`);
    expect(csv).toContain(',EUR,-0.0066,,,carried_forward');
    expect(text).toContain('Carried forward to the next payment');

    // Paid: nothing left in GBP, the carried 0.0066 in EUR; a GBP item cannot be returned as if it were EUR.
    expect((await payRun(net.auth, net, runId)).status).toBe(200);
    const after = await entriesOf(s.publisherId);
    expect(sumOf(after, 'GBP')).toBe(0n);
    expect(sumOf(after, 'EUR')).toBe(66n);
    const items = await db
      .select()
      .from(selfBillItems)
      .where(eq(selfBillItems.selfBillId, bill!.id))
      .orderBy(asc(selfBillItems.id));
    const gbpItem = items.find((i) => i.amount === '10.0000')!;
    const refused = await returnItem(net.auth, net, String(bill!.id), String(gbpItem.id), 'x');
    expect(refused.status).toBe(409);
    const eurItem = items.find((i) => i.amount === CONVERTED)!;
    expect(
      (await returnItem(net.auth, net, String(bill!.id), String(eurItem.id), 'Closed')).status,
    ).toBe(200);
    // The return puts back what the bill paid (34.16), not the item's 34.1666: with the carried
    // 0.0066 the partner is owed the converted amount again, to the unit.
    expect(sumOf(await entriesOf(s.publisherId), 'EUR')).toBe(341666n);
  });
});
