import { describe, expect, it } from 'vitest';
import { ApiClientError, createApiClient } from '@/lib/client/api-client';
import { makeNetwork } from '../support/harness';
import { partnerBody } from '../support/partners';
import { routeFetch } from '../support/route-fetch';

describe('typed API client (lib/client)', () => {
  it('creates and reads partners, parsing answers with the response schemas', async () => {
    const net = await makeNetwork();
    const api = createApiClient({ authorization: net.auth, fetch: routeFetch });
    const network = await api.network();
    expect(network.networks[0]!.network.network_id).toBe(net.networkId);
    const created = await api.partners.create(await partnerBody(net, { company_name: 'Client Co' }));
    const id = created.publisher.publisher_id;
    await api.partners.websites.create(id, [{ website_url: 'https://client.example' }]);
    const detail = await api.partners.get(id);
    expect(detail.publisher.company_name).toBe('Client Co');
    expect(detail.publisher.websites.map((w) => w.website_url)).toEqual(['https://client.example']);
    const page = await api.partners.list(net.networkId, { q: 'client', limit: 10 });
    expect(page.count).toBe(1);
  });

  it('turns error bodies into ApiClientError with the status and each field problem', async () => {
    const net = await makeNetwork();
    const api = createApiClient({ authorization: net.auth, fetch: routeFetch });
    const error = await api.partners.create({ ...(await partnerBody(net)), contact_email: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).status).toBe(400);
    expect((error as ApiClientError).fields).toEqual([expect.objectContaining({ property: 'contact_email', code: 'invalid_property_format' })]);
    const v3 = await api.terms.publish(net.networkId, { locale: 'en', content: '' }).catch((e: unknown) => e);
    expect((v3 as ApiClientError).fields[0]).toMatchObject({ property: '[content]' });
  });
});
