import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call, serializeQuery } from '@/lib/client/api';
import { ApiClientError, toApiClientError } from '@/lib/client/errors';
import { CLIENT_TYPES_FILE, renderClientTypes } from '@/scripts/generate-client';
import { makeNetwork } from '../support/harness';
import { partnerBody } from '../support/partners';
import { routeClient } from '../support/route-client';

describe('typed API client (lib/client/api.ts)', () => {
  it('is typed by the current OpenAPI document (run `npm run client:generate` after changing a route)', async () => {
    expect(readFileSync(CLIENT_TYPES_FILE, 'utf8')).toBe(await renderClientTypes());
  });

  it('creates and reads partners through the paths the routes declare', async () => {
    const net = await makeNetwork();
    const api = routeClient(net.auth);
    const network = await call(api.GET('/network'));
    expect(network.networks[0]!.network.network_id).toBe(net.networkId);
    const created = await call(
      api.POST('/user/publisher', {
        body: await partnerBody(net, { company_name: 'Client Co' }),
      }),
    );
    const path = { publisher_id: created.publisher.publisher_id };
    await call(
      api.POST('/user/publisher/{publisher_id}/website', {
        params: { path },
        body: { websites: [{ website_url: 'https://client.example' }] },
      }),
    );
    const detail = await call(api.GET('/user/publisher/{publisher_id}', { params: { path } }));
    expect(detail.publisher.company_name).toBe('Client Co');
    expect(detail.publisher.websites.map((w) => w.website_url)).toEqual(['https://client.example']);
    const page = await call(
      api.GET('/network/{network_id}/publisher', {
        params: { path: { network_id: String(net.networkId) }, query: { q: 'client', limit: 10 } },
      }),
    );
    expect(page.count).toBe(1);
  });

  it('turns error bodies into ApiClientError with the status and each field problem', async () => {
    const net = await makeNetwork();
    const api = routeClient(net.auth);
    const error = await call(
      api.POST('/user/publisher', {
        body: { ...(await partnerBody(net)), contact_email: 'nope' },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).status).toBe(400);
    expect((error as ApiClientError).fields).toEqual([
      expect.objectContaining({ property: 'contact_email', code: 'invalid_property_format' }),
    ]);
    const v3 = await call(
      api.POST('/v3/network/{networkId}/network-terms-and-conditions', {
        params: { path: { networkId: String(net.networkId) } },
        body: { locale: 'en', content: '' },
      }),
    ).catch((e: unknown) => e);
    expect((v3 as ApiClientError).fields[0]).toMatchObject({ property: '[content]' });
  });

  it('reads the error envelope of every version, and keeps the status of any other body', () => {
    const v1 = toApiClientError(400, {
      error: {
        message: 'Invalid',
        type: '400',
        errors: [{ property: 'a.b[0]', code: 'c', message: 'm' }],
      },
    });
    expect([v1.status, v1.message, v1.fields]).toEqual([
      400,
      'Invalid',
      [{ property: 'a.b[0]', code: 'c', message: 'm' }],
    ]);
    const v3 = toApiClientError(400, {
      error: {
        errors: [{ property: '[a]', type: 't', code: 'uuid', message: 'm' }],
        code: '400',
        message: 'Bad',
      },
    });
    expect(v3.fields).toEqual([{ property: '[a]', code: 'uuid', message: 'm' }]);
    expect(toApiClientError(403, { error: { message: 'No', type: '403' } }).fields).toEqual([]);
    const html = toApiClientError(502, '<html>Bad gateway</html>');
    expect([html.status, html.message, html.fields]).toEqual([502, 'HTTP 502', []]);
  });

  it('leaves blank and missing query values out of the URL', () => {
    expect(serializeQuery({ q: '', limit: 10, sort: undefined, status: 'a,p' })).toBe(
      'limit=10&status=a%2Cp',
    );
  });
});
