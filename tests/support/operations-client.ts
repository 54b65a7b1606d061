import { call, createApiClient as createClient, type RequestBody } from '@/lib/client/api';
import { BASE } from './harness';
import { requestFetch } from './route-client';

export { ApiClientError } from '@/lib/client/errors';

type Id = string | number;
type Websites = RequestBody<'/user/publisher/{publisher_id}/website', 'post'>['websites'];
type WebsiteUpdates = RequestBody<'/user/publisher/{publisher_id}/website', 'put'>['websites'];
type Databases = RequestBody<'/user/publisher/{publisher_id}/database', 'post'>['databases'];
type CampaignRequests = RequestBody<
  '/v2/publishers/{publisherId}/campaign-requests',
  'post'
>['campaign_requests'];

/**
 * The calls tests/api/partner-area.test.ts makes as a partner, named by what they do, over the
 * console's client (lib/client/api.ts): the shape of the hand-written client it was written
 * against, kept so that test reads as before.
 */
export function createApiClient(options: { authorization: string; fetch: typeof fetch }) {
  const api = createClient({ ...options, baseUrl: BASE, fetch: requestFetch(options.fetch) });
  const partner = (id: Id) => ({ params: { path: { publisher_id: String(id) } } });
  const publisher = (id: Id) => ({ params: { path: { publisherId: String(id) } } });
  const WEBSITES = '/user/publisher/{publisher_id}/website';
  const DATABASES = '/user/publisher/{publisher_id}/database';
  return {
    partners: {
      list: (networkId: Id) =>
        call(
          api.GET('/network/{network_id}/publisher', {
            params: { path: { network_id: String(networkId) } },
          }),
        ),
      get: (id: Id) => call(api.GET('/user/publisher/{publisher_id}', partner(id))),
      update: (id: Id, body: RequestBody<'/user/publisher/{publisher_id}', 'post'>) =>
        call(api.POST('/user/publisher/{publisher_id}', { ...partner(id), body })),
      websites: {
        list: (id: Id) => call(api.GET(WEBSITES, partner(id))),
        create: (id: Id, websites: Websites) =>
          call(api.POST(WEBSITES, { ...partner(id), body: { websites } })),
        update: (id: Id, websites: WebsiteUpdates) =>
          call(api.PUT(WEBSITES, { ...partner(id), body: { websites } })),
      },
      databases: {
        list: (id: Id) => call(api.GET(DATABASES, partner(id))),
        create: (id: Id, databases: Databases) =>
          call(api.POST(DATABASES, { ...partner(id), body: { databases } })),
      },
    },
    partnerArea: {
      discover: (id: Id) =>
        call(api.GET('/v2/publishers/{publisherId}/discovery/advertisers', publisher(id))),
      campaigns: (id: Id, status: 'a' | 'p' | 'r') =>
        call(
          api.GET('/user/publisher/{publisher_id}/campaign/{status}', {
            params: { path: { publisher_id: String(id), status } },
          }),
        ),
      campaignTerms: (campaignId: Id) =>
        call(
          api.GET('/v3/partner/campaign-terms-and-conditions', {
            params: { query: { campaign_id: String(campaignId) } },
          }),
        ),
      request: (id: Id, items: CampaignRequests) =>
        call(
          api.POST('/v2/publishers/{publisherId}/campaign-requests', {
            ...publisher(id),
            body: { campaign_requests: items },
          }),
        ),
      acknowledgeCampaignTerms: (id: Id, termsId: Id) =>
        call(
          api.POST('/v3/partner/campaign-terms-and-conditions-acknowledgments', {
            body: { partner_id: String(id), campaign_terms_and_conditions_id: String(termsId) },
          }),
        ),
    },
    participations: {
      ofPartner: (id: Id) =>
        call(
          api.GET('/v3/partner/{partnerId}/participations', {
            params: {
              path: { partnerId: String(id) },
              query: { 'status[]': 'a,p,r,t', 'campaign_status[]': 'a,p,r,n' },
            },
          }),
        ),
    },
    campaigns: {
      partners: (id: Id) =>
        call(
          api.GET('/campaign/{campaign_id}/publisher', {
            params: { path: { campaign_id: String(id) } },
          }),
        ),
    },
    terms: {
      acknowledge: (networkId: Id, termsId: Id) =>
        call(
          api.POST('/v3/brand/network-terms-and-conditions-acknowledgments', {
            body: { network_id: String(networkId), terms_locale_id: String(termsId) },
          }),
        ),
    },
  };
}
