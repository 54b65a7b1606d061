import { describe, expect, it } from 'vitest';
import * as networkRoute from '@/app/(api)/network/route';
import { getDb } from '@/lib/db/client';
import { rotateApiKey } from '@/lib/services/users';
import { basic, call, makeNetwork } from '../support/harness';

describe('GET /network (List Networks)', () => {
  it("returns the caller's network in the v1 collection envelope", async () => {
    const net = await makeNetwork({ autoApprove: true });
    const res = await call(networkRoute, '/network', { auth: net.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json.count).toBe(1);
    expect(res.json.execution_time).toMatch(/^\d+\.\d{5} seconds$/);
    const network = res.json.networks[0].network;
    expect(network).toEqual({
      network_id: net.networkId,
      network_name: net.name,
      network_description: '',
      network_notes: '',
      network_application_id: 1,
      auto_approve_publishers: 'y',
      default_campaign_id: null,
      cm_client_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      network_contact_email: net.email,
      network_locale: 'en',
    });
  });

  it('answers in XML for /network.xml', async () => {
    const net = await makeNetwork();
    const res = await call(networkRoute, '/network.xml', { auth: net.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(res.text).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(res.text).toMatch(
      new RegExp(`<networks>\\s*<network>\\s*<network_id>${net.networkId}</network_id>`),
    );
    expect(res.text).toMatch(/<count>1<\/count>/);
  });

  it('treats .json like no suffix and refuses .csv, which this endpoint does not serve', async () => {
    const net = await makeNetwork();
    const json = await call(networkRoute, '/network.json', { auth: net.auth });
    expect(json.status).toBe(200);
    expect(json.json.networks).toHaveLength(1);
    const csv = await call(networkRoute, '/network.csv', { auth: net.auth });
    expect(csv.status).toBe(400);
    expect(csv.json.error.errors[0]).toMatchObject({
      property: 'format',
      code: 'invalid_enum_value',
    });
  });

  it('refuses missing, malformed, unknown and mismatched credentials with the v1 401 body', async () => {
    const a = await makeNetwork();
    const b = await makeNetwork();
    const cases = [
      null,
      'Bearer abc',
      'Basic !!!',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      basic(a.applicationKey, 'not-a-key'),
      basic('not-an-app-key', a.userApiKey),
      basic(b.applicationKey, a.userApiKey), // a's user against b's network
    ];
    for (const auth of cases) {
      const res = await call(networkRoute, '/network', { auth });
      expect(res.status, String(auth)).toBe(401);
      expect(res.json).toEqual({
        error: { message: expect.stringContaining('credentials'), type: '401' },
      });
    }
  });

  it('refuses a rotated key and accepts its replacement', async () => {
    const net = await makeNetwork();
    const newKey = await rotateApiKey(await getDb(), net.userId, net.networkId);
    expect((await call(networkRoute, '/network', { auth: net.auth })).status).toBe(401);
    expect(
      (await call(networkRoute, '/network', { auth: basic(net.applicationKey, newKey) })).status,
    ).toBe(200);
  });

  it('answers 405 with an Allow header for methods the path does not support', async () => {
    const net = await makeNetwork();
    for (const method of ['DELETE', 'POST', 'PUT', 'PATCH']) {
      const res = await call(networkRoute, '/network', { method, auth: net.auth });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
      expect(res.json.error.type).toBe('405');
    }
  });

  it('puts a request id on every response and keeps a sane one the client sent', async () => {
    const net = await makeNetwork();
    const res = await call(networkRoute, '/network', {
      auth: net.auth,
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    const generated = await call(networkRoute, '/network', {
      auth: net.auth,
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
