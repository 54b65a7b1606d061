import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as route from '@/app/(api)/user/publisher/[publisher_id]/payment_detail/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, partnerPaymentDetails } from '@/lib/db/schema';
import { unseal } from '@/lib/services/payment-details';
import { call, makeNetwork } from '../support/harness';
import { approvedPartner, brandWithCampaign } from '../support/campaigns';
import { referenceErrors } from '../support/reference-contract';

// Partner payment details (docs/payments.md#payment-details-built): checked offline with the fields
// each country needs, sealed at rest, shown masked, audited without the clear values.

const IBAN = 'DE89 3704 0044 0532 0130 00';
const read = (auth: string, id: string) =>
  call(route, `/user/publisher/${id}/payment_detail`, { auth, params: { publisher_id: id } });
const save = (auth: string, id: string, sets: unknown[]) =>
  call(route, `/user/publisher/${id}/payment_detail`, {
    method: 'POST',
    auth,
    body: { payment_details: sets },
    params: { publisher_id: id },
  });
const sepa = (iban = IBAN, bic = 'COBADEFFXXX') => ({
  country: 'DE',
  paid_currency: 'EUR',
  payment_type_code: 'bank_transfer',
  payment_detail_values: { account_name: 'Jo Bloggs', iban, bic },
});

async function world() {
  const net = await makeNetwork();
  const partner = await approvedPartner(net);
  return { net, partner };
}

const setsOf = (json: { payment_details: Record<string, Record<string, unknown>>[] }) =>
  json.payment_details.map((s) => Object.values(s)[0]!);

describe('partner payment details', () => {
  it('saves a SEPA set sealed, answers it masked, and audits only the masked values', async () => {
    const { net, partner } = await world();
    const res = await save(partner.auth, partner.partnerId, [sepa()]);
    expect(res.status).toBe(200);
    const [set] = setsOf(res.json);
    expect(set).toMatchObject({
      country: 'DE',
      paid_currency: 'EUR',
      tracked_currency: ['EUR'],
      payment_type_code: 'bank_transfer',
      suspended: 'n',
      payment_detail_values: {
        account_name: 'Jo Bloggs',
        iban: 'DE89**************3000',
        bic: 'COBADEFFXXX',
      },
    });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(partnerPaymentDetails)
      .where(eq(partnerPaymentDetails.partnerId, Number(partner.partnerId)));
    expect(row!.sealedValues).not.toContain('DE89370400440532013000');
    expect(await unseal(db, row!.sealedValues)).toEqual({
      account_name: 'Jo Bloggs',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    const audit = await db
      .select({ action: auditEvents.action, text: sql<string>`${auditEvents.after}::text` })
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'payment_detail'));
    const mine = audit.filter((a) => a.text.includes(`"${partner.partnerId}"`));
    expect(mine.map((a) => a.action)).toEqual(['created']);
    expect(mine[0]!.text).not.toContain('0532013000');
    // Staff read the same masked set.
    const staff = await read(net.auth, partner.partnerId);
    expect(staff.status).toBe(200);
    expect(setsOf(staff.json)[0]).toEqual(set);
    expect(referenceErrors('payment-details-list', staff.json)).toEqual([]);
  });

  it('refuses a wrong IBAN checksum and a bad BIC naming the fields, writing nothing', async () => {
    const { partner } = await world();
    const res = await save(partner.auth, partner.partnerId, [
      sepa('DE89 3704 0044 0532 0130 01', 'NOTABIC'),
    ]);
    expect(res.status).toBe(400);
    const text = JSON.stringify(res.json);
    expect(text).toContain('payment_detail_values');
    expect(text).toContain('iban');
    expect(text).toContain('This IBAN is not valid');
    expect(text).toContain('bic');
    expect(setsOf((await read(partner.auth, partner.partnerId)).json)).toEqual([]);
  });

  it('takes GB and US bank fields and PayPal, each checked; one set per paid currency', async () => {
    const { partner } = await world();
    const gb = {
      country: 'GB',
      paid_currency: 'GBP',
      payment_type_code: 'bank_transfer',
      payment_detail_values: {
        account_name: 'Jo',
        sort_code: '12-34-56',
        account_number: '12345678',
      },
    };
    const us = {
      country: 'US',
      paid_currency: 'USD',
      payment_type_code: 'bank_transfer',
      automatic_self_bill_creation_threshold: '50',
      payment_detail_values: {
        account_name: 'Jo',
        routing_number: '122105155',
        account_number: '987654321',
      },
    };
    const badUs = {
      ...us,
      payment_detail_values: { ...us.payment_detail_values, routing_number: '123456789' },
    };
    const bad = await save(partner.auth, partner.partnerId, [
      {
        ...gb,
        payment_detail_values: { account_name: 'Jo', sort_code: '1234', account_number: '1' },
      },
      badUs,
    ]);
    expect(bad.status).toBe(400);
    for (const field of ['sort_code', 'account_number', 'routing_number'])
      expect(JSON.stringify(bad.json)).toContain(field);

    const ok = await save(partner.auth, partner.partnerId, [gb, us]);
    expect(ok.status).toBe(200);
    expect(setsOf(ok.json).map((s) => s.payment_detail_values)).toEqual([
      { account_name: 'Jo', sort_code: '**-**-56', account_number: '****5678' },
      { account_name: 'Jo', routing_number: '122105155', account_number: '*****4321' },
    ]);
    expect(setsOf(ok.json)[1]!.automatic_self_bill_creation_threshold).toBe('50.0000');

    // PayPal replaces the GBP set.
    const paypal = await save(partner.auth, partner.partnerId, [
      {
        country: 'GB',
        paid_currency: 'GBP',
        payment_type_code: 'paypal',
        payment_detail_values: { paypal_email: 'Jo@Example.com' },
      },
    ]);
    expect(paypal.status).toBe(200);
    const list = await read(partner.auth, partner.partnerId);
    expect(referenceErrors('payment-details-list', list.json)).toEqual([]);
    const all = setsOf(list.json);
    expect(all.map((s) => [s.paid_currency, s.payment_type_code])).toEqual([
      ['GBP', 'paypal'],
      ['USD', 'bank_transfer'],
    ]);
    expect(all[0]!.payment_detail_values).toEqual({ paypal_email: 'j***@example.com' });

    const noBank = await save(partner.auth, partner.partnerId, [
      {
        country: 'JP',
        paid_currency: 'JPY',
        payment_type_code: 'bank_transfer',
        payment_detail_values: {},
      },
    ]);
    expect(noBank.status).toBe(400);
    expect(JSON.stringify(noBank.json)).toContain('choose PayPal');
  });

  it('refuses brand users and other partners', async () => {
    const { net, partner } = await world();
    const { brandUser } = await brandWithCampaign(net);
    const other = await approvedPartner(net);
    expect((await read(brandUser.auth, partner.partnerId)).status).toBe(403);
    expect((await save(brandUser.auth, partner.partnerId, [sepa()])).status).toBe(403);
    expect([403, 404]).toContain((await read(other.auth, partner.partnerId)).status);
    expect([403, 404]).toContain((await save(other.auth, partner.partnerId, [sepa()])).status);
    expect(setsOf((await read(net.auth, partner.partnerId)).json)).toEqual([]);
  });
});
