import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as v1ListRoute from '@/app/(api)/user/advertiser/[advertiser_id]/invoice/route';
import * as v1ReadRoute from '@/app/(api)/user/advertiser/[advertiser_id]/invoice/[invoice_id]/route';
import * as itemsRoute from '@/app/(api)/v3/network/[networkId]/invoices/[invoiceId]/items/route';
import * as taxRoute from '@/app/(api)/v3/network/[networkId]/tax-settings/route';
import * as feeRoute from '@/app/(api)/v3/network/[networkId]/invoice-fees/[campaignId]/route';
import * as summaryRoute from '@/app/(api)/user/publisher/[publisher_id]/payment/summary/route';
import { getDb } from '@/lib/db/client';
import {
  auditEvents,
  brandInvoiceItems,
  emailOutbox,
  webhookEndpoints,
  webhookEvents,
} from '@/lib/db/schema';
import { call } from '../support/harness';
import { makeBrand, makeCampaign } from '../support/campaigns';
import { makeBrandUser } from '../support/partners';
import { useQueue } from '../support/conversions';
import { entriesOf } from '../support/ledger';
import { referenceErrors } from '../support/reference-contract';
import {
  createInvoiceCall,
  downloadPdf,
  invoiceAction,
  listInvoicesCall,
  payableInvoiceWorld,
  pdfText,
  today,
} from '../support/invoices';

// Brand invoices (docs/payments.md#brand-invoices-built).

const period = (campaignId: string, extra: Record<string, unknown> = {}) => ({
  campaign_id: campaignId,
  currency: 'GBP',
  start_date: today(-1),
  end_date: today(1),
  ...extra,
});

const v1List = (auth: string, brandId: string) =>
  call(v1ListRoute, `/user/advertiser/${brandId}/invoice`, {
    auth,
    params: { advertiser_id: brandId },
  });
const v1Read = (auth: string, brandId: string, invoiceId: string) =>
  call(v1ReadRoute, `/user/advertiser/${brandId}/invoice/${invoiceId}`, {
    auth,
    params: { advertiser_id: brandId, invoice_id: invoiceId },
  });

async function auditActions(networkId: number, invoiceId: string) {
  const db = await getDb();
  const rows = await db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.networkId, networkId),
        eq(auditEvents.entityType, 'invoice'),
        eq(auditEvents.entityId, invoiceId),
      ),
    )
    .orderBy(auditEvents.id);
  return rows.map((r) => r.action);
}

describe('brand invoices', () => {
  useQueue();

  it('pay-when-paid: create, send and mark paid makes the commission available to the partner', async () => {
    const { net, s } = await payableInvoiceWorld('pay_when_paid');
    const networkId = net.networkId;
    const db = await getDb();
    await db.insert(webhookEndpoints).values({
      networkId,
      url: 'https://hooks.example/invoices',
      secret: 'a-secret-of-sixteen-chars',
      eventTypes: ['invoice.created', 'invoice.sent', 'invoice.paid', 'invoice.cancelled'],
    });
    const tax = await call(taxRoute, `/v3/network/${networkId}/tax-settings`, {
      method: 'PATCH',
      auth: net.auth,
      body: { vat_rate: '20', legal_name: 'Net Ltd', legal_address: '2 Bank St\nLondon' },
      params: { networkId: String(networkId) },
    });
    expect(tax.status).toBe(200);
    const fee = await call(feeRoute, `/v3/network/${networkId}/invoice-fees/${s.campaignId}`, {
      method: 'PUT',
      auth: net.auth,
      body: { basis: 'commission', rate: '12.5' },
      params: { networkId: String(networkId), campaignId: s.campaignId },
    });
    expect(fee.status).toBe(200);

    const created = await createInvoiceCall(net.auth, networkId, period(s.campaignId));
    expect(created.status).toBe(201);
    const invoice = created.json.data;
    // 10 + 20 commission, 12.5% fee = 3.75, VAT 20% of 33.75 = 6.75, total 40.50.
    expect(invoice).toMatchObject({
      status: 'created',
      item_count: 2,
      commission: '30.0000',
      fee: '3.7500',
      vat_rate: '20',
      vat: '6.7500',
      total: '40.5000',
      due_date: null,
    });
    expect(await entriesOf(s.publisherId)).toEqual([]);

    const sent = await invoiceAction('send', net.auth, networkId, invoice.id);
    expect(sent.status).toBe(200);
    expect(sent.json.data.status).toBe('sent');
    expect(sent.json.data.due_date).toBe(today(30));
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.networkId, networkId), eq(emailOutbox.kind, 'brand_invoice')));
    expect(mail!.toAddress).toBe('partners@acme.example');
    expect(mail!.body).toContain(`/v3/network/${networkId}/invoices/${invoice.id}/pdf`);
    expect(mail!.body).toContain('40.5000 GBP');
    expect(await entriesOf(s.publisherId)).toEqual([]);

    const paid = await invoiceAction('paid', net.auth, networkId, invoice.id);
    expect(paid.status).toBe(200);
    expect(paid.json.data.status).toBe('paid');
    const entries = await entriesOf(s.publisherId);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['commission_available', '10.0000'],
      ['commission_available', '20.0000'],
    ]);
    const summary = await call(summaryRoute, `/user/publisher/${s.publisherId}/payment/summary`, {
      auth: s.partner.auth,
      params: { publisher_id: s.publisherId },
    });
    expect(summary.json.summary).toMatchObject({ available: { GBP: 30 }, confirmed: {} });
    expect(await auditActions(networkId, invoice.id)).toEqual(['created', 'sent', 'paid']);
    const events = await db
      .select({ type: webhookEvents.type, data: webhookEvents.data })
      .from(webhookEvents)
      .where(eq(webhookEvents.networkId, networkId))
      .orderBy(webhookEvents.createdAt);
    expect(events.map((e) => e.type)).toEqual(['invoice.created', 'invoice.sent', 'invoice.paid']);
    expect(events[2]!.data).toMatchObject({
      invoice_id: invoice.id,
      total: '40.5000',
      status: 'paid',
    });

    // Paid is final: neither cancelled nor paid twice.
    expect((await invoiceAction('cancel', net.auth, networkId, invoice.id)).status).toBe(409);
    expect((await invoiceAction('paid', net.auth, networkId, invoice.id)).status).toBe(409);
    expect(await entriesOf(s.publisherId)).toHaveLength(2);
  });

  it('serves the reference reads to staff and the brand, with the reference schema', async () => {
    const { net, s } = await payableInvoiceWorld('pay_when_paid');
    const created = await createInvoiceCall(net.auth, net.networkId, period(s.campaignId));
    const brandId = s.brand.advertiser_id;
    const list = await v1List(s.brandUser.auth, brandId);
    expect(list.status).toBe(200);
    expect(referenceErrors('brand-invoice-list', list.json)).toEqual([]);
    expect(list.json.invoices).toHaveLength(1);
    expect(list.json.invoices[0].invoice).toMatchObject({
      invoice_id: created.json.data.id,
      campaign_id: s.campaignId,
      currency: 'GBP',
      status: 'created',
      publisher_commission: 30,
      publisher_override: 0,
      invoice_net_value: 30,
      invoice_vat_value: 0,
      invoice_total_value: 30,
      set_timezone: 'UTC',
      payment_due_by_date: '',
    });
    const one = await v1Read(net.auth, brandId, created.json.data.id);
    expect(one.status).toBe(200);
    expect(referenceErrors('brand-invoice', one.json)).toEqual([]);
    expect(one.json.invoice.invoice_id).toBe(created.json.data.id);

    // Another brand's user sees neither; a partner is refused; the invoice under another brand is not found.
    const other = await makeBrand(net);
    const stranger = await makeBrandUser(net, [Number(other.advertiser_id)]);
    expect((await v1List(stranger.auth, brandId)).status).toBe(404);
    expect((await v1Read(stranger.auth, brandId, created.json.data.id)).status).toBe(404);
    expect((await v1Read(net.auth, other.advertiser_id, created.json.data.id)).status).toBe(404);
    expect((await v1List(stranger.auth, other.advertiser_id)).json.invoices).toEqual([]);
    expect((await v1List(s.partner.auth, brandId)).status).toBe(403);
    const v3 = await listInvoicesCall(stranger.auth, net.networkId);
    expect(v3.status).toBe(200);
    expect(v3.json.data).toEqual([]);
  });

  it('never puts a conversion on two live invoices, also when two creates race; cancelling frees them', async () => {
    const { net, s } = await payableInvoiceWorld('pay_when_paid');
    const [a, b] = await Promise.all([
      createInvoiceCall(net.auth, net.networkId, period(s.campaignId)),
      createInvoiceCall(net.auth, net.networkId, period(s.campaignId)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const won = a.status === 201 ? a : b;
    const lost = a.status === 201 ? b : a;
    expect(lost.json.errors?.[0]?.message ?? lost.text).toMatch(/Nothing to invoice/);
    const again = await createInvoiceCall(net.auth, net.networkId, period(s.campaignId));
    expect(again.status).toBe(409);

    const db = await getDb();
    const live = () => db.select().from(brandInvoiceItems).where(eq(brandInvoiceItems.live, true));
    const mine = async () =>
      (await live()).filter((i) => i.networkId === net.networkId).map((i) => i.conversionId);
    expect((await mine()).sort()).toHaveLength(2);

    const cancelled = await invoiceAction('cancel', net.auth, net.networkId, won.json.data.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.status).toBe('cancelled');
    expect(await mine()).toEqual([]);
    // Cancelled cannot be sent or paid.
    expect((await invoiceAction('send', net.auth, net.networkId, won.json.data.id)).status).toBe(
      409,
    );

    const reissued = await createInvoiceCall(net.auth, net.networkId, period(s.campaignId));
    expect(reissued.status).toBe(201);
    expect(reissued.json.data.item_count).toBe(2);
    expect(reissued.json.data.number).toBe(won.json.data.number + 1);
    // The reference list leaves the cancelled one out.
    const list = await v1List(net.auth, s.brand.advertiser_id);
    expect(
      list.json.invoices.map((i: { invoice: { invoice_id: string } }) => i.invoice.invoice_id),
    ).toEqual([reissued.json.data.id]);
    expect(await auditActions(net.networkId, won.json.data.id)).toEqual(['created', 'cancelled']);
  });

  it('refuses writes by brand users, a paid mark before sending, and bad periods, writing nothing', async () => {
    const { net, s } = await payableInvoiceWorld('pay_when_paid');
    const byBrand = await createInvoiceCall(s.brandUser.auth, net.networkId, period(s.campaignId));
    expect(byBrand.status).toBe(403);
    const backwards = await createInvoiceCall(
      net.auth,
      net.networkId,
      period(s.campaignId, { start_date: today(1), end_date: today(-1) }),
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.json)).toContain('end_date');
    const badDate = await createInvoiceCall(
      net.auth,
      net.networkId,
      period(s.campaignId, { start_date: '2026-02-31x' }),
    );
    expect(badDate.status).toBe(400);
    const noCampaign = await createInvoiceCall(net.auth, net.networkId, period('999999999'));
    expect(noCampaign.status).toBe(400);
    expect((await listInvoicesCall(net.auth, net.networkId)).json.data).toEqual([]);

    const created = await createInvoiceCall(net.auth, net.networkId, period(s.campaignId));
    const id = created.json.data.id;
    expect((await invoiceAction('paid', net.auth, net.networkId, id)).status).toBe(409);
    expect((await invoiceAction('send', s.brandUser.auth, net.networkId, id)).status).toBe(403);
    expect(await entriesOf(s.publisherId)).toEqual([]);
    expect(await auditActions(net.networkId, id)).toEqual(['created']);
  });

  it('a campaign with nothing payable in the period has nothing to invoice', async () => {
    const { net, s } = await payableInvoiceWorld('pay_when_paid');
    const other = await makeCampaign(net, s.brand.advertiser_id);
    const res = await createInvoiceCall(net.auth, net.networkId, period(other.campaign_id));
    expect(res.status).toBe(409);
    const lastYear = await createInvoiceCall(
      net.auth,
      net.networkId,
      period(s.campaignId, { start_date: today(-400), end_date: today(-300) }),
    );
    expect(lastYear.status).toBe(409);
  });

  it('the PDF shows the network, brand, lines, VAT and total; the CSV lists the items', async () => {
    const { net, s, ids } = await payableInvoiceWorld('pay_when_paid', ['100.00', '33.33']);
    await call(taxRoute, `/v3/network/${net.networkId}/tax-settings`, {
      method: 'PATCH',
      auth: net.auth,
      body: { vat_rate: '19', legal_name: 'Netz GmbH', vat_number: 'DE123456789' },
      params: { networkId: String(net.networkId) },
    });
    const created = await createInvoiceCall(net.auth, net.networkId, period(s.campaignId));
    const inv = created.json.data;
    // 10 + 3.333 commission; VAT 19% of 13.333 = 2.53327 -> 2.5333; total 15.8663.
    expect(inv).toMatchObject({ commission: '13.3330', vat: '2.5333', total: '15.8663' });

    const pdf = await downloadPdf(s.brandUser.auth, net.networkId, inv.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Netz GmbH');
    expect(text).toContain('VAT number: DE123456789');
    expect(text).toContain('Acme Retail Ltd');
    expect(text).toContain(`INVOICE ${inv.number}`);
    expect(text).toContain('VAT 19%: 2.5333 GBP');
    expect(text).toContain('Total due: 15.8663 GBP');
    expect(text).toContain('order-1');

    const csv = await call(itemsRoute, `/v3/network/${net.networkId}/invoices/${inv.id}/items`, {
      auth: net.auth,
      params: { networkId: String(net.networkId), invoiceId: inv.id },
    });
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'conversion_id,conversion_reference,conversion_date_time,publisher_id,publisher_name,sale_value,publisher_commission,network_fee',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${ids[0]},order-0,`);
    expect(lines[2]).toMatch(/,33\.3300,3\.3330,0\.0000$/);

    const stranger = await makeBrandUser(net, [Number((await makeBrand(net)).advertiser_id)]);
    expect((await downloadPdf(stranger.auth, net.networkId, inv.id)).status).toBe(404);
  });
});
