import { describe, expect, it } from 'vitest';
import * as listRoute from '@/app/(api)/user/publisher/[publisher_id]/selfbill/route';
import * as oneRoute from '@/app/(api)/user/publisher/[publisher_id]/selfbill/[publisher_self_bill_id]/route';
import * as pdfRoute from '@/app/(api)/v3/partner/[partnerId]/self-bills/[selfBillId]/pdf/route';
import * as csvRoute from '@/app/(api)/v3/partner/[partnerId]/self-bills/[selfBillId]/csv/route';
import * as payableRoute from '@/app/(api)/reporting/report_publisher/publisher/[publisher_id]/payable/route';
import * as taxRoute from '@/app/(api)/v3/partner/[partnerId]/tax-profile/route';
import { call, type TestNetwork } from '../support/harness';
import { approvedPartner } from '../support/campaigns';
import { useQueue } from '../support/conversions';
import { referenceErrors } from '../support/reference-contract';
import { pdfText } from '../support/pdf-text';
import {
  approveRun,
  availableWorld,
  gbDetails,
  issueRun,
  payRun,
  setNetworkPayments,
  startRun,
} from '../support/payment-runs';

// Self-bills on the reference's paths, their PDF and CSV, and the VAT the tax profile decides
// (docs/payments.md#self-bills-built, #tax-profile).

const list = (auth: string, id: string, query = '') =>
  call(listRoute, `/user/publisher/${id}/selfbill${query}`, { auth, params: { publisher_id: id } });
const one = (auth: string, id: string, billId: string) =>
  call(oneRoute, `/user/publisher/${id}/selfbill/${billId}`, {
    auth,
    params: { publisher_id: id, publisher_self_bill_id: billId },
  });
const download = (route: typeof pdfRoute, kind: string, auth: string, id: string, billId: string) =>
  call(route, `/v3/partner/${id}/self-bills/${billId}/${kind}`, {
    auth,
    params: { partnerId: id, selfBillId: billId },
  });
const putTax = (auth: string, id: string, body: unknown) =>
  call(taxRoute, `/v3/partner/${id}/tax-profile`, {
    method: 'PUT',
    auth,
    body,
    params: { partnerId: id },
  });

async function issued(net: TestNetwork) {
  const run = await startRun(net.auth, net, { currency: 'GBP', payment_type: 'bank_transfer' });
  expect(run.status).toBe(201);
  await approveRun(net.auth, net, run.json.data.id);
  expect((await issueRun(net.auth, net, run.json.data.id)).status).toBe(200);
  return run.json.data.id as string;
}

describe('self-bills', () => {
  useQueue();

  it('answers the reference reads (contract), then paid; PDF prints partner, total and VAT line; CSV lists the items', async () => {
    const { net, s } = await availableWorld();
    await gbDetails(s.partner.auth, s.publisherId);
    const runId = await issued(net);
    const listed = await list(s.partner.auth, s.publisherId);
    expect(listed.status).toBe(200);
    expect(referenceErrors('selfbill-list', listed.json)).toEqual([]);
    expect(listed.json.selfbills).toHaveLength(1);
    const bill = listed.json.selfbills[0].selfbill;
    expect(bill).toMatchObject({
      status: 'created',
      net_value: 30,
      total_value: 30,
      vat_rate: 0,
      items_in_bill: 2,
      selfbill_currency: 'GBP',
      legal_entity: 'GB',
      payment_date: null,
      publisher_id: s.publisherId,
    });
    const billId = bill.publisher_self_bill_id as string;
    // The payable report names the self-bill of each conversion it holds.
    const payable = await call(
      payableRoute,
      `/reporting/report_publisher/publisher/${s.publisherId}/payable`,
      { auth: s.partner.auth, params: { publisher_id: s.publisherId } },
    );
    expect(
      payable.json.conversion_items.map(
        (i: { conversion_item: { publisher_self_bill_id: string } }) =>
          i.conversion_item.publisher_self_bill_id,
      ),
    ).toEqual([billId, billId]);

    await payRun(net.auth, net, runId);
    const read = await one(s.partner.auth, s.publisherId, billId);
    expect(read.status).toBe(200);
    expect(referenceErrors('selfbill', read.json)).toEqual([]);
    expect(read.json.selfbill.status).toBe('paid');
    expect(read.json.selfbill.payment_date).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect((await list(net.auth, s.publisherId, '?status=created')).json.selfbills).toEqual([]);

    const pdf = await download(pdfRoute, 'pdf', s.partner.auth, s.publisherId, billId);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(pdf.bytes!);
    expect(text).toContain('Total: 30.0000 GBP');
    expect(text).toContain('VAT 0%: 0.0000 GBP');
    expect(text).toContain('not registered for VAT');

    const csv = await download(csvRoute, 'csv', net.auth, s.publisherId, billId);
    expect(csv.status).toBe(200);
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe(
      'self_bill_number,item_id,conversion_id,conversion_reference,currency,amount,returned_at,return_reason,kind',
    );
    expect(rows.slice(1).map((r) => r.split(',')[5])).toEqual(['10.0000', '20.0000']);
  });

  it('refuses brand users and other partners; an unknown self-bill is 404', async () => {
    const { net, s } = await availableWorld();
    await gbDetails(s.partner.auth, s.publisherId);
    await issued(net);
    const billId = (await list(net.auth, s.publisherId)).json.selfbills[0].selfbill
      .publisher_self_bill_id as string;
    const other = await approvedPartner(net);
    expect((await list(s.brandUser.auth, s.publisherId)).status).toBe(403);
    expect([403, 404]).toContain((await one(other.auth, s.publisherId, billId)).status);
    expect([403, 404]).toContain(
      (await download(pdfRoute, 'pdf', other.auth, s.publisherId, billId)).status,
    );
    expect((await one(net.auth, s.publisherId, '999999999')).status).toBe(404);
    expect((await one(net.auth, other.partnerId, billId)).status).toBe(404);
  });

  it('tax profile: VAT number checked (jsvat), a cross-border EU company self-bill says reverse charge', async () => {
    const { net, s } = await availableWorld();
    await gbDetails(s.partner.auth, s.publisherId);
    await setNetworkPayments(net, { taxCountry: 'FR' });
    const bad = await putTax(s.partner.auth, s.publisherId, {
      entity_type: 'company',
      country: 'DE',
      vat_registered: true,
      vat_number: 'DE123',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('vat_number');
    const missing = await putTax(s.partner.auth, s.publisherId, {
      entity_type: 'company',
      country: 'DE',
      vat_registered: true,
    });
    expect(missing.status).toBe(400);
    const good = await putTax(s.partner.auth, s.publisherId, {
      entity_type: 'company',
      country: 'DE',
      vat_registered: true,
      vat_number: 'DE 136 695 976',
    });
    expect(good.status).toBe(200);
    expect(good.json.data).toMatchObject({ vat_number: 'DE136695976', entity_type: 'company' });
    const asBrand = await putTax(s.brandUser.auth, s.publisherId, {
      entity_type: 'individual',
      country: 'GB',
      vat_registered: false,
    });
    expect(asBrand.status).toBe(403);
    await issued(net);
    const bill = (await list(net.auth, s.publisherId)).json.selfbills[0].selfbill;
    expect(bill).toMatchObject({ vat_rate: 0, vat_value: 0, total_value: 30 });
    const text = pdfText(
      (await download(pdfRoute, 'pdf', net.auth, s.publisherId, bill.publisher_self_bill_id))
        .bytes!,
    );
    expect(text).toContain('Reverse charge');
  });
});
