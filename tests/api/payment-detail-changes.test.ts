import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import * as detailsRoute from '@/app/(api)/user/publisher/[publisher_id]/payment_detail/route';
import * as suspensionRoute from '@/app/(api)/v3/network/[networkId]/payment-detail-sets/[setId]/suspension/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, emailOutbox, partnerPaymentDetails, users } from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { approvedPartner } from '../support/campaigns';

// Every change of a partner's payment details is e-mailed to the partner's users in their own
// language, and staff suspend or release a set with a note (docs/payments.md#payment-details-built).

const IBAN = 'DE89370400440532013000';
const sepa = {
  country: 'DE',
  paid_currency: 'EUR',
  payment_type_code: 'bank_transfer',
  payment_detail_values: { account_name: 'Jo Bloggs', iban: IBAN, bic: 'COBADEFFXXX' },
};

const save = (auth: string, id: string, sets: unknown[]) =>
  call(detailsRoute, `/user/publisher/${id}/payment_detail`, {
    method: 'POST',
    auth,
    body: { payment_details: sets },
    params: { publisher_id: id },
  });
const suspend = (auth: string, net: TestNetwork, setId: string, body: unknown) =>
  call(suspensionRoute, `/v3/network/${net.networkId}/payment-detail-sets/${setId}/suspension`, {
    method: 'PUT',
    auth,
    body,
    params: { networkId: String(net.networkId), setId },
  });

async function mailsTo(address: string) {
  const db = await getDb();
  return db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id));
}

async function world(locale = 'en') {
  const net = await makeNetwork();
  const partner = await approvedPartner(net);
  const db = await getDb();
  await db
    .update(users)
    .set({ locale })
    .where(eq(users.id, Number(partner.user.user_id)));
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, Number(partner.user.user_id)));
  return { net, partner, email: user!.email };
}

async function savedSetId(partnerId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: partnerPaymentDetails.id })
    .from(partnerPaymentDetails)
    .where(eq(partnerPaymentDetails.partnerId, Number(partnerId)));
  return String(row!.id);
}

describe('payment-detail changes are e-mailed to the partner', () => {
  it('e-mails each change in the user’s language, naming currency and method, never the account', async () => {
    const { partner, email } = await world('de');
    expect((await save(partner.auth, partner.partnerId, [sepa])).status).toBe(200);
    expect((await save(partner.auth, partner.partnerId, [sepa])).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.kind).toBe('payment_details_saved');
    expect(mails[0]!.subject).toMatch(/^Ihre Zahlungsdaten bei .+ wurden geändert$/);
    expect(mails[0]!.body).toContain('EUR (Banküberweisung)');
    expect(mails[0]!.body).toContain('/partner/payment-details');
    expect(mails[0]!.body).not.toContain('0532013000');
    expect(mails[0]!.body).not.toContain('Jo Bloggs');
  });

  it('sends nothing when the details are refused', async () => {
    const { partner, email } = await world();
    const bad = { ...sepa, payment_detail_values: { ...sepa.payment_detail_values, iban: 'DE00' } };
    expect((await save(partner.auth, partner.partnerId, [bad])).status).toBe(400);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('staff suspend a payment-detail set with a note', () => {
  it('suspends and releases with the note, audited and e-mailed', async () => {
    const { net, partner, email } = await world('fr');
    await save(partner.auth, partner.partnerId, [sepa]);
    const setId = await savedSetId(partner.partnerId);
    const res = await suspend(net.auth, net, setId, {
      suspended: true,
      note: 'Bank asked us to check the holder',
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      publisher_payment_detail_set_id: setId,
      suspended: 'y',
      suspension_notes: 'Bank asked us to check the holder',
      payment_detail_values: { iban: 'DE89**************3000' },
    });
    expect(res.json.data.suspended_by).not.toBeNull();
    const read = await call(detailsRoute, `/user/publisher/${partner.partnerId}/payment_detail`, {
      auth: partner.auth,
      params: { publisher_id: partner.partnerId },
    });
    expect(Object.values(read.json.payment_details[0])[0]).toMatchObject({
      suspended: 'y',
      suspension_notes: 'Bank asked us to check the holder',
    });
    expect((await mailsTo(email))[0]).toMatchObject({ kind: 'payment_details_suspended' });
    expect((await mailsTo(email))[0]!.subject).toContain('suspendus');

    const released = await suspend(net.auth, net, setId, { suspended: false, note: 'Checked' });
    expect(released.json.data).toMatchObject({ suspended: 'n', suspension_notes: 'Checked' });
    expect(released.json.data.suspended_at).toBeNull();
    expect((await mailsTo(email))[0]).toMatchObject({ kind: 'payment_details_unsuspended' });

    const db = await getDb();
    const audit = await db
      .select({ action: auditEvents.action, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'payment_detail'), eq(auditEvents.entityId, setId)))
      .orderBy(asc(auditEvents.id));
    expect(audit.map((a) => a.action)).toEqual(['created', 'suspended', 'unsuspended']);
    expect(audit[1]!.after).toMatchObject({
      suspension_notes: 'Bank asked us to check the holder',
    });
  });

  it('requires a note, and refuses partners, brand users and other networks, changing nothing', async () => {
    const { net, partner } = await world();
    await save(partner.auth, partner.partnerId, [sepa]);
    const setId = await savedSetId(partner.partnerId);
    const blank = await suspend(net.auth, net, setId, { suspended: true, note: '  ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.json)).toContain('note');
    expect((await suspend(net.auth, net, setId, { suspended: true })).status).toBe(400);
    expect((await suspend(partner.auth, net, setId, { suspended: true, note: 'x' })).status).toBe(
      403,
    );
    const other = await makeNetwork();
    expect((await suspend(other.auth, net, setId, { suspended: true, note: 'x' })).status).toBe(
      404,
    );
    const otherPartner = await approvedPartner(other);
    await save(otherPartner.auth, otherPartner.partnerId, [sepa]);
    const foreignSet = await savedSetId(otherPartner.partnerId);
    expect((await suspend(net.auth, net, foreignSet, { suspended: true, note: 'x' })).status).toBe(
      404,
    );
    const db = await getDb();
    const rows = await db
      .select({ suspended: partnerPaymentDetails.suspended })
      .from(partnerPaymentDetails)
      .where(eq(partnerPaymentDetails.id, Number(setId)));
    expect(rows).toEqual([{ suspended: false }]);
  });
});
