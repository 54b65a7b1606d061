import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as networkPartnersRoute from '@/app/(api)/network/[network_id]/publisher/route';
import * as partnerRoute from '@/app/(api)/user/publisher/[publisher_id]/route';
import * as websitesRoute from '@/app/(api)/user/publisher/[publisher_id]/website/route';
import * as brandRoute from '@/app/(api)/user/advertiser/[advertiser_id]/route';
import * as brandsRoute from '@/app/(api)/user/advertiser/route';
import * as usersRoute from '@/app/(api)/v3/network/[networkId]/users/route';
import * as apiKeyRoute from '@/app/(api)/v3/users/me/api-key/route';
import * as requestAccessRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/route';
import * as campaignRoute from '@/app/(api)/campaign/[campaign_id]/route';
import * as campaignV3Route from '@/app/(api)/v3/brand/campaigns/[campaignId]/route';
import * as bulkRoute from '@/app/(api)/v3/brand/campaigns/[campaignId]/conversions/bulk/route';
import * as signupRoute from '@/app/(api)/v3/public/networks/[networkId]/partner-signups/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, participations, users } from '@/lib/db/schema';
import { runBulkUpdate } from '@/lib/services/conversions';
import { rotateApplicationKey } from '@/lib/services/networks';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { defaultTermsId, makePartner, makePartnerUser } from '../support/partners';
import { confirmSignupOf } from '../support/signup';
import {
  approvedPartner,
  brandBody,
  makeBrand,
  makeCampaign,
  updateCampaign,
  uid,
} from '../support/campaigns';
import { conversionSetup, record } from '../support/conversions';

type AuditRow = typeof auditEvents.$inferSelect;

async function auditOf(
  net: TestNetwork,
  where: { entityType?: string; entityIds?: (string | number)[]; requestId?: string } = {},
): Promise<AuditRow[]> {
  const db = await getDb();
  const conditions = [eq(auditEvents.networkId, net.networkId)];
  if (where.entityType) conditions.push(eq(auditEvents.entityType, where.entityType));
  if (where.entityIds) conditions.push(inArray(auditEvents.entityId, where.entityIds.map(String)));
  if (where.requestId) conditions.push(eq(auditEvents.requestId, where.requestId));
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(asc(auditEvents.id));
}

async function auditCount(net: TestNetwork): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(eq(auditEvents.networkId, net.networkId));
  return row!.n;
}

const setStatuses = (net: TestNetwork, publishers: unknown, headers: Record<string, string> = {}) =>
  call(networkPartnersRoute, `/network/${net.networkId}/publisher`, {
    method: 'POST',
    auth: net.auth,
    body: { publishers },
    headers,
    params: { network_id: String(net.networkId) },
  });

/** A pending request of `partner` on each of `n` campaigns of a new brand; returns the participation ids. */
async function requestsOf(
  net: TestNetwork,
  partner: { partnerId: string; auth: string },
  n: number,
): Promise<number[]> {
  const brand = await makeBrand(net);
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const campaign = await makeCampaign(
      net,
      brand.advertiser_id,
      i === 0 ? { auto_approve_publisher: 'y' } : {},
    );
    const res = await call(requestAccessRoute, `/user/publisher/${partner.partnerId}/campaign`, {
      method: 'POST',
      auth: partner.auth,
      body: { campaigns: [{ campaign_id: campaign.campaign_id }] },
      params: { publisher_id: partner.partnerId },
    });
    expect(res.status, res.text).toBeLessThan(300);
    const db = await getDb();
    const [row] = await db
      .select({ id: participations.id })
      .from(participations)
      .where(
        and(
          eq(participations.campaignId, Number(campaign.campaign_id)),
          eq(participations.partnerId, Number(partner.partnerId)),
        ),
      );
    ids.push(row!.id);
  }
  return ids;
}

describe('audit trail', () => {
  it('a bulk network status change writes exactly one row per partner, with before, after, actor and request id', async () => {
    const net = await makeNetwork();
    const made = [
      await makePartner(net),
      await makePartner(net),
      await makePartner(net),
      await makePartner(net),
    ];
    const requestId = `bulk-${uid()}`;
    const res = await setStatuses(
      net,
      [
        { publisher_id: made[0]!.publisher_id, network_status: 'a' },
        { publisher_id: made[1]!.publisher_id, network_status: 'r' },
        { publisher_id: made[2]!.publisher_id, network_status: 'n' },
        // Already pending: nothing changes, nothing is recorded.
        { publisher_id: made[3]!.publisher_id, network_status: 'p' },
      ],
      { 'X-Request-Id': requestId },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);

    const rows = await auditOf(net, { entityType: 'partner', requestId });
    expect(rows.map((r) => [r.entityId, r.action, r.before, r.after])).toEqual([
      [made[0]!.publisher_id, 'status_changed', { network_status: 'p' }, { network_status: 'a' }],
      [made[1]!.publisher_id, 'status_changed', { network_status: 'p' }, { network_status: 'r' }],
      [made[2]!.publisher_id, 'status_changed', { network_status: 'p' }, { network_status: 'n' }],
    ]);
    expect(rows.every((r) => r.actorUserId === net.userId && r.requestId === requestId)).toBe(true);
    // Every row of the call carries its request id; none other does.
    expect((await auditOf(net, { requestId })).length).toBe(3);
  });

  it("audits the automatic rejection of a rejected partner's participations in the same call", async () => {
    const net = await makeNetwork();
    const partner = await approvedPartner(net);
    const bystander = await approvedPartner(net);
    const ids = await requestsOf(net, partner, 3); // one approved (auto-approve), two pending
    const [bystanderId] = await requestsOf(net, bystander, 1);
    const db = await getDb();
    const before = new Map(
      (await db.select().from(participations).where(inArray(participations.id, ids))).map((p) => [
        p.id,
        p.status,
      ]),
    );
    expect([...before.values()].sort()).toEqual(['a', 'p', 'p']);

    const requestId = `cascade-${uid()}`;
    const res = await setStatuses(net, [{ publisher_id: partner.partnerId, network_status: 'r' }], {
      'X-Request-Id': requestId,
    });
    expect(res.status).toBe(200);

    const rows = await auditOf(net, { requestId });
    expect(rows.filter((r) => r.entityType === 'partner')).toHaveLength(1);
    const cascade = rows.filter((r) => r.entityType === 'participation');
    expect(cascade.map((r) => Number(r.entityId)).sort()).toEqual([...ids].sort());
    for (const row of cascade) {
      expect(row.action).toBe('rejected');
      expect(row.actorUserId).toBe(net.userId);
      expect(row.before).toMatchObject({
        status: before.get(Number(row.entityId)),
        publisher_id: partner.partnerId,
      });
      expect(row.after).toMatchObject({
        status: 'r',
        publisher_id: partner.partnerId,
        reason: 'partner rejected from the network',
      });
    }
    expect(
      (await auditOf(net, { entityType: 'participation', entityIds: [bystanderId!] })).map(
        (r) => r.action,
      ),
    ).toEqual(['requested']);
  });

  it('records creates and updates of brands, campaigns, partners and websites with before and after', async () => {
    const net = await makeNetwork();

    const brand = await makeBrand(net, { display_name: 'Before Brand' });
    const upd = await call(brandRoute, `/user/advertiser/${brand.advertiser_id}`, {
      method: 'POST',
      auth: net.auth,
      body: brandBody({
        account_name: brand.account_name,
        display_name: 'After Brand',
        phone: '02079460001',
      }),
      params: { advertiser_id: brand.advertiser_id },
    });
    expect(upd.status, upd.text).toBe(200);
    const brandRows = await auditOf(net, { entityType: 'brand', entityIds: [brand.advertiser_id] });
    expect(brandRows.map((r) => r.action)).toEqual(['created', 'updated']);
    expect(brandRows[0]!.before).toBeNull();
    expect(brandRows[0]!.after).toMatchObject({
      account_name: brand.account_name,
      display_name: 'Before Brand',
      status: 'a',
    });
    expect(brandRows[1]!.before).toEqual({ display_name: 'Before Brand', phone: '02079460000' });
    expect(brandRows[1]!.after).toEqual({ display_name: 'After Brand', phone: '02079460001' });

    const campaign = await makeCampaign(net, brand.advertiser_id, { title: 'Old title' });
    const cu = await updateCampaign(net.auth, campaign.campaign_id, {
      campaign_id: campaign.campaign_id,
      title: 'New title',
      default_commission_rate: '9',
    });
    expect(cu.status, cu.text).toBe(200);
    const campaignRows = await auditOf(net, {
      entityType: 'campaign',
      entityIds: [campaign.campaign_id],
    });
    expect(campaignRows.map((r) => r.action)).toEqual(['created', 'updated']);
    expect(campaignRows[0]!.after).toMatchObject({
      title: 'Old title',
      advertiser_id: Number(brand.advertiser_id),
      default_commission_rate: '7.5000',
    });
    expect(campaignRows[1]!.before).toMatchObject({ title: 'Old title' });
    expect(campaignRows[1]!.after).toMatchObject({ title: 'New title' });
    expect(Object.keys(campaignRows[1]!.after as object).sort()).toEqual(
      Object.keys(campaignRows[1]!.before as object).sort(),
    );
    expect(campaignRows[1]!.after).toHaveProperty('default_commission_rate');

    const partner = await makePartner(net, { company_name: 'Old Co' });
    const pu = await call(partnerRoute, `/user/publisher/${partner.publisher_id}`, {
      method: 'POST',
      auth: net.auth,
      body: { company_name: 'New Co', network_status: 'a' },
      params: { publisher_id: partner.publisher_id },
    });
    expect(pu.status, pu.text).toBe(200);
    const partnerRows = await auditOf(net, {
      entityType: 'partner',
      entityIds: [partner.publisher_id],
    });
    expect(partnerRows.map((r) => r.action).sort()).toEqual([
      'created',
      'status_changed',
      'updated',
    ]);
    expect(partnerRows.find((r) => r.action === 'created')!.after).toMatchObject({
      account_name: partner.account_name,
      company_name: 'Old Co',
      network_status: 'p',
    });
    const updated = partnerRows.find((r) => r.action === 'updated')!;
    expect([updated.before, updated.after]).toEqual([
      { company_name: 'Old Co' },
      { company_name: 'New Co' },
    ]);
    const status = partnerRows.find((r) => r.action === 'status_changed')!;
    expect([status.before, status.after]).toEqual([
      { network_status: 'p' },
      { network_status: 'a' },
    ]);

    const sites = (method: string, body: unknown) =>
      call(websitesRoute, `/user/publisher/${partner.publisher_id}/website`, {
        method,
        auth: net.auth,
        body,
        params: { publisher_id: partner.publisher_id },
      });
    const created = await sites('POST', {
      websites: [
        { website_url: 'https://first.example' },
        { website_url: 'https://second.example' },
      ],
    });
    expect(created.status, created.text).toBe(201);
    const [first, second] = created.json.websites.map(
      (w: { website: { website_id: string } }) => w.website,
    );
    const moved = await sites('PUT', {
      websites: [{ website_id: second.website_id, primary: 'y', website_name: 'Second' }],
    });
    expect(moved.status, moved.text).toBe(200);
    const siteRows = await auditOf(net, {
      entityType: 'website',
      entityIds: [first.website_id, second.website_id],
    });
    expect(siteRows.map((r) => [r.entityId, r.action])).toEqual([
      [first.website_id, 'created'],
      [second.website_id, 'created'],
      [first.website_id, 'updated'],
      [second.website_id, 'updated'],
    ]);
    expect(siteRows[0]!.after).toMatchObject({
      website_url: 'https://first.example',
      primary: true,
      publisher_id: Number(partner.publisher_id),
    });
    // The previous primary website lost its flag in the same call, and says so.
    expect([siteRows[2]!.before, siteRows[2]!.after]).toEqual([
      { primary: true },
      { primary: false },
    ]);
    expect([siteRows[3]!.before, siteRows[3]!.after]).toEqual([
      { primary: false, website_name: null },
      { primary: true, website_name: 'Second' },
    ]);
  });

  it('never stores a password, an API key or an application key', async () => {
    const net = await makeNetwork();
    const password = `Secret-Pass-${uid()}-42`;
    const partnerUser = await makePartnerUser(net, { password });
    const staffPassword = `Other-Pass-${uid()}-42`;
    const staff = await call(usersRoute, `/v3/network/${net.networkId}/users`, {
      method: 'POST',
      auth: net.auth,
      body: {
        user_name: `staff-${uid()}`,
        email: `${uid()}@users.test`,
        role: 'network',
        password: staffPassword,
      },
      params: { networkId: String(net.networkId) },
    });
    expect(staff.status, staff.text).toBe(201);
    const rotated = await call(apiKeyRoute, '/v3/users/me/api-key', {
      method: 'POST',
      auth: partnerUser.auth,
    });
    expect(rotated.status, rotated.text).toBe(201);
    const newKey = rotated.json.data.user_api_key as string | undefined;
    expect(newKey).toBeTruthy();
    const db = await getDb();
    const newAppKey = await rotateApplicationKey(db, net.networkId, net.userId);

    const hashes = await db
      .select({ p: users.passwordHash, k: users.apiKeyHash })
      .from(users)
      .where(eq(users.networkId, net.networkId));
    const secrets = [
      password,
      staffPassword,
      net.password,
      net.userApiKey,
      net.applicationKey,
      newAppKey,
      newKey!,
      partnerUser.user.user_api_key as string,
      staff.json.data.user_api_key as string,
      ...hashes.flatMap((h) => [h.p, h.k]).filter((h): h is string => h !== null),
    ];
    const rows = await auditOf(net);
    expect(rows.length).toBeGreaterThan(5);
    const text = JSON.stringify(rows);
    for (const secret of secrets)
      expect(text, 'a secret reached the audit log').not.toContain(secret);

    const keyRow = rows.find(
      (r) => r.action === 'api_key_rotated' && r.entityId === String(partnerUser.user.user_id),
    )!;
    expect(keyRow.actorUserId).toBe(Number(partnerUser.user.user_id));
    expect(keyRow.after).toEqual({ api_key_prefix: expect.any(String) });
    expect(newKey!.startsWith((keyRow.after as { api_key_prefix: string }).api_key_prefix)).toBe(
      true,
    );
    expect(keyRow.before).toEqual({ api_key_prefix: expect.any(String) });
    const appRow = rows.find((r) => r.action === 'application_key_rotated')!;
    expect(
      newAppKey.startsWith(
        (appRow.after as { application_key_prefix: string }).application_key_prefix,
      ),
    ).toBe(true);
    const created = rows.find(
      (r) =>
        r.entityType === 'user' &&
        r.action === 'created' &&
        r.entityId === String(staff.json.data.user_id),
    )!;
    expect(created.after).toMatchObject({
      role: 'network',
      api_key_prefix: staff.json.data.api_key_prefix,
    });
    expect(created.after).not.toHaveProperty('password_hash');
  });

  it('a write that fails validation or rolls back leaves no audit row', async () => {
    const net = await makeNetwork();
    const partner = await makePartner(net);
    const brand = await makeBrand(net);
    const before = await auditCount(net);

    // Refused by the batch check: one unknown id, nothing changes.
    const bulk = await setStatuses(net, [
      { publisher_id: partner.publisher_id, network_status: 'a' },
      { publisher_id: '99999999', network_status: 'a' },
    ]);
    expect(bulk.status).toBe(400);
    // Refused inside the transaction: a brand's account name already in use.
    const dup = await call(brandsRoute, '/user/advertiser', {
      method: 'POST',
      auth: net.auth,
      body: brandBody({ account_name: brand.account_name }),
    });
    expect(dup.status).toBe(400);
    // Rolled back after writing: request access (v1) is all or nothing, and its first campaign was requested before the second failed.
    const approved = await approvedPartner(net);
    const afterSetup = await auditCount(net);
    const good = await makeCampaign(net, brand.advertiser_id);
    const afterCampaign = await auditCount(net);
    const res = await call(requestAccessRoute, `/user/publisher/${approved.partnerId}/campaign`, {
      method: 'POST',
      auth: approved.auth,
      body: { campaigns: [{ campaign_id: good.campaign_id }, { campaign_id: '99999999' }] },
      params: { publisher_id: approved.partnerId },
    });
    expect(res.status).toBe(400);
    expect(await auditCount(net)).toBe(afterCampaign);
    expect(afterCampaign).toBe(afterSetup + 1);
    // Only the set-up writes of this test (the partner user and its approval) were recorded.
    const setupRows = (await auditOf(net)).slice(before);
    expect(setupRows.map((r) => r.entityType).sort()).toEqual([
      'campaign',
      'partner',
      'partner',
      'terms_acknowledgement',
      'user',
    ]);
    expect((await auditOf(net, { entityType: 'participation' })).length).toBe(0);
  });

  it('records retirement and extra_info changes of a campaign', async () => {
    const net = await makeNetwork();
    const brand = await makeBrand(net);
    const campaign = await makeCampaign(net, brand.advertiser_id);
    const patched = await call(campaignV3Route, `/v3/brand/campaigns/${campaign.campaign_id}`, {
      method: 'PATCH',
      auth: net.auth,
      body: { extra_info: { shopify_shop_id: 'shop-42' } },
      params: { campaignId: campaign.campaign_id },
    });
    expect(patched.status, patched.text).toBe(204);
    const retired = await call(campaignRoute, `/campaign/${campaign.campaign_id}`, {
      method: 'POST',
      auth: net.auth,
      body: { action: 'delete', campaign_id: campaign.campaign_id, retire_reason: 'Season over' },
      params: { campaign_id: campaign.campaign_id },
    });
    expect(retired.status, retired.text).toBe(200);
    const rows = await auditOf(net, { entityType: 'campaign', entityIds: [campaign.campaign_id] });
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['created', null, expect.objectContaining({ status: 'a' })],
      ['updated', { extra_info: {} }, { extra_info: { shopify_shop_id: 'shop-42' } }],
      [
        'retired',
        { status: 'a', retire_reason: null },
        { status: 'r', retire_reason: 'Season over' },
      ],
    ]);
  });

  it("attributes a job's work to whoever started it: the job, each applied task, its end", async () => {
    const net = await makeNetwork();
    const s = await conversionSetup(net);
    const recorded = await record(s.brandUser.auth, s.campaignId, {
      publisher_id: s.publisherId,
      conversion_reference: `order-${uid()}`,
      value: '10.00',
    });
    expect(recorded.status, recorded.text).toBe(201);
    const conversionId = recorded.json.data.id as string;
    const requestId = `job-${uid()}`;
    const started = await call(bulkRoute, `/v3/brand/campaigns/${s.campaignId}/conversions/bulk`, {
      method: 'POST',
      auth: s.brandUser.auth,
      body: {
        conversions: {
          [conversionId]: { status: 'approved', customer_type: 'new' },
          '99999999': { status: 'approved' },
        },
      },
      headers: { 'X-Request-Id': requestId },
      params: { campaignId: s.campaignId },
    });
    expect(started.status, started.text).toBe(202);
    const jobId = String(started.json.data.id);
    await runBulkUpdate(await getDb(), Number(jobId));

    const conversionRows = await auditOf(net, {
      entityType: 'conversion',
      entityIds: [conversionId],
    });
    expect(conversionRows.map((r) => [r.action, r.actorUserId])).toEqual([
      ['created', s.brandUser.userId],
      ['updated', s.brandUser.userId],
    ]);
    expect(conversionRows[0]!.after).toMatchObject({
      status: 'pending',
      value: '10.0000',
      commission: '0.7500',
      publisher_id: Number(s.publisherId),
    });
    // The task ran outside any request: no request id; the fields it changed, both sides.
    expect(conversionRows[1]).toMatchObject({
      requestId: null,
      before: { status: 'pending', customer_type: null },
      after: { status: 'approved', customer_type: 'new' },
    });
    const jobRows = await auditOf(net, { entityType: 'job', entityIds: [jobId] });
    expect(jobRows.map((r) => [r.action, r.actorUserId, r.requestId])).toEqual([
      ['created', s.brandUser.userId, requestId],
      ['finished', s.brandUser.userId, null],
    ]);
    expect(jobRows[1]!.after).toEqual({
      status: 'complete',
      item_total_count: 2,
      item_success_count: 1,
      item_error_count: 1,
    });
  });

  it('a public sign-up is recorded with no actor (nobody was signed in), its request id, and no password', async () => {
    const net = await makeNetwork();
    const password = `Signup-Pass-${uid()}-42`;
    const requestId = `signup-${uid()}`;
    const res = await call(signupRoute, `/v3/public/networks/${net.networkId}/partner-signups`, {
      method: 'POST',
      auth: null,
      body: {
        terms_id: await defaultTermsId(net.networkId),
        terms_accepted: true,
        locale: 'en',
        country: 'GB',
        account_name: `site-${uid()}`,
        company_name: 'Site Media Ltd',
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: `${uid()}@signup.test`,
        password,
        phone: '07700900123',
        address1: '1 Main Street',
        postcode: 'AB1 2CD',
      },
      headers: {
        'X-Request-Id': requestId,
        'x-anet-peer-address': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
      },
      params: { networkId: String(net.networkId) },
    });
    expect(res.status, res.text).toBe(202);
    // The partner and its user are created when the e-mailed link is used.
    const email = JSON.parse(res.text).data.email as string;
    const confirmed = await confirmSignupOf(email, { 'X-Request-Id': requestId });
    expect(confirmed.status, confirmed.text).toBe(201);
    const rows = await auditOf(net, { requestId });
    expect(rows.map((r) => `${r.entityType}:${r.action}`).sort()).toEqual([
      'partner:created',
      'terms_acknowledgement:acknowledged',
      'user:created',
      'user:updated',
    ]);
    expect(rows.every((r) => r.actorUserId === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(password);
  });
});
