import { describe, expect, it } from 'vitest';
import { call } from '@/lib/client/api';
import {
  exportBodyOf,
  listQueryOf,
  type GridParams,
} from '@/components/console/partners/use-grid-params';
import { routeClient } from '../support/route-client';
import { publishersWorld } from '../support/publishers-v2-world';

const grid = (changes: Partial<GridParams>): GridParams => ({
  q: '',
  status: '',
  collection: '',
  group: '',
  sort: '-created',
  offset: 0,
  limit: 25,
  ...changes,
});

describe('the console partner grid against the real routes (lib/client)', () => {
  it('lists, filters by collection and group, adds to a collection and exports, as the grid asks', async () => {
    const w = await publishersWorld();
    const api = routeClient(w.net.auth);
    const networkId = String(w.net.networkId);
    const path = { networkId };

    const page = await call(
      api.GET('/v2/networks/{networkId}/publishers', {
        params: { path, query: listQueryOf(grid({ status: 'a,p', sort: 'account_name' })) },
      }),
    );
    expect(page.publishers.map((p) => p.id)).toEqual(
      [w.ids.alice, w.ids.bob, w.ids.partnerUser].map(String),
    );
    expect(Object.keys(page.publishers[0]!)).toEqual([
      'id',
      'name',
      'company_name',
      'network_status',
      'account_created',
      'contact_email',
    ]);

    // Add to collection: create one by name, then add another partner to it; the filter lists both.
    const created = await call(
      api.POST('/v2/networks/{networkId}/partner-collections', {
        params: { path },
        body: { name: 'Grid picks', partner_ids: [String(w.ids.alice)] },
      }),
    );
    const collectionId = created.collection.id;
    await call(
      api.POST('/v2/networks/{networkId}/partner-collections/{collectionId}/partners', {
        params: { path: { networkId, collectionId } },
        body: { partner_ids: [String(w.ids.carol)] },
      }),
    );
    const collections = await call(
      api.GET('/v3/network/{networkId}/partner-collections', { params: { path } }),
    );
    expect(collections.data).toEqual([
      expect.objectContaining({ id: collectionId, name: 'Grid picks', partners_count: 2 }),
    ]);
    const inCollection = await call(
      api.GET('/v2/networks/{networkId}/publishers', {
        params: {
          path,
          query: listQueryOf(grid({ collection: collectionId, sort: 'publisher_id' })),
        },
      }),
    );
    expect(inCollection.publishers.map((p) => p.id)).toEqual(
      [w.ids.alice, w.ids.carol].map(String),
    );
    const inGroup = await call(
      api.GET('/v2/networks/{networkId}/publishers', {
        params: { path, query: listQueryOf(grid({ group: String(w.groupB) })) },
      }),
    );
    expect(inGroup.publishers.map((p) => p.id)).toEqual([String(w.ids.bob)]);

    // The export takes the same filters; account names are the second column.
    const exported = await api.POST('/v2/networks/{networkId}/publishers.csv', {
      params: { path },
      body: exportBodyOf(grid({ collection: collectionId, sort: '-account_name' })),
      parseAs: 'text',
    });
    expect(exported.response.status).toBe(201);
    const lines = (exported.data as unknown as string).trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^publisher_id,account_name,company_name,network_status,created_date,/,
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([`carol-${w.t}`, `alice-${w.t}`]);
  }, 60_000);
});
