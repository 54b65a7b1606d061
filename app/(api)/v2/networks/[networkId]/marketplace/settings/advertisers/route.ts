import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { discoverySettingsOf } from '@/lib/api/inputs/discovery-settings';
import { presentDiscoverySettings } from '@/lib/api/presenters/discovery-settings';
import {
  DiscoverySettingsIn,
  DiscoverySettingsQuery,
  DiscoverySettingsResponse,
} from '@/lib/schemas/discovery-settings';
import { readDiscoverySettings, updateDiscoverySettings } from '@/lib/services/discovery-settings';

// GET and PUT /v2/networks/{networkId}/marketplace/settings/advertisers: which brands take part in
// partner discovery and which of their campaigns are shown there. Network staff only. The GET
// leaves out campaigns in test mode and hidden ones unless show_test_mode / show_hidden say so
// (the reference declares them `in: path`; they are query parameters). The PUT changes only what
// it names and answers those brands with all their campaigns.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v2',
  GET: endpoint({
    summary: "List the network's brands and campaigns with their discovery settings (staff)",
    reference:
      'partnerize-discovery-settings GET /v2/networks/{networkId}/marketplace/settings/advertisers',
    query: DiscoverySettingsQuery,
    responses: { 200: DiscoverySettingsResponse },
    handler: async ({ db, principal, params, query }) => {
      const found = await readDiscoverySettings(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        { showTestMode: query.show_test_mode, showHidden: query.show_hidden },
      );
      return { body: { count: found.length, advertisers: found.map(presentDiscoverySettings) } };
    },
  }),
  PUT: endpoint({
    summary: 'Set which brands take part in discovery and which campaigns are shown there (staff)',
    reference:
      'partnerize-discovery-settings PUT /v2/networks/{networkId}/marketplace/settings/advertisers',
    body: DiscoverySettingsIn,
    responses: { 200: DiscoverySettingsResponse },
    handler: async ({ db, principal, params, body }) => {
      const found = await updateDiscoverySettings(
        db,
        principal,
        pathId(params.networkId, 'Network'),
        discoverySettingsOf(body),
      );
      return { body: { count: found.length, advertisers: found.map(presentDiscoverySettings) } };
    },
  }),
});
