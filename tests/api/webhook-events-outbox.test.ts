import { describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as networkPartnersRoute from '@/app/(api)/network/[network_id]/publisher/route';
import * as brandRoute from '@/app/(api)/user/advertiser/[advertiser_id]/route';
import * as requestAccessRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/route';
import * as partnerGroupRoute from '@/app/(api)/commission_group/route';
import * as voucherCodesRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import * as dealRoute from '@/app/(api)/campaign/[campaign_id]/deal/[deal_id]/route';
import * as adjustmentsRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversions/[conversionId]/adjustments/route';
import * as tqCreateRoute from '@/app/(api)/user/publisher/[publisher_id]/tq/create/route';
import * as tqApproveRoute from '@/app/(api)/campaign/[campaign_id]/tq/[transaction_query_id]/approve/route';
import * as promotionRetireRoute from '@/app/(api)/v2/campaigns/[campaignId]/commissions/promotions/[promotionalId]/retire/route';
import * as incidentRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents/[incidentId]/route';
import * as releaseHoldRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents/[incidentId]/release-hold/route';
import { creatives, feeds, makeContent } from '../support/content';
import { getDb } from '@/lib/db/client';
import {
  conversionLocks,
  fraudIncidents,
  jobs,
  selfBillItems,
  selfBills,
  transactionQueries,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '@/lib/db/schema';
import { webhookEventData } from '@/lib/schemas/webhook-events';
import { createInvoiceCall, invoiceAction, today } from '../support/invoices';
import {
  approveRun,
  gbDetails,
  issueRun,
  payRun,
  returnItem,
  startRun,
} from '../support/payment-runs';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/lib/schemas/enums';
import { runBulkUpdate } from '@/lib/services/conversions';
import { advanceLifecycle, payableFrom } from '@/lib/services/earnings';
import { runCreateClaims } from '@/lib/services/transaction-queries';
import { runSelfBillPdfs } from '@/lib/services/payment-runs';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makePartnerUser } from '../support/partners';
import {
  approvedPartner,
  brandBody,
  decide,
  makeBrand,
  makeCampaign,
  requestOne,
  setNetworkStatus,
  uid,
  updateCampaign,
} from '../support/campaigns';
import { bulk, record } from '../support/conversions';
import { settleFraudChecks } from '../support/fraud';
import { createPromotion } from '../support/commissions';

/**
 * The outbox: every event type is written to webhook_events, with its data, by the real API
 * operations, in the change's transaction. The endpoint is inserted directly (the webhook
 * API is not needed for this), subscribed to every type; its URL is never called here.
 */

async function subscribe(net: TestNetwork, eventTypes: string[] = [...WEBHOOK_EVENT_TYPES]) {
  const db = await getDb();
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      networkId: net.networkId,
      url: `https://receiver-${uid()}.example/hooks`,
      secret: `whsec-${uid()}`,
      eventTypes,
    })
    .returning();
  return endpoint!;
}

async function eventsOf(net: TestNetwork, type?: WebhookEventType) {
  const db = await getDb();
  const conditions = [eq(webhookEvents.networkId, net.networkId)];
  if (type) conditions.push(eq(webhookEvents.type, type));
  return db
    .select()
    .from(webhookEvents)
    .where(and(...conditions))
    .orderBy(asc(webhookEvents.createdAt), asc(webhookEvents.id));
}

async function eventCount(net: TestNetwork): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEvents)
    .where(eq(webhookEvents.networkId, net.networkId));
  return row!.n;
}

const setStatuses = (net: TestNetwork, publishers: unknown) =>
  call(networkPartnersRoute, `/network/${net.networkId}/publisher`, {
    method: 'POST',
    auth: net.auth,
    body: { publishers },
    params: { network_id: String(net.networkId) },
  });

const DAY = 86_400_000;

/** Locks the approved conversion, refunds part of it (an adjustment), then makes it payable. */
async function lockAdjustPay(net: TestNetwork, campaignId: string, conversionId: string) {
  const db = await getDb();
  await advanceLifecycle(db, new Date(Date.now() + 31 * DAY), net.networkId);
  const refund = await call(
    adjustmentsRoute,
    `/v3/brand/campaigns/${campaignId}/conversions/${conversionId}/adjustments`,
    {
      method: 'POST',
      auth: net.auth,
      body: { kind: 'refund', value_delta: '-50', commission_delta: '-3.75', reason: 'return' },
      params: { campaignId, conversionId },
    },
  );
  expect(refund.status, refund.text).toBe(201);
  const [lock] = await db
    .select()
    .from(conversionLocks)
    .where(eq(conversionLocks.conversionId, Number(conversionId)));
  await advanceLifecycle(db, new Date(payableFrom(lock!.lockedAt).getTime() + DAY), net.networkId);
  return String(refund.json.data.adjustment_id);
}

/** Brand invoices of the payable conversion: one created and cancelled, one created, sent and paid. */
async function invoiceEvents(net: TestNetwork, campaignId: string) {
  const body = {
    campaign_id: campaignId,
    currency: 'GBP',
    start_date: today(-1),
    end_date: today(1),
  };
  const first = await createInvoiceCall(net.auth, net.networkId, body);
  expect(first.status, first.text).toBe(201);
  expect((await invoiceAction('cancel', net.auth, net.networkId, first.json.data.id)).status).toBe(
    200,
  );
  const second = await createInvoiceCall(net.auth, net.networkId, body);
  expect(second.status, second.text).toBe(201);
  for (const action of ['send', 'paid'] as const)
    expect((await invoiceAction(action, net.auth, net.networkId, second.json.data.id)).status).toBe(
      200,
    );
}

/** A GBP run paying the partner's available commission: approved, issued, paid, one item returned. */
/** A sale far above the value rule raises an incident (and a hold), released, then deleted. */
async function fraudEvents(net: TestNetwork, campaignId: string, partnerId: string) {
  const sale = await record(net.auth, campaignId, {
    publisher_id: partnerId,
    conversion_reference: 'outbox-fraud',
    value: '1000000',
  });
  expect(sale.status, sale.text).toBe(201);
  await settleFraudChecks(campaignId);
  const db = await getDb();
  const [incident] = await db
    .select({ id: fraudIncidents.id })
    .from(fraudIncidents)
    .where(eq(fraudIncidents.campaignId, Number(campaignId)));
  const incidentId = String(incident!.id);
  const params = { campaignId, incidentId };
  const path = `/v2/campaigns/${campaignId}/fraud/incidents/${incidentId}`;
  const released = await call(releaseHoldRoute, `${path}/release-hold`, {
    method: 'POST',
    auth: net.auth,
    body: { reason: 'Order confirmed by the shopper' },
    params,
  });
  expect(released.status, released.text).toBe(204);
  const deleted = await call(incidentRoute, path, { method: 'DELETE', auth: net.auth, params });
  expect(deleted.status, deleted.text).toBeLessThan(300);
}

/** Runs the network's self-bill PDF job (as a worker would) and waits for it; returns its id. */
async function finishedPdfJob(net: TestNetwork): Promise<number> {
  const db = await getDb();
  const type = 'self_bill_pdfs';
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.networkId, net.networkId), eq(jobs.type, type)));
  await runSelfBillPdfs(db, queued!.id);
  let id = 0;
  await expect
    .poll(
      async () => {
        const [job] = await db
          .select({ id: jobs.id, status: jobs.status })
          .from(jobs)
          .where(and(eq(jobs.networkId, net.networkId), eq(jobs.type, type)));
        id = job?.id ?? 0;
        return job?.status;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe('complete');
  return id;
}

async function paymentRunEvents(net: TestNetwork, partner: { auth: string; partnerId: string }) {
  await gbDetails(partner.auth, partner.partnerId);
  const started = await startRun(net.auth, net, { currency: 'GBP', payment_type: 'bank_transfer' });
  expect(started.json.data.included_count, started.text).toBe(1);
  const runId = started.json.data.id as string;
  for (const step of [approveRun, issueRun, payRun])
    expect((await step(net.auth, net, runId)).status).toBe(200);
  const db = await getDb();
  const [item] = await db
    .select({ id: selfBillItems.id, selfBillId: selfBillItems.selfBillId })
    .from(selfBillItems)
    .innerJoin(selfBills, eq(selfBills.id, selfBillItems.selfBillId))
    .where(eq(selfBills.runId, Number(runId)));
  const returned = await returnItem(
    net.auth,
    net,
    String(item!.selfBillId),
    String(item!.id),
    'Closed',
  );
  expect(returned.status, returned.text).toBe(200);
}

/** A partner's missing-sale claim, created by its job (run here), then approved by staff. */
async function claimAndApprove(
  net: TestNetwork,
  campaignId: string,
  partnerId: string,
  auth: string,
) {
  const db = await getDb();
  const claimed = await call(tqCreateRoute, `/user/publisher/${partnerId}/tq/create`, {
    method: 'POST',
    auth,
    body: {
      transaction_queries: [
        {
          camref: `${campaignId}l${partnerId}`,
          conversion_reference: 'MISSING-1',
          conversion_value: '40',
        },
      ],
    },
    params: { publisher_id: partnerId },
  });
  expect(claimed.status, claimed.text).toBe(200);
  const jobId = Number(claimed.json.job.job_id);
  await runCreateClaims(db, jobId);
  const [tq] = await db
    .select()
    .from(transactionQueries)
    .where(eq(transactionQueries.campaignId, Number(campaignId)));
  const tqId = String(tq!.id);
  const approved = await call(tqApproveRoute, `/campaign/${campaignId}/tq/${tqId}/approve`, {
    method: 'POST',
    auth: net.auth,
    body: {},
    params: { campaign_id: campaignId, transaction_query_id: tqId },
  });
  expect(approved.status, approved.text).toBe(200);
  const [after] = await db
    .select()
    .from(transactionQueries)
    .where(eq(transactionQueries.id, tq!.id));
  return { jobId, tqId, conversionId: String(after!.conversionId) };
}

/** A promotion (commission rule) created, then retired. */
async function promoteAndRetire(net: TestNetwork, campaignId: string) {
  const promo = await createPromotion(net.auth, campaignId, {
    description: 'Outbox promotion',
    performance_value: 12,
    performance_model: 'percentage_cpa',
    start_date: '2020-01-01 00:00:00',
  });
  expect(promo.status, promo.text).toBe(201);
  const promotionalId = String(promo.json.promotion.id);
  const retired = await call(
    promotionRetireRoute,
    `/v2/campaigns/${campaignId}/commissions/promotions/${promotionalId}/retire`,
    { method: 'POST', auth: net.auth, params: { campaignId, promotionalId } },
  );
  expect(retired.status, retired.text).toBe(200);
  return promotionalId;
}

describe('webhook events outbox', () => {
  it('writes every event type with its data, and a pending delivery for the subscribed endpoint', async () => {
    const net = await makeNetwork();
    const endpoint = await subscribe(net);

    // Brands
    const brand = await makeBrand(net, { display_name: 'Outbox Brand' });
    const renamed = await call(brandRoute, `/user/advertiser/${brand.advertiser_id}`, {
      method: 'POST',
      auth: net.auth,
      body: brandBody({ account_name: brand.account_name, display_name: 'Renamed Brand' }),
      params: { advertiser_id: brand.advertiser_id },
    });
    expect(renamed.status, renamed.text).toBe(200);

    // Campaigns
    const campaign = await makeCampaign(net, brand.advertiser_id, { title: 'Outbox campaign' });
    const cu = await updateCampaign(net.auth, campaign.campaign_id, {
      campaign_id: campaign.campaign_id,
      title: 'Outbox campaign v2',
    });
    expect(cu.status, cu.text).toBe(200);

    // Partners: created pending, then approved on the network
    const partner = await makePartnerUser(net);
    await setNetworkStatus(net, partner.partnerId, 'a');

    // Participations: requested, approved; another partner's request declined
    const requested = await requestOne(partner.auth, partner.partnerId, campaign);
    expect(requested.status, requested.text).toBe(201);
    const accepted = await decide('accept', net.auth, net.networkId, [
      { campaign_id: campaign.campaign_id, publisher_id: partner.partnerId },
    ]);
    expect(accepted.json.success_count, accepted.text).toBe(1);
    const declinedPartner = await approvedPartner(net);
    expect(
      (await requestOne(declinedPartner.auth, declinedPartner.partnerId, campaign)).status,
    ).toBe(201);
    const declined = await decide('decline', net.auth, net.networkId, [
      { campaign_id: campaign.campaign_id, publisher_id: declinedPartner.partnerId, reason: 'no' },
    ]);
    expect(declined.json.success_count, declined.text).toBe(1);

    // Conversions, and a bulk update job run by the queue's worker function
    const conversion = await record(net.auth, campaign.campaign_id, {
      publisher_id: partner.partnerId,
      conversion_reference: `order-${uid()}`,
      value: '200.00',
    });
    expect(conversion.status, conversion.text).toBe(201);
    const started = await bulk(net.auth, campaign.campaign_id, {
      conversions: {
        [conversion.json.data.id]: { status: 'approved' },
        '99999999': { status: 'approved' },
      },
    });
    expect(started.status, started.text).toBe(202);
    const jobId = Number(started.json.data.id);
    const db = await getDb();
    await runBulkUpdate(db, jobId);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job!.status).toBe('complete');

    // Partner groups: created with the partner, then emptied
    const groupBody = (method: string, item: Record<string, unknown>) =>
      call(partnerGroupRoute, '/commission_group', {
        method,
        auth: net.auth,
        body: { commission_groups: [item] },
      });
    const group = await groupBody('POST', {
      campaign_id: campaign.campaign_id,
      name: 'Outbox group',
      publishers: [partner.partnerId],
    });
    expect(group.status, group.text).toBe(201);
    const groupId = group.json.commission_group.commission_group_id;
    expect((await groupBody('PUT', { commission_group_id: groupId, publishers: [] })).status).toBe(
      200,
    );

    // Voucher codes: created for the partner, then made inactive
    const voucherBody = (method: string, item: Record<string, unknown>) =>
      call(voucherCodesRoute, `/campaign/${campaign.campaign_id}/voucher_code`, {
        method,
        auth: net.auth,
        body: { voucher_codes: [item] },
        params: { campaign_id: campaign.campaign_id },
      });
    const voucher = await voucherBody('POST', {
      voucher_code: 'OUTBOX10',
      publisher_id: partner.partnerId,
    });
    expect(voucher.status, voucher.text).toBe(201);
    const voucherId = voucher.json.voucher_code.voucher_code_id;
    expect((await voucherBody('PUT', { voucher_code_id: voucherId, active: 'n' })).status).toBe(
      200,
    );

    // Campaign content: one creative, deal and feed created, then each changed.
    const content = await makeContent(net, campaign.campaign_id, 'outbox');
    const contentWrites = [
      await creatives(net.auth, campaign.campaign_id, 'PUT', {
        creatives: [{ creative: { creative_id: content.creative, description: 'Changed' } }],
      }),
      await call(dealRoute, `/campaign/${campaign.campaign_id}/deal/${content.deal}`, {
        method: 'PATCH',
        auth: net.auth,
        body: { title: 'Changed deal' },
        params: { campaign_id: campaign.campaign_id, deal_id: content.deal },
      }),
      await feeds(net.auth, campaign.campaign_id, 'PUT', {
        feeds: [{ feed_id: content.feed, name: 'Changed feed' }],
      }),
    ];
    for (const res of contentWrites) expect(res.status, res.text).toBeLessThan(300);

    // Earnings, missing-sale claims and commission rules
    const conversionId = String(conversion.json.data.id);
    const adjustmentId = await lockAdjustPay(net, campaign.campaign_id, conversionId);
    const tq = await claimAndApprove(net, campaign.campaign_id, partner.partnerId, partner.auth);
    const promotionId = await promoteAndRetire(net, campaign.campaign_id);
    await invoiceEvents(net, campaign.campaign_id);
    await paymentRunEvents(net, partner);
    // Last: the incident's hold would keep the partner out of the run above.
    await fraudEvents(net, campaign.campaign_id, partner.partnerId);
    // Issuing queued the run's PDFs: their job finishes in the background.
    const pdfJob = await finishedPdfJob(net);

    const events = await eventsOf(net);
    const byType = new Map<string, unknown[]>();
    for (const e of events) byType.set(e.type, [...(byType.get(e.type) ?? []), e.data]);
    expect([...byType.keys()].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const e of events)
      expect(
        () => webhookEventData[e.type as WebhookEventType].parse(e.data),
        e.type,
      ).not.toThrow();

    expect(byType.get('brand.created')).toEqual([
      { brand_id: brand.advertiser_id, name: 'Outbox Brand' },
    ]);
    expect(byType.get('brand.updated')).toEqual([
      { brand_id: brand.advertiser_id, name: 'Renamed Brand', changed: ['display_name'] },
    ]);
    expect(byType.get('campaign.created')).toEqual([
      {
        campaign_id: campaign.campaign_id,
        brand_id: brand.advertiser_id,
        title: 'Outbox campaign',
        status: 'a',
      },
    ]);
    expect(byType.get('campaign.updated')).toEqual([
      {
        campaign_id: campaign.campaign_id,
        brand_id: brand.advertiser_id,
        title: 'Outbox campaign v2',
        status: 'a',
        changed: ['title'],
      },
    ]);
    expect(byType.get('partner.created')).toEqual(
      expect.arrayContaining([
        { partner_id: partner.partnerId, account_name: expect.any(String), network_status: 'p' },
      ]),
    );
    expect(byType.get('partner.created')).toHaveLength(2);
    expect(byType.get('partner.network_status_changed')).toEqual([
      { partner_id: partner.partnerId, previous_status: 'p', network_status: 'a' },
      { partner_id: declinedPartner.partnerId, previous_status: 'p', network_status: 'a' },
    ]);
    const who = (publisher: string) => ({
      campaign_id: campaign.campaign_id,
      partner_id: publisher,
    });
    expect(byType.get('participation.requested')).toEqual([
      { ...who(partner.partnerId), previous_status: null, status: 'p' },
      { ...who(declinedPartner.partnerId), previous_status: null, status: 'p' },
    ]);
    expect(byType.get('participation.approved')).toEqual([
      { ...who(partner.partnerId), previous_status: 'p', status: 'a' },
    ]);
    expect(byType.get('participation.rejected')).toEqual([
      { ...who(declinedPartner.partnerId), previous_status: 'p', status: 'r' },
    ]);
    const recorded = {
      campaign_id: campaign.campaign_id,
      partner_id: partner.partnerId,
      attribution: 'manual',
      status: 'pending',
      currency: 'GBP',
    };
    // The second is the approved claim's sale: recorded approved, as the brand decided.
    expect(byType.get('conversion.recorded')).toEqual([
      { ...recorded, conversion_id: conversionId, value: '200.0000', commission: '15.0000' },
      {
        ...recorded,
        conversion_id: tq.conversionId,
        status: 'approved',
        value: '40.0000',
        commission: '3.0000',
      },
      // The sale fraudEvents records, too big to be honest.
      {
        ...recorded,
        conversion_id: expect.any(String),
        value: '1000000.0000',
        commission: expect.any(String),
      },
    ]);
    expect(byType.get('fraud_incident.raised')).toHaveLength(1);
    expect(byType.get('fraud_incident.hold_released')).toHaveLength(1);
    expect(byType.get('fraud_incident.deleted')).toHaveLength(1);
    // The bulk approval: one event for the one move (the claim's sale never moved).
    expect(byType.get('conversion.status_changed')).toEqual([
      {
        conversion_id: conversionId,
        campaign_id: campaign.campaign_id,
        partner_id: partner.partnerId,
        previous_status: 'pending',
        status: 'approved',
        commission: '15.0000',
        commission_currency: 'GBP',
      },
    ]);
    const moved = {
      conversion_id: conversionId,
      campaign_id: campaign.campaign_id,
      partner_id: partner.partnerId,
      commission_currency: 'GBP',
    };
    expect(byType.get('conversion.locked')).toEqual([
      { ...moved, stage: 'locked', commission: '15.0000' },
    ]);
    // Payable carries the commission net of the refund made while locked.
    expect(byType.get('conversion.payable')).toEqual([
      { ...moved, stage: 'payable', commission: '11.2500' },
    ]);
    expect(byType.get('conversion.adjusted')).toEqual([
      {
        ...moved,
        adjustment_id: adjustmentId,
        kind: 'refund',
        value_delta: '-50.0000',
        commission_delta: '-3.7500',
        stage: 'locked',
      },
    ]);
    const claim = {
      transaction_query_id: tq.tqId,
      campaign_id: campaign.campaign_id,
      partner_id: partner.partnerId,
      conversion_reference: 'MISSING-1',
    };
    expect(byType.get('transaction_query.created')).toEqual([
      { ...claim, state: 'pending', previous_state: null, conversion_id: null },
    ]);
    expect(byType.get('transaction_query.updated')).toEqual([
      { ...claim, state: 'approved', previous_state: 'pending', conversion_id: tq.conversionId },
    ]);
    const rule = {
      commission_id: promotionId,
      campaign_id: campaign.campaign_id,
      kind: 'promotion',
    };
    expect(byType.get('commission.created')).toEqual([{ ...rule, status: 'ACTIVE' }]);
    expect(byType.get('commission.updated')).toEqual([
      { ...rule, status: 'RETIRED', action: 'retired', changed: ['retired_at'] },
    ]);
    const voucherEvent = {
      voucher_code_id: voucherId,
      campaign_id: campaign.campaign_id,
      voucher_code: 'OUTBOX10',
      partner_id: partner.partnerId,
    };
    expect(byType.get('voucher_code.created')).toEqual([{ ...voucherEvent, active: true }]);
    expect(byType.get('voucher_code.updated')).toEqual([
      { ...voucherEvent, active: false, changed: ['active'] },
    ]);
    expect(byType.get('job.finished')).toEqual([
      {
        job_id: String(jobId),
        type: 'conversion_bulk_update',
        status: 'complete',
        item_total_count: 2,
        item_success_count: 1,
        item_error_count: 1,
      },
      {
        job_id: String(tq.jobId),
        type: 'transaction_query_create',
        status: 'complete',
        item_total_count: 1,
        item_success_count: 1,
        item_error_count: 0,
      },
      {
        job_id: String(pdfJob),
        type: 'self_bill_pdfs',
        status: 'complete',
        item_total_count: 1,
        item_success_count: 1,
        item_error_count: 0,
      },
    ]);

    const groupEvent = {
      commission_group_id: groupId,
      campaign_id: campaign.campaign_id,
      name: 'Outbox group',
      active: true,
    };
    expect(byType.get('commission_group.created')).toEqual([{ ...groupEvent, partner_count: 1 }]);
    expect(byType.get('commission_group.updated')).toEqual([
      {
        ...groupEvent,
        partner_count: 0,
        changed: ['publishers'],
        partners_added: [],
        partners_removed: [partner.partnerId],
      },
    ]);

    // One pending delivery per event for the one endpoint.
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries.map((d) => d.eventId).sort()).toEqual(events.map((e) => e.id).sort());
  });

  it('the cascade of a network rejection emits the partner change and every participation rejection', async () => {
    const net = await makeNetwork();
    const brand = await makeBrand(net);
    const auto = await makeCampaign(net, brand.advertiser_id, { auto_approve_publisher: 'y' });
    const manual = await makeCampaign(net, brand.advertiser_id);
    const partner = await approvedPartner(net);
    expect((await requestOne(partner.auth, partner.partnerId, auto)).status).toBe(201);
    expect((await requestOne(partner.auth, partner.partnerId, manual)).status).toBe(201);
    await subscribe(net, ['partner.network_status_changed', 'participation.rejected']);

    await setNetworkStatus(net, partner.partnerId, 'r');
    const events = await eventsOf(net);
    expect(events.map((e) => e.type).sort()).toEqual([
      'participation.rejected',
      'participation.rejected',
      'partner.network_status_changed',
    ]);
    const rejected = events.filter((e) => e.type === 'participation.rejected').map((e) => e.data);
    expect(rejected).toEqual(
      expect.arrayContaining([
        {
          campaign_id: auto.campaign_id,
          partner_id: partner.partnerId,
          previous_status: 'a',
          status: 'r',
        },
        {
          campaign_id: manual.campaign_id,
          partner_id: partner.partnerId,
          previous_status: 'p',
          status: 'r',
        },
      ]),
    );
  });

  it('a change that is refused or rolls back writes no event', async () => {
    const net = await makeNetwork();
    await subscribe(net);
    const brand = await makeBrand(net);
    const campaign = await makeCampaign(net, brand.advertiser_id);
    const partner = await approvedPartner(net);
    const before = await eventCount(net);

    // A bulk status change is all or nothing: one invalid item, no change and no event.
    const res = await setStatuses(net, [
      { publisher_id: partner.partnerId, network_status: 'r' },
      { publisher_id: '99999999', network_status: 'a' },
    ]);
    expect(res.status).toBe(400);
    // Request access (v1) is all or nothing too, and here the first campaign is requested before the second fails.
    const access = await call(requestAccessRoute, `/user/publisher/${partner.partnerId}/campaign`, {
      method: 'POST',
      auth: partner.auth,
      body: { campaigns: [{ campaign_id: campaign.campaign_id }, { campaign_id: '99999999' }] },
      params: { publisher_id: partner.partnerId },
    });
    expect(access.status).toBe(400);
    expect(await eventCount(net)).toBe(before);

    // An endpoint that is not subscribed to a type gets no delivery, and an event nobody wants is not written.
    const db = await getDb();
    await db
      .update(webhookEndpoints)
      .set({ eventTypes: ['brand.created'] })
      .where(eq(webhookEndpoints.networkId, net.networkId));
    await makePartnerUser(net);
    expect(await eventCount(net)).toBe(before);
    await makeBrand(net);
    expect(await eventCount(net)).toBe(before + 1);
  });
});
