import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/app/(api)/v2/communications/route';
import * as sendRoute from '@/app/(api)/v2/communications/[id]/send/route';
import * as summaryRoute from '@/app/(api)/v2/communications/summary/route';
import * as countRoute from '@/app/(api)/v2/communications/[id]/recipient-count/route';
import * as unsubscribeRoute from '@/app/(mail)/unsubscribe/[token]/route';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { communicationRecipients, communications, jobs } from '@/lib/db/schema';
import { runCommunicationDelivery } from '@/lib/services/communications';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser } from '../support/partners';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/**
 * Delivery of communications through a real SMTP server: a segment of a few hundred partners,
 * each gets exactly one message; an unsubscribed partner gets none of the next one; a worker that
 * died between claiming and recording leaves uncertain rows that are never sent twice; the
 * summary counts what the server received.
 */

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  overrideConfigForTests({ SMTP_URL: sink.url });
});
afterAll(async () => {
  resetConfigForTests('SMTP_URL');
  await sink.close();
});

interface BulkPartner {
  id: number;
  email: string;
  status: string;
  country: string;
}

/** 360 partners: every 50th pending (not approved), every 3rd in DE, the rest GB. */
async function bulkPartners(net: TestNetwork): Promise<BulkPartner[]> {
  const db = await getDb();
  const tag = randomUUID().slice(0, 8);
  const result = await db.execute(sql`
    insert into partners (network_id, account_name, contact_name, contact_email, network_status,
      promotional_method, signup_ip, vertical, operating_country)
    select ${net.networkId}, 'bulk-' || ${tag} || '-' || g, 'Contact ' || g,
      'p' || g || '-' || ${tag} || '@bulk.test', case when g % 50 = 0 then 'p' else 'a' end,
      2, '203.0.113.1', 2, case when g % 3 = 0 then 'DE' else 'GB' end
    from generate_series(1, 360) g
    returning id, contact_email, network_status, operating_country`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: Number(r.id),
    email: String(r.contact_email),
    status: String(r.network_status),
    country: String(r.operating_country),
  }));
}

async function collectionOf(net: TestNetwork, members: BulkPartner[]): Promise<number> {
  const db = await getDb();
  const result = await db.execute(
    sql`insert into partner_collections (network_id, name) values (${net.networkId}, 'Top') returning id`,
  );
  const id = Number((result as unknown as { rows: { id: unknown }[] }).rows[0]!.id);
  await db.execute(sql`insert into partner_collection_members (collection_id, partner_id)
    select ${id}, unnest(${`{${members.map((m) => m.id).join(',')}}`}::bigint[])`);
  return id;
}

/** Creates and sends a communication immediately, then works its delivery job to the end. */
async function sendNow(
  net: TestNetwork,
  body: Record<string, unknown>,
  beforeRun?: (id: number) => Promise<void>,
) {
  const created = await call(listRoute, '/v2/communications', {
    method: 'POST',
    auth: net.auth,
    body,
  });
  expect(created.status, created.text).toBe(201);
  const id = created.json.communication.id as string;
  const sent = await call(sendRoute, `/v2/communications/${id}/send`, {
    method: 'POST',
    auth: net.auth,
    params: { id },
    body: { send_date: 'immediately' },
  });
  expect(sent.status, sent.text).toBe(204);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(communications)
    .where(eq(communications.id, Number(id)));
  await beforeRun?.(Number(id));
  let result;
  do result = await runCommunicationDelivery(db, row!.jobId!, { budgetMs: 60_000 }, 60_000);
  while (!result.finished);
  return { id: Number(id), jobId: row!.jobId! };
}

const messagesOf = (communicationId: number) =>
  sink.messages.filter((m) => m.messageId?.startsWith(`<communication-${communicationId}-`));

function countByAddress(messages: ParsedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of messages)
    for (const to of [m.to ?? []].flat())
      for (const a of to.value) counts.set(a.address!, (counts.get(a.address!) ?? 0) + 1);
  return counts;
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');

async function summaryOf(net: TestNetwork, id: number) {
  const res = await call(summaryRoute, '/v2/communications/summary', { auth: net.auth });
  expect(res.status).toBe(200);
  return res.json.summary.find(
    (s: { communication_id: string }) => s.communication_id === String(id),
  );
}

describe('communication delivery through SMTP', () => {
  it('reaches each partner of a segment exactly once, honours an unsubscribe, and counts what the server received', async () => {
    const net = await makeNetwork();
    const partners = await bulkPartners(net);
    const collection = await collectionOf(net, partners.slice(0, 240));
    const named = partners.slice(300, 305);
    const segment = {
      publisher_ids: named.map((p) => String(p.id)),
      recipient_segments: { collection_ids: [String(collection)], countries: ['DE'] },
    };
    const inSegment = (p: BulkPartner, i: number) =>
      i < 240 || p.country === 'DE' || named.some((n) => n.id === p.id);
    const expected = new Set(
      partners.filter((p, i) => p.status === 'a' && inSegment(p, i)).map((p) => p.email),
    );
    expect(expected.size).toBeGreaterThan(250);

    const first = await sendNow(net, {
      name: 'First',
      subject: 'Hello [contact_name,fallback=partner]',
      html: '<p>News for [company_name,fallback=you]</p>',
      ...segment,
    });
    const received = countByAddress(messagesOf(first.id));
    expect(new Set(received.keys())).toEqual(expected);
    expect([...received.values()].every((n) => n === 1)).toBe(true);

    const sample = messagesOf(first.id)[0]!;
    expect(sample.subject).toMatch(/^Hello Contact \d+$/);
    expect(sample.text).toContain('News for you');
    expect(header(sample, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(header(sample, 'List-Unsubscribe') ?? '')?.[1];
    expect(link).toMatch(/\/unsubscribe\/[0-9a-f-]{36}$/);

    // A second run of the same job (a redelivery) sends nothing more.
    const db = await getDb();
    const again = await runCommunicationDelivery(db, first.jobId);
    expect(again).toEqual({ finished: true, processed: 0 });
    expect(messagesOf(first.id)).toHaveLength(expected.size);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, first.jobId));
    expect(job).toMatchObject({ status: 'complete', itemSuccessCount: expected.size });

    // One click on the link, as a mail client sends it (RFC 8058).
    const token = link!.split('/').pop()!;
    const unsubscribed = await unsubscribeRoute.POST(
      new Request(link!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      { params: Promise.resolve({ token }) },
    );
    expect(unsubscribed.status).toBe(200);
    const bogus = await unsubscribeRoute.POST(
      new Request('http://localhost/unsubscribe/x', { method: 'POST' }),
      {
        params: Promise.resolve({ token: randomUUID() }),
      },
    );
    expect(bogus.status).toBe(404);
    const leaver = [sample.to ?? []].flat()[0]!.value[0]!.address!;

    const second = await sendNow(net, {
      name: 'Second',
      subject: 'Again',
      html: '<p>More</p>',
      ...segment,
    });
    const secondReceived = countByAddress(messagesOf(second.id));
    expect(secondReceived.has(leaver)).toBe(false);
    expect(new Set(secondReceived.keys())).toEqual(
      new Set([...expected].filter((e) => e !== leaver)),
    );
    expect([...secondReceived.values()].every((n) => n === 1)).toBe(true);

    const firstSummary = await summaryOf(net, first.id);
    expect(firstSummary).toMatchObject({ sent: messagesOf(first.id).length, unsubscribes: 1 });
    const secondSummary = await summaryOf(net, second.id);
    expect(secondSummary).toMatchObject({ sent: messagesOf(second.id).length, unsubscribes: 0 });
  });

  it('sends what a dead worker had only claimed, and never resends what it was sending', async () => {
    const net = await makeNetwork();
    const partners = await bulkPartners(net);
    const db = await getDb();
    let abandoned: number[] = [];
    const { id } = await sendNow(
      net,
      {
        name: 'Crash',
        subject: 'S',
        html: '<p>x</p>',
        recipient_segments: { all_approved_partners: true },
      },
      async (communicationId) => {
        // What a worker killed mid-batch leaves, an hour ago: rows claimed but not yet handed
        // to SMTP (safe to send), and rows in the SMTP call (fate unknown).
        const claimed = await db.execute(sql`
          update communication_recipients set status = 'claimed', attempts = 1,
            claimed_at = now() - interval '1 hour'
          where id in (select id from communication_recipients
            where communication_id = ${communicationId} order by id limit 20)
          returning id`);
        expect((claimed as unknown as { rows: unknown[] }).rows).toHaveLength(20);
        const result = await db.execute(sql`
          update communication_recipients set status = 'sending'
          where id in (select id from communication_recipients
            where communication_id = ${communicationId} order by id limit 7)
          returning id`);
        abandoned = (result as unknown as { rows: { id: unknown }[] }).rows.map((r) =>
          Number(r.id),
        );
      },
    );
    const approved = partners.filter((p) => p.status === 'a').length;
    const received = countByAddress(messagesOf(id));
    expect(received.size).toBe(approved - abandoned.length);
    expect([...received.values()].every((n) => n === 1)).toBe(true);
    const rows = await db
      .select({ id: communicationRecipients.id, status: communicationRecipients.status })
      .from(communicationRecipients)
      .where(eq(communicationRecipients.communicationId, id));
    expect(
      rows
        .filter((r) => r.status === 'uncertain')
        .map((r) => r.id)
        .sort(),
    ).toEqual(abandoned.sort());
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(received.size);
    expect((await summaryOf(net, id)).sent).toBe(messagesOf(id).length);
  });

  it('counts before the send the partners it then reaches, for staff only', async () => {
    const net = await makeNetwork();
    const partners = await bulkPartners(net);
    const body = {
      name: 'Counted',
      subject: 'S',
      html: '<p>x</p>',
      publisher_ids: [String(partners[0]!.id)],
      recipient_segments: { countries: ['DE'] },
    };
    const created = await call(listRoute, '/v2/communications', {
      method: 'POST',
      auth: net.auth,
      body,
    });
    const id = created.json.communication.id as string;
    const counted = await call(countRoute, `/v2/communications/${id}/recipient-count`, {
      auth: net.auth,
      params: { id },
    });
    expect(counted.status, counted.text).toBe(200);
    const expected = partners.filter(
      (p, i) => p.status === 'a' && (i === 0 || p.country === 'DE'),
    ).length;
    expect(counted.json.count).toBe(expected);
    const brandUser = await makeBrandUser(net);
    const refused = await call(countRoute, `/v2/communications/${id}/recipient-count`, {
      auth: brandUser.auth,
      params: { id },
    });
    expect(refused.status).toBe(403);

    const sent = await sendNow(net, body);
    expect(messagesOf(sent.id)).toHaveLength(expected);
  });
});
