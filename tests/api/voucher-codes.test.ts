import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import * as vouchersRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/route';
import * as voucherRoute from '@/app/(api)/campaign/[campaign_id]/voucher_code/[voucher_code_id]/route';
import * as partnerVouchersRoute from '@/app/(api)/user/publisher/[publisher_id]/campaign/[status]/voucher/route';
import * as groupsRoute from '@/app/(api)/commission_group/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, voucherCodes, webhookEndpoints, webhookEvents } from '@/lib/db/schema';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/enums';
import { call, makeNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import { approvedPartner, uid } from '../support/campaigns';
import { record } from '../support/conversions';
import { attributionWorld } from '../support/attribution';

/** Voucher codes: uniqueness ignoring case, all-or-nothing bodies, roles, the partner's list, attribution. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies as JSON
type Json = any;

const properties = (res: { json: Json }) =>
  (res.json.error.errors ?? []).map((e: { property: string }) => e.property);

const write = (method: 'POST' | 'PUT', auth: string, campaignId: string, body: unknown) =>
  call(vouchersRoute, `/campaign/${campaignId}/voucher_code`, {
    method,
    auth,
    body,
    params: { campaign_id: campaignId },
  });

const list = (auth: string, campaignId: string, query = '') =>
  call(vouchersRoute, `/campaign/${campaignId}/voucher_code${query}`, {
    auth,
    params: { campaign_id: campaignId },
  });

const partnerList = (auth: string, partnerId: string, campaignId: string) =>
  call(partnerVouchersRoute, `/user/publisher/${partnerId}/campaign/${campaignId}/voucher`, {
    auth,
    params: { publisher_id: partnerId, status: campaignId },
  });

async function codesOf(campaignId: string) {
  const db = await getDb();
  const rows = await db
    .select({ code: voucherCodes.code })
    .from(voucherCodes)
    .where(eq(voucherCodes.campaignId, Number(campaignId)))
    .orderBy(asc(voucherCodes.id));
  return rows.map((r) => r.code);
}

describe('voucher codes', () => {
  it('are unique per campaign ignoring case, in the body and against stored codes; a bad body writes nothing', async () => {
    const w = await attributionWorld();
    const twice = await write('POST', w.brandUser.auth, w.campaignId, {
      voucher_codes: [{ voucher_code: 'Summer' }, { voucher_code: 'SUMMER' }],
    });
    expect(twice.status).toBe(400);
    expect(properties(twice)).toEqual(['voucher_codes[1].voucher_code']);
    expect(
      (await write('POST', w.brandUser.auth, w.campaignId, { voucher_code: 'Summer' })).status,
    ).toBe(201);
    const taken = await write('POST', w.brandUser.auth, w.campaignId, {
      voucher_codes: [{ voucher_code: 'WINTER' }, { voucher_code: 'summer' }],
    });
    expect(taken.status).toBe(400);
    expect(properties(taken)).toEqual(['voucher_codes[1].voucher_code']);
    // The same code in another campaign is fine.
    expect(
      (await write('POST', w.brandUser.auth, w.sibling.campaign_id, { voucher_code: 'summer' }))
        .status,
    ).toBe(201);
    expect(await codesOf(w.campaignId)).toEqual(['Summer']);
  });

  it('refuses foreign partners, groups of other campaigns, windows out of order and bad codes, naming each', async () => {
    const w = await attributionWorld();
    const other = await makeNetwork();
    const stranger = await approvedPartner(other);
    const group = await call(groupsRoute, '/commission_group', {
      method: 'POST',
      auth: w.net.auth,
      body: { commission_groups: [{ campaign_id: w.sibling.campaign_id, name: 'Elsewhere' }] },
    });
    const res = await write('POST', w.brandUser.auth, w.campaignId, {
      voucher_codes: [
        { voucher_code: 'OK-1' },
        { voucher_code: 'X-2', publisher_id: stranger.partnerId },
        {
          voucher_code: 'X-3',
          commission_groups: [group.json.commission_group.commission_group_id],
        },
        {
          voucher_code: 'X-4',
          start_date_time: '2024-02-01 00:00:00',
          end_date_time: '2024-01-01 00:00:00',
        },
        { voucher_code: 'has space' },
        { voucher_code: 'X-6', on_expiry: 'explode' },
      ],
    });
    expect(res.status).toBe(400);
    expect(properties(res).sort()).toEqual(
      ['voucher_codes[4].voucher_code', 'voucher_codes[5].on_expiry'].sort(),
    );
    const semantic = await write('POST', w.brandUser.auth, w.campaignId, {
      voucher_codes: [
        { voucher_code: 'OK-1' },
        { voucher_code: 'X-2', publisher_id: stranger.partnerId },
        {
          voucher_code: 'X-3',
          commission_groups: [group.json.commission_group.commission_group_id],
        },
        {
          voucher_code: 'X-4',
          start_date_time: '2024-02-01 00:00:00',
          end_date_time: '2024-01-01 00:00:00',
        },
      ],
    });
    expect(semantic.status).toBe(400);
    expect(properties(semantic).sort()).toEqual(
      [
        'voucher_codes[1].publisher_id',
        'voucher_codes[2].commission_groups[0]',
        'voucher_codes[3].end_date_time',
      ].sort(),
    );
    expect(await codesOf(w.campaignId)).toEqual([]);
  });

  it('PUT updates by id, all or nothing; an inactive code stops attributing', async () => {
    const w = await attributionWorld();
    const created = await write('POST', w.brandUser.auth, w.campaignId, {
      voucher_codes: [
        { voucher_code: 'ALPHA', publisher_id: w.a.partnerId },
        { voucher_code: 'BETA', publisher_id: w.b.partnerId },
      ],
    });
    const [alpha, beta] = created.json.voucher_codes.map(
      (c: Json) => c.voucher_code.voucher_code_id,
    );
    const other = await write('POST', w.brandUser.auth, w.sibling.campaign_id, {
      voucher_code: 'GAMMA',
    });
    const foreignId = other.json.voucher_code.voucher_code_id;
    const bad = await write('PUT', w.brandUser.auth, w.campaignId, {
      voucher_codes: [
        { voucher_code_id: alpha, description: 'changed' },
        { voucher_code_id: beta, voucher_code: 'alpha' },
        { voucher_code_id: foreignId, active: 'n' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(properties(bad).sort()).toEqual(
      ['voucher_codes[1].voucher_code', 'voucher_codes[2].voucher_code_id'].sort(),
    );
    const unchanged = await list(w.brandUser.auth, w.campaignId);
    expect(unchanged.json.voucher_codes.map((c: Json) => c.voucher_code.description)).toEqual([
      '',
      '',
    ]);
    const off = await write('PUT', w.brandUser.auth, w.campaignId, {
      voucher_codes: [
        { voucher_code: { voucher_code_id: alpha, active: 'n', voucher_code: 'Alpha' } },
      ],
    });
    expect(off.status).toBe(200);
    expect(off.json.voucher_code).toMatchObject({ voucher_code: 'Alpha', active: 'n' });
    const sale = await record(w.brandUser.auth, w.campaignId, {
      conversion_reference: 'INACTIVE-1',
      value: 10,
      voucher_code: 'alpha',
    });
    expect(sale.json.data).toMatchObject({ attribution: 'unattributed', publisher_id: null });
    const live = await record(w.brandUser.auth, w.campaignId, {
      conversion_reference: 'ACTIVE-1',
      value: 10,
      voucher_code: 'beta',
    });
    expect(live.json.data).toMatchObject({ attribution: 'voucher', publisher_id: w.b.partnerId });
    const filtered = await list(w.brandUser.auth, w.campaignId, `?publisher_id=${w.b.partnerId}`);
    expect(filtered.json.voucher_codes.map((c: Json) => c.voucher_code.voucher_code)).toEqual([
      'BETA',
    ]);
  });

  it('audits every write and emits voucher_code events', async () => {
    const w = await attributionWorld();
    const db = await getDb();
    await db.insert(webhookEndpoints).values({
      networkId: w.net.networkId,
      url: `https://receiver-${uid()}.example/hooks`,
      secret: `whsec-${uid()}`,
      eventTypes: [...WEBHOOK_EVENT_TYPES],
    });
    const created = await write('POST', w.brandUser.auth, w.campaignId, { voucher_code: 'AUD-1' });
    const id = created.json.voucher_code.voucher_code_id;
    await write('PUT', w.brandUser.auth, w.campaignId, {
      voucher_codes: [{ voucher_code_id: id, active: 'n' }],
    });
    // A PUT that changes nothing records nothing.
    await write('PUT', w.brandUser.auth, w.campaignId, {
      voucher_codes: [{ voucher_code_id: id, active: 'n' }],
    });
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'voucher_code'), eq(auditEvents.entityId, id)))
      .orderBy(asc(auditEvents.id));
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ['created', expect.objectContaining({ voucher_code: 'AUD-1', active: true })],
      ['updated', { active: false }],
    ]);
    const events = await db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.networkId, w.net.networkId))
      .orderBy(asc(webhookEvents.id));
    expect(
      events
        .filter((e) => e.type.startsWith('voucher_code.'))
        .map((e) => e.type)
        .sort(),
    ).toEqual(['voucher_code.created', 'voucher_code.updated']);
  });

  it('roles: staff and the granted brand user manage codes; partners, other brands and networks may not', async () => {
    const w = await attributionWorld();
    const body = { voucher_code: `R-${uid()}` };
    expect((await write('POST', w.net.auth, w.campaignId, body)).status).toBe(201);
    expect((await write('POST', w.a.auth, w.campaignId, { voucher_code: 'P-1' })).status).toBe(403);
    const ungranted = await makeBrandUser(w.net, []);
    expect(
      (await write('POST', ungranted.auth, w.campaignId, { voucher_code: 'U-1' })).status,
    ).toBe(403);
    expect((await list(ungranted.auth, w.campaignId)).status).toBe(403);
    const other = await makeNetwork();
    expect((await write('POST', other.auth, w.campaignId, { voucher_code: 'O-1' })).status).toBe(
      404,
    );
    expect((await list(other.auth, w.campaignId)).status).toBe(404);
    const [code] = (await list(w.net.auth, w.campaignId)).json.voucher_codes;
    const id = code.voucher_code.voucher_code_id;
    const one = (auth: string, campaignId: string) =>
      call(voucherRoute, `/campaign/${campaignId}/voucher_code/${id}`, {
        auth,
        params: { campaign_id: campaignId, voucher_code_id: id },
      });
    expect((await one(w.brandUser.auth, w.campaignId)).status).toBe(200);
    expect((await one(w.brandUser.auth, w.sibling.campaign_id)).status).toBe(404);
    expect((await one(other.auth, w.campaignId)).status).toBe(404);
    expect(await codesOf(w.campaignId)).toEqual([body.voucher_code]);
  });

  it("a partner reads the campaign's codes that credit it, no one else's", async () => {
    const w = await attributionWorld();
    await write('POST', w.brandUser.auth, w.campaignId, {
      voucher_codes: [
        { voucher_code: 'FOR-A', publisher_id: w.a.partnerId },
        { voucher_code: 'FOR-B', publisher_id: w.b.partnerId },
        { voucher_code: 'FOR-NOBODY' },
      ],
    });
    const mine = await partnerList(w.a.auth, w.a.partnerId, w.campaignId);
    expect(mine.status).toBe(200);
    expect(mine.json.voucher_codes.map((c: Json) => c.voucher_code.voucher_code)).toEqual([
      'FOR-A',
    ]);
    expect((await partnerList(w.b.auth, w.a.partnerId, w.campaignId)).status).toBe(403);
    expect((await partnerList(w.brandUser.auth, w.a.partnerId, w.campaignId)).status).toBe(200);
    expect((await partnerList(w.net.auth, w.b.partnerId, w.campaignId)).json.count).toBe(1);
    const ungranted = await makeBrandUser(w.net, []);
    expect((await partnerList(ungranted.auth, w.a.partnerId, w.campaignId)).status).toBe(403);
    expect((await partnerList(w.a.auth, w.a.partnerId, '999999999')).status).toBe(404);
    const other = await makeNetwork();
    expect((await partnerList(other.auth, w.a.partnerId, w.campaignId)).status).toBe(404);
  });
});
