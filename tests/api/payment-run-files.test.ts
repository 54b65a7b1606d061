import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { validateXML } from 'xmllint-wasm';
import * as bankFileRoute from '@/app/(api)/v3/network/[networkId]/payment-runs/[runId]/bank-file/route';
import { getDb } from '@/lib/db/client';
import {
  auditEvents,
  selfBillItems,
  selfBills,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '@/lib/db/schema';
import { useQueue } from '../support/conversions';
import { adjust, entriesOf } from '../support/ledger';
import { call, type TestNetwork } from '../support/harness';
import {
  approveRun,
  availableWorld,
  issueRun,
  payRun,
  returnItem,
  saveDetails,
  setNetworkPayments,
  startRun,
} from '../support/payment-runs';

// A run's payment files (docs/payments.md#bank-files-for-runs-built) and the payment webhooks
// (docs/webhooks.md).

const EUR_BANK = { currency: 'EUR', payment_type: 'bank_transfer' };
const PARTNER_IBAN = 'FR1420041010050500013M02606';

const bankFile = (auth: string, net: TestNetwork, runId: string, query: string) =>
  call(
    bankFileRoute,
    `/v3/network/${net.networkId}/payment-runs/${runId}/bank-file${query ? `?${query}` : ''}`,
    { auth, params: { networkId: String(net.networkId), runId } },
  );

async function sepaSchemaErrors(xml: string): Promise<string[]> {
  const xsd = readFileSync(
    path.join(__dirname, '..', 'fixtures', 'sepa', 'pain.001.001.09.xsd'),
    'utf8',
  );
  const result = await validateXML({
    xml: { fileName: 'payments.xml', contents: xml },
    schema: { fileName: 'pain.001.001.09.xsd', contents: xsd },
    maxMemoryPages: 4096,
  });
  return result.errors.map((e) => e.rawMessage);
}

/** A EUR partner paid by SEPA: 10.01 + 20.02 available (sales of 100.10 and 200.20 at 10%). */
async function eurWorld(values = ['100.10', '200.20']) {
  const w = await availableWorld(values, 'EUR');
  await saveDetails(w.s.partner.auth, w.s.publisherId, {
    country: 'FR',
    paid_currency: 'EUR',
    payment_type_code: 'bank_transfer',
    payment_detail_values: {
      account_name: 'Émilie Durand',
      iban: PARTNER_IBAN,
      bic: 'BNPAFRPPXXX',
    },
  });
  return w;
}

describe('payment run bank files', () => {
  useQueue();

  it('makes an issued run’s SEPA file, valid against the XSD, paying each self-bill exactly; refuses what is missing', async () => {
    const { net, s } = await eurWorld();
    const started = await startRun(net.auth, net, EUR_BANK);
    expect(started.status).toBe(201);
    const runId = started.json.data.id as string;

    // Not issued yet: a conflict that says why.
    const early = await bankFile(net.auth, net, runId, 'format=sepa');
    expect(early.status).toBe(409);
    expect(early.text).toContain('once its self-bills are issued');
    expect((await approveRun(net.auth, net, runId)).status).toBe(200);
    expect((await issueRun(net.auth, net, runId)).status).toBe(200);

    // The network has no account of its own yet: the error names the missing fields.
    const noPayer = await bankFile(net.auth, net, runId, 'format=sepa');
    expect(noPayer.status).toBe(409);
    expect(noPayer.json.error.errors.map((e: { property: string }) => e.property).sort()).toEqual([
      '[payer_account_name]',
      '[payer_iban]',
    ]);

    await setNetworkPayments(net, {
      payerAccountName: 'Affilia Network SAS',
      payerIban: 'DE89370400440532013000',
      payerBic: 'COBADEFFXXX',
    });
    const sepa = await bankFile(net.auth, net, runId, 'format=sepa');
    expect(sepa.status).toBe(200);
    expect(sepa.headers.get('content-type')).toContain('application/xml');
    expect(sepa.headers.get('content-disposition')).toMatch(/attachment; filename="sepa-.*\.xml"/);
    expect(await sepaSchemaErrors(sepa.text)).toEqual([]);
    const db = await getDb();
    const bills = await db
      .select()
      .from(selfBills)
      .where(eq(selfBills.runId, Number(runId)))
      .orderBy(asc(selfBills.number));
    expect(bills.map((b) => b.total)).toEqual(['30.0300']);
    for (const bill of bills) {
      expect(sepa.text).toContain(`<EndToEndId>SB-${bill.number}</EndToEndId>`);
      expect(sepa.text).toContain(`<InstdAmt Ccy="EUR">30.03</InstdAmt>`);
    }
    expect(sepa.text).toContain(`<IBAN>${PARTNER_IBAN}</IBAN>`);
    expect(sepa.text).toContain('<Nm>Emilie Durand</Nm>');
    expect(sepa.text).toContain('<CtrlSum>30.03</CtrlSum>');

    // The plain CSV pays the same, with the full account for the bank portal.
    const csv = await bankFile(net.auth, net, runId, 'format=csv');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`${PARTNER_IBAN} BNPAFRPPXXX,30.03,EUR,SB-${bills[0]!.number}`);

    // Wrong format, part or user: clear errors.
    const paypal = await bankFile(net.auth, net, runId, 'format=paypal');
    expect(paypal.status).toBe(400);
    expect(paypal.json.error.errors[0]).toMatchObject({ property: '[format]' });
    expect(paypal.json.error.message).toContain('format=sepa');
    expect((await bankFile(net.auth, net, runId, 'format=sepa&part=2')).status).toBe(400);
    expect((await bankFile(net.auth, net, runId, 'format=pdf')).status).toBe(400);
    expect((await bankFile(net.auth, net, runId, '')).status).toBe(400);
    expect((await bankFile(s.partner.auth, net, runId, 'format=csv')).status).toBe(403);
    expect((await bankFile(s.brandUser.auth, net, runId, 'format=csv')).status).toBe(403);

    // Each download is audited.
    const audits = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.networkId, net.networkId),
          eq(auditEvents.action, 'bank_file_downloaded'),
        ),
      )
      .orderBy(asc(auditEvents.id));
    expect(audits.map((a) => (a.after as { format: string }).format)).toEqual(['sepa', 'csv']);
    expect(audits[0]!.after).toMatchObject({ payments: 1, total: '30.0300', currency: 'EUR' });
  });

  it('pays fractions of a cent to the cent, carries the rest forward and pays it in a later run', async () => {
    // 10% of 100.05 and 33.33: 10.005 + 3.333 = 13.338 available.
    const { net, s, ids } = await eurWorld(['100.05', '33.33']);
    await setNetworkPayments(net, {
      payerAccountName: 'Affilia Network SAS',
      payerIban: 'DE89370400440532013000',
    });
    const first = (await startRun(net.auth, net, EUR_BANK)).json.data.id as string;
    expect((await approveRun(net.auth, net, first)).status).toBe(200);
    expect((await issueRun(net.auth, net, first)).status).toBe(200);
    const db = await getDb();
    const billOf = async (runId: string) =>
      (
        await db
          .select()
          .from(selfBills)
          .where(eq(selfBills.runId, Number(runId)))
      )[0]!;
    const bill = await billOf(first);
    expect(bill).toMatchObject({ subtotal: '13.3300', total: '13.3300' });
    const items = await db
      .select({ amount: selfBillItems.amount })
      .from(selfBillItems)
      .where(eq(selfBillItems.selfBillId, bill.id))
      .orderBy(asc(selfBillItems.id));
    expect(items.map((i) => i.amount)).toEqual(['10.0050', '3.3330', '-0.0080']);

    // The bank file, which never rounds, now takes it.
    const sepa = await bankFile(net.auth, net, first, 'format=sepa');
    expect(sepa.status).toBe(200);
    expect(await sepaSchemaErrors(sepa.text)).toEqual([]);
    expect(sepa.text).toContain('<InstdAmt Ccy="EUR">13.33</InstdAmt>');

    // Paid: the 0.008 stays in the balance, as entries of their own, each audited.
    expect((await payRun(net.auth, net, first)).status).toBe(200);
    const entries = await entriesOf(s.publisherId);
    const carry = entries.filter((e) => e.kind.endsWith('_forward'));
    expect(carry.map((e) => [e.kind, e.amount, e.selfBillId])).toEqual([
      ['carried_forward', '-0.0080', bill.id],
      ['brought_forward', '0.0080', bill.id],
    ]);
    expect(entries.reduce((sum, e) => sum + Number(e.amount) * 10_000, 0)).toBe(80);
    const audited = await db
      .select({ entityId: auditEvents.entityId, action: auditEvents.action })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.networkId, net.networkId), eq(auditEvents.entityType, 'ledger_entry')),
      );
    for (const e of carry)
      expect(audited).toContainEqual({ entityId: String(e.id), action: e.kind });

    // Less than a cent alone is not a payment: the next run leaves the partner out, saying why.
    const tooLittle = await startRun(net.auth, net, EUR_BANK);
    expect(tooLittle.json.data.lines).toEqual([
      expect.objectContaining({
        partner_id: s.publisherId,
        exclusion_reason: 'Less than 0.01 EUR to pay: carried forward to a later run',
      }),
    ]);
    expect((await approveRun(net.auth, net, tooLittle.json.data.id)).status).toBe(200);
    expect((await issueRun(net.auth, net, tooLittle.json.data.id)).status).toBe(200);
    expect((await payRun(net.auth, net, tooLittle.json.data.id)).status).toBe(200);

    // With more to pay, the fraction is paid with it: 0.008 + 1.0005 = 1.0085, paid 1.00.
    const amend = { kind: 'amendment', commission_delta: '1.0005' };
    expect((await adjust(s.brandUser.auth, s.campaignId, ids[0]!, amend)).status).toBe(201);
    const second = (await startRun(net.auth, net, EUR_BANK)).json.data.id as string;
    expect((await approveRun(net.auth, net, second)).status).toBe(200);
    expect((await issueRun(net.auth, net, second)).status).toBe(200);
    const next = await billOf(second);
    expect(next).toMatchObject({ subtotal: '1.0000', total: '1.0000', number: bill.number + 1 });
    const doc = await db
      .select({ amount: selfBillItems.amount })
      .from(selfBillItems)
      .where(eq(selfBillItems.selfBillId, next.id))
      .orderBy(asc(selfBillItems.id));
    expect(doc.map((i) => i.amount)).toEqual(['0.0080', '1.0005', '-0.0085']);
  });

  it('sends a subscribed webhook each payment event, in the transaction of its change', async () => {
    const { net } = await eurWorld();
    const db = await getDb();
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        networkId: net.networkId,
        url: 'https://hooks.example/payments',
        secret: 'a-secret-of-sixteen-chars',
        eventTypes: [
          'payment_run.approved',
          'payment_run.issued',
          'payment_run.paid',
          'self_bill.issued',
          'self_bill.paid',
          'self_bill.item_returned',
        ],
      })
      .returning();
    const runId = (await startRun(net.auth, net, EUR_BANK)).json.data.id as string;
    expect((await approveRun(net.auth, net, runId)).status).toBe(200);
    expect((await issueRun(net.auth, net, runId)).status).toBe(200);
    expect((await issueRun(net.auth, net, runId)).status).toBe(200); // no second event
    expect((await payRun(net.auth, net, runId)).status).toBe(200);
    const [bill] = await db
      .select()
      .from(selfBills)
      .where(eq(selfBills.runId, Number(runId)));
    const [item] = await db
      .select()
      .from(selfBillItems)
      .where(eq(selfBillItems.selfBillId, bill!.id))
      .orderBy(asc(selfBillItems.id));
    const returned = await returnItem(net.auth, net, String(bill!.id), String(item!.id), 'Closed');
    expect(returned.status).toBe(200);

    const events = await db
      .select({ id: webhookEvents.id, type: webhookEvents.type, data: webhookEvents.data })
      .from(webhookEvents)
      .where(eq(webhookEvents.networkId, net.networkId))
      .orderBy(asc(webhookEvents.createdAt));
    expect(events.map((e) => e.type)).toEqual([
      'payment_run.approved',
      'self_bill.issued',
      'payment_run.issued',
      'self_bill.paid',
      'payment_run.paid',
      'self_bill.item_returned',
    ]);
    const data = Object.fromEntries(events.map((e) => [e.type, e.data]));
    expect(data['payment_run.issued']).toMatchObject({
      payment_run_id: runId,
      currency: 'EUR',
      status: 'issued',
      total: '30.0300',
      self_bill_count: 1,
    });
    expect(data['self_bill.paid']).toMatchObject({
      self_bill_id: String(bill!.id),
      number: bill!.number,
      status: 'paid',
      total: '30.0300',
    });
    expect(data['self_bill.item_returned']).toMatchObject({
      item_id: String(item!.id),
      amount: item!.amount,
      reason: 'Closed',
    });
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(deliveries).toHaveLength(6);
  });
});
