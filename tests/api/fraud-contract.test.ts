import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as campaignPartnerRoute from '@/app/(api)/campaign/[campaign_id]/publisher/[publisher_id]/route';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import * as listRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents/route';
import * as oneRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents/[incidentId]/route';
import * as rejectPartnerRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents/[incidentId]/reject-partner/route';
import * as rejectRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents/[incidentId]/reject-conversions/route';
import * as pendRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents/[incidentId]/pend-conversions/route';
import * as releaseRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents/[incidentId]/release-hold/route';
import * as aggregationRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incidents-aggregation/route';
import * as partnersRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/incident-partners/route';
import * as metricsRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/metrics/route';
import * as whitelistRoute from '@/app/(api)/v2/campaigns/[campaignId]/fraud/whitelisted-partners/route';
import * as violationsRoute from '@/app/(api)/v3/brand/participations/[participationId]/paid_search_violation/route';
import * as violationRoute from '@/app/(api)/v3/brand/participations/[participationId]/paid_search_violation/[paidSearchViolationId]/route';
import { getDb } from '@/lib/db/client';
import { conversions, fraudIncidents, participations, paymentHolds } from '@/lib/db/schema';
import { call } from '../support/harness';
import { attributionWorld, track } from '../support/attribution';
import { useQueue, waitForJob } from '../support/conversions';
import { referenceErrors } from '../support/reference-contract';
import { settleFraudChecks } from '../support/fraud';

/**
 * The 15 reference fraud operations (docs/fraud.md), each answer checked against the
 * reference's response schema (tests/fixtures/reference/fraud-*.json and paid-search-*.json,
 * api-evangelist/partnerize 1bf9968; adjustments and reasons in the fixtures), and what each
 * action does to sales, participations and holds.
 */

const ok = (name: string, res: { status: number; json: unknown }, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(referenceErrors(name, res.json)).toEqual([]);
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the harness types bodies as any
const v2Error = (res: { status: number; json: any }, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.error).toMatchObject({ code: String(status), message: expect.any(String) });
  expect(res.json.error.errors[0]).toMatchObject({ code, message: expect.any(String) });
};

async function world() {
  const w = await attributionWorld();
  const res = await call(vouchersRoute, `/campaign/${w.campaignId}/voucher_code`, {
    method: 'POST',
    auth: w.brandUser.auth,
    body: { voucher_codes: [{ voucher_code: 'PUBLIC10', publisher_id: w.a.partnerId }] },
    params: { campaign_id: w.campaignId },
  });
  expect(res.status).toBe(201);
  const base = `/v2/campaigns/${w.campaignId}/fraud`;
  const params = { campaignId: w.campaignId };
  return { ...w, base, params };
}

const bigSale = (campaignId: string, ref: string) =>
  track(`/conversion/campaign:${campaignId}/conversionref:${ref}/value:1000000/voucher:public10`);

async function incidentsOf(campaignId: string, count: number) {
  const db = await getDb();
  for (let i = 0; i < 150; i += 1) {
    const rows = await db
      .select()
      .from(fraudIncidents)
      .where(eq(fraudIncidents.campaignId, Number(campaignId)))
      .orderBy(fraudIncidents.id);
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`fewer than ${count} incidents within 30 s`);
}

describe('reference contract: fraud incidents', () => {
  useQueue();

  it('lists, pages, reads, aggregates and counts incidents in the reference shapes', async () => {
    const w = await world();
    expect((await bigSale(w.campaignId, 'BIG-1')).status).toBe(200);
    const [cv, vv] = await incidentsOf(w.campaignId, 2);
    expect([cv!.metric, vv!.metric].sort()).toEqual(['conversion_value', 'voucher_value']);
    const auth = w.brandUser.auth;
    const list = await call(listRoute, `${w.base}/incidents`, { auth, params: w.params });
    ok('fraud-incidents-list', list);
    expect(list.json.incidents).toHaveLength(2);
    expect(list.json.incidents[0]).toMatchObject({
      id: String(vv!.id),
      type: 'conversion',
      status: 'active',
      partner: { id: w.a.partnerId },
      data: { threshold: expect.any(Number), value: 1_000_000 },
    });
    const first = await call(listRoute, `${w.base}/incidents?limit=1`, { auth, params: w.params });
    ok('fraud-incidents-list', first);
    expect(first.json.incidents.map((i: { id: string }) => i.id)).toEqual([String(vv!.id)]);
    const next = new URL(`http://x/${first.json.hypermedia.pagination.next_page}`);
    const second = await call(listRoute, `${w.base}/incidents${next.search}`, {
      auth,
      params: w.params,
    });
    ok('fraud-incidents-list', second);
    expect(second.json.incidents.map((i: { id: string }) => i.id)).toEqual([String(cv!.id)]);
    expect(second.json.hypermedia.pagination).toEqual({
      previous_page: `v2/campaigns/${w.campaignId}/fraud/incidents?limit=1&cursor_id=${vv!.id}`,
      next_page: null,
    });
    const filtered = await call(
      listRoute,
      `${w.base}/incidents?metric=conversion_value&type=conversion&status=active`,
      { auth, params: w.params },
    );
    expect(filtered.json.incidents.map((i: { id: string }) => i.id)).toEqual([String(cv!.id)]);

    const one = await call(oneRoute, `${w.base}/incidents/${cv!.id}`, {
      auth,
      params: { ...w.params, incidentId: String(cv!.id) },
    });
    ok('fraud-incident', one);
    expect(one.json.incident.data).toMatchObject({
      conversion_reference: 'BIG-1',
      currency: 'GBP',
      conversion_items: [],
    });
    expect(Object.keys(one.json.hypermedia.links).sort()).toEqual([
      'pend-conversions',
      'reject-conversions',
      'reject-partner',
    ]);

    const today = new Date().toISOString().slice(0, 10);
    const aggregation = await call(
      aggregationRoute,
      `${w.base}/incidents-aggregation?start_date=${today}&end_date=${today}`,
      { auth, params: w.params },
    );
    ok('fraud-incidents-aggregation', aggregation);
    expect(aggregation.json.data).toEqual([
      expect.objectContaining({ conversion_value: 1, volume_clicks: 0 }),
    ]);
    const partners = await call(partnersRoute, `${w.base}/incident-partners`, {
      auth,
      params: w.params,
    });
    ok('fraud-incident-partners', partners);
    expect(partners.json['incident-partners']).toEqual([
      { partner_id: w.a.partnerId, partner_name: expect.any(String) },
    ]);
    const metrics = await call(metricsRoute, `${w.base}/metrics`, { auth, params: w.params });
    ok('fraud-metrics', metrics);
    expect(metrics.json.count).toBe(2);
    expect(metrics.json.metrics[0]).toMatchObject({
      id: 'conversion_value:conversion',
      count: 1,
      last_raised: today,
    });
  });

  it('refuses bad filters and strangers in the v2 error format', async () => {
    const w = await world();
    const auth = w.brandUser.auth;
    v2Error(
      await call(listRoute, `${w.base}/incidents?metric=ttc`, { auth, params: w.params }),
      400,
      'invalid_value',
    );
    const bad = await call(listRoute, `${w.base}/incidents?status=gone&limit=0`, {
      auth,
      params: w.params,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.errors.map((e: { property: string }) => e.property).sort()).toEqual([
      'limit',
      'status',
    ]);
    v2Error(
      await call(aggregationRoute, `${w.base}/incidents-aggregation?start_date=2026-02-30`, {
        auth,
        params: w.params,
      }),
      400,
      'invalid_property_format',
    );
    v2Error(
      await call(listRoute, `${w.base}/incidents`, { auth: w.a.auth, params: w.params }),
      403,
      'unauthorized',
    );
    v2Error(
      await call(oneRoute, `${w.base}/incidents/99999999`, {
        auth,
        params: { ...w.params, incidentId: '99999999' },
      }),
      404,
      'entity_not_found',
    );
  });

  it('pends, rejects, rejects the partner, releases the hold and deletes', async () => {
    const w = await world();
    expect((await bigSale(w.campaignId, 'BIG-2')).status).toBe(200);
    const [incident] = await incidentsOf(w.campaignId, 2);
    const auth = w.brandUser.auth;
    const at = (route: typeof rejectRoute, action: string) =>
      call(route, `${w.base}/incidents/${incident!.id}/${action}`, {
        method: 'POST',
        auth,
        params: { ...w.params, incidentId: String(incident!.id) },
      });
    const db = await getDb();
    const statusOfSale = async () =>
      (
        await db
          .select({ status: conversions.status, reason: conversions.reason })
          .from(conversions)
          .where(eq(conversions.id, incident!.evidence.conversionIds![0]!))
      )[0];

    const rejected = await at(rejectRoute, 'reject-conversions');
    expect(rejected.status).toBe(204);
    await waitForJob(auth, rejected.headers.get('location')!.split('/').pop()!);
    expect(await statusOfSale()).toEqual({
      status: 'rejected',
      reason: `Fraud incident ${incident!.id}`,
    });
    const pended = await at(pendRoute, 'pend-conversions');
    expect(pended.status).toBe(204);
    await waitForJob(auth, pended.headers.get('location')!.split('/').pop()!);
    expect((await statusOfSale())!.status).toBe('pending');

    expect((await at(rejectPartnerRoute, 'reject-partner')).status).toBe(204);
    const [p] = await db
      .select({ status: participations.status })
      .from(participations)
      .where(
        and(
          eq(participations.campaignId, Number(w.campaignId)),
          eq(participations.partnerId, Number(w.a.partnerId)),
        ),
      );
    expect(p!.status).toBe('r');
    v2Error(await at(rejectPartnerRoute, 'reject-partner'), 400, 'invalid_value');

    const release = (who: string, body: unknown) =>
      call(releaseRoute, `${w.base}/incidents/${incident!.id}/release-hold`, {
        method: 'POST',
        auth: who,
        body,
        params: { ...w.params, incidentId: String(incident!.id) },
      });
    v2Error(await release(auth, { reason: 'Checked' }), 403, 'unauthorized');
    expect((await release(w.net.auth, { reason: '  ' })).status).toBe(400);
    expect((await release(w.net.auth, { reason: 'Order confirmed by phone' })).status).toBe(204);
    const [hold] = await db
      .select()
      .from(paymentHolds)
      .where(eq(paymentHolds.id, incident!.holdId!));
    expect(hold).toMatchObject({ releaseReason: 'Order confirmed by phone' });
    expect(hold!.releasedAt).not.toBeNull();
    v2Error(await release(w.net.auth, { reason: 'Again' }), 404, 'entity_not_found');

    const del = () =>
      call(oneRoute, `${w.base}/incidents/${incident!.id}`, {
        method: 'DELETE',
        auth,
        params: { ...w.params, incidentId: String(incident!.id) },
      });
    expect((await del()).status).toBe(204);
    v2Error(await del(), 404, 'entity_not_found');
    const deleted = await call(listRoute, `${w.base}/incidents?status=deleted`, {
      auth,
      params: w.params,
    });
    ok('fraud-incidents-list', deleted);
    expect(deleted.json.incidents).toEqual([
      expect.objectContaining({ id: String(incident!.id), deleted_at: expect.any(String) }),
    ]);
  });
});

describe('reference contract: whitelisted partners', () => {
  it('whitelists, lists and removes; a whitelisted partner raises no incident', async () => {
    const w = await world();
    const auth = w.brandUser.auth;
    const add = (partnerId: string) =>
      call(whitelistRoute, `${w.base}/whitelisted-partners`, {
        method: 'POST',
        auth,
        body: { partner_id: partnerId },
        params: w.params,
      });
    ok('fraud-whitelist-partner', await add(w.a.partnerId));
    ok('fraud-whitelist-partner', await add(w.a.partnerId));
    v2Error(await add('99999999'), 404, 'entity_not_found');
    const list = await call(whitelistRoute, `${w.base}/whitelisted-partners`, {
      auth,
      params: w.params,
    });
    ok('fraud-whitelisted-partners', list);
    expect(list.json).toMatchObject({
      count: 1,
      'whitelisted-partners': [{ partner_id: w.a.partnerId }],
    });

    expect((await bigSale(w.campaignId, 'TRUSTED-1')).status).toBe(200);
    await settleFraudChecks(w.campaignId);
    const db = await getDb();
    const raised = await db
      .select()
      .from(fraudIncidents)
      .where(eq(fraudIncidents.campaignId, Number(w.campaignId)));
    expect(raised.filter((r) => r.partnerId === Number(w.a.partnerId))).toEqual([]);

    const remove = (query: string) =>
      call(whitelistRoute, `${w.base}/whitelisted-partners${query}`, {
        method: 'DELETE',
        auth,
        params: w.params,
      });
    v2Error(await remove(''), 400, 'required_property');
    expect((await remove(`?partner_id=${w.a.partnerId}`)).status).toBe(204);
    v2Error(await remove(`?partner_id=${w.a.partnerId}`), 404, 'entity_not_found');
  });
});

describe('reference contract: paid-search violations', () => {
  it('creates, lists and ends a window; refuses a window ending before it starts', async () => {
    const w = await world();
    const db = await getDb();
    const [p] = await db
      .select({ id: participations.id })
      .from(participations)
      .where(
        and(
          eq(participations.campaignId, Number(w.campaignId)),
          eq(participations.partnerId, Number(w.a.partnerId)),
        ),
      );
    const participationId = String(p!.id);
    // A client finds the id on the campaign's partner record (ours: participation_id).
    const record = await call(
      campaignPartnerRoute,
      `/campaign/${w.campaignId}/publisher/${w.a.partnerId}`,
      {
        auth: w.brandUser.auth,
        params: { campaign_id: w.campaignId, publisher_id: w.a.partnerId },
      },
    );
    expect(record.status, record.text).toBe(200);
    expect(record.json.publishers[0].publisher.participation_id).toBe(participationId);
    const path = `/v3/brand/participations/${participationId}/paid_search_violation`;
    const create = (body: unknown) =>
      call(violationsRoute, path, {
        method: 'POST',
        auth: w.brandUser.auth,
        body,
        params: { participationId },
      });
    const open = await create({});
    ok('paid-search-violation-create', open, 201);
    expect(open.json.data).toMatchObject({
      participation_id: participationId,
      end_date_time: null,
    });
    const closed = await create({
      start_date_time: '2026-01-01T00:00:00Z',
      end_date_time: '2026-01-31T00:00:00Z',
    });
    ok('paid-search-violation-create', closed, 201);
    const backwards = await create({
      start_date_time: '2026-02-01T00:00:00Z',
      end_date_time: '2026-01-01T00:00:00Z',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.errors[0]).toMatchObject({
      property: '[end_date_time]',
      message: expect.stringContaining('The end must be after the start'),
    });
    const unknown = await create({ reason: 'x' });
    expect(unknown.status).toBe(400);
    const list = await call(violationsRoute, path, {
      auth: w.brandUser.auth,
      params: { participationId },
    });
    ok('paid-search-violations-list', list);
    expect(list.json.data.map((v: { id: string }) => v.id)).toEqual([
      closed.json.data.id,
      open.json.data.id,
    ]);
    const end = await call(violationRoute, `${path}/${open.json.data.id}`, {
      method: 'DELETE',
      auth: w.brandUser.auth,
      params: { participationId, paidSearchViolationId: open.json.data.id },
    });
    expect(end.status).toBe(204);
    const after = await call(violationsRoute, path, {
      auth: w.brandUser.auth,
      params: { participationId },
    });
    expect(after.json.data[1].end_date_time).not.toBeNull();
    const stranger = await call(violationsRoute, path, {
      auth: w.a.auth,
      params: { participationId },
    });
    expect(stranger.status).toBe(403);
  });
});
