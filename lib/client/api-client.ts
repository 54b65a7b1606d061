import { z } from 'zod';
import { ListNetworksResponse } from '@/lib/schemas/network';
import {
  DatabaseListResponse,
  PartnerDetailResponse,
  PartnerListResponse,
  PartnerResponse,
  PartnerStatusResponse,
  PartnerUpdatedResponse,
  PartnerUserResponse,
  WebsiteListResponse,
  CreatePartnerIn,
  CreatePartnerUserIn,
  UpdatePartnerIn,
} from '@/lib/schemas/partner';
import { AdvertiserListResponse, AdvertiserResponse, BrandsV3Response, CreateBrandIn, UpdateBrandIn } from '@/lib/schemas/brand';
import { AcknowledgementResponse, PublishTermsIn, TermsResponse, TermsV3ListResponse, TermV3Response } from '@/lib/schemas/terms';
import { WebsiteCreateItem, WebsiteUpdateItem } from '@/lib/schemas/website';
import { DatabaseCreateItem, DatabaseUpdateItem } from '@/lib/schemas/database';
import { CampaignBodyOut, CampaignListOut, CreateCampaignIn, UpdateCampaignIn } from '@/lib/schemas/campaign';
import {
  CampaignPublishersOut,
  CampaignRequestsOut,
  CampaignTermsAckV3Body,
  CampaignTermsListV3Out,
  DecisionsOut,
  DiscoveryListOut,
  ParticipationListV3Out,
  PartnerCampaignListOut,
  SetParticipationStatusIn,
} from '@/lib/schemas/participation';
import { PartnerSignupIn, PartnerSignupResponse, SignupInfoResponse } from '@/lib/schemas/signup';
import { ParticipationCountsResponse } from '@/lib/schemas/participation-counts';
import { TermsAcknowledgementListResponse } from '@/lib/schemas/terms-acknowledgements';
import {
  CreatedNetworkUserResponse,
  CreateNetworkUserIn,
  MeResponse,
  NetworkUserListResponse,
  NetworkUserResponse,
  RotatedApiKeyResponse,
  UpdateNetworkUserIn,
} from '@/lib/schemas/user';

import { ApiClientError, type FieldProblem } from './errors';

type Id = number | string;

/**
 * A small typed client for our API, built from the same zod schemas the routes validate
 * with: inputs are typed by the request schemas, answers are parsed by the response ones.
 * The console's React Query hooks use it with the session cookie; integrators may use it
 * with Basic keys.
 */

export { ApiClientError, type FieldProblem } from './errors';

export interface ClientOptions {
  baseUrl?: string;
  /** An Authorization header value (Basic ...); leave out in the browser to use the session. */
  authorization?: string;
  fetch?: typeof fetch;
}

/** v1 and v2 bodies carry execution_time beside the payload. */
const v1 = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => schema.extend({ execution_time: z.string() });

type Query = Record<string, string | number | undefined>;

/** Brands per discovery page. */
export const DISCOVERY_PAGE = 50;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function errorOf(status: number, body: unknown): ApiClientError {
  const error = (body as { error?: { message?: string; errors?: FieldProblem[] } } | undefined)?.error;
  return new ApiClientError(status, error?.message ?? `HTTP ${status}`, error?.errors ?? []);
}

export function createApiClient(options: ClientOptions = {}) {
  const doFetch = options.fetch ?? fetch;
  async function request<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.authorization) headers.authorization = options.authorization;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(`${options.baseUrl ?? ''}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
    const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) throw errorOf(response.status, json);
    return schema.parse(json);
  }

  return {
    network: () => request('GET', '/network', v1(ListNetworksResponse)),
    partners: {
      list: (networkId: number | string, query: Query = {}) => request('GET', withQuery(`/network/${networkId}/publisher`, query), v1(PartnerListResponse)),
      setStatuses: (networkId: number | string, publishers: { publisher_id: string; network_status: 'a' | 'p' | 'r' | 'n' }[]) =>
        request('POST', `/network/${networkId}/publisher`, v1(PartnerStatusResponse), { publishers }),
      create: (input: z.input<typeof CreatePartnerIn>) => request('POST', '/user/publisher', v1(PartnerResponse), input),
      createWithUser: (input: z.input<typeof CreatePartnerUserIn>) => request('POST', '/user', v1(PartnerUserResponse), input),
      get: (id: string) => request('GET', `/user/publisher/${id}`, v1(PartnerDetailResponse)),
      update: (id: string, input: z.input<typeof UpdatePartnerIn>) => request('POST', `/user/publisher/${id}`, v1(PartnerUpdatedResponse), input),
      websites: {
        list: (id: string) => request('GET', `/user/publisher/${id}/website`, v1(WebsiteListResponse)),
        create: (id: string, websites: z.input<typeof WebsiteCreateItem>[]) => request('POST', `/user/publisher/${id}/website`, v1(WebsiteListResponse), { websites }),
        update: (id: string, websites: z.input<typeof WebsiteUpdateItem>[]) => request('PUT', `/user/publisher/${id}/website`, v1(WebsiteListResponse), { websites }),
      },
      databases: {
        list: (id: string) => request('GET', `/user/publisher/${id}/database`, v1(DatabaseListResponse)),
        create: (id: string, databases: z.input<typeof DatabaseCreateItem>[]) => request('POST', `/user/publisher/${id}/database`, v1(DatabaseListResponse), { databases }),
        update: (id: string, databases: z.input<typeof DatabaseUpdateItem>[]) => request('PUT', `/user/publisher/${id}/database`, v1(DatabaseListResponse), { databases }),
      },
    },
    brands: {
      list: (query: Query = {}) => request('GET', withQuery('/user/advertiser', query), v1(AdvertiserListResponse)),
      create: (input: z.input<typeof CreateBrandIn>) => request('POST', '/user/advertiser', v1(AdvertiserResponse), input),
      get: (id: string) => request('GET', `/user/advertiser/${id}`, v1(AdvertiserResponse)),
      update: (id: string, input: z.input<typeof UpdateBrandIn>) => request('POST', `/user/advertiser/${id}`, v1(AdvertiserResponse), input),
      forNetwork: (networkId: number | string, withDomains = false) =>
        request('GET', withQuery(`/v3/network/${networkId}/brands`, { with: withDomains ? 'deeplink-domains' : undefined }), BrandsV3Response),
    },
    terms: {
      forPartner: (locale: string, country: string, networkId: number | string) => request('GET', `/reference/terms/${locale}/${country}/${networkId}`, v1(TermsResponse)),
      current: (networkId: number | string, locale?: string) =>
        request('GET', withQuery('/v3/brand/network-terms-and-conditions', { network_id: networkId, locale }), TermsV3ListResponse),
      history: (networkId: number | string) => request('GET', `/v3/network/${networkId}/network-terms-and-conditions`, TermsV3ListResponse),
      publish: (networkId: number | string, input: z.input<typeof PublishTermsIn>) => request('POST', `/v3/network/${networkId}/network-terms-and-conditions`, TermV3Response, input),
      acknowledgements: (networkId: Id, query: Query = {}) =>
        request('GET', withQuery(`/v3/network/${networkId}/terms-acknowledgements`, query), TermsAcknowledgementListResponse),
      /** The caller accepts current network terms (35b); for a partner user, on behalf of its partner. */
      acknowledge: (networkId: Id, termsId: Id) =>
        request('POST', '/v3/brand/network-terms-and-conditions-acknowledgments', AcknowledgementResponse, { network_id: String(networkId), terms_locale_id: String(termsId) }),
    },
    campaigns: {
      ofBrand: (brandId: Id, query: Query = {}) => request('GET', withQuery(`/user/advertiser/${brandId}/campaign`, query), v1(CampaignListOut)),
      get: (id: Id) => request('GET', `/campaign/${id}`, v1(CampaignBodyOut)),
      create: (input: z.input<typeof CreateCampaignIn>) => request('POST', '/campaign', v1(CampaignBodyOut), input),
      update: (id: Id, input: z.input<typeof UpdateCampaignIn>) => request('PUT', `/campaign/${id}`, v1(CampaignBodyOut), input),
      /** The partners on a campaign (op 30e), optionally one status (p: the open requests). */
      partners: (id: Id, status?: 'a' | 'p' | 'r') => request('GET', withQuery(`/campaign/${id}/publisher`, { campaign_status: status }), v1(CampaignPublishersOut)),
      /** One partner on a campaign, with its participation history. */
      partner: (id: Id, partnerId: Id) => request('GET', `/campaign/${id}/publisher/${partnerId}`, v1(CampaignPublishersOut)),
      setPartnerStatuses: (id: Id, publishers: z.input<typeof SetParticipationStatusIn>['publishers']) =>
        request('POST', `/campaign/${id}/publisher`, v1(CampaignPublishersOut), { publishers }),
    },
    requests: {
      accept: (networkId: Id, items: { campaign_id: string; publisher_id: string }[]) =>
        request('POST', `/v2/networks/${networkId}/campaign-requests/accept`, v1(DecisionsOut), { campaign_requests: items }),
      decline: (networkId: Id, items: { campaign_id: string; publisher_id: string; reason?: string | null }[]) =>
        request('POST', `/v2/networks/${networkId}/campaign-requests/decline`, v1(DecisionsOut), { campaign_requests: items }),
      /**
       * Invite partners to campaigns (op 30c): every (campaign, partner) pair is one result; a
       * pending request is approved (a), no participation or a rejected one becomes an
       * invitation (t). Only partners approved on the network.
       */
      invite: (networkId: Id, input: { publisher_id: string[]; campaign_id: string[] }) =>
        request('POST', `/v2/networks/${networkId}/invite/network-partners`, v1(DecisionsOut), input),
    },
    participations: {
      /** A partner's participations in every status, on campaigns of every status (op 31). */
      ofPartner: (partnerId: Id) =>
        request('GET', withQuery(`/v3/partner/${partnerId}/participations`, { status: 'a,p,r,t', campaign_status: 'a,p,r,n' }), ParticipationListV3Out),
      /** How many participations each partner has, and how many a network rejection would end. */
      counts: (networkId: Id, partnerIds: Id[]) =>
        request('GET', withQuery(`/v3/network/${networkId}/partners/participation-counts`, { ids: partnerIds.join(',') }), ParticipationCountsResponse),
    },
    /** Public operations (no credentials): partner sign-up. */
    signup: {
      info: (networkId: Id, locale: string, country?: string) =>
        request('GET', withQuery(`/v3/public/networks/${networkId}/signup`, { locale, country }), SignupInfoResponse),
      create: (networkId: Id, input: z.input<typeof PartnerSignupIn>) => request('POST', `/v3/public/networks/${networkId}/partner-signups`, PartnerSignupResponse, input),
    },
    /** The partner side: discovery, requests, the partner's campaigns, campaign terms. */
    partnerArea: {
      /** Campaigns the partner can discover, grouped by brand (op 23). */
      discover: (partnerId: Id, offset = 0) =>
        request('GET', withQuery(`/v2/publishers/${partnerId}/discovery/advertisers`, { offset, limit: DISCOVERY_PAGE }), v1(DiscoveryListOut)),
      /** The partner's campaigns with one participation status (op 25; p includes invitations). */
      campaigns: (partnerId: Id, status: 'a' | 'p' | 'r') => request('GET', `/user/publisher/${partnerId}/campaign/${status}`, v1(PartnerCampaignListOut)),
      /** Request to join campaigns (op 27); terms_id accepts a campaign's current custom terms with the request. */
      request: (partnerId: Id, items: { advertiser_id: string; campaign_id: string; terms_id?: string | null }[]) =>
        request('POST', `/v2/publishers/${partnerId}/campaign-requests`, v1(CampaignRequestsOut), { campaign_requests: items }),
      /** The current custom terms of one campaign (35e): an empty list when it has none. */
      campaignTerms: (campaignId: Id) => request('GET', withQuery('/v3/partner/campaign-terms-and-conditions', { campaign_id: campaignId }), CampaignTermsListV3Out),
      /** Accept a campaign's current custom terms ahead of a request (35f). */
      acknowledgeCampaignTerms: (partnerId: Id, termsId: Id) =>
        request('POST', '/v3/partner/campaign-terms-and-conditions-acknowledgments', CampaignTermsAckV3Body, {
          partner_id: String(partnerId),
          campaign_terms_and_conditions_id: String(termsId),
        }),
    },
    users: {
      me: () => request('GET', '/v3/users/me', MeResponse),
      rotateMyApiKey: () => request('POST', '/v3/users/me/api-key', RotatedApiKeyResponse),
      list: (networkId: Id, query: Query = {}) => request('GET', withQuery(`/v3/network/${networkId}/users`, query), NetworkUserListResponse),
      create: (networkId: Id, input: z.input<typeof CreateNetworkUserIn>) => request('POST', `/v3/network/${networkId}/users`, CreatedNetworkUserResponse, input),
      update: (networkId: Id, userId: Id, input: z.input<typeof UpdateNetworkUserIn>) =>
        request('PATCH', `/v3/network/${networkId}/users/${userId}`, NetworkUserResponse, input),
      setBrands: (networkId: Id, userId: Id, brandIds: Id[]) =>
        request('PUT', `/v3/network/${networkId}/users/${userId}/brands`, NetworkUserResponse, { brand_ids: brandIds.map(String) }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
