import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as route from '@/app/(api)/v3/network/[networkId]/payment-settings/route';
import { getDb } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { advanceLifecycle } from '@/lib/services/earnings';
import { networkDebtor } from '@/lib/services/ledger';
import { call, makeNetwork } from '../support/harness';
import { useQueue } from '../support/conversions';
import { DAY, entriesOf, ledgerWorld, setStatus } from '../support/ledger';

// The funding mode as a network setting (docs/payments.md#funding-modes-a-network-setting).

const read = (auth: string, networkId: number) =>
  call(route, `/v3/network/${networkId}/payment-settings`, {
    auth,
    params: { networkId: String(networkId) },
  });
const patch = (auth: string, networkId: number, body: unknown) =>
  call(route, `/v3/network/${networkId}/payment-settings`, {
    method: 'PATCH',
    auth,
    body,
    params: { networkId: String(networkId) },
  });

describe('payment settings: the funding mode', () => {
  useQueue();

  it('staff switch to pay_when_paid (audited), and payable commission then waits for the invoice', async () => {
    const { net, s, ids } = await ledgerWorld('scheduled', ['100.00']);
    expect((await read(net.auth, net.networkId)).json.data.funding_mode).toBe('scheduled');
    const res = await patch(net.auth, net.networkId, { funding_mode: 'pay_when_paid' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      network_id: String(net.networkId),
      funding_mode: 'pay_when_paid',
      payer_account_name: null,
      payer_iban: null,
      payer_bic: null,
      payment_threshold: '0.0000',
      payment_approval_limit: null,
      payment_details_hold_days: 7,
    });
    const db = await getDb();
    const audit = await db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'network'), eq(auditEvents.networkId, net.networkId)));
    expect(audit).toContainEqual({
      before: { funding_mode: 'scheduled' },
      after: { funding_mode: 'pay_when_paid' },
    });
    await setStatus(s.brandUser.auth, s.campaignId, ids, 'approved');
    await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), net.networkId);
    await advanceLifecycle(db, new Date(Date.now() + 70 * DAY), net.networkId);
    expect(await entriesOf(s.publisherId)).toEqual([]);
  });

  it("staff set the runs' threshold, approval limit and hold days; a bad amount is refused by field", async () => {
    const { net } = await ledgerWorld('scheduled', []);
    const res = await patch(net.auth, net.networkId, {
      payment_threshold: '25',
      payment_approval_limit: '1000.5',
      payment_details_hold_days: 0,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      payment_threshold: '25.0000',
      payment_approval_limit: '1000.5000',
      payment_details_hold_days: 0,
    });
    const bad = await patch(net.auth, net.networkId, {
      payment_approval_limit: '-5',
      payment_details_hold_days: 400,
    });
    expect(bad.status).toBe(400);
    const props = bad.json.error.errors.map((e: { property: string }) => e.property);
    expect(props).toEqual(
      expect.arrayContaining(['[payment_approval_limit]', '[payment_details_hold_days]']),
    );
    const cleared = await patch(net.auth, net.networkId, { payment_approval_limit: null });
    expect(cleared.json.data.payment_approval_limit).toBeNull();
    expect((await read(net.auth, net.networkId)).json.data.payment_threshold).toBe('25.0000');
  });

  it('refuses brand and partner users, other networks and unknown modes', async () => {
    const { net, s } = await ledgerWorld('scheduled', []);
    const other = await makeNetwork();
    expect(
      (await patch(s.brandUser.auth, net.networkId, { funding_mode: 'pay_when_paid' })).status,
    ).toBe(403);
    expect(
      (await patch(s.partner.auth, net.networkId, { funding_mode: 'pay_when_paid' })).status,
    ).toBe(403);
    expect((await read(s.brandUser.auth, net.networkId)).status).toBe(403);
    expect((await patch(other.auth, net.networkId, { funding_mode: 'pay_when_paid' })).status).toBe(
      404,
    );
    const bad = await patch(net.auth, net.networkId, { funding_mode: 'monthly' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('funding_mode');
    expect((await read(net.auth, net.networkId)).json.data.funding_mode).toBe('scheduled');
  });
});

describe('payment settings: the network’s own account (the payer of its SEPA files)', () => {
  it('staff enter it (IBAN and BIC normalised, audited); a payment run reads it as the debtor', async () => {
    const net = await makeNetwork();
    expect(await networkDebtor(await getDb(), net.networkId)).toBeNull();
    const res = await patch(net.auth, net.networkId, {
      payer_account_name: 'Affilia Réseau SARL',
      payer_iban: 'fr14 2004 1010 0505 0001 3M02 606',
      payer_bic: 'bnpa frpp xxx',
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      funding_mode: 'scheduled',
      payer_account_name: 'Affilia Réseau SARL',
      payer_iban: 'FR1420041010050500013M02606',
      payer_bic: 'BNPAFRPPXXX',
    });
    expect((await read(net.auth, net.networkId)).json.data.payer_iban).toBe(
      'FR1420041010050500013M02606',
    );
    expect(await networkDebtor(await getDb(), net.networkId)).toEqual({
      name: 'Affilia Réseau SARL',
      iban: 'FR1420041010050500013M02606',
      bic: 'BNPAFRPPXXX',
    });
    const db = await getDb();
    const audit = await db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'network'), eq(auditEvents.networkId, net.networkId)));
    expect(audit).toContainEqual({
      before: { payer_account_name: null, payer_iban: null, payer_bic: null },
      after: {
        payer_account_name: 'Affilia Réseau SARL',
        payer_iban: 'FR1420041010050500013M02606',
        payer_bic: 'BNPAFRPPXXX',
      },
    });
  });

  it('refuses a wrong IBAN checksum, a non-SEPA IBAN, a bad BIC or one of another country, writing nothing', async () => {
    const net = await makeNetwork();
    const refused = async (body: unknown, field: string) => {
      const res = await patch(net.auth, net.networkId, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain(field);
      return res;
    };
    const wrong = await refused({ payer_iban: 'DE89370400440532013001' }, 'payer_iban');
    expect(JSON.stringify(wrong.json)).toContain('This IBAN is not valid');
    await refused({ payer_iban: 'TR330006100519786457841326' }, 'payer_iban');
    await refused({ payer_bic: 'NOTABIC' }, 'payer_bic');
    await refused({ payer_iban: 'DE89370400440532013000', payer_bic: 'BNPAFRPPXXX' }, 'payer_bic');
    await refused({ payer_account_name: '山田' }, 'payer_account_name');
    expect((await patch(net.auth, net.networkId, {})).status).toBe(400);
    expect((await read(net.auth, net.networkId)).json.data).toMatchObject({
      payer_account_name: null,
      payer_iban: null,
      payer_bic: null,
    });
  });

  it('null clears a field', async () => {
    const net = await makeNetwork();
    await patch(net.auth, net.networkId, {
      payer_account_name: 'Affilia GmbH',
      payer_iban: 'DE89370400440532013000',
      payer_bic: 'COBADEFFXXX',
    });
    const res = await patch(net.auth, net.networkId, { payer_bic: null });
    expect(res.json.data).toMatchObject({ payer_iban: 'DE89370400440532013000', payer_bic: null });
    expect(await networkDebtor(await getDb(), net.networkId)).toEqual({
      name: 'Affilia GmbH',
      iban: 'DE89370400440532013000',
      bic: null,
    });
  });
});

describe('payment settings: the payment runs’ defaults', () => {
  const auditOf = async (networkId: number) =>
    (await getDb())
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, 'network'),
          eq(auditEvents.action, 'updated'),
          eq(auditEvents.networkId, networkId),
        ),
      );

  it('reads the defaults, then staff set threshold, approval limit and hold days (exact, audited)', async () => {
    const net = await makeNetwork();
    expect((await read(net.auth, net.networkId)).json.data).toMatchObject({
      payment_threshold: '0.0000',
      payment_approval_limit: null,
      payment_details_hold_days: 7,
    });
    const res = await patch(net.auth, net.networkId, {
      payment_threshold: '50',
      payment_approval_limit: '10000.5',
      payment_details_hold_days: 0,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      payment_threshold: '50.0000',
      payment_approval_limit: '10000.5000',
      payment_details_hold_days: 0,
    });
    expect((await read(net.auth, net.networkId)).json.data.payment_threshold).toBe('50.0000');
    expect(await auditOf(net.networkId)).toEqual([
      {
        before: {
          payment_threshold: '0.0000',
          payment_approval_limit: null,
          payment_details_hold_days: 7,
        },
        after: {
          payment_threshold: '50.0000',
          payment_approval_limit: '10000.5000',
          payment_details_hold_days: 0,
        },
      },
    ]);
    // The same amount written another way is no change: nothing more in the log.
    await patch(net.auth, net.networkId, { payment_threshold: '50.00' });
    expect(await auditOf(net.networkId)).toHaveLength(1);
    // null: no run needs a second approver.
    const cleared = await patch(net.auth, net.networkId, { payment_approval_limit: null });
    expect(cleared.json.data.payment_approval_limit).toBeNull();
  });

  it('refuses a negative or inexact amount and hold days outside 0 to 90, naming the field and writing nothing', async () => {
    const net = await makeNetwork();
    const refused = async (body: Record<string, unknown>, field: string, words: string) => {
      const res = await patch(net.auth, net.networkId, body);
      expect(res.status).toBe(400);
      const text = JSON.stringify(res.json);
      expect(text).toContain(field);
      expect(text).toContain(words);
    };
    await refused({ payment_threshold: '-5' }, 'payment_threshold', 'must not be negative');
    await refused({ payment_threshold: '12.34567' }, 'payment_threshold', 'at most 4 decimals');
    await refused({ payment_threshold: 'ten' }, 'payment_threshold', 'at most 4 decimals');
    await refused({ payment_approval_limit: '-1' }, 'payment_approval_limit', 'negative');
    await refused({ payment_details_hold_days: 91 }, 'payment_details_hold_days', '90');
    await refused({ payment_details_hold_days: -1 }, 'payment_details_hold_days', '0');
    await refused({ payment_details_hold_days: 2.5 }, 'payment_details_hold_days', 'int');
    // One bad field spoils the whole body: the good one is not written either.
    await refused(
      { payment_threshold: '25', payment_details_hold_days: 365 },
      'payment_details_hold_days',
      '90',
    );
    expect((await read(net.auth, net.networkId)).json.data).toMatchObject({
      payment_threshold: '0.0000',
      payment_approval_limit: null,
      payment_details_hold_days: 7,
    });
    expect(await auditOf(net.networkId)).toEqual([]);
  });
});
