import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as listRoute from '@/app/(api)/v3/network/[networkId]/audit-events/route';
import * as exportRoute from '@/app/(api)/v3/network/[networkId]/audit-events/export/route';
import * as usersRoute from '@/app/(api)/v3/network/[networkId]/users/route';
import { getDb } from '@/lib/db/client';
import { auditEvents, users } from '@/lib/db/schema';
import { recordChanges, type Change } from '@/lib/services/audit';
import { runInRequestContext } from '@/lib/request-context';
import { encodeAuditCursor } from '@/lib/schemas/audit';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartnerUser } from '../support/partners';
import { uid } from '../support/campaigns';

type Event = {
  id: string;
  created_at: string;
  actor: { id: string; user_name: string | null } | null;
  request_id: string | null;
  entity_type: string;
  entity_id: string;
  action: string;
  before: unknown;
  after: unknown;
};

const list = (
  net: TestNetwork,
  qs = '',
  auth: string | null = net.auth,
  networkId = net.networkId,
) =>
  call(listRoute, `/v3/network/${networkId}/audit-events${qs}`, {
    auth,
    params: { networkId: String(networkId) },
  });
const exportCsv = (
  net: TestNetwork,
  qs = '',
  auth: string | null = net.auth,
  networkId = net.networkId,
) =>
  call(exportRoute, `/v3/network/${networkId}/audit-events/export${qs}`, {
    auth,
    params: { networkId: String(networkId) },
  });

/** Follows next_page links from a first page; every page's items in order. */
async function walk(net: TestNetwork, qs: string): Promise<{ events: Event[]; pages: number }> {
  const events: Event[] = [];
  let pages = 0;
  let path: string | null = `/v3/network/${net.networkId}/audit-events${qs}`;
  while (path) {
    const res = await call(listRoute, path, {
      auth: net.auth,
      params: { networkId: String(net.networkId) },
    });
    expect(res.status).toBe(200);
    events.push(...res.json.data);
    pages += 1;
    path = res.json.hypermedia.pagination.next_page;
    expect(pages).toBeLessThan(100);
  }
  return { events, pages };
}

/** Writes audit rows as the writer does, in one transaction, optionally inside a request. */
async function record(
  net: TestNetwork,
  userId: number | null,
  changes: Change[],
  requestId?: string,
) {
  const db = await getDb();
  const write = () =>
    db.transaction((tx) => recordChanges(tx, { networkId: net.networkId, userId }, changes));
  await (requestId ? runInRequestContext({ requestId }, write) : write());
}

/** Sets created_at of this network's rows of one entity and action, so time filters have something to find. */
async function backdate(
  net: TestNetwork,
  entityType: string,
  entityId: string,
  action: string,
  at: string,
) {
  const db = await getDb();
  await db
    .update(auditEvents)
    .set({ createdAt: new Date(at) })
    .where(
      and(
        eq(auditEvents.networkId, net.networkId),
        eq(auditEvents.entityType, entityType),
        eq(auditEvents.entityId, entityId),
        eq(auditEvents.action, action),
      ),
    );
}

async function userName(userId: number): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ name: users.userName }).from(users).where(eq(users.id, userId));
  return row!.name;
}

/** A tiny RFC 4180 reader: enough to check the export's quoting round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

describe('GET /v3/network/{networkId}/audit-events', () => {
  it('lists the events an operation wrote, newest first, with the actor by name', async () => {
    const net = await makeNetwork();
    const created = await call(usersRoute, `/v3/network/${net.networkId}/users`, {
      method: 'POST',
      auth: net.auth,
      body: { user_name: `audited-${uid()}`, email: `${uid()}@audit.test`, role: 'brand' },
      params: { networkId: String(net.networkId) },
    });
    expect(created.status).toBe(201);
    const userId = created.json.data.user_id as string;
    const res = await list(net, `?entity_type=user&entity_id=${userId}`);
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThanOrEqual(1);
    for (const event of res.json.data as Event[]) {
      expect(event).toMatchObject({
        entity_type: 'user',
        entity_id: userId,
        actor: { id: String(net.userId), user_name: await userName(net.userId) },
      });
      expect(event.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    }
    expect(res.json.data.map((e: Event) => e.action)).toContain('created');
  });

  it('filters by entity, actor (a user or system), action and time, and carries request id, before and after', async () => {
    const net = await makeNetwork();
    const other = await makeBrandUser(net);
    const type = `widget_${uid()}`.toLowerCase();
    await record(
      net,
      net.userId,
      [
        {
          entityType: type,
          entityId: 1,
          action: 'created',
          after: { name: 'One', api_key: 'sekrit' },
        },
      ],
      'req-one',
    );
    await record(net, other.userId, [
      { entityType: type, entityId: 2, action: 'created', after: { name: 'Two' } },
    ]);
    await record(net, null, [
      {
        entityType: type,
        entityId: 1,
        action: 'updated',
        before: { name: 'One' },
        after: { name: 'Uno' },
      },
    ]);
    await backdate(net, type, '1', 'created', '2024-03-10T12:00:00Z');
    await backdate(net, type, '2', 'created', '2024-03-12T08:30:15Z');

    const all = await list(net, `?entity_type=${type}`);
    expect(all.status).toBe(200);
    expect(all.json.data).toHaveLength(3);
    const ids = all.json.data.map((e: Event) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = all.json.data.find((e: Event) => e.request_id === 'req-one') as Event;
    expect(first).toMatchObject({
      entity_id: '1',
      action: 'created',
      before: null,
      after: { name: 'One', api_key: '[redacted]' },
      actor: { id: String(net.userId) },
    });

    const one = await list(net, `?entity_type=${type}&entity_id=1`);
    expect(one.json.data.map((e: Event) => e.action)).toEqual(['updated', 'created']);
    expect(one.json.data[0]).toMatchObject({
      actor: null,
      request_id: null,
      before: { name: 'One' },
      after: { name: 'Uno' },
    });

    const byUser = await list(net, `?entity_type=${type}&actor=${other.userId}`);
    expect(byUser.json.data.map((e: Event) => e.entity_id)).toEqual(['2']);
    expect(byUser.json.data[0].actor).toEqual({
      id: String(other.userId),
      user_name: await userName(other.userId),
    });
    const bySystem = await list(net, `?entity_type=${type}&actor=system`);
    expect(bySystem.json.data.map((e: Event) => e.action)).toEqual(['updated']);
    expect((await list(net, `?entity_type=${type}&action=updated`)).json.data).toHaveLength(1);

    // from is inclusive; to is inclusive at the precision given (a date: that whole day).
    const march = await list(net, `?entity_type=${type}&from=2024-03-01&to=2024-03-31`);
    expect(march.json.data.map((e: Event) => e.entity_id).sort()).toEqual(['1', '2']);
    const day = await list(net, `?entity_type=${type}&from=2024-03-12&to=2024-03-12`);
    expect(day.json.data.map((e: Event) => e.entity_id)).toEqual(['2']);
    const second = await list(
      net,
      `?entity_type=${type}&to=${encodeURIComponent('2024-03-12T09:30:15+01:00')}`,
    );
    expect(second.json.data.map((e: Event) => e.entity_id).sort()).toEqual(['1', '2']);
    const before = await list(net, `?entity_type=${type}&to=2024-03-12T08:30:14Z`);
    expect(before.json.data.map((e: Event) => e.entity_id)).toEqual(['1']);
    const since = await list(net, `?entity_type=${type}&from=2024-03-11T00:00:00Z`);
    expect(since.json.data.map((e: Event) => e.entity_id).sort()).toEqual(['1', '2']);
    expect(since.json.data.find((e: Event) => e.entity_id === '1').action).toBe('updated');
    expect((await list(net, `?entity_type=${type}&entity_id=nope`)).json.data).toEqual([]);
  });

  it('walks every row exactly once, in order, page by page through next_page', async () => {
    const net = await makeNetwork();
    const type = `page_${uid()}`.toLowerCase();
    const changes: Change[] = Array.from({ length: 23 }, (_, i) => ({
      entityType: type,
      entityId: i + 1,
      action: 'created',
      after: { n: i + 1 },
    }));
    await record(net, net.userId, changes);
    const { events, pages } = await walk(net, `?entity_type=${type}&limit=5`);
    expect(pages).toBe(5);
    expect(events.map((e) => e.entity_id)).toEqual(
      Array.from({ length: 23 }, (_, i) => String(23 - i)),
    );
    expect(new Set(events.map((e) => e.id)).size).toBe(23);

    const firstPage = await list(net, `?entity_type=${type}&limit=5`);
    const pagination = firstPage.json.hypermedia.pagination;
    expect(pagination).toMatchObject({ limit: 5, next_cursor: expect.any(String) });
    expect(pagination.first_page).toBe(
      `/v3/network/${net.networkId}/audit-events?entity_type=${type}&limit=5`,
    );
    expect(pagination.next_page).toContain(`cursor=${pagination.next_cursor}`);
    expect(pagination.next_page).toContain(`entity_type=${type}`);
    // Rows written during a walk do not shift its pages.
    await record(net, net.userId, [{ entityType: type, entityId: 99, action: 'created' }]);
    const second = await call(listRoute, pagination.next_page, {
      auth: net.auth,
      params: { networkId: String(net.networkId) },
    });
    expect(second.json.data.map((e: Event) => e.entity_id)).toEqual(['18', '17', '16', '15', '14']);

    const exact = await list(net, `?entity_type=${type}&limit=24`);
    expect(exact.json.data).toHaveLength(24);
    expect(exact.json.hypermedia.pagination).toMatchObject({ next_page: null, next_cursor: null });
    expect((await list(net, `?entity_type=${type}`)).json.hypermedia.pagination.limit).toBe(50);
  });

  it('refuses bad filters, cursors and limits with a 400 naming the field', async () => {
    const net = await makeNetwork();
    const cases: [string, string][] = [
      ['?cursor=garbage!', '[cursor]'],
      [`?cursor=${Buffer.from('ae1:12x').toString('base64url')}`, '[cursor]'],
      ['?cursor=12', '[cursor]'],
      ['?from=yesterday', '[from]'],
      ['?from=2024-02-30', '[from]'],
      ['?to=2024-01-01T10:00:00', '[to]'],
      ['?from=2024-03-02&to=2024-03-01', '[to]'],
      ['?actor=someone', '[actor]'],
      ['?actor=0', '[actor]'],
      ['?entity_type=Bad%20Type', '[entity_type]'],
      ['?entity_id=%00', '[entity_id]'],
      ['?limit=0', '[limit]'],
      ['?limit=501', '[limit]'],
      ['?limit=ten', '[limit]'],
    ];
    for (const [qs, property] of cases) {
      const res = await list(net, qs);
      expect(res.status, qs).toBe(400);
      expect(res.json.error.code).toBe('400');
      expect(res.json.error.errors[0], qs).toMatchObject({
        property,
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    const badExport = await exportCsv(net, '?to=last-week');
    expect(badExport.status).toBe(400);
    expect(badExport.json.error.errors[0].property).toBe('[to]');
    // A well-formed cursor past every row is simply the end.
    const past = await list(net, `?cursor=${encodeAuditCursor(1)}`);
    expect(past.status).toBe(200);
    expect(past.json.data).toEqual([]);
  });

  it('is for network staff of the network only', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const type = `secret_${uid()}`.toLowerCase();
    await record(other, other.userId, [
      { entityType: type, entityId: 1, action: 'created', after: { marker: type } },
    ]);
    const own = await list(net, `?entity_type=${type}`);
    expect(own.status).toBe(200);
    expect(own.json.data).toEqual([]);
    expect((await list(net, '', (await makeBrandUser(net)).auth)).status).toBe(403);
    const partner = await makePartnerUser(net);
    expect((await list(net, '', partner.auth)).status).toBe(403);
    expect((await exportCsv(net, '', partner.auth)).status).toBe(403);
    const foreign = await list(net, '', net.auth, other.networkId);
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain(type);
    const foreignExport = await exportCsv(net, '', net.auth, other.networkId);
    expect(foreignExport.status).toBe(404);
    expect(foreignExport.text).not.toContain(type);
    expect((await list(net, '', null)).status).toBe(401);
  });
});

describe('GET /v3/network/{networkId}/audit-events/export', () => {
  it('streams the filtered rows as CSV, newest first, with JSON before/after and proper quoting', async () => {
    const net = await makeNetwork();
    const type = `csv_${uid()}`.toLowerCase();
    const tricky = { note: 'He said "hi", then\nleft', formula: '=1+1' };
    await record(
      net,
      net.userId,
      [{ entityType: type, entityId: 1, action: 'created', after: tricky }],
      'req, "csv"\nline',
    );
    await record(net, null, [
      { entityType: type, entityId: 2, action: 'deleted', before: { name: 'Gone, finally' } },
    ]);
    await record(net, net.userId, [
      { entityType: `${type}_other`, entityId: 3, action: 'created' },
    ]);

    const res = await exportCsv(net, `?entity_type=${type}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(
        `^attachment; filename="audit-events-${net.networkId}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`,
      ),
    );
    expect(res.text).toContain('"{""note"":""He said \\""hi\\"", then\\nleft""');
    expect(res.text).toContain('"req, ""csv""\nline"');
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([
      'id',
      'created_at',
      'actor_id',
      'actor_user_name',
      'request_id',
      'entity_type',
      'entity_id',
      'action',
      'before',
      'after',
    ]);
    expect(rows).toHaveLength(3);
    const [deleted, created] = [rows[1]!, rows[2]!];
    expect(deleted.slice(2, 10)).toEqual([
      '',
      'system',
      '',
      type,
      '2',
      'deleted',
      '{"name":"Gone, finally"}',
      '',
    ]);
    expect(created.slice(2, 9)).toEqual([
      String(net.userId),
      await userName(net.userId),
      'req, "csv"\nline',
      type,
      '1',
      'created',
      '',
    ]);
    expect(JSON.parse(created[9]!)).toEqual(tricky);
    expect(Number(deleted[0])).toBeGreaterThan(Number(created[0]));

    const onlyOne = parseCsv((await exportCsv(net, `?entity_type=${type}&actor=system`)).text);
    expect(onlyOne.map((r) => r[6])).toEqual(['entity_id', '2']);
    const none = await exportCsv(net, `?entity_type=${type}&from=2999-01-01`);
    expect(none.status).toBe(200);
    expect(parseCsv(none.text)).toHaveLength(1);
  });

  it('pages through large exports by id without repeating or dropping rows', async () => {
    const net = await makeNetwork();
    const type = `bulk_${uid()}`.toLowerCase();
    await record(
      net,
      net.userId,
      Array.from({ length: 2105 }, (_, i) => ({
        entityType: type,
        entityId: i + 1,
        action: 'created',
      })),
    );
    const rows = parseCsv((await exportCsv(net, `?entity_type=${type}`)).text).slice(1);
    expect(rows).toHaveLength(2105);
    expect(rows.map((r) => Number(r[6]))).toEqual(Array.from({ length: 2105 }, (_, i) => 2105 - i));
  });
});
