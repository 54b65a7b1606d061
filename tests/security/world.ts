import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as websitesRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import * as databasesRoute from '@/app/(api)/user/publisher/[publisher_id]/database/route';
import * as publishTermsRoute from '@/app/(api)/v3/network/[networkId]/network-terms-and-conditions/route';
import * as campaignAckRoute from '@/app/(api)/v3/partner/campaign-terms-and-conditions-acknowledgments/route';
import * as webhooksRoute from '@/app/(api)/v3/network/[networkId]/webhooks/route';
import * as partnerGroupsRoute from '@/app/(api)/commission_group/route';
import * as campaignGroupsRoute from '@/app/(api)/v3/brand/campaign-groups/route';
import * as trackingLinksRoute from '@/app/(api)/v2/publishers/[publisherId]/links/route';
import * as deeplinkDomainsRoute from '@/app/(api)/v3/brand/[brand]/deeplink-domains/route';
import * as partnerCollectionsRoute from '@/app/(api)/v2/networks/[networkId]/partner-collections/route';
import * as communicationsRoute from '@/app/(api)/v2/communications/route';
import * as voucherCodesRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import * as conversionTrackingRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversion-tracking/route';
import { emitEvents } from '@/lib/services/webhooks';
import { makeContent } from '../support/content';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import { approvedPartner, decide, makeBrand, makeCampaign, requestOne } from '../support/campaigns';
import { bulk, record } from '../support/conversions';

/** A network with one of everything, every name carrying `marker` so leaks can be spotted in any body. */
export interface World {
  net: TestNetwork;
  marker: string;
  ids: Record<string, string>;
  partnerAuth: string;
  brandUserAuth: string;
  /** A brand user granted no brand at all. */
  brandUserNoGrantAuth: string;
  /** The seeded partner's private values (notes, IP, contact, phone, tax id): never shown to brand users. */
  partnerSecrets: Record<string, string>;
}

/** The private values seeded on a world's partner, each unlike anything else in its network. */
function partnerSecretsFor(marker: string): Record<string, string> {
  const digits = () => String(Math.floor(1e8 + Math.random() * 9e8));
  return {
    network_notes: `Notes ${marker} private`,
    signup_ip: `2001:db8::5eed:${Math.floor(Math.random() * 0xffff).toString(16)}`,
    contact_email: `contact-${marker}@private.test`,
    contact_name: `Contact ${marker}`,
    phone: `7${digits()}`,
    vat_number: `9${digits()}`,
    abn: `ABN${digits()}`,
    im_username: `im-${marker}`,
  };
}

export async function makeWorld(label: string): Promise<World> {
  const marker = `${label}-${randomUUID().slice(0, 8)}`;
  const net = await makeNetwork();
  const partner = await approvedPartner(net);
  const other = await approvedPartner(net);
  const brand = await makeBrand(net, {
    account_name: `brand-${marker}`,
    company_name: `Company ${marker}`,
    display_name: `Brand ${marker}`,
  });
  const ungranted = await makeBrand(net, {
    account_name: `ungranted-${marker}`,
    company_name: `Ungranted ${marker}`,
  });
  const brandUser = await makeBrandUser(net, [Number(brand.advertiser_id)]);
  const brandUserNoGrant = await makeBrandUser(net, []);
  const campaign = await makeCampaign(net, brand.advertiser_id, {
    title: `Camp ${marker}`.slice(0, 45),
    custom_terms: { title: `Terms ${marker}`, terms: `<p>Custom ${marker}</p>` },
  });
  const customTermsId = (
    campaign.custom_terms as { campaign_custom_terms_and_conditions_id: string }
  ).campaign_custom_terms_and_conditions_id;
  const ack = await call(
    campaignAckRoute,
    '/v3/partner/campaign-terms-and-conditions-acknowledgments',
    {
      method: 'POST',
      auth: partner.auth,
      body: { partner_id: partner.partnerId, campaign_terms_and_conditions_id: customTermsId },
    },
  );
  await requestOne(partner.auth, partner.partnerId, campaign);
  await decide('accept', net.auth, net.networkId, [
    { campaign_id: campaign.campaign_id, publisher_id: partner.partnerId },
  ]);
  const conversion = await record(net.auth, campaign.campaign_id, {
    publisher_id: partner.partnerId,
    conversion_reference: `ref-${marker}`,
    value: '100.00',
  });
  const job = await bulk(net.auth, campaign.campaign_id, {
    conversions: { [conversion.json.data.id]: { status: 'approved' } },
    job_reference: `job-${marker}`,
  });
  if (job.status !== 202)
    throw new Error(`bulk: ${job.status} ${job.text} conv ${conversion.status} ${conversion.text}`);
  const jobId = String(job.json.data.id);
  const site = await call(websitesRoute, `/user/publisher/${partner.partnerId}/website`, {
    method: 'POST',
    auth: net.auth,
    body: { website_url: 'https://site.example', website_name: `Site ${marker}` },
    params: { publisher_id: partner.partnerId },
  });
  const database = await call(databasesRoute, `/user/publisher/${partner.partnerId}/database`, {
    method: 'POST',
    auth: net.auth,
    body: { database_name: `Db ${marker}`, creation_method: 'opt-in', size: 10 },
    params: { publisher_id: partner.partnerId },
  });
  const terms = await call(
    publishTermsRoute,
    `/v3/network/${net.networkId}/network-terms-and-conditions`,
    {
      method: 'POST',
      auth: net.auth,
      body: { locale: 'en', content: `<p>Network terms ${marker}</p>` },
      params: { networkId: String(net.networkId) },
    },
  );
  const campaignGroup = await call(campaignGroupsRoute, '/v3/brand/campaign-groups', {
    method: 'POST',
    auth: net.auth,
    body: {
      brand_id: brand.advertiser_id,
      name: `Group ${marker}`,
      campaign_ids: [campaign.campaign_id],
    },
  });
  const partnerGroup = await call(partnerGroupsRoute, '/commission_group', {
    method: 'POST',
    auth: net.auth,
    body: {
      commission_groups: [
        {
          campaign_id: campaign.campaign_id,
          name: `Partners ${marker}`,
          publishers: [partner.partnerId],
        },
      ],
    },
  });
  await call(deeplinkDomainsRoute, `/v3/brand/${brand.advertiser_id}/deeplink-domains`, {
    method: 'PATCH',
    auth: net.auth,
    body: { allowed_domains: ['shop.example'] },
    params: { brand: brand.advertiser_id },
  });
  const trackingLink = await call(trackingLinksRoute, `/v2/publishers/${partner.partnerId}/links`, {
    method: 'POST',
    auth: partner.auth,
    body: {
      campaign_id: campaign.campaign_id,
      description: `Link ${marker}`,
      destination_url: 'https://shop.example/world',
      params: [{ key: 'pubref', value: `pub-${marker}` }],
    },
    params: { publisherId: partner.partnerId },
  });
  const collection = await call(
    partnerCollectionsRoute,
    `/v2/networks/${net.networkId}/partner-collections`,
    {
      method: 'POST',
      auth: net.auth,
      body: { partner_ids: [partner.partnerId], name: `Collection ${marker}` },
      params: { networkId: String(net.networkId) },
    },
  );
  const communication = await call(communicationsRoute, '/v2/communications', {
    method: 'POST',
    auth: net.auth,
    body: {
      name: `Communication ${marker}`,
      subject: `News ${marker}`,
      html: `<p>${marker}</p>`,
      publisher_ids: [partner.partnerId],
    },
  });
  const content = await makeContent(net, campaign.campaign_id, marker);
  const voucherCode = await call(
    voucherCodesRoute,
    `/campaign/${campaign.campaign_id}/voucher_code`,
    {
      method: 'POST',
      auth: net.auth,
      body: {
        voucher_codes: [
          {
            voucher_code: `V-${marker}`,
            description: `Voucher ${marker}`,
            publisher_id: partner.partnerId,
            commission_groups: [partnerGroup.json.commission_group.commission_group_id],
          },
        ],
      },
      params: { campaign_id: campaign.campaign_id },
    },
  );
  await call(
    conversionTrackingRoute,
    `/v3/brand/campaigns/${campaign.campaign_id}/conversion-tracking`,
    {
      method: 'PATCH',
      auth: net.auth,
      body: { voucher_precedence: true },
      params: { campaignId: campaign.campaign_id },
    },
  );
  const db = await getDb();
  const secrets = partnerSecretsFor(marker);
  const [task] = await db
    .select({ id: t.jobTasks.id })
    .from(t.jobTasks)
    .where(eq(t.jobTasks.jobId, Number(jobId)));
  // The job exists for its ids only: mark it finished so a queue running elsewhere in the
  // test run (on the same PostgreSQL) does not pick it up and change rows mid-check.
  await db
    .update(t.jobTasks)
    .set({ status: 'complete' })
    .where(eq(t.jobTasks.jobId, Number(jobId)));
  await db
    .update(t.jobs)
    .set({ status: 'complete', completedAt: new Date() })
    .where(eq(t.jobs.id, Number(jobId)));
  await db
    .update(t.partners)
    .set({
      accountName: `partner-${marker}`,
      companyName: `Partner ${marker}`,
      networkNotes: secrets.network_notes,
      signupIp: secrets.signup_ip,
      contactEmail: secrets.contact_email,
      contactName: secrets.contact_name,
      phone: secrets.phone,
      vatNumber: secrets.vat_number,
      abn: secrets.abn,
      imUsername: secrets.im_username,
    })
    .where(eq(t.partners.id, Number(partner.partnerId)));
  // A webhook with one delivery, then left disabled with its delivery failed, so no worker
  // anywhere in the run sends it or changes it mid-check.
  const webhook = await call(webhooksRoute, `/v3/network/${net.networkId}/webhooks`, {
    method: 'POST',
    auth: net.auth,
    body: {
      url: `https://hooks-${marker}.example.invalid/anet`,
      description: `Hook ${marker}`,
      event_types: ['partner.created'],
    },
    params: { networkId: String(net.networkId) },
  });
  const webhookId = Number(webhook.json.data.webhook_id);
  const delivery = await db.transaction(async (tx) => {
    await emitEvents(tx, net.networkId, [
      {
        type: 'partner.created',
        data: {
          partner_id: partner.partnerId,
          account_name: `partner-${marker}`,
          network_status: 'a',
        },
      },
    ]);
    await tx
      .update(t.webhookEndpoints)
      .set({ enabled: false, disabledReason: `Disabled ${marker}` })
      .where(eq(t.webhookEndpoints.id, webhookId));
    const [row] = await tx
      .update(t.webhookDeliveries)
      .set({ status: 'failed', lastError: `failed ${marker}` })
      .where(eq(t.webhookDeliveries.endpointId, webhookId))
      .returning();
    return row!;
  });
  return {
    net,
    marker,
    partnerAuth: partner.auth,
    brandUserAuth: brandUser.auth,
    brandUserNoGrantAuth: brandUserNoGrant.auth,
    partnerSecrets: secrets,
    ids: {
      network: String(net.networkId),
      partner: partner.partnerId,
      otherPartner: other.partnerId,
      brand: brand.advertiser_id,
      ungrantedBrand: ungranted.advertiser_id,
      campaign: campaign.campaign_id,
      customTerms: customTermsId,
      campaignTermsAck: String(ack.json.data.id),
      website: site.json.websites[0].website.website_id,
      database: database.json.databases[0].database.database_id,
      terms: terms.json.data.id,
      user: String(brandUser.userId),
      conversion: String(conversion.json.data.id),
      job: jobId,
      task: String(task!.id),
      webhook: String(webhookId),
      webhookDelivery: String(delivery.id),
      ...content,
      partnerCollection: String(collection.json.collection.id),
      communication: String(communication.json.communication.id),
      partnerGroup: partnerGroup.json.commission_group.commission_group_id,
      campaignGroup: String(campaignGroup.json.data.campaign_group_id),
      trackingLink: String(trackingLink.json.link.id),
      voucherCode: voucherCode.json.voucher_code.voucher_code_id,
      ...(await makeCommissionRules(net.networkId, campaign.campaign_id, marker)),
      ...(await makeClaim(net.networkId, campaign.campaign_id, partner.partnerId, marker)),
      paymentDetailSet: await makePaymentDetailSet(net.networkId, partner.partnerId, marker),
      invoice: await makeInvoice(net.networkId, brand.advertiser_id, campaign.campaign_id, marker),
      ...(await makePayments(net, partner.partnerId, marker)),
      ...(await makeFraud(net.networkId, campaign.campaign_id, partner.partnerId, marker)),
    },
  };
}

/** A PayPal payment-detail set of the partner (values stored as the service would: masked beside a sealed copy). */
async function makePaymentDetailSet(networkId: number, partnerId: string, marker: string) {
  const db = await getDb();
  const [row] = await db
    .insert(t.partnerPaymentDetails)
    .values({
      networkId,
      partnerId: Number(partnerId),
      country: 'DE',
      paidCurrency: 'EUR',
      trackedCurrencies: ['EUR'],
      paymentType: 'paypal',
      sealedValues: 'v1.sealed',
      maskedValues: { paypal_email: `m***@${marker.toLowerCase()}.test` },
    })
    .returning({ id: t.partnerPaymentDetails.id });
  return String(row!.id);
}

/** A created brand invoice of the campaign (no items: its conversion is not payable yet). */
async function makeInvoice(networkId: number, brandId: string, campaignId: string, marker: string) {
  const db = await getDb();
  const zero = '0';
  const [row] = await db
    .insert(t.brandInvoices)
    .values({
      networkId,
      number: 1,
      brandId: Number(brandId),
      campaignId: Number(campaignId),
      currency: 'GBP',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      itemCount: 0,
      averageConversionAge: 0,
      saleValue: zero,
      commission: zero,
      feeBasis: 'commission',
      feeRate: zero,
      fee: zero,
      vatRate: zero,
      vat: zero,
      total: zero,
      paymentReference: `INV-${marker}`,
    })
    .returning({ id: t.brandInvoices.id });
  return String(row!.id);
}

/** A pending transaction query of the partner and a rejection reason of the campaign. */
async function makeClaim(networkId: number, campaignId: string, partnerId: string, marker: string) {
  const db = await getDb();
  const [reason] = await db
    .insert(t.transactionQueryReasons)
    .values({ networkId, campaignId: Number(campaignId), reason: `Reason ${marker}` })
    .returning({ id: t.transactionQueryReasons.id });
  const [claim] = await db
    .insert(t.transactionQueries)
    .values({
      networkId,
      campaignId: Number(campaignId),
      partnerId: Number(partnerId),
      conversionReference: `tq-${marker}`,
      conversionValue: '10',
      notes: `Claim ${marker}`,
    })
    .returning({ id: t.transactionQueries.id });
  return { transactionQuery: String(claim!.id), transactionQueryReason: String(reason!.id) };
}

/** A paid-out run of the partner: its self-bill with one item, and a payment hold. */
async function makePayments(net: TestNetwork, partnerId: string, marker: string) {
  const db = await getDb();
  const networkId = net.networkId;
  const partner = Number(partnerId);
  const [entry] = await db
    .insert(t.ledgerEntries)
    .values({
      networkId,
      partnerId: partner,
      currency: 'GBP',
      kind: 'commission_available',
      amount: '10',
    })
    .returning({ id: t.ledgerEntries.id });
  const [details] = await db
    .insert(t.partnerPaymentDetails)
    .values({
      networkId,
      partnerId: partner,
      country: 'GB',
      paidCurrency: 'GBP',
      trackedCurrencies: ['GBP'],
      paymentType: 'bank_transfer',
      sealedValues: 'sealed',
      maskedValues: { account_name: `Account ${marker}` },
    })
    .returning({ id: t.partnerPaymentDetails.id });
  const [run] = await db
    .insert(t.paymentRuns)
    .values({
      networkId,
      currency: 'GBP',
      cutOff: new Date(),
      paymentType: 'bank_transfer',
      status: 'issued',
      total: '10',
      createdBy: net.userId,
    })
    .returning({ id: t.paymentRuns.id });
  const [bill] = await db
    .insert(t.selfBills)
    .values({
      networkId,
      runId: run!.id,
      partnerId: partner,
      paymentDetailId: details!.id,
      number: 1,
      currency: 'GBP',
      subtotal: '10',
      vatRate: '0',
      vat: '0',
      withheldRate: '0',
      withheld: '0',
      total: '10',
      vatNote: `No VAT ${marker}`,
    })
    .returning({ id: t.selfBills.id });
  const [item] = await db
    .insert(t.selfBillItems)
    .values({ selfBillId: bill!.id, ledgerEntryId: entry!.id, amount: '10' })
    .returning({ id: t.selfBillItems.id });
  const [hold] = await db
    .insert(t.paymentHolds)
    .values({ networkId, partnerId: partner, reason: `Hold ${marker}` })
    .returning({ id: t.paymentHolds.id });
  return {
    paymentRun: String(run!.id),
    selfBill: String(bill!.id),
    selfBillItem: String(item!.id),
    paymentHold: String(hold!.id),
  };
}

/** A fraud incident on the campaign and a paid-search window on the partner's participation. */
async function makeFraud(networkId: number, campaignId: string, partnerId: string, marker: string) {
  const db = await getDb();
  const [participation] = await db
    .select({ id: t.participations.id })
    .from(t.participations)
    .where(
      and(
        eq(t.participations.campaignId, Number(campaignId)),
        eq(t.participations.partnerId, Number(partnerId)),
      ),
    );
  const [incident] = await db
    .insert(t.fraudIncidents)
    .values({
      networkId,
      campaignId: Number(campaignId),
      type: 'partner',
      metric: 'volume_conversions',
      partnerId: Number(partnerId),
      day: '2026-01-01',
      windowMinutes: 60,
      threshold: '10',
      value: '11',
      evidence: { note: `Incident ${marker}` },
      dedupeKey: `tenant-${marker}`,
    })
    .returning({ id: t.fraudIncidents.id });
  const [violation] = await db
    .insert(t.paidSearchViolations)
    .values({ networkId, participationId: participation!.id, startAt: new Date('2026-01-01') })
    .returning({ id: t.paidSearchViolations.id });
  return {
    participation: String(participation!.id),
    fraudIncident: String(incident!.id),
    paidSearchViolation: String(violation!.id),
  };
}

/** One commission rule of each kind on the campaign (ids by the entity names of operations.ts). */
async function makeCommissionRules(networkId: number, campaignId: string, marker: string) {
  const db = await getDb();
  const base = {
    networkId,
    campaignId: Number(campaignId),
    description: `Rule ${marker}`,
    startAt: new Date('2020-01-01T00:00:00Z'),
    performanceModel: 'percentage_cpa' as const,
    performanceValue: '5',
  };
  const rows = await db
    .insert(t.commissionRules)
    .values([
      {
        ...base,
        kind: 'campaign' as const,
        rates: [
          {
            type: 'campaign' as const,
            id: Number(campaignId),
            performanceModel: 'percentage_cpa' as const,
            performanceValue: '5',
            cookiePeriod: null,
          },
        ],
      },
      { ...base, kind: 'promotion' as const },
      { ...base, kind: 'tier' as const, levels: [{ threshold: '1', bonusValue: '6' }] },
      { ...base, kind: 'voucher' as const, version: 1 },
    ])
    .returning({ id: t.commissionRules.id });
  const [commissionRule, promotionRule, tierRule, voucherRule] = rows.map((r) => String(r.id));
  return {
    commissionRule: commissionRule!,
    promotionRule: promotionRule!,
    tierRule: tierRule!,
    voucherRule: voucherRule!,
  };
}

/** A digest of every row of the network, to prove a sequence of calls changed nothing there. */
export async function fingerprint(networkId: number): Promise<string> {
  const db = await getDb();
  const tables = [
    'partners',
    'partner_websites',
    'partner_databases',
    'brands',
    'campaigns',
    'participations',
    'network_terms',
    'users',
    'user_brand_grants',
    'campaign_terms',
    'conversions',
    'jobs',
    'job_tasks',
    'webhook_endpoints',
    'webhook_deliveries',
    'creatives',
    'creative_items',
    'creative_tags',
    'deals',
    'product_feeds',
    'partner_collections',
    'commission_groups',
    'campaign_groups',
    'tracking_links',
    'brand_deeplink_domains',
    'voucher_codes',
    'campaign_attribution',
    'commission_rules',
    'transaction_queries',
    'transaction_query_reasons',
    'conversion_adjustments',
    'conversion_locks',
    'brand_invoices',
    'brand_invoice_items',
    'network_tax_settings',
    'campaign_invoice_fees',
    'ledger_entries',
    'partner_payment_details',
    'payment_runs',
    'self_bills',
    'payment_holds',
    'partner_tax_profiles',
    'fraud_rules',
    'fraud_incidents',
    'fraud_whitelisted_partners',
    'paid_search_violations',
    'communications',
    'communication_recipients',
    'mail_unsubscribes',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t where network_id = ${networkId}`,
      ),
    );
    parts.push(
      `${table}:${(rows as unknown as { rows: { h: string }[] }).rows?.[0]?.h ?? JSON.stringify(rows)}`,
    );
  }
  return parts.join(',');
}
