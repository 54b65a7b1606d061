import { describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import * as networkRoute from '@/app/(api)/network/route';
import { apiRoute, endpoint } from '@/lib/api/http/route';
import { overrideConfigForTests, resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { getSessionSecret } from '@/lib/services/session-secret';
import { call, makeNetwork } from '../support/harness';

async function sessionCookie(userId: number): Promise<string> {
  const token = await encode({
    // sv: the user's session_version at sign-in (1 for a new user); see lib/api/web/auth-options.ts.
    token: { sub: String(userId), sv: 1 },
    secret: await getSessionSecret(await getDb()),
  });
  return `next-auth.session-token=${token}`;
}

const writeProbe = apiRoute({
  version: 'v3',
  POST: endpoint({
    handler: async ({ principal }) => ({ status: 201, body: { data: { user: principal.userId } } }),
  }),
});

describe('console session on API routes', () => {
  it('authenticates same-origin reads and writes with the session cookie', async () => {
    const net = await makeNetwork();
    const cookie = await sessionCookie(net.userId);
    const read = await call(networkRoute, '/network', {
      auth: null,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(read.status).toBe(200);
    expect(read.json.networks[0].network.network_id).toBe(net.networkId);
    const write = await call(writeProbe, '/v3/probe', {
      method: 'POST',
      auth: null,
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(write.status).toBe(201);
    expect(write.json.data.user).toBe(net.userId);
  });

  it('refuses cookie-authenticated writes from another origin (CSRF) and cross-site reads', async () => {
    const net = await makeNetwork();
    const cookie = await sessionCookie(net.userId);
    const forged = await call(writeProbe, '/v3/probe', {
      method: 'POST',
      auth: null,
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(forged.status).toBe(401);
    const noOrigin = await call(writeProbe, '/v3/probe', {
      method: 'POST',
      auth: null,
      headers: { cookie },
    });
    expect(noOrigin.status).toBe(401);
    const crossRead = await call(networkRoute, '/network', {
      auth: null,
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossRead.status).toBe(401);
  });

  it('reads X-Forwarded-Host only from a trusted proxy: a client cannot make its own Origin look like ours', async () => {
    const net = await makeNetwork();
    const cookie = await sessionCookie(net.userId);
    const through = (peer: string) =>
      call(writeProbe, '/v3/probe', {
        method: 'POST',
        auth: null,
        headers: {
          cookie,
          origin: 'https://shop.example',
          host: 'localhost:3000',
          'x-forwarded-host': 'shop.example',
          'x-anet-peer-address': peer,
        },
      });
    expect((await through('198.51.100.9')).status).toBe(401);
    overrideConfigForTests({ TRUSTED_PROXIES: '10.0.0.0/8' });
    try {
      expect((await through('198.51.100.9')).status).toBe(401);
      const proxied = await through('10.1.2.3');
      expect(proxied.status).toBe(201);
      expect(proxied.json.data.user).toBe(net.userId);
    } finally {
      resetConfigForTests('TRUSTED_PROXIES');
    }
  });

  it('ignores a forged or foreign-secret session token', async () => {
    const net = await makeNetwork();
    const token = await encode({
      token: { sub: String(net.userId) },
      secret: 'someone-elses-secret',
    });
    const res = await call(networkRoute, '/network', {
      auth: null,
      headers: { cookie: `next-auth.session-token=${token}` },
    });
    expect(res.status).toBe(401);
  });
});
