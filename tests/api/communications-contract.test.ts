import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/app/(api)/v2/communications/route';
import * as oneRoute from '@/app/(api)/v2/communications/[id]/route';
import * as contentRoute from '@/app/(api)/v2/communications/[id]/content/route';
import * as sendRoute from '@/app/(api)/v2/communications/[id]/send/route';
import * as cancelRoute from '@/app/(api)/v2/communications/[id]/cancel/route';
import * as previewRoute from '@/app/(api)/v2/communications/send-preview/route';
import * as summaryRoute from '@/app/(api)/v2/communications/summary/route';
import * as placeholdersRoute from '@/app/(api)/v2/communication-placeholders/route';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import { referenceErrors } from '../support/reference-contract';
import { call, makeNetwork, type TestNetwork } from '../support/harness';
import { makeBrandUser, makePartner, makePartnerUser } from '../support/partners';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/**
 * Contract tests of the communications operations (Partnerize communications and placeholders
 * APIs, v2): each answer validates against the reference's response schema
 * (tests/fixtures/reference/communication*.json), and each refusal is the v2 error a user sees.
 */

const ok = (name: string, res: { status: number; json: unknown }, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(referenceErrors(name, res.json)).toEqual([]);
};

const fieldOf = (res: { json: { error: { errors: { property: string }[] } } }) =>
  res.json.error.errors.map((e) => e.property);

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  overrideConfigForTests({ SMTP_URL: sink.url });
});
afterAll(async () => {
  resetConfigForTests('SMTP_URL');
  await sink.close();
});

async function draft(net: TestNetwork, body: Record<string, unknown>) {
  return call(listRoute, '/v2/communications', { method: 'POST', auth: net.auth, body });
}

describe('reference contract: communications', () => {
  it('creates, reads, lists, updates, fills and deletes a draft', async () => {
    const net = await makeNetwork();
    const partner = await makePartner(net);
    const created = await draft(net, {
      name: 'Spring promotion',
      subject: 'Hello [contact_name,fallback=there]',
      from_name: "Joy O'Happy",
      reply_to_email: 'team@network.test',
      html: '<p>Double commission <script>alert(1)</script>this week</p>',
      publisher_ids: [partner.publisher_id],
      recipient_segments: { countries: ['gb'] },
    });
    ok('communication-create', created, 201);
    const c = created.json.communication;
    expect(c).toMatchObject({
      status: 'draft',
      publisher_ids: [partner.publisher_id],
      recipient_segments: { countries: ['GB'] },
      send_date: null,
    });
    expect(created.json.hypermedia.links.content).toBe(`/v2/communications/${c.id}/content`);
    const params = { id: c.id };

    const content = await call(contentRoute, `/v2/communications/${c.id}/content`, {
      auth: net.auth,
      params,
    });
    ok('communication-content', content);
    expect(content.json.html).toBe('<p>Double commission this week</p>');

    const put = await call(contentRoute, `/v2/communications/${c.id}/content`, {
      method: 'PUT',
      auth: net.auth,
      params,
      body: { html: '<h1>New</h1><p>text</p>', unlayer_json: '{}' },
    });
    expect(put.status).toBe(204);

    const updated = await call(oneRoute, `/v2/communications/${c.id}`, {
      method: 'PUT',
      auth: net.auth,
      params,
      body: { subject: 'Changed' },
    });
    ok('communication', updated, 201);
    expect(updated.json.communication).toMatchObject({
      subject: 'Changed',
      name: 'Spring promotion',
    });

    ok(
      'communication',
      await call(oneRoute, `/v2/communications/${c.id}`, { auth: net.auth, params }),
    );
    const list = await call(listRoute, '/v2/communications?status=draft', { auth: net.auth });
    ok('communication-list', list);
    expect(list.json.communications.map((x: { id: string }) => x.id)).toEqual([c.id]);
    const sent = await call(listRoute, '/v2/communications?status=sent', { auth: net.auth });
    expect(sent.json.communications).toEqual([]);

    const deleted = await call(oneRoute, `/v2/communications/${c.id}`, {
      method: 'DELETE',
      auth: net.auth,
      params,
    });
    expect(deleted.status).toBe(204);
    const gone = await call(oneRoute, `/v2/communications/${c.id}`, { auth: net.auth, params });
    expect(gone.status).toBe(404);
    expect(gone.json.error.code).toBe('404');
  });

  it('schedules at least 15 minutes ahead in a timezone, cancels back to draft, and refuses sooner or malformed times', async () => {
    const net = await makeNetwork();
    const partner = await makePartner(net);
    const created = await draft(net, {
      name: 'Later',
      subject: 'S',
      html: '<p>x</p>',
      publisher_ids: [partner.publisher_id],
    });
    const id = created.json.communication.id as string;
    const params = { id };
    const send = (body: unknown) =>
      call(sendRoute, `/v2/communications/${id}/send`, {
        method: 'POST',
        auth: net.auth,
        params,
        body,
      });

    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    const tooSoon = await send({ send_date: soon });
    expect(tooSoon.status).toBe(400);
    expect(fieldOf(tooSoon)).toEqual(['send_date']);
    const nonsense = await send({ send_date: 'next tuesday' });
    expect(nonsense.status).toBe(400);
    expect(fieldOf(nonsense)).toEqual(['send_date']);
    const badZone = await send({ send_date: '2031-06-17 12:34:56', timezone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    expect(fieldOf(badZone)).toEqual(['timezone']);

    expect(
      (await send({ send_date: '2031-06-17 12:34:56', timezone: 'Europe/London' })).status,
    ).toBe(204);
    const scheduled = await call(oneRoute, `/v2/communications/${id}`, { auth: net.auth, params });
    ok('communication', scheduled);
    // 12:34:56 in London in June (BST) is 11:34:56 UTC.
    expect(scheduled.json.communication).toMatchObject({
      status: 'scheduled',
      send_date: '2031-06-17T11:34:56+00:00',
      timezone: 'Europe/London',
    });
    const edit = await call(oneRoute, `/v2/communications/${id}`, {
      method: 'PUT',
      auth: net.auth,
      params,
      body: { subject: 'too late' },
    });
    expect(edit.status).toBe(400);

    const cancel = () =>
      call(cancelRoute, `/v2/communications/${id}/cancel`, {
        method: 'DELETE',
        auth: net.auth,
        params,
      });
    expect((await cancel()).status).toBe(204);
    const back = await call(oneRoute, `/v2/communications/${id}`, { auth: net.auth, params });
    expect(back.json.communication).toMatchObject({ status: 'draft', send_date: null });
    const again = await cancel();
    expect(again.status).toBe(400);
    expect(fieldOf(again)).toEqual(['status']);
  });

  it('refuses a send without subject, content or recipients, naming each field', async () => {
    const net = await makeNetwork();
    const created = await draft(net, { name: 'Empty' });
    const id = created.json.communication.id as string;
    const res = await call(sendRoute, `/v2/communications/${id}/send`, {
      method: 'POST',
      auth: net.auth,
      params: { id },
      body: { send_date: 'immediately' },
    });
    expect(res.status).toBe(400);
    expect(fieldOf(res).sort()).toEqual(['html', 'publisher_ids', 'subject']);
  });

  it('refuses e-mail recipients, partners of another network and unknown fields', async () => {
    const net = await makeNetwork();
    const other = await makeNetwork();
    const stranger = await makePartner(other);
    const emails = await draft(net, { recipients: ['a@example.com'] });
    expect(emails.status).toBe(400);
    expect(fieldOf(emails)).toEqual(['recipients']);
    const foreign = await draft(net, { publisher_ids: [stranger.publisher_id] });
    expect(foreign.status).toBe(400);
    expect(fieldOf(foreign)).toEqual(['publisher_ids[0]']);
    const extra = await draft(net, { colour: 'blue' });
    expect(extra.status).toBe(400);
  });

  it('is for network staff: brand and partner users are refused, another network sees nothing', async () => {
    const net = await makeNetwork();
    const brandUser = await makeBrandUser(net);
    const partnerUser = await makePartnerUser(net);
    for (const auth of [brandUser.auth, partnerUser.auth]) {
      const res = await call(listRoute, '/v2/communications', { auth });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('403');
    }
    const created = await draft(net, { name: 'Mine' });
    const id = created.json.communication.id as string;
    const other = await makeNetwork();
    const res = await call(oneRoute, `/v2/communications/${id}`, {
      auth: other.auth,
      params: { id },
    });
    expect(res.status).toBe(404);
  });

  it('sends a preview through SMTP and lists the placeholders', async () => {
    const net = await makeNetwork();
    const to = `preview-${Date.now()}@example.test`;
    const res = await call(previewRoute, '/v2/communications/send-preview', {
      method: 'POST',
      auth: net.auth,
      body: { html: '<p>Hi [contact_name,fallback=friend]</p>', recipients: [to] },
    });
    expect(res.status).toBe(204);
    const [mail] = sink.to(to);
    expect(mail?.html).toContain('Hi friend');
    expect(mail?.text).toContain('Hi friend');
    const bad = await call(previewRoute, '/v2/communications/send-preview', {
      method: 'POST',
      auth: net.auth,
      body: { html: '<p>x</p>', recipients: ['not an address'] },
    });
    expect(bad.status).toBe(400);

    const placeholders = await call(placeholdersRoute, '/v2/communication-placeholders', {
      auth: net.auth,
    });
    ok('communication-placeholders', placeholders);
    expect(placeholders.json.placeholders).toContainEqual({
      id: 'contact_name',
      name: 'Contact name',
      placeholder: '[contact_name,fallback=]',
    });
  });

  it('answers the summary report in the reference shape, paged', async () => {
    const net = await makeNetwork();
    const res = await call(summaryRoute, '/v2/communications/summary?limit=10&offset=0', {
      auth: net.auth,
    });
    ok('communication-summary', res);
    expect(res.json).toMatchObject({ count: 0, limit: 10, offset: 0, summary: [] });
    const bad = await call(summaryRoute, '/v2/communications/summary?limit=0', { auth: net.auth });
    expect(bad.status).toBe(400);
  });
});
